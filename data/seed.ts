import type { z } from 'zod'

type Path = readonly PropertyKey[]

/**
 * Where an issue is: `record "harvard-university" (universities[3]), field tuition.undergraduate.min`
 * (a record is named by its slug, id or country code)
 * for a record of one of the file's lists (or maps keyed by slug), `source, field asOf` elsewhere.
 */
function place(input: unknown, path: Path, lists: readonly string[]) {
  const [top, key] = path
  if (top === undefined) return 'the file'
  if (!lists.includes(String(top)) || key === undefined) return fieldOf(String(top), path.slice(1))
  const where =
    typeof key === 'number' ? `${String(top)}[${key}]` : `${String(top)}["${String(key)}"]`
  const record = (input as Record<PropertyKey, Record<PropertyKey, unknown> | undefined>)[top]?.[
    key
  ]
  const name =
    record && typeof record === 'object'
      ? ((record as Record<string, unknown>).slug ??
        (record as Record<string, unknown>).id ??
        (record as Record<string, unknown>).countryCode)
      : undefined
  const label = typeof name === 'string' ? `record "${name}" (${where})` : `record ${where}`
  return fieldOf(label, path.slice(2))
}

const fieldOf = (label: string, rest: Path) =>
  rest.length ? `${label}, field ${rest.map(String).join('.')}` : label

/**
 * Parses a seed file's content with its schema. On failure the error names the file, each bad
 * record (by its slug where it has one) and the field, so an editor finds the line to fix.
 * `lists` are the file's top-level keys that hold records (an array, or an object keyed by slug).
 */
export function parseSeed<S extends z.ZodType>(
  schema: S,
  input: unknown,
  file: string,
  lists: readonly string[],
): z.output<S> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const issues = result.error.issues
  const shown = issues.slice(0, 10).map((i) => `${place(input, i.path, lists)}: ${i.message}`)
  const more = issues.length > shown.length ? `\n(and ${issues.length - shown.length} more)` : ''
  throw new Error(`${file} is not a valid seed:\n- ${shown.join('\n- ')}${more}`)
}
