// The deadline edit form's schema (shared by the form and PUT /api/staff/data/deadlines/<slug>) and
// the pure step from a stored record plus the form to the next record. Pure: no database.
import { dayOrEmpty, httpsLink, optionalPlain, plain } from '@/lib/scholarships/edit'
import { withSafeText } from '@/lib/validation/safe-text'
import { z } from '@/lib/validation/zod'
import {
  DEADLINE_LEVELS,
  universityDeadlineRecordSchema,
  type AdmissionDeadline,
  type AdmissionDeadlines,
  type UniversityDeadlineRecord,
} from '@/data/schema'

export type DeadlineLevel = (typeof DEADLINE_LEVELS)[number]

export const DEADLINE_LEVEL_LABEL: Record<DeadlineLevel, string> = {
  undergraduate: 'Undergraduate',
  postgraduate: "Master's",
}

const deadlineRowSchema = z
  .object({
    label: plain(300, 'Please say what closes'),
    /** A fixed day, or "" to keep the stored usual timing ("usually mid-January"). */
    day: dayOrEmpty,
    /** How the fixed day is set, e.g. "15 January every year". */
    rule: optionalPlain(300),
    sourceTitle: plain(200, 'Please name the source'),
    sourceUrl: httpsLink,
    /** The stored deadline this row was opened on (its place in the list), or null for a new one. */
    from: z.number().int().min(0).max(50).nullable(),
  })
  .refine((d) => d.day || d.from !== null, {
    message: 'Please give the date',
    path: ['day'],
  })
  .refine((d) => !d.day || d.rule, {
    message: 'Please say how the day is set, e.g. “15 January every year”',
    path: ['rule'],
  })

const levelFormSchema = z
  .object({
    entryYear: z
      .number({ error: 'Please give the year of entry' })
      .int('Please give a whole year')
      .min(2025, 'Please give a year from 2025')
      .max(2035, 'Please give a year up to 2035'),
    deadlines: z
      .array(deadlineRowSchema)
      .min(1, 'Please keep at least one deadline')
      .max(10, 'At most 10 deadlines'),
    /** The URL of the source the editor compared this level with, or "" (not checked now). */
    checkAgainst: z.string().trim(),
  })
  .refine((f) => !f.checkAgainst || f.deadlines.some((d) => d.sourceUrl === f.checkAgainst), {
    message: 'Choose one of this level’s sources',
    path: ['checkAgainst'],
  })
export type DeadlineLevelForm = z.input<typeof levelFormSchema>

/** What an editor can change on a university's deadlines: each level the record holds. */
export const deadlineFormSchema = withSafeText(
  z.object({
    undergraduate: levelFormSchema.optional(),
    postgraduate: levelFormSchema.optional(),
  }),
)
export type DeadlineForm = z.input<typeof deadlineFormSchema>

const dayOf = (d: AdmissionDeadline['date']) => ('date' in d ? d.date : '')

function levelFormValues(level: AdmissionDeadlines): DeadlineLevelForm {
  return {
    entryYear: level.entryYear,
    deadlines: level.deadlines.map((d, i) => ({
      label: d.label,
      day: dayOf(d.date),
      rule: 'date' in d.date ? (d.date.rule ?? '') : '',
      sourceTitle: d.source.title,
      sourceUrl: d.source.url,
      from: i,
    })),
    checkAgainst: '',
  }
}

/** The form's starting values for a stored record. */
export function deadlineFormValues(record: UniversityDeadlineRecord): DeadlineForm {
  return Object.fromEntries(
    DEADLINE_LEVELS.flatMap((l) => (record[l] ? [[l, levelFormValues(record[l])]] : [])),
  )
}

type Row = z.output<typeof deadlineRowSchema>

/**
 * A row's date: unchanged, the stored one stays (a usual timing stays usual); a new day replaces
 * it with the rule the editor gave.
 */
function nextDate(stored: AdmissionDeadline | undefined, row: Row): AdmissionDeadline['date'] {
  if (stored && row.day === dayOf(stored.date)) {
    if (!row.day) return stored.date
    return { date: row.day, ...(row.rule ? { rule: row.rule } : {}) }
  }
  return { date: row.day, rule: row.rule }
}

function nextLevel(
  level: DeadlineLevel,
  stored: AdmissionDeadlines,
  form: z.output<typeof levelFormSchema>,
  today: string,
): AdmissionDeadlines {
  const deadlines = form.deadlines.map((row) => {
    const was = row.from === null ? undefined : stored.deadlines[row.from]
    return {
      label: row.label,
      level,
      date: nextDate(was, row),
      source: { title: row.sourceTitle, url: row.sourceUrl },
    }
  })
  const against = deadlines.find((d) => d.source.url === form.checkAgainst)?.source
  return {
    ...stored,
    entryYear: form.entryYear,
    deadlines,
    ...(against ? { asOf: today, checked: { on: today, against } } : {}),
  }
}

/**
 * The record after the editor's form, checked against the record's schema: each level the record
 * holds takes the form's values (a level the form leaves out is kept as stored) and, when the
 * editor marked it checked, the day and the page compared (`today`, YYYY-MM-DD, in UTC).
 */
export function applyDeadlineForm(
  stored: UniversityDeadlineRecord,
  input: DeadlineForm,
  today: string,
) {
  const form = deadlineFormSchema.parse(input)
  const next: UniversityDeadlineRecord = { ...stored }
  for (const level of DEADLINE_LEVELS) {
    const was = stored[level]
    const edited = form[level]
    if (was && edited) next[level] = nextLevel(level, was, edited, today)
  }
  return universityDeadlineRecordSchema.safeParse(next)
}
