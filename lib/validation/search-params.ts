import { z } from 'zod'

import { COURSE_CATEGORIES, COURSE_LEVELS } from '@/data/schema'

import { COURSE_TABS } from '../course-options'
import { UK_ORDERS, UK_TABS, UNIVERSITY_SORTS, UNIVERSITY_TABS } from '../list-options'

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
