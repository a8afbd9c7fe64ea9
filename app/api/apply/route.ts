import { after } from 'next/server'

import { sendApplicationConfirmation } from '@/lib/apply/mail'
import {
  applicationLogLine,
  readIdempotencyKey,
  trackingPath,
  trackingUrl,
} from '@/lib/apply/submission'
import {
  applicationBodyHash,
  createApplication,
  findApplicationByIdempotencyKey,
  type StoredApplication,
} from '@/lib/db/applications'
import { env } from '@/lib/env'
import { IdempotencyKeyReusedError, RateLimitError } from '@/lib/errors'
import { errorResponse, logFailure, parseJson } from '@/lib/http'
import { clientAddress } from '@/lib/security/client-address'
import { APPLY_LIMIT, enforceRateLimit } from '@/lib/security/rate-limit'
import { applicationSchemaFor, type Application } from '@/lib/validation/application'

const BODY_LIMIT = 64 * 1024

/** A stored result answers a retry only when the retry carries the same application. */
function answer(saved: StoredApplication, bodyHash?: string) {
  if (saved.replayed && saved.bodyHash !== bodyHash) throw new IdempotencyKeyReusedError()
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

function runAfterResponse(reference: string, task: () => Promise<void>) {
  // The mailer's errors may quote the address: log the reference and the error's codes only.
  const safe = () =>
    task().catch((error: unknown) => {
      logFailure('confirmation_email_failed', error, { reference })
    })
  try {
    after(safe)
  } catch {
    void safe() // outside a request scope (tests): just run it
  }
}

// Submissions in flight in this process, by Idempotency-Key: a retry sent before the first answer
// waits for it instead of counting against the rate limit a second time.
const inFlight = new Map<string, Promise<StoredApplication>>()

async function store(request: Request, application: Application, key: string | undefined) {
  try {
    await enforceRateLimit(APPLY_LIMIT, clientAddress(request.headers, env.TRUST_PROXY))
  } catch (error) {
    // Another instance may have stored the first attempt in the meantime.
    const replay =
      key && error instanceof RateLimitError
        ? await findApplicationByIdempotencyKey(key)
        : undefined
    if (replay) return replay
    throw error
  }
  return createApplication(application, { idempotencyKey: key })
}

/** POST /api/apply: validate, rate-limit, store an application and answer with its reference. */
export async function POST(request: Request) {
  try {
    const application = await parseJson(request, applicationSchemaFor(new Date()), BODY_LIMIT)
    const key = readIdempotencyKey(request.headers)
    const bodyHash = key ? applicationBodyHash(application) : undefined

    // A retry with a known key is answered from the stored result (or the first attempt's, while
    // it is still in flight here), before any rate limit.
    const pending = key ? inFlight.get(key) : undefined
    if (pending) {
      const first = await pending.catch(() => undefined)
      if (first) return answer({ ...first, replayed: true }, bodyHash)
    }
    const attempt = (async () => {
      const replay = key ? await findApplicationByIdempotencyKey(key) : undefined
      return replay ?? (await store(request, application, key))
    })()
    if (key) inFlight.set(key, attempt)
    let saved: StoredApplication
    try {
      saved = await attempt
    } finally {
      if (key && inFlight.get(key) === attempt) inFlight.delete(key)
    }
    if (!saved.replayed) {
      console.info(applicationLogLine(application, saved.createdAt))
      runAfterResponse(saved.reference, () =>
        sendApplicationConfirmation({
          to: application.email,
          firstName: application.firstName,
          reference: saved.reference,
          trackingUrl: trackingUrl(saved.trackingToken),
        }),
      )
    }
    return answer(saved, bodyHash)
  } catch (error) {
    return errorResponse(error)
  }
}
