import { APPLICATION_STATUSES } from '@/lib/application-status'
import { withSafeText } from '@/lib/validation/safe-text'
import { z } from '@/lib/validation/zod'

/** Application references as lib/db/applications.ts makes them, e.g. SA-2026-K7QX2M. */
export const REFERENCE_PATTERN = /^SA-\d{4}-[A-HJ-NP-Z2-9]{6}$/

export const staffLoginSchema = withSafeText(
  z.object({
    email: z
      .string({ error: 'Enter your e-mail address' })
      .trim()
      .toLowerCase()
      .min(1, 'Enter your e-mail address')
      .max(254, 'Invalid e-mail or password'),
    password: z
      .string({ error: 'Enter your password' })
      .min(1, 'Enter your password')
      .max(200, 'Invalid e-mail or password'),
  }),
)
export type StaffLogin = z.infer<typeof staffLoginSchema>

/** `from` is the status the staff member saw: the change applies only if it is still current. */
export const statusChangeSchema = z.object({
  from: z.enum(APPLICATION_STATUSES, { error: 'Unknown status' }),
  to: z.enum(APPLICATION_STATUSES, { error: 'Unknown status' }),
})
export type StatusChange = z.infer<typeof statusChangeSchema>

export const NOTE_MAX_LENGTH = 5000

export const noteSchema = withSafeText(
  z.object({
    body: z
      .string({ error: 'Write the note first' })
      .trim()
      .min(1, 'Write the note first')
      .max(NOTE_MAX_LENGTH, `Please keep a note under ${NOTE_MAX_LENGTH} characters`),
  }),
)
export type Note = z.infer<typeof noteSchema>

/** Where to go after signing in: a back-office path, never another site or the login page itself. */
export function safeStaffPath(next: unknown): string {
  const path = Array.isArray(next) ? next[0] : next
  if (typeof path !== 'string' || path.length > 500) return '/staff'
  if (!/^\/staff(\/[A-Za-z0-9/_-]*)?(\?[A-Za-z0-9=&%+._-]*)?$/.test(path)) return '/staff'
  if (/^\/staff\/login(\/|\?|$)/.test(path)) return '/staff'
  return path
}
