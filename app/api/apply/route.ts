import { after } from 'next/server'

import { sendApplicationConfirmation } from '@/lib/apply/mail'
import {
  applicationLogLine,
  readIdempotencyKey,
  trackingPath,
  trackingUrl,
} from '@/lib/apply/submission'
import {
  createApplication,
  findApplicationByIdempotencyKey,
  type StoredApplication,
} from '@/lib/db/applications'
import { env } from '@/lib/env'
import { errorResponse, parseJson } from '@/lib/http'
import { clientAddress } from '@/lib/security/client-address'
import { APPLY_LIMIT, enforceRateLimit } from '@/lib/security/rate-limit'
import { applicationSchemaFor } from '@/lib/validation/application'

const BODY_LIMIT = 64 * 1024

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

function runAfterResponse(task: () => Promise<void>) {
  const safe = () =>
    task().catch((error: unknown) => console.error('Confirmation e-mail failed:', error))
  try {
    after(safe)
  } catch {
    void safe() // outside a request scope (tests): just run it
  }
}

/** POST /api/apply: validate, rate-limit, store an application and answer with its reference. */
export async function POST(request: Request) {
  try {
    const application = await parseJson(request, applicationSchemaFor(new Date()), BODY_LIMIT)
    const key = readIdempotencyKey(request.headers)

    const replay = key ? await findApplicationByIdempotencyKey(key) : undefined
    if (replay) return answer(replay)

    await enforceRateLimit(APPLY_LIMIT, clientAddress(request.headers, env.TRUST_PROXY))
    const saved = await createApplication(application, { idempotencyKey: key })
    if (!saved.replayed) {
      console.info(applicationLogLine(application, saved.createdAt))
      runAfterResponse(() =>
        sendApplicationConfirmation({
          to: application.email,
          firstName: application.firstName,
          reference: saved.reference,
          trackingUrl: trackingUrl(saved.trackingToken),
        }),
      )
    }
    return answer(saved)
  } catch (error) {
    return errorResponse(error)
  }
}
