import 'server-only'

import { desc, sql } from 'drizzle-orm'

import { getDb } from '@/lib/db/client'
import { openDataRows } from '@/lib/db/open-data-rows'
import { openDataRefresh } from '@/lib/db/schema'

export type RefreshRow = typeof openDataRefresh.$inferSelect

/** Each source's latest recorded refresh (open_data_refresh), newest run first. */
export async function latestRefreshPerSource(): Promise<RefreshRow[]> {
  const db = await getDb()
  return db
    .selectDistinctOn([openDataRefresh.source])
    .from(openDataRefresh)
    .orderBy(openDataRefresh.source, desc(openDataRefresh.runAt), desc(openDataRefresh.id))
    .then((rows) => rows.sort((a, b) => b.runAt.getTime() - a.runAt.getTime()))
}

/**
 * The as-of date of the data each source has in the database: its latest loaded refresh's since the
 * tables were last loaded. A refresh's load records its run in the same transaction (so at the same
 * now()); a later load of a new deployment's data leaves older runs behind.
 */
export async function loadedAsOfPerSource(): Promise<Map<string, string>> {
  const rows = await openDataRows<{ source: string; as_of: string }>(sql`
    SELECT DISTINCT ON (source) source, as_of FROM open_data_refresh
    WHERE loaded AND as_of IS NOT NULL
      AND run_at >= (SELECT loaded_at FROM open_data_state LIMIT 1)
    ORDER BY source, run_at DESC, id DESC`)
  return new Map(rows.map((r) => [r.source, r.as_of]))
}
