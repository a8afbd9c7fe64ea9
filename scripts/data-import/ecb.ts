// ECB euro reference rates (eurofxref-hist.csv): keeps the latest day in the file.
import { parse } from 'csv-parse/sync'
import { z } from 'zod'

import type { FxRates } from '../../data/open-schema'

type EcbDay = Pick<FxRates, 'date' | 'base' | 'rates'>

const dateSchema = z.iso.date()

/** The latest day's rates (units per 1 EUR); currencies the ECB marks N/A that day are left out. */
export function importEcb(csvText: string): {
  rates: EcbDay
  read: number
  dropped: Record<string, number>
} {
  const rows: string[][] = parse(csvText, {
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
  })
  const [header, ...days] = rows
  if (!header || header[0] !== 'Date') throw new Error('ECB file: no "Date" header')
  const dropped: Record<string, number> = {}
  let latest: string[] | undefined
  for (const day of days) {
    if (!dateSchema.safeParse(day[0]).success) {
      dropped['invalid: date'] = (dropped['invalid: date'] ?? 0) + 1
      continue
    }
    if (!latest || day[0]! > latest[0]!) latest = day
  }
  if (!latest) throw new Error('ECB file: no dated rows')
  const rates: Record<string, number> = {}
  header.forEach((currency, i) => {
    const value = Number(latest[i])
    if (i > 0 && /^[A-Z]{3}$/.test(currency) && latest[i] && Number.isFinite(value) && value > 0)
      rates[currency] = value
  })
  const sorted = Object.fromEntries(Object.entries(rates).sort(([a], [b]) => (a < b ? -1 : 1)))
  return {
    rates: { date: latest[0]!, base: 'EUR', rates: sorted },
    read: days.length,
    dropped: {
      ...dropped,
      'earlier days (only the latest is kept)': days.length - 1 - (dropped['invalid: date'] ?? 0),
    },
  }
}
