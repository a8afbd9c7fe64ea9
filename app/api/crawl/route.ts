import { requireApiKey } from '@/lib/crawler/key-cookie'
import { startCrawl } from '@/lib/crawler/service'
import { env } from '@/lib/env'
import { errorResponse, parseJson } from '@/lib/http'
import { clientAddress } from '@/lib/security/client-address'
import { CRAWL_LIMIT, enforceRateLimit } from '@/lib/security/rate-limit'
import { crawlBodySchema } from '@/lib/validation/crawler'

const BODY_LIMIT = 8 * 1024

/** POST /api/crawl: starts a crawl of an allowed website with the saved key and answers its id. */
export async function POST(request: Request) {
  try {
    const apiKey = requireApiKey(request.headers)
    const { url } = await parseJson(request, crawlBodySchema, BODY_LIMIT)
    await enforceRateLimit(CRAWL_LIMIT, clientAddress(request.headers, env.TRUST_PROXY))
    const id = await startCrawl(apiKey, url)
    return Response.json({ id }, { status: 202, headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    return errorResponse(error)
  }
}
