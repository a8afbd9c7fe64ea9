import { errorResponse } from '@/lib/http'
import { assertSameOrigin, clearedSessionCookieHeader } from '@/lib/staff/session'

/** POST /api/staff/logout: ends the staff session by clearing its cookie. */
export async function POST(request: Request) {
  try {
    assertSameOrigin(request)
    return new Response(null, {
      status: 204,
      headers: { 'Set-Cookie': clearedSessionCookieHeader(), 'Cache-Control': 'no-store' },
    })
  } catch (error) {
    return errorResponse(error)
  }
}
