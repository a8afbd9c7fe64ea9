import { RECORD_KINDS, REPORT_STATUSES } from '@/lib/records/kinds'
import { emailSchema } from '@/lib/validation/email'
import { withSafeText } from '@/lib/validation/safe-text'
import { z } from '@/lib/validation/zod'

export const REPORT_MESSAGE_MIN = 10
export const REPORT_MESSAGE_MAX = 2000
export const REPORT_NOTE_MAX = 2000

/** Every record's id is kebab-case (data/open-schema.ts); anything else names no record. */
const RECORD_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

// A report is read by staff as plain text: markup in it is refused rather than stripped, so what
// staff read is exactly what was sent.
export const MARKUP = /<\s*\/?\s*[a-z!?]|javascript\s*:|\bon[a-z]+\s*=/i
export const REPORT_MARKUP_MESSAGE =
  'Please describe the mistake in plain text, without HTML or scripts'

/** "" from an empty form field means "not given". */
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess(
    (value) => (typeof value === 'string' && !value.trim() ? undefined : value),
    schema.optional(),
  )

/** The report form and POST /api/reports share this schema, so both show the same messages. */
export const reportSchema = withSafeText(
  z.object({
    kind: z.enum(RECORD_KINDS, { error: 'Unknown kind of record' }),
    recordId: z
      .string({ error: 'Unknown record' })
      .max(200, 'Unknown record')
      .regex(RECORD_ID, 'Unknown record'),
    message: z
      .string({ error: 'Please say what is wrong' })
      .trim()
      .min(
        REPORT_MESSAGE_MIN,
        `Please say what is wrong (at least ${REPORT_MESSAGE_MIN} characters)`,
      )
      .max(REPORT_MESSAGE_MAX, 'Please keep your report under 2,000 characters')
      .refine((text) => !MARKUP.test(text), REPORT_MARKUP_MESSAGE),
    sourceUrl: optional(
      z
        .string()
        .trim()
        .max(2000, 'Please give a shorter web address')
        .pipe(
          z.url({
            protocol: /^https?$/,
            error: 'Please give a web address starting with https:// or http://',
          }),
        ),
    ),
    email: optional(emailSchema),
  }),
)

/** What the form holds. */
export type ReportInput = z.input<typeof reportSchema>
/** What the server stores. */
export type Report = z.output<typeof reportSchema>

/** A staff member's decision on a report, with an optional note for the team. */
export const reportReviewSchema = withSafeText(
  z.object({
    status: z.enum(REPORT_STATUSES, { error: 'Unknown status' }),
    note: optional(
      z
        .string()
        .trim()
        .max(REPORT_NOTE_MAX, `Please keep a note under ${REPORT_NOTE_MAX} characters`),
    ),
  }),
)
export type ReportReview = z.output<typeof reportReviewSchema>

/** The Data section's queue: which reports to list (new ones unless asked otherwise). */
export const reportQueueSchema = z.object({
  status: z.preprocess(
    (value) => (Array.isArray(value) ? value[0] : value),
    z.enum(REPORT_STATUSES).catch('new').default('new'),
  ),
})
