// The back office's list of awards: its URL state and its filters. Pure: the caller passes the day.
import { recordListHref, recordListStateSchema, recordListView } from '@/lib/records/list-view'
import { checkedThisCycle } from '@/lib/records/staleness'
import { cycleStatus } from '@/lib/scholarships/cycle'
import type { z } from '@/lib/validation/zod'
import type { Scholarship, ScholarshipCycle } from '@/data/schema'

export const AWARD_LIST_FILTERS = ['all', 'unchecked', 'passed'] as const
export type AwardListFilter = (typeof AWARD_LIST_FILTERS)[number]
export const AWARD_LIST_FILTER_LABEL: Record<AwardListFilter, string> = {
  all: 'All awards',
  unchecked: 'Not checked this cycle',
  passed: 'Round dates passed',
}

export const awardListStateSchema = recordListStateSchema(AWARD_LIST_FILTERS)
export type AwardListState = z.infer<typeof awardListStateSchema>

/** The list's address for a state, leaving the defaults out. */
export const awardListHref = (state: AwardListState) => recordListHref('/staff/data/awards', state)

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
 * filter, in the given order, each with its flags; with each filter's count for the search.
 */
export function awardListView<T extends { record: Scholarship }>(
  items: readonly T[],
  state: AwardListState,
  today: Date,
) {
  return recordListView(
    items,
    state,
    AWARD_LIST_FILTERS,
    ({ record: a }) => `${a.name} ${a.university} ${a.slug}`,
    ({ record }) => awardFlags(record, today),
  )
}
