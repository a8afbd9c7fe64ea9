// The university profile edit form's schema (shared by the form and
// PUT /api/staff/data/universities/<slug>) and the pure step from a stored profile plus the form to
// the next record. Pure: no database.
import { httpsLink, optionalPlain, plain } from '@/lib/scholarships/edit'
import { withSafeText } from '@/lib/validation/safe-text'
import { z } from '@/lib/validation/zod'
import {
  universitySchema,
  type SourceLink,
  type TuitionLevel,
  type University,
} from '@/data/schema'

export const TUITION_LEVELS = ['undergraduate', 'postgraduate'] as const
export type TuitionLevelName = (typeof TUITION_LEVELS)[number]

export const TUITION_LEVEL_LABEL: Record<TuitionLevelName, string> = {
  undergraduate: 'Undergraduate',
  postgraduate: "Postgraduate (master's)",
}

/** An amount as typed: whole units or with cents, no separators ("12500", "1453.44"). */
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/
/** '2025-26' (the second year the one after the first) or, for a calendar academic year, '2025'. */
const ACADEMIC_YEAR = /^(\d{4})(?:-(\d{2}))?$/

export function isAcademicYear(year: string) {
  const m = ACADEMIC_YEAR.exec(year)
  if (!m) return false
  return m[2] === undefined || Number(m[2]) === (Number(m[1]) + 1) % 100
}

// Every currency the runtime knows is an ISO 4217 code; without the list, the code's shape.
const CURRENCIES: ReadonlySet<string> | undefined =
  typeof Intl.supportedValuesOf === 'function'
    ? new Set(Intl.supportedValuesOf('currency'))
    : undefined
export const isCurrencyCode = (code: string) =>
  /^[A-Z]{3}$/.test(code) && (!CURRENCIES || CURRENCIES.has(code))

/**
 * One level's international tuition as the form holds it: a figure, or "not reported" with the
 * reason. Both kinds' fields stay in the form so switching back loses nothing; only the chosen
 * kind's are checked and stored.
 */
const tuitionFormSchema = z
  .object({
    kind: z.enum(['figure', 'not-reported']),
    min: z.string().trim(),
    max: z.string().trim(),
    currency: z.string().trim(),
    year: z.string().trim(),
    note: optionalPlain(1000),
    /** Every student pays this, wherever they live (US private universities). */
    sameForAll: z.boolean(),
    reason: optionalPlain(500),
    /** Required with a figure; optional (both or neither) when not reported. */
    sourceTitle: optionalPlain(200),
    sourceUrl: z.string().trim(),
  })
  .superRefine((t, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message, input: t })
    const https = () => {
      if (!httpsLink.safeParse(t.sourceUrl).success)
        issue('sourceUrl', 'Please give a full https:// address')
    }
    if (t.kind === 'not-reported') {
      if (!t.reason) issue('reason', 'Please say why there is no figure')
      if (t.sourceTitle && !t.sourceUrl) issue('sourceUrl', 'Please give the page address')
      if (t.sourceUrl && !t.sourceTitle) issue('sourceTitle', 'Please name the source')
      if (t.sourceUrl) https()
      return
    }
    const amount = (key: 'min' | 'max') => {
      if (!AMOUNT.test(t[key])) issue(key, 'Please give the amount in figures, e.g. 12500')
    }
    amount('min')
    amount('max')
    if (AMOUNT.test(t.min) && AMOUNT.test(t.max) && Number(t.min) > Number(t.max))
      issue('max', 'The highest amount cannot be below the lowest')
    if (!isCurrencyCode(t.currency))
      issue('currency', 'Please give the ISO 4217 code in capitals, e.g. EUR')
    if (!isAcademicYear(t.year))
      issue('year', 'Please give the academic year, e.g. 2026-27, or the year, e.g. 2026')
    if (!t.sourceTitle) issue('sourceTitle', 'Please name the source')
    https()
  })
export type TuitionForm = z.input<typeof tuitionFormSchema>

/**
 * What an editor can change on a university profile: each level's international tuition, the
 * description, the English test requirement and the website; everything else is kept as stored.
 */
