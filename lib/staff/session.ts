import 'server-only'

import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { cache } from 'react'

import { sealData, unsealData } from 'iron-session'
import { z } from 'zod'

import { readForPage } from '@/lib/db/page-read'
import {
  getStaffSessionState,
  isStaffSessionLive,
  revokeStaffSession,
  type StaffAccount,
} from '@/lib/db/staff-accounts'
import { env, sessionSecret } from '@/lib/env'
import { ForbiddenError, NotFoundError, UnauthorizedError } from '@/lib/errors'
import { isSameOrigin } from '@/lib/staff/origin'
import { canEditData } from '@/lib/staff/roles'
import { REFERENCE_PATTERN } from '@/lib/validation/staff'

export const SESSION_COOKIE = 'staff_session'
/** A working day: after that the seal and the cookie both expire and staff sign in again. */
export const SESSION_TTL_SECONDS = 8 * 60 * 60

const payloadSchema = z.object({
  staffId: z.uuid(),
  sessionId: z.uuid(),
  version: z.number().int().min(0),
})
type SessionPayload = z.infer<typeof payloadSchema>

/**
 * The cookie value for a new session: the staff id, the session's row id and the account's session
 * version, encrypted and signed with SESSION_SECRET. Revoking the row (sign-out) ends this session;
 * raising the version (a new password, disabling the account) ends all of them, at once, whatever
 * is left of their 8 hours.
 */
export function sealSession(staffId: string, sessionId: string, version: number): Promise<string> {
  return sealData({ staffId, sessionId, version } satisfies SessionPayload, {
    password: sessionSecret(),
    ttl: SESSION_TTL_SECONDS,
  })
}

async function openSession(value: string | undefined): Promise<SessionPayload | undefined> {
  if (!value) return undefined
  try {
    const parsed = payloadSchema.safeParse(
      await unsealData(value, { password: sessionSecret(), ttl: SESSION_TTL_SECONDS }),
    )
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/**
 * The account behind a cookie value; undefined when it is missing, forged or expired, the account
 * is gone or disabled, or the session was revoked (its version is no longer the account's).
 */
export async function staffFromSession(
  value: string | undefined,
): Promise<StaffAccount | undefined> {
  const payload = await openSession(value)
  if (!payload) return undefined
  const [state, live] = await Promise.all([
    getStaffSessionState(payload.staffId),
    isStaffSessionLive(payload.sessionId, payload.staffId),
  ])
  if (!state || !live || state.disabled || state.sessionVersion !== payload.version)
    return undefined
  return { id: state.id, email: state.email, name: state.name, role: state.role }
}

/** Sign-out: ends the cookie's session server-side (other devices stay signed in). */
export async function revokeSession(value: string | undefined) {
  const payload = await openSession(value)
  if (payload) await revokeStaffSession(payload.sessionId)
}

// httpOnly: page scripts never see it; SameSite=Strict: no other site's page can send it.
const attributes = () =>
  `Path=/; HttpOnly; SameSite=Strict${env.NODE_ENV === 'production' ? '; Secure' : ''}`

export function sessionCookieHeader(value: string) {
  return `${SESSION_COOKIE}=${value}; Max-Age=${SESSION_TTL_SECONDS}; ${attributes()}`
}

export function clearedSessionCookieHeader() {
  return `${SESSION_COOKIE}=; Max-Age=0; ${attributes()}`
}

export function readCookie(headers: Headers, name: string): string | undefined {
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=')
  }
  return undefined
}

/** Refuses (403) a state-changing request sent from another site's page. */
export function assertSameOrigin(request: Request) {
  if (!isSameOrigin(request.headers, env.TRUST_PROXY))
    throw new ForbiddenError('This request did not come from this site.')
}

/** For staff route handlers: the signed-in account, or 401. State-changing methods also pass the CSRF check. */
export async function requireStaffRequest(request: Request): Promise<StaffAccount> {
  if (request.method !== 'GET' && request.method !== 'HEAD') assertSameOrigin(request)
  const staff = await staffFromSession(readCookie(request.headers, SESSION_COOKIE))
  if (!staff) throw new UnauthorizedError()
  return staff
}

export const NO_SUCH_APPLICATION = 'No application has this reference.'

/** For the Data section's routes: the signed-in account (else 401) when its role may keep the data (else 403). */
export async function requireDataEditorRequest(request: Request): Promise<StaffAccount> {
  const staff = await requireStaffRequest(request)
  if (!canEditData(staff.role)) throw new ForbiddenError(DATA_FORBIDDEN)
  return staff
}

export const DATA_FORBIDDEN = 'Only editors and admins can open the Data section.'

/** For staff routes about one application: the account (else 401) and a valid reference (else 404). */
export async function requireStaffApplication(
  request: Request,
  params: Promise<{ reference: string }>,
): Promise<{ staff: StaffAccount; reference: string }> {
  const staff = await requireStaffRequest(request)
  const { reference } = await params
  if (!REFERENCE_PATTERN.test(reference)) throw new NotFoundError(NO_SUCH_APPLICATION)
  return { staff, reference }
}

/** For staff pages: the signed-in account, once per request. */
export const currentStaff = cache(async () => {
  const value = (await cookies()).get(SESSION_COOKIE)?.value
  return readForPage(() => staffFromSession(value))
})

/** For staff pages: the signed-in account, or a redirect to the login page that comes back to `path`. */
export async function requireStaffPage(path: string): Promise<StaffAccount> {
  const staff = await currentStaff()
  if (!staff) redirect(`/staff/login?next=${encodeURIComponent(path)}`)
  return staff
}

/**
 * For the Data section's pages: the signed-in account (else sign-in) when its role may keep the
 * data; an admissions account is sent back to the applications (307).
 */
export async function requireDataEditorPage(path: string): Promise<StaffAccount> {
  const staff = await requireStaffPage(path)
  if (!canEditData(staff.role)) redirect('/staff')
  return staff
}
