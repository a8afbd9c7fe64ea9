import { parseCountryCode } from '@/lib/scholarships/countries'
import {
  DEFAULT_GRADE_SCALE,
  GRADE_SCALE_IDS,
  gradeScaleParam,
  gradeText,
} from '@/lib/scholarships/grades'
import {
  BROWSE_TYPES,
  FUNDING_FILTERS,
  impliedTab,
  MATCHER_COUNTRIES,
  MATCHER_DEGREES,
  MATCHER_FIELDS,
  MATCHER_TYPES,
  parseBudget,
  SCHOLARSHIP_TABS,
  type ScholarshipListKey,
} from '@/lib/scholarships/options'
import { stateHref, type ListUrl } from '@/lib/url-state'
import { enumParam, firstValue, rawSearchParams } from '@/lib/validation/search-params'
import { z } from '@/lib/validation/zod'
import { DEGREES } from '@/data/schema'

const flagParam = z.preprocess(
  (v) => (firstValue(v) === '1' ? 1 : 0),
  z.union([z.literal(0), z.literal(1)]),
)

/** Browse All's and the type lists' filters (BrowseFilters): level, host country, funded, open. */
const browseFilterShape = {
  level: enumParam(['', ...DEGREES], ''),
  /** An ISO code, where the award can be used. */
  host: z.preprocess(firstValue, z.unknown()).transform(parseCountryCode),
  /** 1: fully funded awards only. */
  funded: flagParam,
  /** 1: only rounds taking applications today. */
  open: flagParam,
}

/** /scholarships: an absent or bad `tab` opens the tab the other parameters imply. */
export const scholarshipsStateSchema = z
  .object({
    tab: z.preprocess(firstValue, z.enum(SCHOLARSHIP_TABS)).optional().catch(undefined),
    type: enumParam(['', ...BROWSE_TYPES], ''),
    funding: enumParam(['', ...FUNDING_FILTERS], ''),
    /** 1 once 'Find My Scholarships' was pressed: only then are matches shown. */
    match: z.preprocess(
      (v) => (firstValue(v) === '1' ? 1 : 0),
      z.union([z.literal(0), z.literal(1)]),
    ),
    degree: enumParam(['', ...MATCHER_DEGREES], ''),
    field: enumParam(['', ...MATCHER_FIELDS], ''),
    country: enumParam(['', ...MATCHER_COUNTRIES], ''),
    scholarshipType: enumParam(MATCHER_TYPES, 'all'),
    /** An ISO code; older links carried a country name, which still works. */
    nationality: z.preprocess(firstValue, z.unknown()).transform(parseCountryCode),
    /** Fully funded and open now filter the matches and Browse All alike. */
    ...browseFilterShape,
    /** The scale the grade is on; the grade itself is read on it below. */
    scale: z.preprocess(
      (v) => gradeScaleParam(firstValue(v)),
      enumParam(GRADE_SCALE_IDS, DEFAULT_GRADE_SCALE),
    ),
    /** The student's grade as typed, on `scale` ('' when it is not a grade on that scale). */
    gpa: z.preprocess(firstValue, z.unknown()),
    budget: z.preprocess(firstValue, z.unknown()).transform(parseBudget),
  })
  .transform(({ tab, gpa, ...rest }) => ({
    tab: tab ?? impliedTab(rest),
    ...rest,
    gpa: gradeText(rest.scale, gpa),
  }))
export type ScholarshipsState = z.infer<typeof scholarshipsStateSchema>

export const SCHOLARSHIPS_URL: ListUrl<ScholarshipsState> = {
  path: '/scholarships',
  defaults: scholarshipsStateSchema.parse({}),
}

/** Leaves `tab` out of the URL when it is the one the other parameters imply. */
export function scholarshipsHref(
  state: ScholarshipsState,
  changes: Partial<ScholarshipsState> = {},
) {
  const next = { ...state, ...changes }
  return stateHref(SCHOLARSHIPS_URL.path, next, {
    ...SCHOLARSHIPS_URL.defaults,
    tab: impliedTab(next),
  })
}

/** /scholarships/<list>: the filters of one of the footer's type lists. */
export const scholarshipListStateSchema = z.object(browseFilterShape)
export type ScholarshipListState = z.infer<typeof scholarshipListStateSchema>

export function scholarshipListUrl(key: ScholarshipListKey): ListUrl<ScholarshipListState> {
  return { path: `/scholarships/${key}`, defaults: scholarshipListStateSchema.parse({}) }
}

/** The hub's own parameters: a URL holding any of them stays on the hub. */
const HUB_ONLY_KEYS = [
  'match',
  'degree',
  'field',
  'country',
  'scholarshipType',
  'nationality',
  'scale',
  'gpa',
  'budget',
] as const satisfies (keyof ScholarshipsState)[]

/**
 * One page per kind of award: a hub URL that asks for Browse All of one type (the nav's
 * `?type=`) or of merit awards (`?funding=merit`), with at most the Browse filters, shows what
 * that kind's list page (/scholarships/<key>, the footer's link) shows; this is its URL.
 */
export function scholarshipListHref(state: ScholarshipsState): string | undefined {
  const key = state.type && state.funding ? '' : state.type || state.funding
  if (!key || state.tab !== 'browse') return undefined
  if (HUB_ONLY_KEYS.some((name) => state[name] !== SCHOLARSHIPS_URL.defaults[name]))
    return undefined
  const { level, host, funded, open } = state
  const list = scholarshipListUrl(key)
  return stateHref(list.path, { level, host, funded, open }, list.defaults)
}

/**
 * The list page a /scholarships address for one kind of award (the nav's `?type=` and
 * `?funding=merit` links) has moved to, for a permanent redirect; undefined for any other address.
 */
export function scholarshipListRedirect(query: URLSearchParams): string | undefined {
  return scholarshipListHref(scholarshipsStateSchema.parse(rawSearchParams(query)))
}
