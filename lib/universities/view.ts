import { universitiesCurrencies } from '@/lib/costs/inputs'
import { ratesText } from '@/lib/costs/text'
import {
  convert,
  convertibleCurrencies,
  displayCurrency,
  distinctSources,
  offeredCurrencies,
  pageRates,
  type FxTable,
} from '@/lib/currency'
import {
  listCountries,
  listRegions,
  listUniversities,
  topUniversities,
  universityStats,
} from '@/lib/universities'
import { budgetFit, universityFit, type BudgetFit } from '@/lib/universities/budget'
import {
  ADD_DIALOG_CANDIDATES,
  addToComparison,
  MAX_COMPARE,
  normaliseComparison,
  quickSummary,
  removeFromComparison,
  type CompareCandidate,
} from '@/lib/universities/compare'
import { yearlyCosts } from '@/lib/universities/costs'
import { chosenLevel, deadlineLevels } from '@/lib/universities/deadlines'
import { tuitionPerYear, tuitionRatesNote, type YearlyTuition } from '@/lib/universities/fees'
import {
  BUDGET_LEVEL_LABELS,
  FIT_SHOW_LABELS,
  FIT_SHOWS,
  type BudgetLevel,
  type FitShow,
} from '@/lib/universities/options'
import {
  universitiesHref,
  universitiesStateSchema,
  type UniversitiesState,
} from '@/lib/universities/state'
import type { RawSearchParams } from '@/lib/validation/search-params'
import type { DestinationCosts, University } from '@/data/schema'

type Known = {
  /** What the choices were built from: the same copies, or equal lists joined into one key. */
  from: readonly [readonly University[], FxTable, readonly DestinationCosts[]]
  key: string
  countries: string[]
  regions: string[]
  currencies: string[]
  /** Each currency the universities' costs are charged in (what the page's rates must hold). */
  charged: string[]
  schema: ReturnType<typeof universitiesStateSchema>
}
let known: Known | undefined

/**
 * The filters' choices and the query schema over them, built again only when they change. Pages
 * share one copy of the data until it changes (lib/cache/shared-copy.ts), so the same copies mean
 * the same choices; other copies are recognised by what the choices are made of (the schema is
 * the costly part).
 */
function knownValues(
  items: readonly University[],
  fx: FxTable,
  model: readonly DestinationCosts[],
): Known {
  if (known && known.from[0] === items && known.from[1] === fx && known.from[2] === model)
    return known
  const countries = listCountries(items)
  const regions = listRegions(items)
  const currencies = convertibleCurrencies(fx)
  const charged = universitiesCurrencies(items, model)
  const key = [countries, regions, currencies, charged].map((list) => list.join('|')).join('\n')
  if (known?.key !== key) {
    const schema = universitiesStateSchema({ countries, regions, currencies })
    known = { from: [items, fx, model], key, countries, regions, currencies, charged, schema }
  } else known = { ...known, from: [items, fx, model] }
  return known
}

/**
 * International tuition a year at `level` in `display`: the dated figure the comparison shows,
 * converted to one currency so figures can be ranked; null when not known or without a rate.
 */
export function comparableTuition(u: University, level: BudgetLevel, display: string, fx: FxTable) {
  const t = u.tuition[level]
  if (t.min === null) return null
  const min = convert(t.min, t.currency, display, fx)
  const max = convert(t.max, t.currency, display, fx)
  return min === null || max === null ? null : { min, max }
}

