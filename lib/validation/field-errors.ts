import type { z } from 'zod'

/** The first message for each field, keyed by its dotted path: the `fields` of a 422 answer. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_'
    fields[key] ??= issue.message
  }
  return fields
}
