// The back office's list of destination costs: its URL state and its filter. Pure: the caller
// passes the day.
import { costsKey } from '@/lib/costs/seed'
import { recordListHref, recordListStateSchema, recordListView } from '@/lib/records/list-view'
import { checkedThisCycle } from '@/lib/records/staleness'
import { countryName } from '@/lib/scholarships/countries'
import type { z } from '@/lib/validation/zod'
import type { DestinationCosts } from '@/data/schema'

export const COST_LIST_FILTERS = ['all', 'unchecked'] as const
export type CostListFilter = (typeof COST_LIST_FILTERS)[number]
export const COST_LIST_FILTER_LABEL: Record<CostListFilter, string> = {
  all: 'All destinations',
  unchecked: 'Not checked this cycle',
}

export const costListStateSchema = recordListStateSchema(COST_LIST_FILTERS)
export type CostListState = z.infer<typeof costListStateSchema>

/** The list's address for a state, leaving the defaults out. */
export const costListHref = (state: CostListState) => recordListHref('/staff/data/costs', state)

/** A destination's edit form. */
export const costEditHref = (record: Pick<DestinationCosts, 'countryCode'>) =>
  `/staff/data/costs/${costsKey(record)}`

/** "United Kingdom (UK Student visa)". */
export const costRecordName = (record: Pick<DestinationCosts, 'countryCode' | 'visa'>) =>
  `${countryName(record.countryCode)} (${record.visa})`

/** Not compared with its sources since the current cycle opened (or never, in the back office). */
export const costsUnchecked = (record: DestinationCosts, today: Date) =>
  !record.checked || !checkedThisCycle(record.checked, today)

/**
 * The records matching every word of the search (in the country's name or code, the visa, or a
 * city a figure names, any case) and the filter, in the given order, each with its flag; with each
 * filter's count for the search.
 */
export function costListView<T extends { record: DestinationCosts }>(
  items: readonly T[],
  state: CostListState,
  today: Date,
) {
  return recordListView(
    items,
    state,
    COST_LIST_FILTERS,
    ({ record: r }) =>
      [
        costRecordName(r),
        r.countryCode,
        ...r.charges.flatMap((c) => [...(c.cities ?? []), ...(c.exceptCities ?? [])]),
      ].join(' '),
    ({ record }) => ({ unchecked: costsUnchecked(record, today) }),
  )
}