/** Everything /universities renders, derived from its query string. */
export function buildUniversitiesView(
  raw: RawSearchParams,
  items: readonly University[],
  allRates: FxTable,
  model: readonly DestinationCosts[],
) {
  const { countries, regions, charged, schema } = knownValues(items, allRates, model)
  const parsed = schema.parse(raw)
  const display = displayCurrency(parsed.currency)
  // Every amount on the page, cards, fits and comparison alike, at one source's rates of one day.
  const fx = pageRates(display, charged, allRates)
  const bySlug = new Map(items.map((u) => [u.slug, u]))
  const compare = normaliseComparison(parsed.compare, new Set(bySlug.keys()))
  const { budget, level } = parsed
  // Without a budget there is no fit to show by, so the URL's `fit` has no effect.
  const fitShown: FitShow = budget ? parsed.fit : 'all'
  const byFit = budget
    ? {
        fitOf: (u: University) => universityFit(u, level, budget, display, fx, model),
        show: fitShown,
      }
    : undefined
  const results = listUniversities(parsed, items, byFit)
  const state: UniversitiesState = { ...parsed, fit: fitShown, compare, page: results.page }
  const full = compare.length >= MAX_COMPARE

  const toggle = (slug: string) => {
    const selected = compare.includes(slug)
    const next = selected ? removeFromComparison(compare, slug) : addToComparison(compare, slug)
    return { href: universitiesHref(state, { compare: next }), next, selected, full }
  }

  const selected = compare.map((slug) => bySlug.get(slug)!)
  const costs = Object.fromEntries(
    selected.map((u) => [u.slug, yearlyCosts(u, display, fx, model)]),
  )
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

  /** Each university's fit to the budget, when a budget is set. */
  const fit = (u: University) =>
    state.budget ? budgetFit(u, state.level, state.budget, display, fx, model) : undefined

  const fits = results.fits
  /** The fit filter's choices, with how many universities each shows; none without a budget. */
  const fitFilter = fits
    ? FIT_SHOWS.map((show) => ({
        show,
        label: FIT_SHOW_LABELS[show],
        count: show === 'all' ? fits.within + fits.partly + fits.unknown + fits.above : fits[show],
        href: universitiesHref(state, { fit: show, page: 1 }),
        current: show === state.fit,
      }))
    : undefined

  return {
    state,
    results,
    fitFilter,
    /** Which rates, of which day, the cards' converted tuition rests on. */
    ratesNote: tuitionRatesNote(results.items, state.level, display, fx),
    countries,
    regions,
    /** The currency amounts are shown and the budget is read in, and those the picker offers. */
    display,
    currencies: offeredCurrencies(allRates, display),
    fx,
    stats: universityStats(items),
    top: topUniversities(items),
    filtersActive: Boolean(state.search || state.country || state.region || state.budget),
    toggle,
    fit,
    /** The level the URL named, which links to a university page keep. */
    detailLevel: chosenLevel(raw.level),
    /** A card, with the tuition of the level the budget is checked against. */
    card: (u: University) =>
      universityCardData(u, tuitionPerYear(u, state.level, display, fx), fit(u)),
    compare: {
      selected,
      costs,
      display,
      /** Which rates, of which day, the converted amounts rest on. */
      ratesNote: ratesText(distinctSources(Object.values(costs).flatMap((c) => c.rates))),
      full,
      candidates,
      /** Highest ranked, most affordable at the chosen level (only over known figures), highest acceptance. */
      summary: quickSummary(selected, (u) => comparableTuition(u, state.level, display, fx)),
      /** "Undergraduate": the level whose tuition "most affordable" compares. */
      levelLabel: BUDGET_LEVEL_LABELS[state.level],
      /** A level named in the URL shows only its deadlines (no UCAS dates for a master's). */
      deadlineLevels: deadlineLevels(chosenLevel(raw.level)),
      removals: Object.fromEntries(selected.map((u) => [u.slug, toggle(u.slug)])),
    },
  }
}

export type UniversitiesView = ReturnType<typeof buildUniversitiesView>

/** How the results status names a kind of fit: "3 within budget". */
const FIT_PHRASES: Record<Exclude<FitShow, 'all'>, string> = {
  within: 'within budget',
  partly: 'partly within budget',
  unknown: 'with a fit not known',
  above: 'above budget',
}

/**
 * The results status: which of how many, and with a budget how they are ordered or which fit
 * they are ("Results: 1-9 of 112, best budget fit first", "Results: 1-3 of 3 within budget").
 */
export function universitiesResultsText(
  results: Pick<UniversitiesView['results'], 'start' | 'end' | 'total'>,
  fit: FitShow,
  budget: boolean,
) {
  const kind = budget && fit !== 'all' ? FIT_PHRASES[fit] : ''
  if (!results.total) return kind ? `Results: none ${kind}` : 'Results: none found'
  const range = `Results: ${results.start}-${results.end} of ${results.total}`
  if (kind) return `${range} ${kind}`
  return budget ? `${range}, best budget fit first` : range
}

/**
 * The empty list's title and hint. When only the fit filter leaves nothing, it says so and how
 * many the other filters find (`all`), so the student can show them or change the budget.
 */
export function universitiesEmptyText(fit: FitShow, all: number | undefined) {
  if (fit === 'all' || !all)
    return { title: 'No universities found', hint: 'Try adjusting your search criteria or filters' }
  const found = all === 1 ? '1 university matches' : `${all} universities match`
  return {
    title: `No universities ${FIT_PHRASES[fit]}`,
    hint: `${found} your other filters. Show all of them, or change the budget.`,
  }
}

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
  /** International tuition a year: "GBP 26,000 to 36,000", "≈ USD 58,500", "Not reported". */
  tuition: string,
  /** Under it: the amount in the display currency ("≈ USD 35,000 to 48,500"). */
  tuitionNote: string | null,
  programs: string[],
  housing: boolean,
  clubs: number,
  website: string,
  /** The fit to the visitor's budget, when one is set. */
  budget: BudgetFit | null,
  /** The tuition's year and source, as the university page and the comparison give them. */
  tuitionSource: string | null,
]

export function universityCardData(
  u: University,
  tuition: YearlyTuition,
  budget?: BudgetFit,
): UniversityCardData {
  return [
    u.slug,
    u.name,
    `${u.city}, ${u.country}`,
    u.worldRanking,
    u.description,
    u.acceptanceRate,
    u.studentPopulation,
    tuition.amount,
    tuition.converted,
    u.popularPrograms.slice(0, CARD_PROGRAM_LIMIT),
    u.campusLife.housing,
    u.campusLife.clubs,
    u.website,
    budget ?? null,
    tuition.kind === 'figure' ? `${tuition.year}, ${tuition.source.title}` : null,
  ]
}
