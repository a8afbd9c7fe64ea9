// A second source of exchange rates for the currencies the ECB does not publish: the daily file of
// fawazahmed0/exchange-api ("currency-api"), EUR base, `{ date, eur: { code: units per 1 EUR } }`.
// Kept: ISO 4217 currencies only (the file also lists crypto tokens, metals and withdrawn codes).
import { z } from 'zod'

const fileSchema = z.object({
  date: z.iso.date(),
  eur: z.record(z.string(), z.unknown()),
})

/** ISO 4217 codes in current use, as the runtime's Intl data knows them. */
export const isoCurrencies = () => new Set(Intl.supportedValuesOf('currency'))

export function importCurrencyApi(
  json: unknown,
  iso: ReadonlySet<string> = isoCurrencies(),
): {
  date: string
  rates: Record<string, number>
  read: number
  dropped: Record<string, number>
} {
  const parsed = fileSchema.safeParse(json)
  if (!parsed.success) throw new Error('currency-api file: expected { date, eur: { ... } }')
  const dropped: Record<string, number> = {}
  const drop = (reason: string) => (dropped[reason] = (dropped[reason] ?? 0) + 1)
  const rates: Record<string, number> = {}
  const entries = Object.entries(parsed.data.eur)
  for (const [key, value] of entries) {
    const code = key.toUpperCase()
    if (code === 'EUR') drop('the base currency itself')
    else if (!iso.has(code))
      drop('not an ISO 4217 currency (crypto token, metal or withdrawn code)')
    else if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0)
      drop('no usable rate')
    else rates[code] = value
  }
  const sorted = Object.fromEntries(Object.entries(rates).sort(([a], [b]) => (a < b ? -1 : 1)))
  return { date: parsed.data.date, rates: sorted, read: entries.length, dropped }
}
