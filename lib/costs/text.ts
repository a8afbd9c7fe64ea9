// A total cost as a student reads it: amounts to three significant figures (they rest on
// exchange rates and averages), each part's date and source, what is left out and which rates.
import type { CostPart, Range, TotalCost } from '@/lib/costs'
import { formatMoney, rateSourceText, roundConverted, type FxSource } from '@/lib/currency'
import { formatDate, formatWholeNumber } from '@/lib/format'

/** "USD 31,300" or "USD 31,300 to 35,000", to three significant figures. */
export function rangeText(range: Range, currency: string) {
  const [low, high] = [roundConverted(range.min), roundConverted(range.max)]
  return low === high
    ? formatMoney(low, currency)
    : `${formatMoney(low, currency)} to ${formatWholeNumber(high)}`
}

/** "from 11 November 2025", "in force on 1 January 2025", "2025-26". */
export function partDateText(date: CostPart['date']) {
  if (!date) return null
  if (date.is === 'year') return date.value
  return date.is === 'effective'
    ? `from ${formatDate(date.value)}`
    : `in force on ${formatDate(date.value)}`
}

/** "At the ECB euro foreign exchange reference rates of 13 April 2026." or null. */
export function ratesText(rates: readonly FxSource[]) {
  if (!rates.length) return null
  return `At the ${rates.map(rateSourceText).join(' and the ')}.`
}

export type TotalText = {
  /**
   * "USD 54,600 a year", and what it leaves out when a part is not known: "KES 2,580,000 a year
   * without tuition"; "Not known" when no cost above nothing is known.
   */
  perYear: string
  /** Whether any cost is known to be more than nothing (else `perYear` is "Not known"). */
  known: boolean
  /** "USD 164,000 for the 3-year course", or null when the length or the year is not known. */
  course: string | null
  /** "Not included, not reported: Health insurance, Semester contribution", or null. */
  missing: string | null
  /** "Includes a typical price: Overseas Student Health Cover (OSHC)", or null. */
  typical: string | null
  rates: string | null
}

const parts = (n: number, other = '') => `${n} ${other}part${n === 1 ? '' : 's'}`

/**
 * What a year's total leaves out, for its headline: "without tuition", "without tuition and 2
 * other parts", "without 1 part not known"; empty when it leaves out nothing.
 */
export function withoutText(total: Pick<TotalCost, 'unknownParts' | 'tuitionKnown'>) {
  const others = total.unknownParts.length - (total.tuitionKnown ? 0 : 1)
  if (!total.tuitionKnown)
    return others ? ` without tuition and ${parts(others, 'other ')}` : ' without tuition'
  return others ? ` without ${parts(others)} not known` : ''
}

/** "USD 54,600 a year", "KES 2,580,000 a year without tuition", or "Not known". */
export function yearText(total: TotalCost) {
  if (!total.known) return 'Not known'
  return `${rangeText(total.perYear, total.currency)} a year${withoutText(total)}`
}

export function totalText(total: TotalCost): TotalText {
  const years = total.years?.value
  return {
    perYear: yearText(total),
    known: total.known,
    course:
      total.known && total.course && years
        ? `${rangeText(total.course, total.currency)} for the ${formatYears(years)} course${withoutText(total)}`
        : null,
    missing: total.unknownParts.length
      ? `Not included, not reported: ${total.unknownParts.join(', ')}`
      : null,
    typical: total.typicalParts.length
      ? `Includes a typical price: ${total.typicalParts.join(', ')}`
      : null,
    rates: ratesText(total.rates),
  }
}

function formatYears(years: number) {
  return `${Number.isInteger(years) ? years : years.toFixed(1)}-year`
}
