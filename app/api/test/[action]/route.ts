import { notFound } from 'next/navigation'

import { setSimulatedOutage } from '@/lib/db/client'
import { noteStoreRecovered } from '@/lib/db/outage'
import { env } from '@/lib/env'
import { clientAddress } from '@/lib/security/client-address'
import {
  APPLY_LIMIT,
  clearRateLimit,
  CONTACT_LIMIT,
  CRAWL_KEY_TEST_LIMIT,
  CRAWL_LIMIT,
  resetRateLimits,
  TRACKING_LINK_CLIENT_LIMIT,
} from '@/lib/security/rate-limit'

/** Limits one spec can reset for its own client without disturbing specs running in parallel. */
const SCOPED_LIMITS = new Map(
  [APPLY_LIMIT, CONTACT_LIMIT, CRAWL_KEY_TEST_LIMIT, CRAWL_LIMIT, TRACKING_LINK_CLIENT_LIMIT].map(
    (spec) => [spec.name, spec],
  ),
)

/**
 * POST /api/test/db-outage?on=1|0 and /api/test/reset-rate-limits[?limit=<name>]: switches for the
 * end-to-end suite, served only when ENABLE_TEST_ROUTES is set (a 404 everywhere else). With a
 * limit name, only the calling client's count of that limit is reset.
 */
export async function POST(request: Request, { params }: { params: Promise<{ action: string }> }) {
  if (!env.ENABLE_TEST_ROUTES) notFound()
  const { action } = await params
  if (action === 'db-outage') {
    const on = new URL(request.url).searchParams.get('on') === '1'
    setSimulatedOutage(on)
    if (!on) noteStoreRecovered()
    return Response.json({ outage: on })
  }
  if (action === 'reset-rate-limits') {
    const name = new URL(request.url).searchParams.get('limit')
    if (name === null) {
      await resetRateLimits()
      return Response.json({ reset: true })
    }
    const spec = SCOPED_LIMITS.get(name)
    if (!spec) notFound()
    await clearRateLimit(spec, clientAddress(request.headers, env.TRUST_PROXY))
    return Response.json({ reset: spec.name })
  }
  notFound()
}
