// Options of /programmes shared by the page, its form and the query. Free of data and zod, so
// client components can use them too.
import { PROGRAMME_LEVELS, SITE_CATEGORIES, type ProgrammeLevel } from '@/data/open-schema'

export const PROGRAMMES_PAGE_SIZE = 20

export const PROGRAMME_SORTS = ['relevance', 'fee', 'salary', 'name'] as const
export type ProgrammeSort = (typeof PROGRAMME_SORTS)[number]
export const PROGRAMME_SORT_LABELS: Record<ProgrammeSort, string> = {
  relevance: 'Relevance',
  fee: 'Fee per year (lowest first)',
  salary: 'Median salary (highest first)',
  name: 'Name (A-Z)',
}

export const PROGRAMME_COUNTRIES = ['GB', 'AU', 'US'] as const
export type ProgrammeCountry = (typeof PROGRAMME_COUNTRIES)[number]
export const PROGRAMME_COUNTRY_LABELS: Record<ProgrammeCountry, string> = {
  GB: 'United Kingdom',
  AU: 'Australia',
  US: 'United States',
}

export const PROGRAMME_MODES = ['full-time', 'part-time'] as const
export type ProgrammeMode = (typeof PROGRAMME_MODES)[number]
export const PROGRAMME_MODE_LABELS: Record<ProgrammeMode, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
}

/** "Computer Science & IT" -> "computer-science-it": the URL form of a level or subject name. */
export function slugify(value: string) {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export const LEVEL_SLUGS = PROGRAMME_LEVELS.map(slugify) as [string, ...string[]]
export const LEVEL_BY_SLUG = new Map<string, ProgrammeLevel>(
  PROGRAMME_LEVELS.map((level) => [slugify(level), level]),
)
export const LEVEL_LABELS: Record<ProgrammeLevel, string> = {
  Undergraduate: 'Undergraduate',
  'Postgraduate taught': 'Postgraduate taught',
  'Postgraduate research': 'Master’s by research',
  Doctorate: 'Doctorate',
  Other: 'Other (sub-degree, VET)',
}

/** The seven site categories by slug ("engineering-technology"). */
export const CATEGORY_BY_SLUG = new Map<string, string>(
  SITE_CATEGORIES.map((category) => [slugify(category), category]),
)
