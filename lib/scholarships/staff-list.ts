// The back office's list of awards: its URL state and its filters. Pure: the caller passes the day.
import { checkedThisCycle } from '@/lib/records/staleness'
import { cycleStatus } from '@/lib/scholarships/cycle'
import { z } from '@/lib/validation/zod'
import type { Scholarship, ScholarshipCycle } from '@/data/schema'

export const AWARD_LIST_FILTERS = ['all', 'unchecked', 'passed'] as const
export type AwardListFilter = (typeof AWARD_LIST_FILTERS)[number]
export const AWARD_LIST_FILTER_LABEL: Record<AwardListFilter, string> = {
  all: 'All awards',
  unchecked: 'Not checked this cycle',
  passed: 'Round dates passed',
}

/** A bad URL falls back to the whole list: an unknown filter is "all", an overlong search none. */
export const awardListStateSchema = z.object({
  q: z.string().trim().max(100).catch(''),
  filter: z.enum(AWARD_LIST_FILTERS).catch('all'),
})
export type AwardListState = z.infer<typeof awardListStateSchema>

/** The list's address for a state, leaving the defaults out. */
export function awardListHref({ q, filter }: AwardListState) {
  const params = new URLSearchParams()
  if (q) params.set('q', q)
  if (filter !== 'all') params.set('filter', filter)
  const query = params.toString()
  return `/staff/data/awards${query ? `?${query}` : ''}`
}

/** Every round the record holds: the main one and any of some citizens' or degrees' own. */
function rounds(cycle: ScholarshipCycle): ScholarshipCycle[] {
  return [
    cycle,
    ...(cycle.exceptions ?? []).map((e) => ({
      ...cycle,
      opens: e.opens,
      closes: e.closes,
      acceptingOn: undefined,
      exceptions: undefined,
    })),
  ]
}

/**
 * A round's closing date has passed and the record names no newer round: it still describes the
 * intake whose round closed (a record holds one intake, so staff move it on to the next round).
 */
export function roundDatesPassed(award: Scholarship, today: Date): boolean {
  return rounds(award.cycle).some((cycle) => cycleStatus(cycle, today).kind === 'closed')
}

export type AwardFlags = { unchecked: boolean; passed: boolean }

export const awardFlags = (award: Scholarship, today: Date): AwardFlags => ({
  unchecked: !checkedThisCycle(award.checked, today),
  passed: roundDatesPassed(award, today),
})

/**
 * The awards matching every word of the search (in the name, provider or slug, any case) and the
 * filter, in the given order, each with its flags.
 */
export function filterAwardList<T extends { record: Scholarship }>(
  items: readonly T[],
  { q, filter }: AwardListState,
  today: Date,
): (T & { flags: AwardFlags })[] {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean)
  return items
    .filter(({ record: a }) =>
      words.every((w) => `${a.name} ${a.university} ${a.slug}`.toLowerCase().includes(w)),
    )
    .map((item) => ({ ...item, flags: awardFlags(item.record, today) }))
    .filter(({ flags }) => filter === 'all' || flags[filter])
}

/** What the list page shows: the matching awards and, for the same search, each filter's count. */
export function awardListView<T extends { record: Scholarship }>(
  items: readonly T[],
  state: AwardListState,
  today: Date,
) {
  const searched = filterAwardList(items, { ...state, filter: 'all' }, today)
  const counts = {
    all: searched.length,
    unchecked: searched.filter((a) => a.flags.unchecked).length,
    passed: searched.filter((a) => a.flags.passed).length,
  } satisfies Record<AwardListFilter, number>
  const { filter } = state
  const awards = filter === 'all' ? searched : searched.filter((a) => a.flags[filter])
  return { awards, counts }
}
