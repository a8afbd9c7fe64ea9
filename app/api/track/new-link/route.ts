import { createHash } from 'node:crypto'

import { sendReplacementTrackingLinks } from '@/lib/apply/mail'
import { trackingUrl } from '@/lib/apply/submission'
import { TRACKING_LINK_SENT } from '@/lib/apply/tracking-link'
import { issueReplacementTrackingLinks } from '@/lib/db/applications'
import { noteStoreFailure } from '@/lib/db/outage'
import { env } from '@/lib/env'
import { UnavailableError } from '@/lib/errors'
import { errorResponse, parseJson, RETRY_AFTER_SECONDS, runAfterResponse } from '@/lib/http'
import { clientAddress } from '@/lib/security/client-address'
import {
  enforceRateLimit,
  TRACKING_LINK_CLIENT_LIMIT,
  TRACKING_LINK_EMAIL_LIMIT,
} from '@/lib/security/rate-limit'
import { storeReachable } from '@/lib/site/store-pages'
import { trackingLinkRequestSchema } from '@/lib/validation/tracking'

const BODY_LIMIT = 2 * 1024

/** Issues and e-mails the replacement links; nothing at all for an address with no application. */
async function sendReplacementLinks(email: string) {
  const links = await issueReplacementTrackingLinks(email)
  if (!links.length) return
  await sendReplacementTrackingLinks({
    to: email,
    links: links.map(({ reference, token }) => ({ reference, trackingUrl: trackingUrl(token) })),
  })
}

/** POST /api/track/new-link: e-mails a new tracking link for each application made with an address. */
export async function POST(request: Request) {
  try {
    const { email } = await parseJson(request, trackingLinkRequestSchema, BODY_LIMIT)
    const client = clientAddress(request.headers, env.TRUST_PROXY)
    // Counted before the address is looked up, and the work done after answering: neither the
    // answer nor its timing says whether anyone applied with it. The counter keeps only a hash.
    const emailKey = createHash('sha256').update(email.toLowerCase()).digest('base64url')
    const limits = await Promise.allSettled([
      enforceRateLimit(TRACKING_LINK_CLIENT_LIMIT, client),
      enforceRateLimit(TRACKING_LINK_EMAIL_LIMIT, emailKey),
    ])
    for (const limit of limits) if (limit.status === 'rejected') throw limit.reason
    // "Sent" only when it can be: the same one-row query whoever asks, so it tells nothing.
    if (!(await storeReachable())) {
      noteStoreFailure()
      throw new UnavailableError(undefined, { 'Retry-After': String(RETRY_AFTER_SECONDS) })
    }
    runAfterResponse('tracking_link_failed', () => sendReplacementLinks(email))
    return Response.json(
      { message: TRACKING_LINK_SENT.message },
      { status: 202, headers: { 'Cache-Control': 'no-store' } },
    )
  } catch (error) {
    return errorResponse(error)
  }
}
