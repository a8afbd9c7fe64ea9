import { notFound } from 'next/navigation'

import { setSimulatedOutage } from '@/lib/db/client'
import { env } from '@/lib/env'

/** POST /api/test/db-outage?on=1|0: the e2e suite's switch to make the database unreachable (test builds only). */
export async function POST(request: Request) {
  if (!env.ENABLE_TEST_ROUTES) notFound()
  const on = new URL(request.url).searchParams.get('on') === '1'
  setSimulatedOutage(on)
  return Response.json({ outage: on })
}
