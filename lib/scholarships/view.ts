import { universitiesCurrencies } from '@/lib/costs/inputs'
import { pageRates, pageRatesText, type FxTable } from '@/lib/currency'
import {
  ALL_LIST_SIZE,
  closedLast,
  featuredScholarships,
  filterScholarships,
  hostCountryOptions,
  listScholarships,
  scholarshipStats,
} from '@/lib/scholarships'
import { BUDGET_CURRENCY, scholarshipBudgetMark } from '@/lib/scholarships/budget'
import { matchCardData } from '@/lib/scholarships/card'
import { countryName } from '@/lib/scholarships/countries'
import { convertGrade } from '@/lib/scholarships/grades'
import { matchProfile, type MatcherProfile } from '@/lib/scholarships/matcher'
import {
  BROWSE_TYPES,
  NO_BROWSE_FILTERS,
  SCHOLARSHIP_LIST_KEYS,
  SCHOLARSHIP_LISTS,
  type BrowseFilters,
  type BrowseType,
  type ScholarshipListKey,
} from '@/lib/scholarships/options'
import {
  scholarshipListHref,
  scholarshipListStateSchema,
  scholarshipListUrl,
  SCHOLARSHIPS_URL,
  scholarshipsHref,
  scholarshipsStateSchema,
  type ScholarshipsState,
} from '@/lib/scholarships/state'
import { getUniversityById } from '@/lib/universities'
import { stateHref } from '@/lib/url-state'
import type { RawSearchParams } from '@/lib/validation/search-params'
import { DEGREES, type DestinationCosts, type Scholarship, type University } from '@/data/schema'

export function profileOf(state: ScholarshipsState): MatcherProfile {
  return {
    degreeLevel: state.degree,
    fieldOfStudy: state.field,
    country: state.country,
    scholarshipType: state.scholarshipType,
    nationality: state.nationality,
    gpa: convertGrade(state.scale, state.gpa)?.gpa ?? 0,
    budget: state.budget,
  }
}

const browseFiltersOf = ({ level, host, funded, open }: BrowseFilters): BrowseFilters => ({
  level,
  host,
  funded,
  open,
})

/** The Browse filters as the words of an "active filter" summary. */
function browseFilterLabels({ level, host, funded, open }: BrowseFilters) {
  return [
    ...(level ? [level] : []),
    ...(host ? [`Usable in ${countryName(host)}`] : []),
    ...(funded ? ['Fully funded'] : []),
    ...(open ? ['Open now'] : []),
  ]
}

/** What the filter forms show: the chosen filters and the options, drawn from the data. */
function filterOptions(filters: BrowseFilters, items: readonly Scholarship[]) {
  return { state: filters, levels: [...DEGREES], hosts: hostCountryOptions(items) }
}

