import { readDisplayCurrency } from '@/lib/currency'
import {
  BUDGET_LEVELS,
  FIT_SHOWS,
  UK_ORDERS,
  UK_TABS,
  UNIVERSITY_SORTS,
  UNIVERSITY_TABS,
} from '@/lib/universities/options'
import { listHref, type ListUrl } from '@/lib/url-state'
import {
  enumParam,
  firstValue,
  oneOfParam,
  pageParam,
  searchTextParam,
  slugListParam,
} from '@/lib/validation/search-params'
import { z } from '@/lib/validation/zod'

/** A yearly budget in whole units: 0 (the default) means no budget; anything non-numeric is 0. */
const budgetParam = z.preprocess(firstValue, z.unknown()).transform((value) => {
  const number = typeof value === 'string' && value.trim() ? Number(value) : NaN
  return Number.isFinite(number) ? Math.min(100_000_000, Math.max(0, Math.trunc(number))) : 0
})

/**
 * /universities: country and region must be ones the data knows, the currency one the rates
 * convert to; anything else means all (or US dollars).
 */
export function universitiesStateSchema(known: {
  countries: string[]
  regions: string[]
  currencies?: readonly string[]
}) {
  return z.object({
    search: searchTextParam,
    country: oneOfParam(known.countries),
    region: oneOfParam(known.regions),
    sort: enumParam(UNIVERSITY_SORTS, 'ranking'),
    page: pageParam,
    tab: enumParam(UNIVERSITY_TABS, 'browse'),
    compare: slugListParam,
    /** Budget per year in the display currency, tuition and living cost together. */
    budget: budgetParam,
    /** The level whose tuition the budget is checked against (and the cards show). */
    level: enumParam(BUDGET_LEVELS, 'undergraduate'),
    /** With a budget, which fits to show; without one it has no effect. */
    fit: enumParam(FIT_SHOWS, 'all'),
    /** The display currency; '' means US dollars. */
    currency: z.preprocess((v) => readDisplayCurrency(v, known.currencies ?? []), z.string()),
  })
}
export type UniversitiesState = z.infer<ReturnType<typeof universitiesStateSchema>>

export const UNIVERSITIES_URL: ListUrl<UniversitiesState> = {
  path: '/universities',
  defaults: universitiesStateSchema({ countries: [], regions: [] }).parse({}),
}

export function universitiesHref(
  state: UniversitiesState,
  changes: Partial<UniversitiesState> = {},
) {
  return listHref(UNIVERSITIES_URL, state, changes)
}

/** /uk-universities: the city must be one the data knows; anything else means all. */
export function ukStateSchema(known: { cities: string[] }) {
  return z.object({
    search: searchTextParam,
    city: oneOfParam(known.cities),
    order: enumParam(UK_ORDERS, 'best'),
    page: pageParam,
    tab: enumParam(UK_TABS, 'browse'),
  })
}
export type UkState = z.infer<ReturnType<typeof ukStateSchema>>

export const UK_URL: ListUrl<UkState> = {
  path: '/uk-universities',
  defaults: ukStateSchema({ cities: [] }).parse({}),
}

export function ukHref(state: UkState, changes: Partial<UkState> = {}) {
  return listHref(UK_URL, state, changes)
}
