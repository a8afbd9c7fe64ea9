import { CONTACT_LIMITS } from '@/lib/contact'
import { sanitizeText } from '@/lib/security/sanitiser'
import { emailSchema } from '@/lib/validation/email'
import { withSafeText } from '@/lib/validation/safe-text'
import { firstValue, type RawSearchParams } from '@/lib/validation/search-params'
import { z } from '@/lib/validation/zod'

const [nameMin, nameMax] = CONTACT_LIMITS.name
const [subjectMin, subjectMax] = CONTACT_LIMITS.subject
const [messageMin, messageMax] = CONTACT_LIMITS.message

/** The contact form and POST /api/contact share this schema, so both show the same messages. */
export const contactSchema = withSafeText(
  z.object({
    name: z
      .string({ error: 'Please enter your name' })
      .transform(sanitizeText)
      .pipe(
        z
          .string()
          .min(nameMin, `Please enter your name (at least ${nameMin} characters)`)
          .max(nameMax, `Please keep your name under ${nameMax} characters`),
      ),
    email: emailSchema,
    subject: z
      .string({ error: 'Please enter a subject' })
      .trim()
      .min(subjectMin, `Please enter a subject (at least ${subjectMin} characters)`)
      .max(subjectMax, `Please keep the subject under ${subjectMax} characters`),
    message: z
      .string({ error: 'Please write your message' })
      .trim()
      .min(messageMin, `Please write a little more (at least ${messageMin} characters)`)
      .max(messageMax, 'Please keep your message under 5,000 characters'),
  }),
)

/** What the form holds. */
export type ContactInput = z.input<typeof contactSchema>
/** What the server stores, trimmed and with the name sanitised. */
export type Contact = z.output<typeof contactSchema>

/** An application reference as the tracking page shows it (SA-2026-7K3Q9X). */
const REFERENCE = /^SA-\d{4}-[A-HJ-NP-Z2-9]{6}$/

/** /contact?reference=<reference>: a message about an application; anything else is ignored. */
const contactPrefillSchema = z.object({
  reference: z.preprocess(firstValue, z.string().regex(REFERENCE)).optional().catch(undefined),
})

/** The subject a message starts with: the application it is about, from the tracking page's link. */
export function contactSubjectFor(raw: RawSearchParams): string {
  const { reference } = contactPrefillSchema.parse(raw)
  return reference ? `About my application ${reference}` : ''
}
