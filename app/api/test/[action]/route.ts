import { notFound } from 'next/navigation'

import { clientAddress } from '@/lib/client-address'
import { setSimulatedOutage } from '@/lib/db/client'
import { env } from '@/lib/env'
import {
  CRAWL_KEY_TEST_LIMIT,
  CRAWL_LIMIT,
  resetRateLimit,
  resetRateLimits,
} from '@/lib/rate-limit'

const SCOPED_LIMITS = new Map([CRAWL_KEY_TEST_LIMIT, CRAWL_LIMIT].map((spec) => [spec.name, spec]))

/**
 * POST /api/test/db-outage?on=1|0 and /api/test/reset-rate-limits[?name=<limit>]: switches for the
 * end-to-end suite, served only when ENABLE_TEST_ROUTES is set (a 404 everywhere else). With a name,
 * only the calling client's count of that limit is reset, so specs running alongside keep theirs.
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
    const name = new URL(request.url).searchParams.get('name')
    const spec = name ? SCOPED_LIMITS.get(name) : undefined
    if (name && !spec) notFound()
    if (spec) await resetRateLimit(spec, clientAddress(request.headers, env.TRUST_PROXY))
    else await resetRateLimits()
    return Response.json({ reset: true })
  }
  notFound()
}
