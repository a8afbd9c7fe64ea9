// Each programme's total in euros (lib/programmes/stored-extras.ts) stored for the data the
// database holds, at the rates loaded with it: one routine for the server's start, its refresh of
// the embedded database, and data:refresh on PostgreSQL (a script, so no 'server-only' here).
import { sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { ClientBase, QueryConfig } from 'pg'

import { RATES_SQL, ratesFromRows } from '@/lib/open-data/rates'
import {
  storedExtrasCurrent,
  storedExtrasVersion,
  storeExtras,
  type RunSql,
} from '@/lib/programmes/stored-extras'

/** The totals' version for `dataVersion` at the rates the database holds, and those rates. */
export async function loadedTotalsVersion(run: RunSql, dataVersion: string) {
  const fx = ratesFromRows(await run(RATES_SQL))
  return { fx, version: storedExtrasVersion(dataVersion, fx) }
}

/** Whether the totals of the loaded data (`dataVersion`) at its rates are stored. */
export async function storedTotalsCurrent(run: RunSql, dataVersion: string) {
  return storedExtrasCurrent(run, (await loadedTotalsVersion(run, dataVersion)).version)
}

/**
 * Stores the totals of `dataVersion` in one transaction unless they are there, then refreshes
 * the planner's statistics of the tables they changed.
 */
export async function storeTotals(run: RunSql, dataVersion: string) {
  const { fx, version } = await loadedTotalsVersion(run, dataVersion)
  if (await storedExtrasCurrent(run, version)) return
  await run(sql`BEGIN`)
  try {
    await storeExtras(run, version, fx)
    await run(sql`COMMIT`)
  } catch (error) {
    await run(sql`ROLLBACK`).catch(() => {})
    throw error
  }
  await run(sql`VACUUM ANALYZE programme_search`)
  await run(sql`VACUUM ANALYZE programme_budget_combos`)
}

const dialect = new PgDialect()

// Storing the totals takes seconds, beyond the request timeouts the pool's connections have.
const STORE_TIMEOUT = 10 * 60_000

/** Statements on one node-postgres client, with a timeout long enough for storing the totals. */
export function clientRunSql(client: ClientBase): RunSql {
  return async (statement) => {
    const { sql: text, params: values } = dialect.sqlToQuery(statement)
    const config = { text, values, query_timeout: STORE_TIMEOUT } as QueryConfig
    return (await client.query(config)).rows as Record<string, unknown>[]
  }
}
