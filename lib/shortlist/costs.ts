// A year's total cost of each saved item (lib/costs), ordered and added up. Pure.
// Adding up a list of alternatives is only a way to weigh the list, so the sum says what it holds:
// a total without tuition is not a total and stays out; a total missing some other part goes in
// with its known parts, and the sum says how many do.
import type { Range, TotalCost } from '@/lib/costs'
import { rangeText } from '@/lib/costs/text'

/**
 * Whether an item has a total to speak of: without its tuition, or with no cost known to be more
 * than nothing (free tuition and nothing else known), it does not.
 */
export const hasKnownTotal = (total: TotalCost | null): total is TotalCost =>
  total !== null && total.tuitionKnown && total.known

export type YearSum = {
  currency: string
  /** The sum of the known minima and of the known maxima a year of the items in it. */
  perYear: Range
  /** Items in the sum. */
  counted: number
  /** Items left out: their total is not known. */
  notKnown: number
  /** Items in the sum whose total leaves out a part that is not reported. */
  partial: number
  /** Items in the sum whose total uses a typical price for a part. */
  typical: number
}

/** A year at each item, added up in `currency`; every total must be in that currency. */
export function sumPerYear(totals: readonly (TotalCost | null)[], currency: string): YearSum {
  const sum: YearSum = {
    currency,
    perYear: { min: 0, max: 0 },
    counted: 0,
    notKnown: 0,
    partial: 0,
    typical: 0,
  }
  for (const total of totals) {
    if (total && total.currency !== currency)
      throw new Error(`A total in ${total.currency} cannot be added to a sum in ${currency}.`)
    if (!hasKnownTotal(total)) {
      sum.notKnown += 1
      continue
    }
    sum.counted += 1
    sum.perYear = {
      min: sum.perYear.min + total.perYear.min,
      max: sum.perYear.max + total.perYear.max,
    }
    if (total.unknownParts.length) sum.partial += 1
    if (total.typicalParts.length) sum.typical += 1
  }
  return sum
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many)

export type YearSumText = {
  /** "USD 98,400 to 112,000 a year", or "Not known" when no item has a known total. */
  amount: string
  /** What the sum holds and leaves out, or null when it holds every item whole. */
  note: string | null
}

export function yearSumText(sum: YearSum): YearSumText {
  const items = sum.counted + sum.notKnown
  const notes = [
    sum.notKnown
      ? `${sum.notKnown} of ${items} ${plural(sum.notKnown, 'has', 'have')} no known total (tuition or every other cost not reported) and ${plural(sum.notKnown, 'is', 'are')} not in the sum.`
      : null,
    sum.partial
      ? `${sum.partial} in the sum ${plural(sum.partial, 'leaves', 'leave')} out a part not reported, so a year may cost more.`
      : null,
    sum.typical
      ? `${sum.typical} in the sum ${plural(sum.typical, 'includes', 'include')} a typical price.`
      : null,
  ].filter(Boolean)
  return {
    amount: sum.counted
      ? `${rangeText(sum.perYear, sum.currency)} a year${sum.partial ? ' without some parts' : ''}`
      : 'Not known',
    note: notes.length ? notes.join(' ') : null,
  }
}

export const SHORTLIST_ORDERS = ['saved', 'total'] as const
export type ShortlistOrder = (typeof SHORTLIST_ORDERS)[number]

/**
 * `items` in the order asked: as saved, or by their total a year, cheapest first (by the lower
 * end, then the upper), those without a known total last; ties keep the order of saving.
 */
export function orderByTotal<T>(
  items: readonly T[],
  order: ShortlistOrder,
  totalOf: (item: T) => TotalCost | null,
): T[] {
  if (order === 'saved') return [...items]
  const rank = (item: T) => {
    const total = totalOf(item)
    return hasKnownTotal(total) ? [0, total.perYear.min, total.perYear.max] : [1, 0, 0]
  }
  return items
    .map((item, index) => ({ item, index, rank: rank(item) }))
    .sort(
      (a, b) =>
        a.rank[0]! - b.rank[0]! ||
        a.rank[1]! - b.rank[1]! ||
        a.rank[2]! - b.rank[2]! ||
        a.index - b.index,
    )
    .map(({ item }) => item)
}
