// The back office's list of university profiles: its URL state and its filters. Pure: the caller
// passes the day.
import { recordListHref, recordListStateSchema, recordListView } from '@/lib/records/list-view'
import { checkedThisCycle, feeOlderThanTwoAcademicYears } from '@/lib/records/staleness'
import { TUITION_LEVELS } from '@/lib/universities/profile-edit'
import type { z } from '@/lib/validation/zod'
import type { University } from '@/data/schema'

export const PROFILE_LIST_FILTERS = ['all', 'unchecked', 'oldFee'] as const
export type ProfileListFilter = (typeof PROFILE_LIST_FILTERS)[number]
export const PROFILE_LIST_FILTER_LABEL: Record<ProfileListFilter, string> = {
  all: 'All universities',
  unchecked: 'Not checked this cycle',
  oldFee: 'Fee older than two academic years',
}

export const profileListStateSchema = recordListStateSchema(PROFILE_LIST_FILTERS)
export type ProfileListState = z.infer<typeof profileListStateSchema>

/** The list's address for a state, leaving the defaults out. */
export const profileListHref = (state: ProfileListState) =>
  recordListHref('/staff/data/universities', state)

export type ProfileFlags = { unchecked: boolean; oldFee: boolean }

/**
 * Not checked this cycle: never compared with its sources (no check recorded), or compared before
 * the cycle opened. Fee older than two academic years: either level's figure is; a level whose
 * fee is not reported has no year to be old.
 */
export const profileFlags = (u: University, today: Date): ProfileFlags => ({
  unchecked: !u.checked || !checkedThisCycle(u.checked, today),
  oldFee: TUITION_LEVELS.some((level) => {
    const t = u.tuition[level]
    return t.min !== null && feeOlderThanTwoAcademicYears(t.year, today)
  }),
})

/**
 * The profiles matching every word of the search (in the name or slug, any case) and the filter,
 * in the given order, each with its flags; with each filter's count for the search.
 */
export function profileListView<T extends { record: University }>(
  items: readonly T[],
  state: ProfileListState,
  today: Date,
) {
  return recordListView(
    items,
    state,
    PROFILE_LIST_FILTERS,
    ({ record }) => `${record.name} ${record.slug}`,
    ({ record }) => profileFlags(record, today),
  )
}
