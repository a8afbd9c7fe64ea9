// Does a year at a university fit a student's budget? The year's total cost for the level
// (tuition, the living cost the student visa requires, visa, health and other charges; lib/costs)
// in the budget's currency. Pure: data and rates are passed.
import { totalCost, type TotalCost } from '@/lib/costs'
import { budgetFit as fitOf, type Fit, type FitKind } from '@/lib/costs/fit'
import { universityCostInput } from '@/lib/costs/inputs'
import { rangeText } from '@/lib/costs/text'
import { formatMoney, roundConverted, type FxTable } from '@/lib/currency'
import type { BudgetLevel } from '@/lib/universities/options'
import type { DestinationCosts, University } from '@/data/schema'

export type BudgetFit = {
  kind: FitKind
  /** The mark: "Within budget", "Above budget by USD 6,250", "Fit not known: ...". */
  text: string
  /** What it rests on: the yearly total and what it leaves out, or why the fit is not known. */
  total: string
}

const over = (amount: number, currency: string) => formatMoney(roundConverted(amount), currency)

/** The mark and its line for a total against a budget a year in the total's currency. */
export function fitTexts(total: TotalCost, budget: number): BudgetFit {
  const fit = fitOf(total, budget)
  const currency = total.currency
  const missing = total.unknownParts.length
    ? `; not reported: ${total.unknownParts.join(', ')}`
    : ''
  const typical = total.typicalParts.length ? '; includes a typical price' : ''
  const line = `${rangeText(total.perYear, currency)} a year in all${missing}${typical}`
  switch (fit.kind) {
    case 'within':
      return { kind: 'within', text: 'Within budget', total: line }
    case 'above':
      return {
        kind: 'above',
        text: `Above budget by ${over(-fit.margin, currency)}${missing ? ' on the known costs alone' : ''}`,
        total: line,
      }
    case 'partly':
      return {
        kind: 'partly',
        text:
          fit.why === 'unknown-parts'
            ? 'Known costs within budget'
            : 'Partly within budget (depends on the course)',
        total: line,
      }
    case 'unknown': {
      const tuition = total.parts.find((p) => p.kind === 'tuition')!
      if (fit.why === 'nothing-known')
        return {
          kind: 'unknown',
          text: 'Fit not known: no cost reported',
          total: `No cost of a year here is known to be more than nothing${missing}`,
        }
      const noRate = tuition.unknownWhy === 'no-rate'
      return {
        kind: 'unknown',
        text: noRate ? 'Fit not known: no exchange rate' : 'Fit not known: tuition not reported',
        total: tuition.unknown ?? '',
      }
    }
  }
}

/** A year at `u` at `level`, in `currency`: what both the fit and its texts rest on. */
function yearAt(
  u: University,
  level: BudgetLevel,
  currency: string,
  fx: FxTable,
  model: readonly DestinationCosts[],
) {
  return totalCost(universityCostInput(u, level), currency, fx, model)
}

/** A year at `u` at `level` against a budget a year in `currency`. */
export function budgetFit(
  u: University,
  level: BudgetLevel,
  budget: number,
  currency: string,
  fx: FxTable,
  model: readonly DestinationCosts[],
): BudgetFit {
  return fitTexts(yearAt(u, level, currency, fx, model), budget)
}

/** The fit itself, for ordering and counting a list by it (the card's texts rest on the same). */
export function universityFit(
  u: University,
  level: BudgetLevel,
  budget: number,
  currency: string,
  fx: FxTable,
  model: readonly DestinationCosts[],
): Fit {
  return fitOf(yearAt(u, level, currency, fx, model), budget)
}
