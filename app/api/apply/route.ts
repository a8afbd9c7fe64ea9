import { sendApplicationConfirmation } from '@/lib/apply/mail'
import { storeApplicationOnce } from '@/lib/apply/store'
import {
  applicationLogLine,
  readIdempotencyKey,
  trackingPath,
  trackingUrl,
} from '@/lib/apply/submission'
import type { StoredApplication } from '@/lib/db/applications'
import { env } from '@/lib/env'
import { errorResponse, parseJson, runAfterResponse } from '@/lib/http'
import { requestTime } from '@/lib/request-time'
import { clientAddress } from '@/lib/security/client-address'
import { applicationSchemaFor } from '@/lib/validation/application'

const BODY_LIMIT = 64 * 1024

/** 201 with the reference and tracking link; 200 for a retry answered from the stored result. */
function answer(saved: StoredApplication) {
  return Response.json(
    {
      reference: saved.reference,
      status: saved.status,
      submittedAt: saved.createdAt,
      trackingPath: trackingPath(saved.trackingToken),
      trackingUrl: trackingUrl(saved.trackingToken),
      /** Whether a confirmation e-mail is sent (only where SMTP is configured). */
      confirmationEmail: Boolean(env.SMTP_URL),
    },
    {
      status: saved.replayed ? 200 : 201,
      headers: saved.replayed ? { 'Idempotent-Replayed': 'true' } : undefined,
    },
  )
}

/** POST /api/apply: validate, rate-limit, store an application and answer with its reference. */
export async function POST(request: Request) {
  try {
    const today = requestTime(request.headers, new Date())
    const application = await parseJson(request, applicationSchemaFor(today), BODY_LIMIT)
    const saved = await storeApplicationOnce(application, {
      key: readIdempotencyKey(request.headers),
      client: clientAddress(request.headers, env.TRUST_PROXY),
    })
    if (!saved.replayed) {
      console.info(applicationLogLine(application, saved.createdAt))
      runAfterResponse(
        'confirmation_email_failed',
        () =>
          sendApplicationConfirmation({
            to: application.email,
            firstName: application.firstName,
            reference: saved.reference,
            trackingUrl: trackingUrl(saved.trackingToken),
          }),
        { reference: saved.reference },
      )
    }
    return answer(saved)
  } catch (error) {
    return errorResponse(error)
  }
}
