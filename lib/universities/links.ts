import type { BudgetLevel } from '@/lib/universities/options'

/**
 * A university page's address, keeping the level a list or comparison chose, so its deadlines and
 * costs are the ones that student asked about (no UCAS dates for a master's applicant).
 */
export function universityHref(slug: string, level?: BudgetLevel) {
  const path = `/universities/${encodeURIComponent(slug)}`
  return level ? `${path}?level=${level}` : path
}
