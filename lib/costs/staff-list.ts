// The back office's list of destination costs: its URL state and its filter. Pure: the caller
// passes the day.
import { costsKey } from '@/lib/costs/seed'
import { checkedThisCycle } from '@/lib/records/staleness'
import { countryName } from '@/lib/scholarships/countries'
import { z } from '@/lib/validation/zod'
import type { DestinationCosts } from '@/data/schema'

export const COST_LIST_FILTERS = ['all', 'unchecked'] as const
export type CostListFilter = (typeof COST_LIST_FILTERS)[number]
export const COST_LIST_FILTER_LABEL: Record<CostListFilter, string> = {
  all: 'All destinations',
  unchecked: 'Not checked this cycle',
}

/** A bad URL falls back to the whole list: an unknown filter is "all", an overlong search none. */
export const costListStateSchema = z.object({
  q: z.string().trim().max(100).catch(''),
  filter: z.enum(COST_LIST_FILTERS).catch('all'),
})
export type CostListState = z.infer<typeof costListStateSchema>

/** The list's address for a state, leaving the defaults out. */
export function costListHref({ q, filter }: CostListState) {
  const params = new URLSearchParams()
  if (q) params.set('q', q)
  if (filter !== 'all') params.set('filter', filter)
  const query = params.toString()
  return `/staff/data/costs${query ? `?${query}` : ''}`
}

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
  { q, filter }: CostListState,
  today: Date,
) {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean)
  const text = (r: DestinationCosts) =>
    [
      costRecordName(r),
      r.countryCode,
      ...r.charges.flatMap((c) => [...(c.cities ?? []), ...(c.exceptCities ?? [])]),
    ]
      .join(' ')
      .toLowerCase()
  const searched = items
    .filter(({ record }) => words.every((w) => text(record).includes(w)))
    .map((item) => ({ ...item, unchecked: costsUnchecked(item.record, today) }))
  const counts = {
    all: searched.length,
    unchecked: searched.filter((d) => d.unchecked).length,
  } satisfies Record<CostListFilter, number>
  const records = filter === 'all' ? searched : searched.filter((d) => d.unchecked)
  return { records, counts }
}
