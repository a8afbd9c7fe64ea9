import { notFound } from 'next/navigation'

import { clientAddress } from '@/lib/client-address'
import { setSimulatedOutage } from '@/lib/db/client'
import { env } from '@/lib/env'
import { CONTACT_LIMIT, resetRateLimitFor, resetRateLimits } from '@/lib/rate-limit'

/** Limits one spec can reset for its own client without disturbing specs running in parallel. */
const LIMITS = { contact: CONTACT_LIMIT }

/**
 * POST /api/test/db-outage?on=1|0 and /api/test/reset-rate-limits[?limit=contact]: switches for
 * the end-to-end suite, served only when ENABLE_TEST_ROUTES is set (a 404 everywhere else).
 * With `limit`, only the caller's count of that one limit is reset.
 */
export async function POST(request: Request, { params }: { params: Promise<{ action: string }> }) {
  if (!env.ENABLE_TEST_ROUTES) notFound()
  const { action } = await params
  if (action === 'db-outage') {
    const on = new URL(request.url).searchParams.get('on') === '1'
    setSimulatedOutage(on)
    return Response.json({ outage: on })
  }
  if (action === 'reset-rate-limits') {
    const limit = new URL(request.url).searchParams.get('limit')
    if (limit === null) {
      await resetRateLimits()
      return Response.json({ reset: true })
    }
    if (!Object.hasOwn(LIMITS, limit)) notFound()
    const spec = LIMITS[limit as keyof typeof LIMITS]
    await resetRateLimitFor(spec, clientAddress(request.headers, env.TRUST_PROXY))
    return Response.json({ reset: spec.name })
  }
  notFound()
}
