// What a year at a university costs, as a student reads it: every fee per year, in the currency
// it is charged in and, when the visitor reads another, about how much that is there at the
// day's exchange rates. Pure, so cards, comparison and detail page agree.
import { ratesText } from '@/lib/costs/text'
import {
  convert,
  distinctSources,
  formatMoney,
  rateSourceFor,
  roundConverted,
  type FxTable,
} from '@/lib/currency'
import { formatWholeNumber } from '@/lib/format'
import type { BudgetLevel } from '@/lib/universities/options'
import type { SourceLink, University } from '@/data/schema'

/** An amount a year as charged ("GBP 26,000 to 36,000") and converted ("≈ USD 35,000 to 48,500"). */
export type FeeText = { amount: string; converted: string | null }

/** "GBP 26,000 to 36,000", or "GBP 26,000" when both ends round to the same whole amount. */
export function moneyRange(min: number, max: number, currency: string) {
  const low = formatMoney(min, currency)
  return Math.round(min) === Math.round(max) ? low : `${low} to ${formatWholeNumber(max)}`
}

/**
 * `min` to `max` in `currency`, and in `display` (three significant figures) when that differs
 * and the rates hold both currencies; otherwise the amount in its own currency only.
 */
export function feeText(
  min: number,
  max: number,
  currency: string,
  display: string,
  fx: FxTable,
): FeeText {
  const amount = moneyRange(min, max, currency)
  if (currency === display) return { amount, converted: null }
  const low = convert(min, currency, display, fx)
  const high = convert(max, currency, display, fx)
  if (low === null || high === null) return { amount, converted: null }
  return {
    amount,
    converted: `≈ ${moneyRange(roundConverted(low), roundConverted(high), display)}`,
  }
}

/** International tuition for a year of one level, as the site shows it. */
export type YearlyTuition =
  /** The university's own figure per year (a price per semester is already made a year in data). */
  | ({ kind: 'figure'; year: string; source: SourceLink } & FeeText)
  | { kind: 'not-reported'; amount: 'Not reported'; converted: null; reason: string }

/**
 * The per-level figure with its year and source ("No tuition" when it is nothing), the one figure
 * card, comparison and page all show; else "Not reported" with the reason. A missing figure is
 * never shown as free, nor replaced by an undated estimate.
 */
export function tuitionPerYear(
  u: University,
  level: BudgetLevel,
  display: string,
  fx: FxTable,
): YearlyTuition {
  const t = u.tuition[level]
  if (t.min === null)
    return { kind: 'not-reported', amount: 'Not reported', converted: null, reason: t.reason }
  const figure = { kind: 'figure', year: t.year, source: t.source } as const
  if (t.max === 0) return { ...figure, amount: 'No tuition', converted: null }
  return { ...figure, ...feeText(t.min, t.max, t.currency, display, fx) }
}

/** Which rates, of which day, turn these universities' tuition at `level` into `display`. */
export function tuitionRatesNote(
  items: readonly University[],
  level: BudgetLevel,
  display: string,
  fx: FxTable,
) {
  const currencies = items.flatMap((u) => {
    const t = u.tuition[level]
    return t.min === null || t.max === 0 ? [] : [t.currency]
  })
  return ratesText(distinctSources(currencies.map((c) => rateSourceFor(c, display, fx)?.source)))
}
