// What a back-office record list shows for its search and filter: the records matching every word
// of the search and the filter, each with its flags, and each filter's count for the search. Pure.
import { z } from '@/lib/validation/zod'

/** The list's search (words, any case) and filter ('all', or the name of a flag). */
export type RecordListState<F extends string> = { q: string; filter: 'all' | F }

/** A list's URL state; a bad URL falls back to the whole list: an unknown filter is "all", an overlong search none. */
export const recordListStateSchema = <const F extends readonly ['all', ...string[]]>(filters: F) =>
  z.object({
    q: z.string().trim().max(100).catch(''),
    filter: z.enum(filters).catch('all' as F[number]),
  })

export function recordListView<T, F extends string>(
  items: readonly T[],
  { q, filter }: RecordListState<F>,
  /** Every filter of the list: 'all' and each flag. */
  filters: readonly ('all' | F)[],
  /** The text the search looks in. */
  textOf: (item: T) => string,
  /** Which filters the item is in. */
  flagsOf: (item: T) => Record<F, boolean>,
) {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean)
  const searched = items
    .filter((item) => {
      const text = textOf(item).toLowerCase()
      return words.every((w) => text.includes(w))
    })
    .map((item) => ({ ...item, flags: flagsOf(item) }))
  const counts = { all: searched.length } as Record<'all' | F, number>
  for (const flag of filters)
    if (flag !== 'all') counts[flag] = searched.filter((item) => item.flags[flag]).length
  const records = filter === 'all' ? searched : searched.filter((item) => item.flags[filter as F])
  return { records, counts }
}

/** A list's address for a state, leaving the defaults out. */
export function recordListHref(path: string, { q, filter }: RecordListState<string>) {
  const params = new URLSearchParams()
  if (q) params.set('q', q)
  if (filter !== 'all') params.set('filter', filter)
  const query = params.toString()
  return `${path}${query ? `?${query}` : ''}`
}
