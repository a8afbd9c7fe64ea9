import { compareFits, countFits, type Fit, type FitKind } from '@/lib/costs/fit'
import { slicePage, type PageSlice } from '@/lib/pagination'
import type { FitShow, UniversitySort } from '@/lib/universities/options'
import { matchesUniversitySearch, universitySearch } from '@/lib/universities/search'
import type { UkState, UniversitiesState } from '@/lib/universities/state'
import type { University } from '@/data/schema'

// Pure functions over a list of university profiles: pages pass the list they read through
// lib/universities/profiles (the database's), tests their own.

/** Universities per page on /universities. */
export const WORLD_PAGE_SIZE = 9
/** Universities per page on /uk-universities. */
export const UK_PAGE_SIZE = 12
/** The "Top 5" lists above both university lists. */
export const TOP_LIST_SIZE = 5

const COMPARATORS: Record<UniversitySort, (a: University, b: University) => number> = {
  ranking: (a, b) => a.worldRanking - b.worldRanking,
  name: (a, b) => a.name.localeCompare(b.name, 'en'),
  country: (a, b) => a.country.localeCompare(b.country, 'en') || a.worldRanking - b.worldRanking,
  acceptance: (a, b) => a.acceptanceRate - b.acceptanceRate,
  students: (a, b) => b.studentPopulation - a.studentPopulation,
}

/** Search by name, description, location, programmes, short names and subject synonyms. */
export const matchesSearch = matchesUniversitySearch

export type UniversityFilters = Pick<
  UniversitiesState,
  'search' | 'country' | 'region' | 'sort' | 'page'
>

/** With a budget: each university's fit to it, and which kind of fit to show ('all' for every one). */
export type FitOrder = { fitOf: (u: University) => Fit; show: FitShow }

export type UniversitiesPage = PageSlice<University> & {
  /** With a budget: how many of the universities the other filters leave fit in each way. */
  fits?: Record<FitKind, number>
}

/**
 * One page of the filtered universities in the chosen sort. With a budget (`byFit`), those that fit
 * come first instead (within, partly, not known, above; the cheaper first, then the chosen sort),
 * and `show` keeps one kind of fit; the counts of each kind follow the other filters.
 */
export function listUniversities(
  filters: UniversityFilters,
  items: readonly University[],
  byFit?: FitOrder,
): UniversitiesPage {
  const matching = items
    .filter(universitySearch(filters.search))
    .filter((u) => !filters.country || u.country === filters.country)
    .filter((u) => !filters.region || u.region === filters.region)
    .sort(COMPARATORS[filters.sort])
  if (!byFit) return slicePage(matching, filters.page, WORLD_PAGE_SIZE)
  const fitted = matching.map((u) => ({ u, fit: byFit.fitOf(u) }))
  const shown = fitted
    .filter(({ fit }) => byFit.show === 'all' || fit.kind === byFit.show)
    .sort((a, b) => compareFits(a.fit, b.fit))
    .map(({ u }) => u)
  return {
    ...slicePage(shown, filters.page, WORLD_PAGE_SIZE),
    fits: countFits(fitted.map(({ fit }) => fit)),
  }
}

export type UkFilters = Pick<UkState, 'search' | 'city' | 'order' | 'page'>

export function listUkUniversities(filters: UkFilters, items: readonly University[]) {
  const direction = filters.order === 'best' ? 1 : -1
  const matching = ukOnly(items)
    .filter(universitySearch(filters.search))
    .filter((u) => !filters.city || u.city === filters.city)
    .sort((a, b) => direction * (a.nationalRanking - b.nationalRanking))
  return slicePage(matching, filters.page, UK_PAGE_SIZE)
}

function ukOnly(items: readonly University[]) {
  return items.filter((u) => u.countryCode === 'GB')
}

export function topUniversities(items: readonly University[], size = TOP_LIST_SIZE) {
  return [...items].sort(COMPARATORS.ranking).slice(0, size)
}

export function topUkUniversities(items: readonly University[], size = TOP_LIST_SIZE) {
  return ukOnly(items)
    .sort((a, b) => a.nationalRanking - b.nationalRanking)
    .slice(0, size)
}

const sortedUnique = (values: string[]) =>
  [...new Set(values)].sort((a, b) => a.localeCompare(b, 'en'))

export function listCountries(items: readonly University[]) {
  return sortedUnique(items.map((u) => u.country))
}

export function listRegions(items: readonly University[]) {
  return sortedUnique(items.map((u) => u.region))
}

export function listUkCities(items: readonly University[]) {
  return sortedUnique(ukOnly(items).map((u) => u.city))
}

/** Hero figures of /universities: counts, total students in thousands, mean acceptance rate. */
export function universityStats(items: readonly University[]) {
  const students = items.reduce((sum, u) => sum + u.studentPopulation, 0)
  const acceptance = items.reduce((sum, u) => sum + u.acceptanceRate, 0)
  return {
    universities: items.length,
    countries: new Set(items.map((u) => u.country)).size,
    studentsThousands: Math.round(students / 1000),
    averageAcceptanceRate: items.length ? Math.round(acceptance / items.length) : 0,
  }
}

export function ukStats(items: readonly University[]) {
  const uk = ukOnly(items)
  return { universities: uk.length, cities: new Set(uk.map((u) => u.city)).size }
}

export type CountryGroup = { country: string; countryCode: string; universities: University[] }

/** One group per country, countries A-Z, each country's universities best world ranking first. */
export function listUniversitiesByCountry(items: readonly University[]): CountryGroup[] {
  return listCountries(items).map((country) => {
    const universities = items.filter((u) => u.country === country).sort(COMPARATORS.ranking)
    return { country, countryCode: universities[0]!.countryCode, universities }
  })
}

export function getUniversityBySlug(slug: string, items: readonly University[]) {
  return items.find((u) => u.slug === slug)
}

export function getUniversityById(id: string, items: readonly University[]) {
  return items.find((u) => u.id === id)
}
