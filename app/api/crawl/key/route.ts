import { clearKeyCookieHeader, keyCookieHeader, readKeyCookie } from '@/lib/crawler/key-cookie'
import { testApiKey } from '@/lib/crawler/service'
import { env } from '@/lib/env'
import { HttpError, ValidationError } from '@/lib/errors'
import { errorResponse, readJsonBody } from '@/lib/http'
import { clientAddress } from '@/lib/security/client-address'
import { CRAWL_KEY_TEST_LIMIT, enforceRateLimit } from '@/lib/security/rate-limit'
import { apiKeyBodySchema } from '@/lib/validation/crawler'
import { fieldErrors } from '@/lib/validation/field-errors'

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
    const parsed = apiKeyBodySchema.safeParse(await readJsonBody(request, BODY_LIMIT))
    if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error))
    await enforceRateLimit(CRAWL_KEY_TEST_LIMIT, clientAddress(request.headers, env.TRUST_PROXY))
    try {
      await testApiKey(parsed.data.apiKey)
    } catch (error) {
      // SPEC §8: a failed key test, whatever the reason, means the key is not saved.
      if (error instanceof HttpError)
        throw new HttpError(error.status, 'invalid_key', error.message)
      throw error
    }
    return Response.json(
      { connected: true },
      {
        headers: {
          'Cache-Control': 'no-store',
          'Set-Cookie': keyCookieHeader(parsed.data.apiKey),
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
