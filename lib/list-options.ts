// Options and defaults of the university lists, kept free of data and zod so client code can use them.

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
export type UniversityTab = (typeof UNIVERSITY_TABS)[number]
export const UK_TABS = ['browse', 'add'] as const
export type UkTab = (typeof UK_TABS)[number]

export type UniversitiesState = {
  search: string
  country: string
  region: string
  sort: UniversitySort
  page: number
  tab: UniversityTab
  compare: string[]
}

export type UkState = { search: string; city: string; order: UkOrder; page: number; tab: UkTab }

export const UNIVERSITIES_DEFAULTS: UniversitiesState = {
  search: '',
  country: '',
  region: '',
  sort: 'ranking',
  page: 1,
  tab: 'browse',
  compare: [],
}

export const UK_DEFAULTS: UkState = { search: '', city: '', order: 'best', page: 1, tab: 'browse' }

type ParamValue = string | number | string[]

/** A URL for `path` holding only the values that differ from the defaults. */
export function stateHref<T extends Record<string, ParamValue>>(
  path: string,
  state: T,
  defaults: T,
) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(state)) {
    const text = Array.isArray(value) ? value.join(',') : String(value)
    const fallback = defaults[key]
    const fallbackText = Array.isArray(fallback) ? fallback.join(',') : String(fallback)
    if (text !== fallbackText) params.set(key, text)
  }
  const query = params.toString().replace(/%2C/g, ',')
  return query ? `${path}?${query}` : path
}

export function universitiesHref(
  state: UniversitiesState,
  changes: Partial<UniversitiesState> = {},
) {
  return stateHref('/universities', { ...state, ...changes }, UNIVERSITIES_DEFAULTS)
}

export function ukHref(state: UkState, changes: Partial<UkState> = {}) {
  return stateHref('/uk-universities', { ...state, ...changes }, UK_DEFAULTS)
}
