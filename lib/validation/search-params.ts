import { COURSE_CATEGORIES, COURSE_LEVELS } from '@/data/schema'

import { COURSE_TABS } from '../course-options'
import { UK_ORDERS, UK_TABS, UNIVERSITY_SORTS, UNIVERSITY_TABS } from '../list-options'
import {
  BROWSE_TYPES,
  FUNDING_FILTERS,
  impliedTab,
  MATCHER_COUNTRIES,
  MATCHER_DEGREES,
  MATCHER_FIELDS,
  MATCHER_TYPES,
  parseBudget,
  parseGpa,
  SCHOLARSHIP_TABS,
  type ScholarshipsState,
} from '../scholarship-options'
import { z } from './zod'

/** What Next hands a page as `searchParams`, once awaited. */
export type RawSearchParams = Record<string, string | string[] | undefined>

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value)

/** Free text: trimmed, capped, and '' for anything that is not a string. */
export const searchTextParam = z.preprocess(first, z.string().trim().max(100).catch('')).catch('')

export const pageParam = z.preprocess(first, z.coerce.number().int().min(1).max(10_000)).catch(1)

export function enumParam<const T extends readonly [string, ...string[]]>(
  values: T,
  fallback: T[number],
) {
  return z.preprocess(first, z.enum(values)).catch(fallback)
}

/** A value that must be one of a known list (a country, a city); anything else means "all". */
export function oneOfParam<T extends string>(known: readonly T[]) {
  return z
    .preprocess(first, z.string())
    .catch('')
    .transform((v): T | '' => (known.some((k) => k === v) ? (v as T) : ''))
}

/** Comma-separated slugs, e.g. compare=mit,oxford; junk entries are dropped later against the data. */
export const slugListParam = z
  .preprocess(first, z.string().max(400))
  .catch('')
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter((s) => /^[a-z0-9-]{1,80}$/.test(s)),
  )

export function universitiesParamsSchema(known: { countries: string[]; regions: string[] }) {
  return z.object({
    search: searchTextParam,
    country: oneOfParam(known.countries),
    region: oneOfParam(known.regions),
    sort: enumParam(UNIVERSITY_SORTS, 'ranking'),
    page: pageParam,
    tab: enumParam(UNIVERSITY_TABS, 'browse'),
    compare: slugListParam,
  })
}
export type UniversitiesParams = z.infer<ReturnType<typeof universitiesParamsSchema>>

export function ukParamsSchema(known: { cities: string[] }) {
  return z.object({
    search: searchTextParam,
    city: oneOfParam(known.cities),
    order: enumParam(UK_ORDERS, 'best'),
    page: pageParam,
    tab: enumParam(UK_TABS, 'browse'),
  })
}
export type UkParams = z.infer<ReturnType<typeof ukParamsSchema>>

/** `category` is the full name (the nav links send e.g. 'Engineering & Technology'). */
export const coursesParamsSchema = z.object({
  search: searchTextParam,
  level: oneOfParam(COURSE_LEVELS),
  category: oneOfParam(COURSE_CATEGORIES),
  tab: enumParam(COURSE_TABS, 'browse'),
})
export type CoursesParams = z.infer<typeof coursesParamsSchema>

/** Scholarship Hub: an absent or bad `tab` opens the tab the other parameters imply. */
export const scholarshipsParamsSchema = z
  .object({
    tab: z.preprocess(first, z.enum(SCHOLARSHIP_TABS)).optional().catch(undefined),
    type: enumParam(['', ...BROWSE_TYPES], ''),
    funding: enumParam(['', ...FUNDING_FILTERS], ''),
    match: z.preprocess((v) => (first(v) === '1' ? 1 : 0), z.union([z.literal(0), z.literal(1)])),
    degree: enumParam(['', ...MATCHER_DEGREES], ''),
    field: enumParam(['', ...MATCHER_FIELDS], ''),
    country: enumParam(['', ...MATCHER_COUNTRIES], ''),
    scholarshipType: enumParam(MATCHER_TYPES, 'all'),
    nationality: searchTextParam,
    gpa: z.preprocess(first, z.unknown()).transform(parseGpa),
    budget: z.preprocess(first, z.unknown()).transform(parseBudget),
  })
  .transform((p): ScholarshipsState => ({ ...p, tab: p.tab ?? impliedTab(p) }))
