import { errorResponse } from '@/lib/http'
import {
  assertSameOrigin,
  clearedSessionCookieHeader,
  readCookie,
  revokeSession,
  SESSION_COOKIE,
} from '@/lib/staff/session'

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
    return errorResponse(error)
  }
}
