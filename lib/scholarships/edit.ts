// The award edit form's schema (shared by the form and PUT /api/staff/data/awards/<slug>) and the
// pure step from a stored award plus the form to the next record. Pure: no database.
import { MARKUP } from '@/lib/validation/report'
import { withSafeText } from '@/lib/validation/safe-text'
import { z } from '@/lib/validation/zod'
import { scholarshipSchema, type CycleDate, type Scholarship } from '@/data/schema'

export const PLAIN_TEXT_MESSAGE = 'Please use plain text, without HTML or scripts'

export const plain = (max: number, required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `Please keep this under ${max} characters`)
    .refine((t) => !MARKUP.test(t), PLAIN_TEXT_MESSAGE)

export const optionalPlain = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please keep this under ${max} characters`)
    .refine((t) => !MARKUP.test(t), PLAIN_TEXT_MESSAGE)

export const httpsLink = z
  .string({ error: 'Please give the page address' })
  .trim()
  .refine((t) => URL.canParse(t) && new URL(t).protocol === 'https:', {
    message: 'Please give a full https:// address',
  })

/** "" (the field left empty) or a day as YYYY-MM-DD. */
export const dayOrEmpty = z.union([
  z.literal(''),
  z.iso.date({ error: 'Please give a valid date' }),
])

/** What an editor can change on an award; everything else is kept as stored. */
export const awardFormSchema = withSafeText(
  z
    .object({
      name: plain(200, 'Please give the award’s name'),
      value: plain(500, 'Please say what the award is worth'),
      deadline: optionalPlain(300),
      link: httpsLink,
      description: plain(4000, 'Please describe the award'),
      opens: dayOrEmpty,
      closes: dayOrEmpty,
      sources: z
        .array(
          z.object({
            title: plain(200, 'Please name the source'),
            url: httpsLink,
          }),
        )
        .min(1, 'Please keep at least one source')
        .max(10, 'At most 10 sources'),
      /** The URL of the source the editor compared the record with, or "" (not checked now). */
      checkAgainst: z.string().trim(),
    })
    .refine((f) => !f.checkAgainst || f.sources.some((s) => s.url === f.checkAgainst), {
      message: 'Choose one of the award’s sources',
      path: ['checkAgainst'],
    }),
)
export type AwardForm = z.input<typeof awardFormSchema>

const dayOf = (date: CycleDate) => (date && 'date' in date ? date.date : '')

/** The form's starting values for a stored award. */
export function awardFormValues(award: Scholarship): AwardForm {
  return {
    name: award.name,
    value: award.value,
    deadline: award.deadline ?? '',
    link: award.link,
    description: award.description,
    opens: dayOf(award.cycle.opens),
    closes: dayOf(award.cycle.closes),
    sources: award.sources.map((s) => ({ ...s })),
    checkAgainst: '',
  }
}

/**
 * A date field back into the round: unchanged keeps what is stored (a usual timing stays usual, a
 * yearly rule stays); a new day replaces it; emptied, a fixed day becomes "not known".
 */
function nextDate(stored: CycleDate, day: string): CycleDate {
  if (day === dayOf(stored)) return stored
  return day ? { date: day } : null
}

/**
 * The award after the editor's form, checked against the award's schema: the fields the form
 * holds, and, when the editor marked it checked, the day and the page compared (`today`,
 * YYYY-MM-DD, in UTC).
 */
export function applyAwardForm(stored: Scholarship, input: AwardForm, today: string) {
  const form = awardFormSchema.parse(input)
  // The deadline text is the form's alone: an emptied field leaves the award without one.
  const rest: Omit<Scholarship, 'deadline'> & { deadline?: string } = { ...stored }
  delete rest.deadline
  const against = form.sources.find((s) => s.url === form.checkAgainst)
  return scholarshipSchema.safeParse({
    ...rest,
    name: form.name,
    value: form.value,
    ...(form.deadline ? { deadline: form.deadline } : {}),
    link: form.link,
    description: form.description,
    sources: form.sources,
    cycle: {
      ...stored.cycle,
      opens: nextDate(stored.cycle.opens, form.opens),
      closes: nextDate(stored.cycle.closes, form.closes),
    },
    ...(against ? { asOf: today, checked: { on: today, against } } : {}),
  } satisfies Scholarship)
}
