// "Apply through us" from a university, programme, scholarship or shortlist page: the page links to
// /apply-now with what it knows, and the form starts from those answers.
import { FIELD_OPTIONS, STUDY_COUNTRY_OPTIONS, STUDY_LEVEL_OPTIONS } from '@/lib/apply/options'
import { stateHref } from '@/lib/url-state'
import { firstValue, type RawSearchParams } from '@/lib/validation/search-params'
import { z } from '@/lib/validation/zod'

const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(firstValue, z.enum(values)).optional().catch(undefined)

const text = z.preprocess(firstValue, z.string().trim().min(1).max(200)).optional().catch(undefined)

/**
 * The query of /apply-now: `country` (preferred study country), `level`, `field`, `university`
 * and `course` fill the Study Preferences section. Anything unknown or malformed is left out.
 */
export const applyPrefillSchema = z.object({
  country: choice(STUDY_COUNTRY_OPTIONS.values),
  level: choice(STUDY_LEVEL_OPTIONS.values),
  field: choice(FIELD_OPTIONS.values),
  university: text,
  course: text,
})
export type ApplyPrefill = z.infer<typeof applyPrefillSchema>

export function parseApplyPrefill(raw: RawSearchParams): ApplyPrefill {
  return applyPrefillSchema.parse(raw)
}

/** The id of the form's section on /apply-now, where a pre-filled link lands. */
export const APPLICATION_FORM_ID = 'application'

/** The /apply-now link that starts the form from `prefill`, landing at the form when it has any. */
export function applyHref(prefill: ApplyPrefill = {}) {
  const defined = Object.fromEntries(Object.entries(prefill).filter(([, v]) => v !== undefined))
  const href = stateHref('/apply-now', defined, {})
  return Object.keys(defined).length ? `${href}#${APPLICATION_FORM_ID}` : href
}
