import 'server-only'

import { connection } from 'next/server'

import type { SQL } from 'drizzle-orm'

import { getDb } from '@/lib/db/client'
import { readForPage } from '@/lib/db/page-read'

/**
 * The rows of a read of the open data, as plain objects with the columns' names. A failure of the
 * database becomes the pages' "temporarily unavailable" (see readForPage).
 */
export async function openDataRows<T>(query: SQL): Promise<T[]> {
  // A build has no open data loaded (the server loads it when it starts): a page that reads it is
  // rendered on request rather than prerendered with empty lists.
  if (process.env.NEXT_PHASE === 'phase-production-build') await connection()
  return readForPage(async () => {
    const result = await (await getDb()).execute(query)
    return (result as unknown as { rows: T[] }).rows
  })
}