export const universityFormSchema = withSafeText(
  z
    .object({
      tuition: z.object({
        undergraduate: tuitionFormSchema,
        postgraduate: tuitionFormSchema,
      }),
      description: plain(4000, 'Please describe the university'),
      englishTest: plain(500, 'Please give the English test requirement'),
      website: httpsLink,
      /** The URL of the source the editor compared the profile with, or "" (not checked now). */
      checkAgainst: z.string().trim(),
    })
    .refine((f) => !f.checkAgainst || checkSourceUrls(f).includes(f.checkAgainst), {
      message: 'Choose one of the profile’s sources',
      path: ['checkAgainst'],
    }),
)
export type UniversityForm = z.input<typeof universityFormSchema>

type SourcesOf = {
  website: string
  tuition: Record<TuitionLevelName, { sourceTitle: string; sourceUrl: string }>
}

/**
 * The pages an editor can mark the profile checked against: each level's tuition source, then the
 * website (titled by the university's name), once each.
 */
export function checkSources(form: SourcesOf, name: string): SourceLink[] {
  const found = new Map<string, SourceLink>()
  for (const level of TUITION_LEVELS) {
    const t = form.tuition[level]
    const url = t.sourceUrl.trim()
    if (url && !found.has(url)) found.set(url, { title: t.sourceTitle.trim() || url, url })
  }
  const website = form.website.trim()
  if (website && !found.has(website))
    found.set(website, { title: `${name}: official website`, url: website })
  return [...found.values()]
}
const checkSourceUrls = (form: SourcesOf): string[] => checkSources(form, '').map((s) => s.url)

const EMPTY_TUITION: TuitionForm = {
  kind: 'figure',
  min: '',
  max: '',
  currency: '',
  year: '',
  note: '',
  sameForAll: false,
  reason: '',
  sourceTitle: '',
  sourceUrl: '',
}

function tuitionFormValues(t: TuitionLevel): TuitionForm {
  if (t.min === null)
    return {
      ...EMPTY_TUITION,
      kind: 'not-reported',
      reason: t.reason,
      sourceTitle: t.source?.title ?? '',
      sourceUrl: t.source?.url ?? '',
    }
  return {
    ...EMPTY_TUITION,
    min: String(t.min),
    max: String(t.max),
    currency: t.currency,
    year: t.year,
    note: t.note ?? '',
    sameForAll: t.sameForAll === true,
    sourceTitle: t.source.title,
    sourceUrl: t.source.url,
  }
}

/** The form's starting values for a stored profile. */
export function universityFormValues(u: University): UniversityForm {
  return {
    tuition: {
      undergraduate: tuitionFormValues(u.tuition.undergraduate),
      postgraduate: tuitionFormValues(u.tuition.postgraduate),
    },
    description: u.description,
    englishTest: u.admissionRequirements.englishTest,
    website: u.website,
    checkAgainst: '',
  }
}

function nextTuition(t: z.output<typeof tuitionFormSchema>): TuitionLevel {
  const source = t.sourceUrl ? { title: t.sourceTitle, url: t.sourceUrl } : undefined
  if (t.kind === 'not-reported')
    return { min: null, reason: t.reason, ...(source ? { source } : {}) }
  return {
    min: Number(t.min),
    max: Number(t.max),
    currency: t.currency,
    period: 'year',
    year: t.year,
    source: source!,
    ...(t.note ? { note: t.note } : {}),
    ...(t.sameForAll ? { sameForAll: true } : {}),
  }
}

/**
 * The profile after the editor's form, checked against the profile's schema: the fields the form
 * holds and, when the editor marked it checked, the day (`today`, YYYY-MM-DD, in UTC), the page
 * compared and who compared it (`checkedBy`, the editor's name).
 */
export function applyUniversityForm(
  stored: University,
  input: UniversityForm,
  today: string,
  checkedBy?: string,
): z.ZodSafeParseResult<University> {
  const form = universityFormSchema.parse(input)
  const against = checkSources(form, stored.name).find((s) => s.url === form.checkAgainst)
  return universitySchema.safeParse({
    ...stored,
    description: form.description,
    website: form.website,
    admissionRequirements: { ...stored.admissionRequirements, englishTest: form.englishTest },
    tuition: {
      undergraduate: nextTuition(form.tuition.undergraduate),
      postgraduate: nextTuition(form.tuition.postgraduate),
    },
    ...(against
      ? { checked: { on: today, against, ...(checkedBy?.trim() ? { by: checkedBy.trim() } : {}) } }
      : {}),
  } satisfies University)
}
