// The back office's list of university deadlines: its URL state and its filters. Pure: the caller
// passes the day and the universities' names.
import { recordListHref, recordListStateSchema, recordListView } from '@/lib/records/list-view'
import { checkedThisCycle } from '@/lib/records/staleness'
import type { z } from '@/lib/validation/zod'
import {
  DEADLINE_LEVELS,
  type AdmissionDeadline,
  type UniversityDeadlineRecord,
} from '@/data/schema'

export const DEADLINE_LIST_FILTERS = ['all', 'unchecked', 'passed'] as const
export type DeadlineListFilter = (typeof DEADLINE_LIST_FILTERS)[number]
export const DEADLINE_LIST_FILTER_LABEL: Record<DeadlineListFilter, string> = {
  all: 'All deadlines',
  unchecked: 'Not checked this cycle',
  passed: 'Round dates passed',
}

export const deadlineListStateSchema = recordListStateSchema(DEADLINE_LIST_FILTERS)
export type DeadlineListState = z.infer<typeof deadlineListStateSchema>

/** The list's address for a state, leaving the defaults out. */
export const deadlineListHref = (state: DeadlineListState) =>
  recordListHref('/staff/data/deadlines', state)

const levelsOf = (record: UniversityDeadlineRecord) =>
  DEADLINE_LEVELS.flatMap((l) => (record[l] ? [record[l]] : []))

const pad = (n: number) => String(n).padStart(2, '0')
const LAST_DAY = { early: 10, mid: 20 } as const

/**
 * The last day a deadline may fall on (YYYY-MM-DD): a fixed day, or the end of its usual timing
 * ("mid-January" runs to the 20th, "January" to the 31st).
 */
export function latestDay(date: AdmissionDeadline['date']): string {
  if ('date' in date) return date.date
  const endOfMonth = new Date(Date.UTC(date.year, date.month, 0)).getUTCDate()
  const day = date.day ?? (date.part && date.part !== 'late' ? LAST_DAY[date.part] : endOfMonth)
  return `${date.year}-${pad(date.month)}-${pad(day)}`
}

/**
 * A deadline is surely behind us (a usual timing only once all of it is): the record still
 * describes the intake whose applications have closed, so staff move it on to the next one.
 */
export function deadlineDatesPassed(record: UniversityDeadlineRecord, today: Date): boolean {
  const day = today.toISOString().slice(0, 10)
  return levelsOf(record).some((level) => level.deadlines.some((d) => latestDay(d.date) < day))
}

export type DeadlineFlags = { unchecked: boolean; passed: boolean }

/** Not checked this cycle: any level the record holds has not been compared since it opened. */
export const deadlineFlags = (record: UniversityDeadlineRecord, today: Date): DeadlineFlags => ({
  unchecked: levelsOf(record).some((level) => !checkedThisCycle(level.checked, today)),
  passed: deadlineDatesPassed(record, today),
})

/**
 * The records matching every word of the search (in the university's name or slug, any case) and
 * the filter, in the given order, each with its flags; with each filter's count for the search.
 */
export function deadlineListView<T extends { record: UniversityDeadlineRecord; name: string }>(
  items: readonly T[],
  state: DeadlineListState,
  today: Date,
) {
  return recordListView(
    items,
    state,
    DEADLINE_LIST_FILTERS,
    ({ record, name }) => `${name} ${record.slug}`,
    ({ record }) => deadlineFlags(record, today),
  )
}
