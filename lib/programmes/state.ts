import { FIT_KINDS } from '@/lib/costs/fit'
import { readDisplayCurrency } from '@/lib/currency'
import {
  LEVEL_SLUGS,
  PROGRAMME_COUNTRIES,
  PROGRAMME_MODES,
  PROGRAMME_SORTS,
} from '@/lib/programmes/options'
import { listHref, type ListUrl } from '@/lib/url-state'
import {
  enumParam,
  firstValue,
  oneOfParam,
  pageParam,
  searchTextParam,
} from '@/lib/validation/search-params'
import { z } from '@/lib/validation/zod'

/**
 * A budget a year in total cost: a positive whole amount (up to a trillion: a year in Vietnamese
 * dong runs to billions); anything else means none (0).
 */
const budgetParam = z
  .preprocess(
    firstValue,
    z.coerce
      .number()
      .refine((n) => Number.isFinite(n) && n > 0 && n <= 1e12)
      .transform((n) => Math.round(n)),
  )
  .catch(0)

/** A directory id (the provider filter); checked against the directory by the page. */
const providerParam = z
  .preprocess(
    firstValue,
    z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
      .max(120),
  )
  .catch('')

/** One of `values`, or '' (all) for anything else. */
function optionalEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(firstValue, z.union([z.enum(values), z.literal('')])).catch('')
}

/**
 * /programmes: `subject` must be a subject slug the data knows (a site category or a broad field),
 * `currency` one the ECB table converts to; anything else falls back to the default.
 */
export function programmesStateSchema(known: { subjects: string[]; currencies: string[] }) {
  return z.object({
    search: searchTextParam,
    subject: oneOfParam(known.subjects),
    level: optionalEnum(LEVEL_SLUGS),
    country: optionalEnum(PROGRAMME_COUNTRIES),
    mode: optionalEnum(PROGRAMME_MODES),
    provider: providerParam,
    budget: budgetParam,
    /** With a budget, one kind of fit only (lib/costs/fit.ts); '' lists every kind in its order. */
    fit: optionalEnum(FIT_KINDS),
    currency: z.preprocess((v) => readDisplayCurrency(v, known.currencies), z.string()),
    sort: enumParam(PROGRAMME_SORTS, 'relevance'),
    page: pageParam,
  })
}
export type ProgrammesState = z.infer<ReturnType<typeof programmesStateSchema>>

export const PROGRAMMES_URL: ListUrl<ProgrammesState> = {
  path: '/programmes',
  defaults: programmesStateSchema({ subjects: [], currencies: [] }).parse({}),
}

export function programmesHref(state: ProgrammesState, changes: Partial<ProgrammesState> = {}) {
  return listHref(PROGRAMMES_URL, state, changes)
}

/** A /programmes link with only the given filters set, e.g. from a catalogue course. */
export function programmesFilterHref(changes: Partial<ProgrammesState>) {
  return listHref(PROGRAMMES_URL, PROGRAMMES_URL.defaults, changes)
}
