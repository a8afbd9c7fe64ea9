import { notFound } from 'next/navigation'

import { setSimulatedOutage } from '@/lib/db/client'
import { env } from '@/lib/env'
import { resetRateLimits } from '@/lib/rate-limit'

/**
 * POST /api/test/db-outage?on=1|0 and /api/test/reset-rate-limits: switches for the end-to-end
 * suite, served only when ENABLE_TEST_ROUTES is set (a 404 everywhere else).
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
    await resetRateLimits()
    return Response.json({ reset: true })
  }
  notFound()
}
