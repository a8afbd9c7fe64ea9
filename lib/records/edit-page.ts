import 'server-only'

import { notFound } from 'next/navigation'

import { readForPage } from '@/lib/db/page-read'
import { requireDataEditorPage } from '@/lib/staff/session'

/**
 * What a record's edit page (/staff/data/<segment>/<slug>) reads, for a data editor only (anyone
 * else goes to sign in or back to /staff): the stored record, 404 when there is none, and its
 * revisions.
 */
export async function readRecordForEdit<S, R>(
  segment: string,
  slug: string,
  read: (slug: string) => Promise<S | null | undefined>,
  history: (slug: string) => Promise<R>,
): Promise<[S, R]> {
  await requireDataEditorPage(`/staff/data/${segment}/${encodeURIComponent(slug)}`)
  const [stored, revisions] = await readForPage(() => Promise.all([read(slug), history(slug)]))
  if (!stored) notFound()
  return [stored, revisions]
}
