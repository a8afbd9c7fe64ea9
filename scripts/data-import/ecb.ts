// ECB euro reference rates, from either copy of the ECB's daily history: its own zip (one CSV, one
// row per working day) or the Parquet repackaging (one row per calendar day, lower-case ISO code
// columns). Each copy keeps its latest day that carries rates; the copy with the latest day wins.
import { gunzipSync } from 'node:zlib'

import { strFromU8, unzipSync } from 'fflate'
import { parquetReadObjects } from 'hyparquet'
import { z } from 'zod'

import type { FxRates } from '../../data/open-schema'

type EcbDay = Pick<FxRates, 'date' | 'base' | 'rates'>

/**
 * One row as the Parquet reader gives it: `fxdate` a Date (the zip's reader gives its YYYY-MM-DD
 * text), each lower-case currency a number or null.
 */
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

/**
 * The rows of the ECB's eurofxref-hist.zip in the Parquet reader's shape. The ECB documents its CSV
 * as a "Date" column, then one column per currency (ISO code, units per 1 EUR), one row per working
 * day, newest first, "N/A" where a currency was not quoted that day and a comma ending every line
 * (an unnamed last column, ignored here).
 */
export function readEcbZip(zip: Uint8Array): EcbRow[] {
  const csvs = Object.entries(unzipSync(zip, { filter: (file) => file.name.endsWith('.csv') }))
  if (csvs.length !== 1)
    throw new Error(`ECB zip: expected one CSV file (eurofxref-hist.csv), found ${csvs.length}`)
  const [name, bytes] = csvs[0]!
  // No cell is quoted in the ECB's file, so a plain split reads it (in a fraction of a CSV
  // parser's time, which the daily run pays).
  const [header, ...days] = strFromU8(bytes)
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .map((line) => line.split(',').map((cell) => cell.trim()))
  const dateAt = header?.indexOf('Date') ?? -1
  if (dateAt < 0)
    throw new Error(
      `ECB zip: ${name} has no "Date" column (its header is ${header?.slice(0, 4).join(',')}…)`,
    )
  const currencies = header!.flatMap((column, i) => (/^[A-Z]{3}$/.test(column) ? [i] : []))
  return days.map((day) => {
    const row: EcbRow = { fxdate: day[dateAt] }
    for (const i of currencies) {
      const cell = day[i]
      // Not quoted that day: no rate, never 0.
      row[header![i]!.toLowerCase()] = !cell || cell === 'N/A' ? null : Number(cell)
    }
    return row
  })
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

/** One copy of the ECB history: the files it was read from and their rows. */
export type EcbCopy = { files: readonly string[]; rows: readonly EcbRow[] }

/**
 * The copy whose latest day is the latest, imported (see importEcb) with the files it came from:
 * a day's rates always come from one file, never mixed across copies. On the same day the earlier
 * copy in `copies` wins.
 */
export function importEcbCopies(copies: readonly EcbCopy[]) {
  let best: (ReturnType<typeof importEcb> & { files: readonly string[] }) | undefined
  for (const copy of copies) {
    const result = importEcb(copy.rows)
    if (!best || result.rates.date > best.rates.date) best = { ...result, files: copy.files }
  }
  if (!best) throw new Error('ECB: no copy of the reference rates to read')
  return best
}
