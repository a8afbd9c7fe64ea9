import { isStoreFailure } from '@/lib/db/errors'
import { UnavailableError } from '@/lib/errors'
import { errorResponse, RETRY_AFTER_SECONDS } from '@/lib/http'
import { logFailure } from '@/lib/log-failure'
import {
  assertSameOrigin,
  clearedSessionCookieHeader,
  readCookie,
  revokeSession,
  SESSION_COOKIE,
} from '@/lib/staff/session'

const SIGN_OUT_UNAVAILABLE =
  'You are still signed in: the back office cannot reach its database to end your session. Please try again in a minute.'

/** POST /api/staff/logout: ends the staff session in the database and clears its cookie. */
export async function POST(request: Request) {
  try {
    assertSameOrigin(request)
    await revokeSession(readCookie(request.headers, SESSION_COOKIE))
    return new Response(null, {
      status: 204,
      headers: { 'Set-Cookie': clearedSessionCookieHeader(), 'Cache-Control': 'no-store' },
    })
  } catch (error) {
    if (!isStoreFailure(error)) return errorResponse(error)
    // The session could not be ended, so the cookie is kept for a retry: clearing it would leave a
    // live session (a copied cookie still working) that no one could sign out of for 8 hours.
    const requestId = logFailure('store_unavailable', error)
    return errorResponse(
      new UnavailableError(SIGN_OUT_UNAVAILABLE, {
        'Retry-After': String(RETRY_AFTER_SECONDS),
        'X-Request-Id': requestId,
        'Cache-Control': 'no-store',
      }),
    )
  }
}
