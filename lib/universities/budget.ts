// Does a year at a university fit a student's budget? Tuition for the level plus the living cost
// where the university is, both converted to the budget's currency. Pure: data and rates are passed.
import { convert, formatMoney, roundConverted, type FxTable } from '@/lib/currency'
import type { BudgetLevel } from '@/lib/universities/options'
import type { LivingCost, University } from '@/data/schema'

/** The living-cost figure that applies in the university's city, if our data has one. */
export function livingCostFor(u: University, costs: readonly LivingCost[]) {
  return costs.find(
    (c) =>
      c.countryCode === u.countryCode &&
      (!c.cities || c.cities.includes(u.city)) &&
      (!c.exceptCities || !c.exceptCities.includes(u.city)),
  )
}

export type BudgetFit = {
  kind: 'within' | 'partly' | 'above' | 'unknown'
  /** The mark: "Within budget", "Above budget by USD 6,250", "Fit not known: ...". */
  text: string
  /** What it rests on: the yearly total, or why the fit is not known. */
  total: string
}

type Money = { min: number; max: number }

function toCurrency(amount: Money, from: string, to: string, fx: FxTable): Money | null {
  const min = convert(amount.min, from, to, fx)
  const max = convert(amount.max, from, to, fx)
  return min === null || max === null ? null : { min, max }
}

const rangeText = (m: Money, currency: string) =>
  roundConverted(m.min) === roundConverted(m.max)
    ? formatMoney(roundConverted(m.min), currency)
    : `${formatMoney(roundConverted(m.min), currency)} to ${formatMoney(roundConverted(m.max), currency)}`

/**
 * "Within budget" when even the highest tuition plus living cost fits; "Above budget by X" when
 * even the lowest does not (X to three significant figures); "Partly within budget" when the
 * tuition range straddles it. Tuition or living cost not reported, or a currency the rates lack:
 * 'unknown' with the reason, never treated as free, unless tuition alone is already above.
 */
export function budgetFit(
  u: University,
  level: BudgetLevel,
  budget: number,
  currency: string,
  costs: readonly LivingCost[],
  fx: FxTable,
): BudgetFit {
  const tuition = u.tuition[level]
  if (tuition.min === null) {
    return { kind: 'unknown', text: 'Fit not known: tuition not reported', total: tuition.reason }
  }
  const fees = toCurrency(tuition, tuition.currency, currency, fx)
  if (!fees) {
    return {
      kind: 'unknown',
      text: 'Fit not known: no exchange rate',
      total: `Our rates do not convert ${tuition.currency} to ${currency}.`,
    }
  }
  const living = livingCostFor(u, costs)
  const livingAmount = living ? convert(living.amount, living.currency, currency, fx) : null
  if (livingAmount === null) {
    if (fees.min > budget) {
      return {
        kind: 'above',
        text: `Above budget by ${formatMoney(roundConverted(fees.min - budget), currency)} on tuition alone`,
        total: `${rangeText(fees, currency)} tuition; living cost not reported`,
      }
    }
    return {
      kind: 'unknown',
      text: 'Fit not known: living cost not reported',
      total: `${rangeText(fees, currency)} tuition a year; no official living-cost figure for this country in our data.`,
    }
  }
  const total = { min: fees.min + livingAmount, max: fees.max + livingAmount }
  const totalText = `${rangeText(total, currency)} a year (tuition and living cost)`
  if (total.max <= budget) return { kind: 'within', text: 'Within budget', total: totalText }
  if (total.min > budget) {
    return {
      kind: 'above',
      text: `Above budget by ${formatMoney(roundConverted(total.min - budget), currency)}`,
      total: totalText,
    }
  }
  return { kind: 'partly', text: 'Partly within budget (depends on the course)', total: totalText }
}
