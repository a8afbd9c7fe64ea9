import { findStaffCredentials, recordStaffSignIn, startStaffSession } from '@/lib/db/staff-accounts'
import { env } from '@/lib/env'
import { UnauthorizedError } from '@/lib/errors'
import { errorResponse, parseJson } from '@/lib/http'
import { clientAddress } from '@/lib/security/client-address'
import {
  accountClientKey,
  clearRateLimit,
  enforceRateLimit,
  STAFF_LOGIN_ACCOUNT_CEILING,
  STAFF_LOGIN_ACCOUNT_LIMIT,
  STAFF_LOGIN_CLIENT_LIMIT,
} from '@/lib/security/rate-limit'
import { verifyAgainstNothing, verifyPassword } from '@/lib/staff/password'
import { assertSameOrigin, sealSession, sessionCookieHeader } from '@/lib/staff/session'
import { staffLoginSchema } from '@/lib/validation/staff'

const BODY_LIMIT = 4 * 1024

/** POST /api/staff/login: checks an e-mail and password and starts a staff session cookie. */
export async function POST(request: Request) {
  try {
    assertSameOrigin(request)
    const { email, password } = await parseJson(request, staffLoginSchema, BODY_LIMIT)

    // The same limits for every e-mail, known or not: the answers reveal no account.
    const client = clientAddress(request.headers, env.TRUST_PROXY)
    const accountKey = accountClientKey(email, client)
    // Counted together, so a slow store delays a sign-in once, not three times.
    const limits = await Promise.allSettled([
      enforceRateLimit(STAFF_LOGIN_CLIENT_LIMIT, client),
      enforceRateLimit(STAFF_LOGIN_ACCOUNT_LIMIT, accountKey),
      enforceRateLimit(STAFF_LOGIN_ACCOUNT_CEILING, email),
    ])
    for (const limit of limits) if (limit.status === 'rejected') throw limit.reason
    const staff = await findStaffCredentials(email)
    const valid = staff
      ? await verifyPassword(password, staff.passwordHash)
      : await verifyAgainstNothing(password)
    // One answer for an unknown e-mail, a wrong password and a disabled account.
    if (!staff || !valid || staff.disabled)
      throw new UnauthorizedError('Invalid e-mail or password')

    await clearRateLimit(STAFF_LOGIN_ACCOUNT_LIMIT, accountKey)
    await recordStaffSignIn(staff.id)
    const sessionId = await startStaffSession(staff.id)
    return Response.json(
      { email: staff.email, name: staff.name },
      {
        headers: {
          'Set-Cookie': sessionCookieHeader(
            await sealSession(staff.id, sessionId, staff.sessionVersion),
          ),
          'Cache-Control': 'no-store',
        },
      },
    )
  } catch (error) {
    return errorResponse(error)
  }
}
