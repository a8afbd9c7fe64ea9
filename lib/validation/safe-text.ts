import { hasUnsafeCharacters, UNSAFE_TEXT_MESSAGE } from '@/lib/security/sanitiser'
import type { z } from '@/lib/validation/zod'

type Path = (string | number)[]

/** Every string in `value` (objects and arrays walked) that holds an unsafe character, by path. */
export function unsafeTextPaths(value: unknown, path: Path = [], found: Path[] = []): Path[] {
  if (typeof value === 'string') {
    if (hasUnsafeCharacters(value)) found.push(path)
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => unsafeTextPaths(item, [...path, i], found))
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) unsafeTextPaths(item, [...path, key], found)
  }
  return found
}

/**
 * The one text sanitiser of every form and route schema: refuses NUL and other control characters,
 * lone surrogates and non-characters in any string field, with a message on that field (a 422 from
 * the routes, an inline error in the forms). Applied to a whole object schema, so new fields are
 * covered without being listed.
 */
export function withSafeText<S extends z.ZodType>(schema: S): S {
  return schema.superRefine((value, ctx) => {
    for (const path of unsafeTextPaths(value))
      ctx.addIssue({ code: 'custom', message: UNSAFE_TEXT_MESSAGE, path, input: value })
  }) as S
}
