import { hasSuspiciousEmailContent, validateEmail } from '@/lib/security/sanitiser'
import { z } from '@/lib/validation/zod'

/** The e-mail rule and its messages, shared by the application and contact schemas. */
export const emailSchema = z
  .string({ error: 'Invalid email address' })
  .trim()
  .max(254, 'Invalid email address')
  .refine((email) => !hasSuspiciousEmailContent(email), {
    error: 'Invalid or unsafe email address',
    abort: true,
  })
  .pipe(z.email('Invalid email address'))
  .refine((email) => validateEmail(email).valid, 'Invalid email address')
