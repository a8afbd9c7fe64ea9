// A university's costs beside tuition, as the comparison and the university page show them: what
// domestic students pay, the living cost the student visa requires, a year's total per level
// (lib/costs) and the graduate salary, in the display currency. Server side: it reads the cost
// model, which client components do not need.
import { LIVING_MONTHS_PER_YEAR, totalCost } from '@/lib/costs'
import { chargeIn, getDestination } from '@/lib/costs/destination'
import { universityCostInput, universityPlace } from '@/lib/costs/inputs'
import { partDateText, totalText } from '@/lib/costs/text'
import { distinctSources, formatMoney, type FxTable } from '@/lib/currency'
import { feeText, tuitionPerYear, type FeeText } from '@/lib/universities/fees'
import { salaryText } from '@/lib/universities/salary'
import type { DestinationCosts, SourceLink, University } from '@/data/schema'

/**
 * What domestic students pay, beside the international figure: nothing apart where the university
 * charges every student the same (a private US university), so one fact shows one figure.
 */
export function domesticTuition(u: University) {
  const levels = [u.tuition.undergraduate, u.tuition.postgraduate]
  return levels.some((t) => t.min !== null && t.sameForAll)
    ? 'The same as for international students: one price for every student, wherever they live'
    : u.tuitionFees.domestic
}

export type LivingYear =
  | (FeeText & { known: true; since: string; basis: string; source: SourceLink })
  | { known: false; amount: 'Not reported'; converted: null; reason: string }

/** The living cost the student visa requires where the university is, for a year. */
export function livingPerYear(
  u: University,
  display: string,
  fx: FxTable,
  model: readonly DestinationCosts[],
): LivingYear {
  const d = getDestination(u.countryCode, model)
  const value = d && chargeIn(d, 'living', universityPlace(u))?.value
  if (!value || value.amount === null)
    return {
      known: false,
      amount: 'Not reported',
      converted: null,
      reason: value?.reason ?? 'Our data holds no visa living-cost figure for this country.',
    }
  const monthly = value.per === 'month'
  const yearly = monthly ? value.amount * LIVING_MONTHS_PER_YEAR : value.amount
  return {
    known: true,
    since: partDateText({ value: value.date, is: value.dateIs })!,
    basis: monthly
      ? `${formatMoney(value.amount, value.currency)} a month, ${LIVING_MONTHS_PER_YEAR} months a year. ${value.basis}`
      : value.basis,
    source: value.source,
    ...feeText(yearly, yearly, value.currency, display, fx),
  }
}

/**
 * A year's costs at one university in `display`: each level's tuition and total (lib/costs), the
 * living cost, the graduate salary, and every rate source the conversions use.
 */
export function yearlyCosts(
  u: University,
  display: string,
  fx: FxTable,
  model: readonly DestinationCosts[],
) {
  const totals = {
    undergraduate: totalCost(universityCostInput(u, 'undergraduate'), display, fx, model),
    postgraduate: totalCost(universityCostInput(u, 'postgraduate'), display, fx, model),
  }
  const salary = salaryText(u, display, fx)
  return {
    undergraduate: tuitionPerYear(u, 'undergraduate', display, fx),
    postgraduate: tuitionPerYear(u, 'postgraduate', display, fx),
    living: livingPerYear(u, display, fx, model),
    total: {
      undergraduate: totalText(totals.undergraduate),
      postgraduate: totalText(totals.postgraduate),
    },
    salary,
    rates: distinctSources([
      ...totals.undergraduate.rates,
      ...totals.postgraduate.rates,
      salary.rate,
    ]),
  }
}
export type YearlyCosts = ReturnType<typeof yearlyCosts>
