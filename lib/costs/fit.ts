// Does a year of study fit a budget a year? Read from a total cost (lib/costs), in its currency.
// Pure. Lists sort by it: within budget first, then partly, then not known, then above.
import type { TotalCost } from '@/lib/costs'

export const FIT_KINDS = ['within', 'partly', 'unknown', 'above'] as const
export type FitKind = (typeof FIT_KINDS)[number]

export type Fit = {
  kind: FitKind
  /**
   * within: every part is known and even the dearest course fits. partly: the known parts fit
   * (at the cheapest course) but a part is not known or the dearer courses do not fit. unknown:
   * tuition is not known and the rest fits, or no cost above nothing is known at all (free
   * tuition where nothing else is known is not a year that costs nothing). above: the known parts
   * alone already exceed it.
   */
  why:
    | 'all-known'
    | 'range'
    | 'unknown-parts'
    | 'range-and-unknown-parts'
    | 'no-tuition'
    | 'nothing-known'
  /** Budget less the cheapest known year: what is left (>= 0) or, above budget, how much over. */
  margin: number
  /** The known yearly total the fit rests on. */
  total: TotalCost['perYear']
  /** Whether that total holds the tuition: one without it is no cheaper for it, so sorts last. */
  tuitionKnown: boolean
}

/** A year's total against a budget a year in the total's currency. */
export function budgetFit(total: TotalCost, budget: number): Fit {
  const { min, max } = total.perYear
  const margin = budget - min
  const missing = total.unknownParts.length > 0
  const base = { margin, total: total.perYear, tuitionKnown: total.tuitionKnown }
  if (min > budget) return { ...base, kind: 'above', why: missing ? 'unknown-parts' : 'all-known' }
  if (!total.tuitionKnown) return { ...base, kind: 'unknown', why: 'no-tuition' }
  if (!total.known) return { ...base, kind: 'unknown', why: 'nothing-known' }
  const range = max > budget
  if (!range && !missing) return { ...base, kind: 'within', why: 'all-known' }
  return {
    ...base,
    kind: 'partly',
    why: range && missing ? 'range-and-unknown-parts' : range ? 'range' : 'unknown-parts',
  }
}

const RANK: Record<FitKind, number> = { within: 0, partly: 1, unknown: 2, above: 3 }

/**
 * Within budget first, then partly, then not known, then above; within each those whose total
 * holds the tuition first, the cheaper first (a total without tuition never passes as cheap).
 */
export function compareFits(a: Fit, b: Fit) {
  return (
    RANK[a.kind] - RANK[b.kind] ||
    Number(b.tuitionKnown) - Number(a.tuitionKnown) ||
    a.total.min - b.total.min
  )
}

/** How many of each kind, for filter labels ("Within budget (3)"). */
export function countFits(fits: readonly Fit[]): Record<FitKind, number> {
  const counts = { within: 0, partly: 0, unknown: 0, above: 0 }
  for (const f of fits) counts[f.kind] += 1
  return counts
}
