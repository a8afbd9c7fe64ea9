import type { FxTable } from '@/lib/currency'
import {
  ALL_LIST_SIZE,
  featuredScholarships,
  getScholarshipBySlug,
  listAllScholarships,
  listScholarships,
  scholarshipStats,
} from '@/lib/scholarships'
import { scholarshipBudgetMark } from '@/lib/scholarships/budget'
import { matchProfile, type MatcherProfile } from '@/lib/scholarships/matcher'
import {
  BROWSE_TYPES,
  SCHOLARSHIP_LIST_KEYS,
  SCHOLARSHIP_LISTS,
  type BrowseType,
  type ScholarshipListKey,
} from '@/lib/scholarships/options'
import {
  scholarshipsHref,
  scholarshipsStateSchema,
  type ScholarshipsState,
} from '@/lib/scholarships/state'
import { getUniversityById } from '@/lib/universities'
import type { RawSearchParams } from '@/lib/validation/search-params'
import type { Scholarship } from '@/data/schema'

export function profileOf(state: ScholarshipsState): MatcherProfile {
  return {
    degreeLevel: state.degree,
    fieldOfStudy: state.field,
    country: state.country,
    scholarshipType: state.scholarshipType,
    nationality: state.nationality,
    gpa: state.gpa,
    budget: state.budget,
  }
}

/** Everything /scholarships renders, derived from its query string alone. */
export function buildScholarshipsView(
  raw: RawSearchParams,
  items: Scholarship[] = listAllScholarships(),
  today: Date = new Date(),
  /** Exchange rates for the budget; without them no award is marked. */
  fx?: FxTable,
) {
  const state = scholarshipsStateSchema.parse(raw)
  const href = (changes: Partial<ScholarshipsState>) => scholarshipsHref(state, changes)
  const filtered = listScholarships(state, items)
  // One filter has a footer list with all of its awards; type and merit together have none.
  const matched =
    state.tab === 'matcher' && state.match
      ? matchProfile(
          profileOf(state),
          { fullyFunded: state.funded === 1, openNow: state.open === 1 },
          today,
          items,
        )
      : { results: [], notEligible: [] }
  const listKey: ScholarshipListKey | undefined =
    state.type && state.funding ? undefined : state.type || state.funding || undefined

  return {
    state,
    stats: scholarshipStats(items),
    tabs: { matcher: href({ tab: 'matcher' }), browse: href({ tab: 'browse' }) },
    matcher: {
      submitted: state.match === 1,
      // The budget marks awards at one university with its cost; it never changes the score.
      results: matched.results.map((result) => ({
        ...result,
        budget: scholarshipBudgetMark(result.scholarship, state.degree, state.budget, fx),
      })),
      notEligible: matched.notEligible,
      modifyHref: href({ match: 0 }),
    },
    browse: {
      featured: featuredScholarships(filtered),
      all: filtered.slice(0, ALL_LIST_SIZE),
      total: filtered.length,
      filterLabels: [
        ...(state.type ? [SCHOLARSHIP_LISTS[state.type].title] : []),
        ...(state.funding ? [SCHOLARSHIP_LISTS[state.funding].title] : []),
      ],
      merit: state.funding === 'merit',
      clearHref: href({ tab: 'browse', type: '', funding: '' }),
      fullListHref: listKey ? `/scholarships/${listKey}` : undefined,
      typeLinks: [
        { label: 'All types', href: href({ tab: 'browse', type: '' }), active: !state.type },
        ...BROWSE_TYPES.map((type) => ({
          label: SCHOLARSHIP_LISTS[type].title,
          href: href({ tab: 'browse', type }),
          active: state.type === type,
        })),
      ],
      meritLink: {
        label: 'Merit-based only',
        href: href({ tab: 'browse', funding: state.funding ? '' : 'merit' }),
        active: state.funding === 'merit',
      },
    },
  }
}

export type ScholarshipsView = ReturnType<typeof buildScholarshipsView>

/** One of the footer's lists: every matching scholarship, not just the first 20. */
export function buildScholarshipListView(key: ScholarshipListKey) {
  const { title, intro, filter } = SCHOLARSHIP_LISTS[key]
  const path = `/scholarships/${key}`
  const items = listScholarships(filter)
  return {
    key,
    title,
    intro,
    items,
    others: SCHOLARSHIP_LIST_KEYS.filter((k) => k !== key).map((k) => ({
      href: `/scholarships/${k}`,
      title: SCHOLARSHIP_LISTS[k].title,
    })),
    meta: {
      title,
      description: `${title}: all ${items.length} awards in our guide, each with eligible degrees, value, deadline and a link to the official programme page.`,
      path,
    },
  }
}

export function buildScholarshipDetail(slug: string) {
  const scholarship = getScholarshipBySlug(slug)
  if (!scholarship) return undefined
  const university = scholarship.universityId
    ? getUniversityById(scholarship.universityId)
    : undefined
  const listKey = scholarship.type.toLowerCase() as BrowseType
  return {
    scholarship,
    university,
    list: { href: `/scholarships/${listKey}`, ...SCHOLARSHIP_LISTS[listKey] },
  }
}
