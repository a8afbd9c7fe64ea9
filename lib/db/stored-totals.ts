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
import { destinationCosts as seedModel } from '@/data/destination-costs'
import type { DestinationCosts } from '@/data/schema'

/**
 * The cost model as the database holds it (destination_costs, staff edits included, in the seed's
 * order); the seed file's before any server has seeded the table.
 */
export async function loadedCostModel(run: RunSql): Promise<DestinationCosts[]> {
  const rows = await run(sql`SELECT record FROM destination_costs ORDER BY position`)
  return rows.length ? rows.map((r) => r.record as DestinationCosts) : seedModel
}

/**
 * The totals' version for `dataVersion` at the rates and with the cost figures the database
 * holds, and those rates and figures.
 */
export async function loadedTotalsVersion(run: RunSql, dataVersion: string) {
  const fx = ratesFromRows(await run(RATES_SQL))
  const model = await loadedCostModel(run)
  return { fx, model, version: storedExtrasVersion(dataVersion, fx, model) }
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
  const { fx, model, version } = await loadedTotalsVersion(run, dataVersion)
  if (await storedExtrasCurrent(run, version)) return
  await run(sql`BEGIN`)
  try {
    await storeExtras(run, version, fx, model)
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
