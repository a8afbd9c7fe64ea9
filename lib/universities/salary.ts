// Graduate salaries as our university data words them ("£28,000 (median 15 months after
// graduation)", "₹20 lakh per year (...)", "¥250,000 per month (...)"), read into an amount a
// year in the stated currency, with the definition kept, so a comparison can put them in one
// currency and say what each one measures. Pure.
import { rangeText } from '@/lib/costs/text'
import { convertWithSource, type FxSource, type FxTable } from '@/lib/currency'
import type { University } from '@/data/schema'

export type Salary = { min: number; max: number; currency: string; definition: string }

// Longest prefixes first, so "US$" is not read as "$" and "R$" not as "R".
const PREFIXES: [string, string | ((countryCode: string) => string)][] = [
  ['US$', 'USD'],
  ['NZ$', 'NZD'],
  ['HK$', 'HKD'],
  ['MX$', 'MXN'],
  ['C$', 'CAD'],
  ['A$', 'AUD'],
  ['S$', 'SGD'],
  ['R$', 'BRL'],
  ['RM', 'MYR'],
  ['£', 'GBP'],
  ['€', 'EUR'],
  ['₩', 'KRW'],
  ['₹', 'INR'],
  ['¥', (country) => (country === 'JP' ? 'JPY' : 'CNY')],
  ['R', 'ZAR'],
]

const NUMBER = String.raw`(\d[\d,]*(?:\.\d+)?)`
const escape = (s: string) => s.replace(/[$]/g, '\\$')

function currencyAt(text: string, countryCode: string) {
  const iso = /^([A-Z]{3})\s/.exec(text)
  if (iso) return { currency: iso[1]!, prefix: iso[0] }
  for (const [prefix, currency] of PREFIXES)
    if (text.startsWith(prefix))
      return {
        currency: typeof currency === 'string' ? currency : currency(countryCode),
        prefix,
      }
  return null
}

/** The salary a year, or null when the text does not read as an amount with its definition. */
export function parseSalary(text: string, countryCode: string): Salary | null {
  const head = currencyAt(text, countryCode)
  if (!head) return null
  const p = escape(head.prefix.trim())
  const pattern = new RegExp(
    `^${p}\\s?${NUMBER}(?:\\s*-\\s*(?:${p})?\\s?${NUMBER})?\\s*(lakh)?\\s*(?:per (month|year))?\\s*\\((.+)\\)$`,
  )
  const match = pattern.exec(text.trim())
  if (!match) return null
  const [, low, high = low, lakh, per, definition] = match
  const factor = (lakh ? 100_000 : 1) * (per === 'month' ? 12 : 1)
  const amount = (n: string) => Number(n.replace(/,/g, '')) * factor
  return { min: amount(low!), max: amount(high!), currency: head.currency, definition: definition! }
}

export type SalaryText = {
  /** "GBP 28,000 a year" (a monthly figure times 12), or the data's words when unreadable. */
  amount: string
  /** "≈ USD 35,000 a year" in the display currency, or null. */
  converted: string | null
  definition: string | null
  rate: FxSource | null
}

/** A university's graduate salary a year, in its currency and in `display`, with what it measures. */
export function salaryText(u: University, display: string, fx: FxTable): SalaryText {
  const text = u.academics.averageSalary
  const s = parseSalary(text, u.countryCode)
  if (!s) return { amount: text, converted: null, definition: null, rate: null }
  const amount = `${rangeText(s, s.currency)} a year`
  const low = convertWithSource(s.min, s.currency, display, fx)
  const high = convertWithSource(s.max, s.currency, display, fx)
  const converted =
    display !== s.currency && low && high
      ? `≈ ${rangeText({ min: low.value, max: high.value }, display)} a year`
      : null
  return { amount, converted, definition: s.definition, rate: converted ? low!.source : null }
}
