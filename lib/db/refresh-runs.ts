import 'server-only'

import { desc, sql } from 'drizzle-orm'

import { getDb } from '@/lib/db/client'
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

/** The as-of date of the data each source has in the database: its latest loaded refresh's. */
export async function loadedAsOfPerSource(): Promise<Map<string, string>> {
  const db = await getDb()
  const rows = await db
    .selectDistinctOn([openDataRefresh.source], {
      source: openDataRefresh.source,
      asOf: openDataRefresh.asOf,
    })
    .from(openDataRefresh)
    .where(sql`${openDataRefresh.loaded} AND ${openDataRefresh.asOf} IS NOT NULL`)
    .orderBy(openDataRefresh.source, desc(openDataRefresh.runAt), desc(openDataRefresh.id))
  return new Map(rows.map((r) => [r.source, r.asOf!]))
}
