// URLs of the university lists, free of zod and data so that client components can build them too.
// lib/universities/state.ts parses the same state; its test checks that the defaults agree.
import type { BudgetLevel, UkOrder, UniversitySort } from '@/lib/universities/options'
import { listHref, type ListUrl } from '@/lib/url-state'

/** The state of /universities (parsed by universitiesStateSchema). */
export type UniversitiesQuery = {
  search: string
  country: string
  region: string
  sort: UniversitySort
  page: number
  tab: 'browse' | 'compare' | 'add'
  compare: string[]
  /** Budget per year in the display currency, tuition and living cost together; 0 is none. */
  budget: number
  /** The level whose tuition the budget is checked against (and the cards show). */
  level: BudgetLevel
  /** The display currency; '' leaves it to the cookie, then US dollars. */
  currency: string
}

export const UNIVERSITIES_URL: ListUrl<UniversitiesQuery> = {
  path: '/universities',
  defaults: {
    search: '',
    country: '',
    region: '',
    sort: 'ranking',
    page: 1,
    tab: 'browse',
    compare: [],
    budget: 0,
    level: 'undergraduate',
    currency: '',
  },
}

export function universitiesHref(
  state: UniversitiesQuery,
  changes: Partial<UniversitiesQuery> = {},
) {
  return listHref(UNIVERSITIES_URL, state, changes)
}

/** The state of /uk-universities (parsed by ukStateSchema). */
export type UkQuery = {
  search: string
  city: string
  order: UkOrder
  page: number
  tab: 'browse' | 'add'
}

export const UK_URL: ListUrl<UkQuery> = {
  path: '/uk-universities',
  defaults: { search: '', city: '', order: 'best', page: 1, tab: 'browse' },
}

export function ukHref(state: UkQuery, changes: Partial<UkQuery> = {}) {
  return listHref(UK_URL, state, changes)
}
