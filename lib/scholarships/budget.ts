// The matcher's budget: for an award tied to one university, does a year there fit? It never
// changes the match score; it only marks the award with the university's cost.
import type { FxTable } from '@/lib/currency'
import type { MatchResult } from '@/lib/scholarships/matcher'
import { budgetFit, type BudgetFit } from '@/lib/universities/budget'
import type { BudgetLevel } from '@/lib/universities/options'
import type { DestinationCosts, Scholarship, University } from '@/data/schema'

/** The matcher asks for its budget in US dollars a year ("Budget (USD a year)"). */
export const BUDGET_CURRENCY = 'USD'

export type BudgetMark = { university: string; fit: BudgetFit }
/** A match with, when a budget is set and the award is at one university, that university's cost. */
export type MarkedMatch = MatchResult & { budget?: BudgetMark }

const LEVEL_OF: Record<string, BudgetLevel> = {
  "Bachelor's": 'undergraduate',
  "Master's": 'postgraduate',
}

/**
 * The tuition a budget is checked against: the student's degree level, or, when none is chosen,
 * the award's level if it is for bachelor's or for master's study only. Doctoral and research
 * study have no tuition in our data.
 */
export function budgetLevelFor(degree: string, s: Scholarship): BudgetLevel | undefined {
  if (degree) return LEVEL_OF[degree]
  const levels = new Set(s.eligibleDegrees.map((d) => LEVEL_OF[d]))
  return levels.size === 1 ? [...levels][0] : undefined
}

/** The mark for an award at one university, when a budget is set; undefined otherwise. */
export function scholarshipBudgetMark(
  s: Scholarship,
  degree: string,
  budget: number,
  fx: FxTable | undefined,
  findUniversity: (id: string) => University | undefined,
  model: readonly DestinationCosts[],
): BudgetMark | undefined {
  const u = s.universityId ? findUniversity(s.universityId) : undefined
  if (!budget || !fx || !u) return undefined
  const level = budgetLevelFor(degree, s)
  if (!level) {
    const [text, total] = degree
      ? [
          `Fit not known: our data has no ${degree} tuition`,
          "Our data has tuition for bachelor's and master's study only.",
        ]
      : ['Fit not known: choose a degree level', 'The award covers more than one level of study.']
    return { university: u.name, fit: { kind: 'unknown', text, total } }
  }
  return { university: u.name, fit: budgetFit(u, level, budget, BUDGET_CURRENCY, fx, model) }
}
