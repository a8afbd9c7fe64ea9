// ECB euro reference rates, from the Parquet repackaging of the ECB's daily file (one row per
// calendar day, lower-case ISO code columns): keeps the latest day that carries rates.
import { gunzipSync } from 'node:zlib'

import { parquetReadObjects } from 'hyparquet'
import { z } from 'zod'

import type { FxRates } from '../../data/open-schema'

type EcbDay = Pick<FxRates, 'date' | 'base' | 'rates'>

/** One row as the Parquet reader gives it: `fxdate` a Date, each currency a number or null. */
export type EcbRow = Record<string, unknown>

const dateSchema = z.iso.date()
// Columns that are not currencies: the day, and the repackager's build number.
const NOT_CURRENCIES = new Set(['fxdate', '.version.'])

/** Every row of the given Parquet files, in file order. */
export async function readEcbParquet(files: readonly ArrayBuffer[]): Promise<EcbRow[]> {
  const rows: EcbRow[] = []
  // Some upstream files are GZIP-compressed, which the reader leaves to the caller.
  const compressors = { GZIP: (input: Uint8Array) => new Uint8Array(gunzipSync(input)) }
  for (const file of files) rows.push(...(await parquetReadObjects({ file, compressors })))
  return rows
}

function dayOf(value: unknown): string | null {
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : value
  return dateSchema.safeParse(text).success ? (text as string) : null
}

/** The rates a row carries (units per 1 EUR): only positive numbers, so a null is never a 0. */
function ratesOf(row: EcbRow): Record<string, number> {
  const rates: Record<string, number> = {}
  for (const [column, value] of Object.entries(row)) {
    const currency = column.toUpperCase()
    if (NOT_CURRENCIES.has(column) || !/^[A-Z]{3}$/.test(currency) || currency === 'EUR') continue
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) rates[currency] = value
  }
  return rates
}

/**
 * The latest day's rates; weekend and holiday rows (every rate null) are skipped, and a currency
 * with no rate that day (a discontinued one) is left out.
 */
export function importEcb(rows: readonly EcbRow[]): {
  rates: EcbDay
  read: number
  dropped: Record<string, number>
} {
  const dropped: Record<string, number> = {}
  const drop = (reason: string) => (dropped[reason] = (dropped[reason] ?? 0) + 1)
  let latest: { date: string; rates: Record<string, number> } | undefined
  let days = 0
  for (const row of rows) {
    const date = dayOf(row.fxdate)
    if (!date) {
      drop('invalid: date')
      continue
    }
    const rates = ratesOf(row)
    if (!Object.keys(rates).length) {
      drop('no rates that day (weekend or holiday)')
      continue
    }
    days++
    if (!latest || date > latest.date) latest = { date, rates }
  }
  if (!latest) throw new Error('ECB files: no day with rates')
  const sorted = Object.fromEntries(
    Object.entries(latest.rates).sort(([a], [b]) => (a < b ? -1 : 1)),
  )
  if (days > 1) dropped['earlier days (only the latest is kept)'] = days - 1
  return { rates: { date: latest.date, base: 'EUR', rates: sorted }, read: rows.length, dropped }
}
