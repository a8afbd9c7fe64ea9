import 'server-only'

import type { SQL } from 'drizzle-orm'

import { getDb } from '@/lib/db/client'
import { readForPage } from '@/lib/db/page-read'
import { env } from '@/lib/env'

/**
 * The rows of a read of the open data, as plain objects with the columns' names. A failure of the
 * database becomes the pages' "temporarily unavailable" (see readForPage).
 */
export async function openDataRows<T>(query: SQL): Promise<T[]> {
  // A build has no open data loaded (the server loads it when it starts): a page that reads it
  // must render on request, or the build would keep empty lists.
  if (env.BUILDING)
    throw new Error('The open data was read while prerendering: read it on request instead.')
  return readForPage(async () => {
    const result = await (await getDb()).execute(query)
    return (result as unknown as { rows: T[] }).rows
  })
}
