// The back office's list of awards: its URL state and its filters. Pure.
import { roundStatus } from '@/lib/scholarships/round'
import { z } from '@/lib/validation/zod'
import type { Scholarship } from '@/data/schema'

export const AWARD_LIST_FILTERS = ['all', 'unchecked', 'passed'] as const
export const AWARD_LIST_FILTER_LABEL: Record<(typeof AWARD_LIST_FILTERS)[number], string> = {
  all: 'All awards',
  unchecked: 'Not checked this cycle',
  passed: 'Round dates passed',
}

/** A bad URL falls back to the whole list. */
export const awardListStateSchema = z.object({
  q: z.string().trim().max(100).catch(''),
  filter: z.enum(AWARD_LIST_FILTERS).catch('all'),
})
export type AwardListState = z.infer<typeof awardListStateSchema>

/**
 * Checked for the round it describes: compared with its source on or after 1 January of the year
 * before the intake (a check in 2026 counts for 2027 entry; a carried-over record never does).
 */
export function checkedThisCycle(award: Scholarship) {
  return 'on' in award.checked && award.checked.on >= `${award.cycle.entryYear - 1}-01-01`
}

/** The awards matching the search (name, provider, slug) and the filter, in the dataset's order. */
export function filterAwardList(
  items: readonly Scholarship[],
  { q, filter }: AwardListState,
  today: Date,
) {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean)
  return items.filter(
    (a) =>
      words.every((w) => `${a.name} ${a.university} ${a.slug}`.toLowerCase().includes(w)) &&
      (filter !== 'unchecked' || !checkedThisCycle(a)) &&
      (filter !== 'passed' || roundStatus(a, today).closed),
  )
}
