// Building blocks of the URL-state schemas (lib/<topic>/state.ts): each falls back instead of throwing.
import { stripUnsafeCharacters } from '@/lib/security/sanitiser'
import { z } from '@/lib/validation/zod'

/** What Next hands a page as `searchParams`, once awaited. */
export type RawSearchParams = Record<string, string | string[] | undefined>

/** A URL's query as a page receives it: repeated keys become arrays. */
export function rawSearchParams(query: URLSearchParams): RawSearchParams {
  const raw: Record<string, string | string[]> = {}
  for (const key of new Set(query.keys())) {
    const values = query.getAll(key)
    raw[key] = values.length === 1 ? values[0]! : values
  }
  return raw
}

/** The first of a repeated parameter (`?a=1&a=2`), or the value itself. */
export const firstValue = (value: unknown) => (Array.isArray(value) ? value[0] : value)

/** Free text: trimmed, capped, without control characters or lone surrogates, and '' for anything that is not a string. */
export const searchTextParam = z
  .preprocess(
    firstValue,
    z.string().transform(stripUnsafeCharacters).pipe(z.string().trim().max(100)).catch(''),
  )
  .catch('')

export const pageParam = z
  .preprocess(firstValue, z.coerce.number().int().min(1).max(10_000))
  .catch(1)

export function enumParam<const T extends readonly [string, ...string[]]>(
  values: T,
  fallback: T[number],
) {
  return z.preprocess(firstValue, z.enum(values)).catch(fallback)
}

/** A value that must be one of a known list (a country, a city); anything else means "all". */
export function oneOfParam<T extends string>(known: readonly T[]) {
  return z
    .preprocess(firstValue, z.string())
    .catch('')
    .transform((v): T | '' => (known.some((k) => k === v) ? (v as T) : ''))
}

/** Comma-separated slugs, e.g. compare=mit,oxford; junk entries are dropped later against the data. */
export const slugListParam = z
  .preprocess(firstValue, z.string().max(400))
  .catch('')
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter((s) => /^[a-z0-9-]{1,80}$/.test(s)),
  )
