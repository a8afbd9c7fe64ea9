// Options of the university lists, free of data and zod so client code can use them.
import { listHref, type ListUrl, type ParamValue } from '@/lib/url-state'

export const UNIVERSITY_SORTS = ['ranking', 'name', 'country', 'acceptance', 'students'] as const
export type UniversitySort = (typeof UNIVERSITY_SORTS)[number]

export const SORT_LABELS: Record<UniversitySort, string> = {
  ranking: 'World ranking',
  name: 'Name',
  country: 'Country',
  acceptance: 'Acceptance rate (lowest first)',
  students: 'Students (most first)',
}

export const UK_ORDERS = ['best', 'lowest'] as const
export type UkOrder = (typeof UK_ORDERS)[number]

export const UK_ORDER_LABELS: Record<UkOrder, string> = {
  best: 'Best ranked first',
  lowest: 'Lowest ranked first',
}

export const UNIVERSITY_TABS = ['browse', 'compare', 'add'] as const
export const UK_TABS = ['browse', 'add'] as const

/** The home page's hero search: the universities list searched for `term`; nothing when blank. */
export function heroSearchHref<T extends Record<string, ParamValue> & { search: string }>(
  term: string,
  list: ListUrl<T>,
): string | undefined {
  const search = term.trim()
  return search ? listHref(list, list.defaults, { search } as Partial<T>) : undefined
}

/** Levels whose tuition a budget is checked against. */
export const BUDGET_LEVELS = ['undergraduate', 'postgraduate'] as const
export type BudgetLevel = (typeof BUDGET_LEVELS)[number]
export const BUDGET_LEVEL_LABELS: Record<BudgetLevel, string> = {
  undergraduate: 'Undergraduate',
  postgraduate: "Postgraduate (master's)",
}

/** Which budget fits a list shows, once a budget is set: all, or one kind of fit. */
export const FIT_SHOWS = ['all', 'within', 'partly', 'unknown', 'above'] as const
export type FitShow = (typeof FIT_SHOWS)[number]
export const FIT_SHOW_LABELS: Record<FitShow, string> = {
  all: 'All',
  within: 'Within budget',
  partly: 'Partly within',
  unknown: 'Fit not known',
  above: 'Above budget',
}
