import { after } from 'next/server'

import { sendApplicationConfirmation } from '@/lib/apply/mail'
import {
  createApplication,
  findApplicationByIdempotencyKey,
  type StoredApplication,
} from '@/lib/db/applications'
import { env } from '@/lib/env'
import { BadRequestError, ValidationError } from '@/lib/errors'
import { errorResponse, readJsonBody } from '@/lib/http'
import { clientAddress } from '@/lib/security/client-address'
import { APPLY_LIMIT, enforceRateLimit } from '@/lib/security/rate-limit'
import { siteConfig } from '@/lib/site'
import { applicationSchemaFor, type Application } from '@/lib/validation/application'
import { fieldErrors } from '@/lib/validation/field-errors'

const BODY_LIMIT = 64 * 1024

function idempotencyKey(headers: Headers): string | undefined {
  const key = headers.get('idempotency-key')?.trim()
  if (!key) return undefined
  if (!/^[A-Za-z0-9_-]{8,128}$/.test(key))
    throw new BadRequestError('Idempotency-Key must be 8-128 letters, digits, - or _.')
  return key
}

function answer(saved: StoredApplication) {
  const trackingPath = `/track/${saved.trackingToken}`
  return Response.json(
    {
      reference: saved.reference,
      status: saved.status,
      submittedAt: saved.createdAt,
      trackingPath,
      trackingUrl: `${siteConfig.url}${trackingPath}`,
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
    const body = await readJsonBody(request, BODY_LIMIT)
    const parsed = applicationSchemaFor(new Date()).safeParse(body)
    if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error))
    const key = idempotencyKey(request.headers)

    const replay = key ? await findApplicationByIdempotencyKey(key) : undefined
    if (replay) return answer(replay)

    await enforceRateLimit(APPLY_LIMIT, clientAddress(request.headers, env.TRUST_PROXY))
    const saved = await createApplication(parsed.data, { idempotencyKey: key })
    if (!saved.replayed) {
      logApplication(parsed.data, saved.createdAt)
      runAfterResponse(() =>
        sendApplicationConfirmation({
          to: parsed.data.email,
          firstName: parsed.data.firstName,
          reference: saved.reference,
          trackingUrl: `${siteConfig.url}/track/${saved.trackingToken}`,
        }),
      )
    }
    return answer(saved)
  } catch (error) {
    return errorResponse(error)
  }
}

/** SPEC §7: one info line per application, and no other personal data. */
function logApplication(application: Application, at: Date) {
  console.info(
    JSON.stringify({
      event: 'application_received',
      timestamp: at.toISOString(),
      hasFirstName: application.firstName.length > 0,
      studyLevel: application.studyLevel,
      preferredCountry: application.preferredCountry,
    }),
  )
}
