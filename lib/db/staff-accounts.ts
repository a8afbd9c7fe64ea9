import 'server-only'

import { eq, sql } from 'drizzle-orm'

import { getDb } from '@/lib/db/client'
import { staffUsers } from '@/lib/db/schema'

export type StaffAccount = { id: string; email: string; name: string }

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
})

/** E-mails are stored lower-case, so that sign-in ignores case. */
export async function createStaffUser(input: {
  email: string
  name: string
  passwordHash: string
}): Promise<StaffAccount> {
  const db = await getDb()
  const email = input.email.trim().toLowerCase()
  const [row] = await db
    .insert(staffUsers)
    .values({ email, name: input.name.trim(), passwordHash: input.passwordHash })
    .onConflictDoNothing({ target: staffUsers.email })
    .returning()
  if (!row) throw new StaffEmailTakenError(email)
  return account(row)
}

export async function findStaffCredentials(
  email: string,
): Promise<(StaffAccount & { passwordHash: string }) | undefined> {
  const db = await getDb()
  const [row] = await db
    .select()
    .from(staffUsers)
    .where(eq(staffUsers.email, email.trim().toLowerCase()))
    .limit(1)
  return row ? { ...account(row), passwordHash: row.passwordHash } : undefined
}

export async function getStaffAccount(id: string): Promise<StaffAccount | undefined> {
  const db = await getDb()
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1)
  return row ? account(row) : undefined
}

export async function recordStaffSignIn(id: string) {
  const db = await getDb()
  await db
    .update(staffUsers)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(staffUsers.id, id))
}
