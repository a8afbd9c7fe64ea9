import type { FxTable } from '@/lib/currency'
import { formatNumber } from '@/lib/format'
import {
  listAllUniversities,
  listCountries,
  listRegions,
  listUniversities,
  topUniversities,
  universityStats,
} from '@/lib/universities'
import { budgetFit, type BudgetFit } from '@/lib/universities/budget'
import {
  ADD_DIALOG_CANDIDATES,
  addToComparison,
  MAX_COMPARE,
  normaliseComparison,
  removeFromComparison,
  type CompareCandidate,
} from '@/lib/universities/compare'
import {
  universitiesHref,
  universitiesStateSchema,
  type UniversitiesState,
} from '@/lib/universities/state'
import type { RawSearchParams } from '@/lib/validation/search-params'
import { livingCosts } from '@/data/living-costs'
import type { University } from '@/data/schema'

/** Budgets on /universities are in US dollars until a display currency is chosen site-wide. */
export const BUDGET_CURRENCY = 'USD'

/** Everything /universities renders, derived from its query string alone. */
export function buildUniversitiesView(
  raw: RawSearchParams,
  items: University[] = listAllUniversities(),
  /** Exchange rates for the budget; without them no university is marked. */
  fx?: FxTable,
) {
  const countries = listCountries(items)
  const regions = listRegions(items)
  const parsed = universitiesStateSchema({ countries, regions }).parse(raw)
  const bySlug = new Map(items.map((u) => [u.slug, u]))
  const compare = normaliseComparison(parsed.compare, new Set(bySlug.keys()))
  const results = listUniversities(parsed, items)
  const state: UniversitiesState = { ...parsed, compare, page: results.page }
  const full = compare.length >= MAX_COMPARE

  const toggle = (slug: string) => {
    const selected = compare.includes(slug)
    const next = selected ? removeFromComparison(compare, slug) : addToComparison(compare, slug)
    return { href: universitiesHref(state, { compare: next }), next, selected, full }
  }

  const selected = compare.map((slug) => bySlug.get(slug)!)
  const candidates = topUniversities(items, items.length)
    .filter((u) => !compare.includes(u.slug))
    .slice(0, ADD_DIALOG_CANDIDATES)
    .map((u): CompareCandidate => {
      const next = addToComparison(compare, u.slug)
      return {
        slug: u.slug,
        name: u.name,
        country: u.country,
        logo: u.logo,
        next,
        href: universitiesHref(state, { compare: next, tab: 'compare' }),
      }
    })

  return {
    state,
    results,
    countries,
    regions,
    stats: universityStats(items),
    top: topUniversities(items),
    filtersActive: Boolean(state.search || state.country || state.region || state.budget),
    toggle,
    /** Each university's fit to the budget, when a budget is set. */
    fit: (u: University) =>
      state.budget && fx
        ? budgetFit(u, state.level, state.budget, BUDGET_CURRENCY, livingCosts, fx)
        : undefined,
    compare: {
      selected,
      full,
      candidates,
      removals: Object.fromEntries(selected.map((u) => [u.slug, toggle(u.slug)])),
    },
  }
}

export type UniversitiesView = ReturnType<typeof buildUniversitiesView>

/** Popular programs shown on a card, at most. */
export const CARD_PROGRAM_LIMIT = 4

/**
 * What a university card shows, as a tuple. A list page carries every server-rendered card twice
 * (as HTML and again in the RSC payload); a client card is sent once as HTML plus these values.
 */
export type UniversityCardData = [
  slug: string,
  name: string,
  place: string,
  worldRanking: number,
  description: string,
  acceptanceRate: number,
  students: number,
  /** International tuition as the card shows it: "$13,340", "Not reported" or "Free". */
  tuition: string,
  programs: string[],
  housing: boolean,
  clubs: number,
  website: string,
  /** The fit to the visitor's budget, when one is set. */
  budget: BudgetFit | null,
]

export function universityCardData(u: University, budget?: BudgetFit): UniversityCardData {
  const tuition = u.tuitionFees.internationalNumeric
  return [
    u.slug,
    u.name,
    `${u.city}, ${u.country}`,
    u.worldRanking,
    u.description,
    u.acceptanceRate,
    u.studentPopulation,
    tuition === null ? 'Not reported' : tuition ? `$${formatNumber(tuition)}` : 'Free',
    u.popularPrograms.slice(0, CARD_PROGRAM_LIMIT),
    u.campusLife.housing,
    u.campusLife.clubs,
    u.website,
    budget ?? null,
  ]
}
