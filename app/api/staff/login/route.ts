import { findStaffCredentials, recordStaffSignIn, startStaffSession } from '@/lib/db/staff-accounts'
import { env } from '@/lib/env'
import { UnauthorizedError } from '@/lib/errors'
import { errorResponse, parseJson } from '@/lib/http'
import { clientAddress } from '@/lib/security/client-address'
import { verifyAgainstNothing, verifyPassword } from '@/lib/staff/password'
import { assertSameOrigin, sealSession, sessionCookieHeader } from '@/lib/staff/session'
import { admitSignInAttempt, settleSignInAttempt } from '@/lib/staff/sign-in-limits'
import { staffLoginSchema } from '@/lib/validation/staff'

const BODY_LIMIT = 4 * 1024

/** POST /api/staff/login: checks an e-mail and password and starts a staff session cookie. */
export async function POST(request: Request) {
  try {
    assertSameOrigin(request)
    const { email, password } = await parseJson(request, staffLoginSchema, BODY_LIMIT)

    // The same limits for every e-mail, known or not: the answers reveal no account.
    const client = clientAddress(request.headers, env.TRUST_PROXY)
    await admitSignInAttempt(email, client)
    const staff = await findStaffCredentials(email)
    const valid = staff
      ? await verifyPassword(password, staff.passwordHash)
      : await verifyAgainstNothing(password)
    const succeeded = Boolean(staff && valid && !staff.disabled)
    await settleSignInAttempt(email, client, succeeded)
    // One answer for an unknown e-mail, a wrong password and a disabled account.
    if (!staff || !succeeded) throw new UnauthorizedError('Invalid e-mail or password')

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