/** Everything /scholarships renders, derived from its query string alone. */
export function buildScholarshipsView(
  raw: RawSearchParams,
  items: readonly Scholarship[],
  today: Date = new Date(),
  /** Exchange rates and the university profiles for the budget; without them no award is marked. */
  budget?: {
    rates: FxTable
    universities: readonly University[]
    model: readonly DestinationCosts[]
  },
) {
  const state = scholarshipsStateSchema.parse(raw)
  // Every university's year at one source's rates of one day, named once beside the budget.
  const fx =
    budget &&
    pageRates(
      BUDGET_CURRENCY,
      universitiesCurrencies(budget.universities, budget.model),
      budget.rates,
    )
  const findUniversity = (id: string) =>
    budget ? getUniversityById(id, budget.universities) : undefined
  const href = (changes: Partial<ScholarshipsState>) => scholarshipsHref(state, changes)
  // A type or merit link goes straight to that kind's list page when the hub would redirect there.
  const pillHref = (changes: Partial<ScholarshipsState>) =>
    scholarshipListHref({ ...state, ...changes }) ?? href(changes)
  const filters = browseFiltersOf(state)
  const filtered = filterScholarships(listScholarships(state, items), filters, today)
  // The Browse form's own fields are the filters; the rest of the state rides along hidden.
  const kept = href({ tab: 'browse', ...NO_BROWSE_FILTERS })
  const hidden = [...new URLSearchParams(kept.split('?')[1] ?? '')]
  // One filter has a footer list with all of its awards; type and merit together have none.
  const matched =
    state.tab === 'matcher' && state.match
      ? matchProfile(
          profileOf(state),
          { fullyFunded: state.funded === 1, openNow: state.open === 1 },
          today,
          items,
        )
      : { results: [], closed: [], notEligible: [] }
  const listKey: ScholarshipListKey | undefined =
    state.type && state.funding ? undefined : state.type || state.funding || undefined

  const cards = matched.results.map((result) =>
    matchCardData(
      {
        ...result,
        budget: scholarshipBudgetMark(
          result.scholarship,
          state.degree,
          state.budget,
          fx,
          findUniversity,
          budget?.model ?? [],
        ),
      },
      today,
      state.nationality,
      state.degree,
    ),
  )

  return {
    state,
    /** The list page this URL asks for, if it asks for nothing the hub alone shows. */
    stats: scholarshipStats(items),
    tabs: { matcher: href({ tab: 'matcher' }), browse: href({ tab: 'browse' }) },
    matcher: {
      submitted: state.match === 1,
      // The budget marks awards at one university with its cost; it never changes the score.
      cards,
      /** Which rates, of which day, the budget marks rest on; null when no award is marked. */
      ratesNote:
        fx && cards.some((c) => c[6])
          ? `Costs charged in other currencies are converted to ${BUDGET_CURRENCY} at the ${pageRatesText(fx)}.`
          : null,
      notEligible: matched.notEligible,
      closed: matched.closed,
      /** The grade on the 4.0 scale and how, shown under the grade field. */
      grade: convertGrade(state.scale, state.gpa),
      modifyHref: href({ match: 0 }),
    },
    browse: {
      featured: featuredScholarships(filtered, today),
      // Closed rounds go last, so that Browse never opens with awards nobody can apply for now.
      all: closedLast(filtered, today).slice(0, ALL_LIST_SIZE),
      total: filtered.length,
      filterLabels: [
        ...(state.type ? [SCHOLARSHIP_LISTS[state.type].title] : []),
        ...(state.funding ? [SCHOLARSHIP_LISTS[state.funding].title] : []),
        ...browseFilterLabels(filters),
      ],
      merit: state.funding === 'merit',
      clearHref: href({ tab: 'browse', type: '', funding: '', ...NO_BROWSE_FILTERS }),
      filters: { ...filterOptions(filters, items), list: SCHOLARSHIPS_URL, hidden },
      fullListHref: listKey ? `/scholarships/${listKey}` : undefined,
      typeLinks: [
        { label: 'All types', href: pillHref({ tab: 'browse', type: '' }), active: !state.type },
        ...BROWSE_TYPES.map((type) => ({
          label: SCHOLARSHIP_LISTS[type].title,
          href: pillHref({ tab: 'browse', type }),
          active: state.type === type,
        })),
      ],
      meritLink: {
        label: 'Merit-based only',
        href: pillHref({ tab: 'browse', funding: state.funding ? '' : 'merit' }),
        active: state.funding === 'merit',
      },
    },
  }
}

export type ScholarshipsView = ReturnType<typeof buildScholarshipsView>

/** One of the footer's lists: every matching scholarship, not just the first 20, filtered. */
export function buildScholarshipListView(
  key: ScholarshipListKey,
  awards: readonly Scholarship[],
  raw: RawSearchParams = {},
  today: Date = new Date(),
) {
  const { title, intro, filter } = SCHOLARSHIP_LISTS[key]
  const list = scholarshipListUrl(key)
  const filters = scholarshipListStateSchema.parse(raw)
  const all = listScholarships(filter, awards)
  const items = filterScholarships(all, filters, today)
  const filtered = browseFilterLabels(filters).length > 0
  return {
    key,
    title,
    intro,
    items,
    total: all.length,
    filters: { ...filterOptions(filters, all), list, hidden: [] as [string, string][] },
    filterLabels: browseFilterLabels(filters),
    clearHref: filtered ? stateHref(list.path, NO_BROWSE_FILTERS, list.defaults) : undefined,
    others: SCHOLARSHIP_LIST_KEYS.filter((k) => k !== key).map((k) => ({
      href: `/scholarships/${k}`,
      title: SCHOLARSHIP_LISTS[k].title,
    })),
    meta: scholarshipListMeta(key, awards),
  }
}

/** The title, description and path of one of the footer's lists. */
export function scholarshipListMeta(key: ScholarshipListKey, items: readonly Scholarship[]) {
  const { title, filter } = SCHOLARSHIP_LISTS[key]
  const total = listScholarships(filter, items).length
  return {
    title,
    description: `${title}: all ${total} awards in our guide, each with eligible degrees, value, deadline and a link to the official programme page.`,
    path: scholarshipListUrl(key).path,
  }
}

/** An award's page: the award, its university and the list it belongs to. */
export function buildScholarshipDetail(
  scholarship: Scholarship | undefined,
  universities: readonly University[],
) {
  if (!scholarship) return undefined
  const university = scholarship.universityId
    ? getUniversityById(scholarship.universityId, universities)
    : undefined
  const listKey = scholarship.type.toLowerCase() as BrowseType
  return {
    scholarship,
    university,
    list: { href: `/scholarships/${listKey}`, ...SCHOLARSHIP_LISTS[listKey] },
  }
}
