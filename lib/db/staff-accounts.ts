import 'server-only'

import { and, eq, isNull, sql } from 'drizzle-orm'

import { getDb } from '@/lib/db/client'
import { staffSessions, staffUsers } from '@/lib/db/schema'
import type { StaffRole } from '@/lib/staff/roles'

export type StaffAccount = { id: string; email: string; name: string; role: StaffRole }
/** What a session is checked against on every staff request. */
export type StaffSessionState = StaffAccount & { sessionVersion: number; disabled: boolean }

export class StaffEmailTakenError extends Error {
  constructor(email: string) {
    super(`A staff account for ${email} already exists.`)
    this.name = 'StaffEmailTakenError'
  }
}

const account = (row: typeof staffUsers.$inferSelect): StaffAccount => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
})

/** E-mails are stored lower-case, so that sign-in ignores case. */
export async function createStaffUser(input: {
  email: string
  name: string
  passwordHash: string
  /** Least rights unless said otherwise. */
  role?: StaffRole
}): Promise<StaffAccount> {
  const db = await getDb()
  const email = input.email.trim().toLowerCase()
  const [row] = await db
    .insert(staffUsers)
    .values({
      email,
      name: input.name.trim(),
      passwordHash: input.passwordHash,
      role: input.role ?? 'admissions',
    })
    .onConflictDoNothing({ target: staffUsers.email })
    .returning()
  if (!row) throw new StaffEmailTakenError(email)
  return account(row)
}

const sessionState = (row: typeof staffUsers.$inferSelect): StaffSessionState => ({
  ...account(row),
  sessionVersion: row.sessionVersion,
  disabled: row.disabledAt !== null,
})

export async function findStaffCredentials(
  email: string,
): Promise<(StaffSessionState & { passwordHash: string }) | undefined> {
  const db = await getDb()
  const [row] = await db
    .select()
    .from(staffUsers)
    .where(eq(staffUsers.email, email.trim().toLowerCase()))
    .limit(1)
  return row ? { ...sessionState(row), passwordHash: row.passwordHash } : undefined
}

export async function getStaffSessionState(id: string): Promise<StaffSessionState | undefined> {
  const db = await getDb()
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1)
  return row ? sessionState(row) : undefined
}

export async function getStaffAccount(id: string): Promise<StaffAccount | undefined> {
  const state = await getStaffSessionState(id)
  return state
    ? { id: state.id, email: state.email, name: state.name, role: state.role }
    : undefined
}

/** A new session row at sign-in; its id goes into the cookie. */
export async function startStaffSession(staffId: string): Promise<string> {
  const db = await getDb()
  const [row] = await db
    .insert(staffSessions)
    .values({ staffId })
    .returning({ id: staffSessions.id })
  return row!.id
}

/** True while the session row exists and has not been revoked. */
export async function isStaffSessionLive(sessionId: string, staffId: string): Promise<boolean> {
  const db = await getDb()
  const [row] = await db
    .select({ id: staffSessions.id })
    .from(staffSessions)
    .where(
      and(
        eq(staffSessions.id, sessionId),
        eq(staffSessions.staffId, staffId),
        isNull(staffSessions.revokedAt),
      ),
    )
    .limit(1)
  return !!row
}

/** Sign-out: ends this one session at once. */
export async function revokeStaffSession(sessionId: string) {
  const db = await getDb()
  await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(staffSessions.id, sessionId))
}

const nextVersion = sql`${staffUsers.sessionVersion} + 1`

/** Ends every session of this staff member at once: their cookies no longer match. */
export async function revokeStaffSessions(id: string) {
  const db = await getDb()
  await db.update(staffUsers).set({ sessionVersion: nextVersion }).where(eq(staffUsers.id, id))
}

/** A new password: stored hashed, and every existing session ends. */
export async function setStaffPassword(id: string, passwordHash: string) {
  const db = await getDb()
  await db
    .update(staffUsers)
    .set({ passwordHash, sessionVersion: nextVersion })
    .where(eq(staffUsers.id, id))
}

/** Disables (or re-enables) an account; disabling ends its sessions and refuses sign-in. */
export async function setStaffDisabled(id: string, disabled: boolean) {
  const db = await getDb()
  await db
    .update(staffUsers)
    .set({ disabledAt: disabled ? sql`now()` : null, sessionVersion: nextVersion })
    .where(eq(staffUsers.id, id))
}

/**
 * A new role. Sessions go on: every staff request reads the role afresh, so the change applies
 * from the account's next request.
 */
export async function setStaffRole(id: string, role: StaffRole) {
  const db = await getDb()
  await db.update(staffUsers).set({ role }).where(eq(staffUsers.id, id))
}

export async function recordStaffSignIn(id: string) {
  const db = await getDb()
  await db
    .update(staffUsers)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(staffUsers.id, id))
}
