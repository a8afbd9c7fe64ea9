import { clearKeyCookieHeader, keyCookieHeader, readKeyCookie } from '@/lib/crawler/key-cookie'
import { testApiKey } from '@/lib/crawler/service'
import { env } from '@/lib/env'
import { HttpError } from '@/lib/errors'
import { errorResponse, parseJson } from '@/lib/http'
import { clientAddress } from '@/lib/security/client-address'
import { CRAWL_KEY_TEST_LIMIT, enforceRateLimit } from '@/lib/security/rate-limit'
import { apiKeyBodySchema } from '@/lib/validation/crawler'

const BODY_LIMIT = 4 * 1024

/** GET /api/crawl/key: whether a crawler key is connected (never the key itself). */
export function GET(request: Request) {
  const cookie = readKeyCookie(request.headers)
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  if (cookie.state === 'invalid') headers.set('Set-Cookie', clearKeyCookieHeader())
  return Response.json({ connected: cookie.state === 'valid' }, { headers })
}

/** POST /api/crawl/key: tests the typed key with a one-page crawl and keeps it in the sealed cookie. */
export async function POST(request: Request) {
  try {
    const { apiKey } = await parseJson(request, apiKeyBodySchema, BODY_LIMIT)
    await enforceRateLimit(CRAWL_KEY_TEST_LIMIT, clientAddress(request.headers, env.TRUST_PROXY))
    try {
      await testApiKey(apiKey)
    } catch (error) {
      // A failed key test, whatever the reason (even the service's rate limit), means an invalid key.
      if (error instanceof HttpError)
        throw new HttpError(error.status, 'invalid_key', error.message)
      throw error
    }
    return Response.json(
      { connected: true },
      {
        headers: {
          'Cache-Control': 'no-store',
          'Set-Cookie': keyCookieHeader(apiKey),
        },
      },
    )
  } catch (error) {
    return errorResponse(error)
  }
}

/** DELETE /api/crawl/key: forgets the saved key. */
export function DELETE() {
  return Response.json(
    { connected: false },
    { headers: { 'Cache-Control': 'no-store', 'Set-Cookie': clearKeyCookieHeader() } },
  )
}
