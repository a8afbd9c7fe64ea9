// Options and input parsing of the Scholarship Hub, free of data and zod so client code can use them.
import { STUDY_FIELDS } from '@/data/study-fields'

// The matcher's choices.
export const MATCHER_FIELDS = STUDY_FIELDS
export const MATCHER_DEGREES = ["Bachelor's", "Master's", 'Ph.D.'] as const
export const MATCHER_COUNTRIES = [
  'United States',
  'United Kingdom',
  'Canada',
  'Australia',
  'Germany',
  'Netherlands',
] as const
// Points per matching rule; the score is their sum, capped at 100.
export const MATCH_POINTS = {
  degree: 30,
  field: 25,
  country: 20,
  type: 15,
  fullyFunded: 10,
  prestigious: 5,
  deadline: 5,
} as const
/** The highest match score: the points of the rules a match earns are capped here. */
export const MAX_MATCH_SCORE = 100
/** Only scores strictly above this are listed. */
export const MATCH_THRESHOLD = 20
export const MATCHER_TYPES = ['all', 'government', 'university', 'external'] as const
export type MatcherType = (typeof MATCHER_TYPES)[number]

export const MATCHER_TYPE_LABELS: Record<MatcherType, string> = {
  all: 'All',
  government: 'Government',
  university: 'University',
  external: 'External/Private',
}

export const SCHOLARSHIP_TABS = ['matcher', 'browse'] as const
export type ScholarshipTab = (typeof SCHOLARSHIP_TABS)[number]

/** The nav's `?type=` values, which are also the paths of the footer's lists. */
export const BROWSE_TYPES = ['university', 'external', 'government'] as const
export type BrowseType = (typeof BROWSE_TYPES)[number]
export const FUNDING_FILTERS = ['merit'] as const
export type FundingFilter = (typeof FUNDING_FILTERS)[number]

/** The tab a URL without `tab` opens: the nav's type and funding links open Browse All. */
export function impliedTab(state: { type: string; funding: string }): ScholarshipTab {
  return state.type || state.funding ? 'browse' : 'matcher'
}

const toNumber = (value: unknown) => {
  const text = typeof value === 'string' ? value.trim() : ''
  const number = text ? Number(text) : NaN
  return Number.isFinite(number) ? number : 0
}

/** GPA is a number from 0 to 4.0 in steps of 0.1; anything non-numeric becomes 0. */
export function parseGpa(value: unknown) {
  return Math.round(Math.min(4, Math.max(0, toNumber(value))) * 10) / 10
}

/** Budget is a whole number; anything non-numeric becomes 0. */
export function parseBudget(value: unknown) {
  return Math.min(100_000_000, Math.max(0, Math.trunc(toNumber(value))))
}

export type ScholarshipFilter = { type: BrowseType | ''; funding: FundingFilter | '' }

/**
 * The Browse filters beyond type and merit. `level`: a degree the award is for; `host`: an ISO
 * code where it can be used; `funded` and `open`: 1 for fully funded only and open now only.
 */
export type BrowseFilters = { level: string; host: string; funded: 0 | 1; open: 0 | 1 }
export const NO_BROWSE_FILTERS = {
  level: '',
  host: '',
  funded: 0,
  open: 0,
} as const satisfies BrowseFilters

export const MERIT_MEANING =
  "Merit-based here means that selection rests mainly on academic or professional achievement (results, research, leadership), not on financial need or nationality alone. Some of these awards also weigh need or are open only to certain countries; each award's page and official link say who can apply. Need-based financial aid is not counted as merit-based."

/** The footer's four lists, each a page at /scholarships/<key>. */
export const SCHOLARSHIP_LISTS = {
  university: {
    title: 'University Scholarships',
    filter: { type: 'university', funding: '' },
    intro:
      'Awards run by a university for students it admits, from full graduate scholarships to need-based aid.',
  },
  external: {
    title: 'External Scholarships',
    filter: { type: 'external', funding: '' },
    intro:
      'Awards from foundations, companies and other private funders, often usable at several universities.',
  },
  government: {
    title: 'Government Scholarships',
    filter: { type: 'government', funding: '' },
    intro:
      'Awards funded by national governments and their agencies to bring international students to their universities.',
  },
  merit: {
    title: 'Merit-based Awards',
    filter: { type: '', funding: 'merit' },
    intro: MERIT_MEANING,
  },
} as const satisfies Record<string, { title: string; filter: ScholarshipFilter; intro: string }>

export type ScholarshipListKey = keyof typeof SCHOLARSHIP_LISTS
export const SCHOLARSHIP_LIST_KEYS = Object.keys(SCHOLARSHIP_LISTS) as ScholarshipListKey[]
