import { emailSchema } from '@/lib/validation/email'
import { withSafeText } from '@/lib/validation/safe-text'
import { z } from '@/lib/validation/zod'

/** POST /api/track/new-link and the lost-link form: the e-mail address the student applied with. */
export const trackingLinkRequestSchema = withSafeText(z.object({ email: emailSchema }))
export type TrackingLinkRequest = z.infer<typeof trackingLinkRequestSchema>
