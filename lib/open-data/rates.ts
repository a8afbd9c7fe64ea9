// The exchange rates the loader stores with the open data (open_data_rates): how the server reads
// them back, one way for the pages and for the stored totals alike. Builds SQL and parses rows.
import { sql } from 'drizzle-orm'

import { fxRatesSchema, type FxRates } from '@/data/open-schema'

/** The one row of the loaded rate table. */
export const RATES_SQL = sql`SELECT fx FROM open_data_rates`

/** The loaded rate table from RATES_SQL's rows; an error when the database holds none. */
export function ratesFromRows(rows: readonly Record<string, unknown>[]): FxRates {
  if (rows.length !== 1)
    throw new Error('The database holds no exchange rates: the open data is not loaded.')
  return fxRatesSchema.parse(rows[0]!.fx)
}
