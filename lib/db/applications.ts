import 'server-only'

import { createHash, randomBytes, randomInt } from 'node:crypto'

import { and, asc, desc, eq, or, sql } from 'drizzle-orm'

import type { ApplicationStatus } from '@/lib/application-status'
import { getDb, type Database } from '@/lib/db/client'
import { applications, applicationStatusHistory } from '@/lib/db/schema'
import type { Application } from '@/lib/validation/application'

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789' // no 0/O or 1/I to misread

export function newReference(now: Date): string {
  const code = Array.from(
    { length: 6 },
    () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)],
  ).join('')
  return `SA-${now.getFullYear()}-${code}`
}

/** 32 random bytes: the private tracking link cannot be guessed from the reference or enumerated. */
export function newTrackingToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Canonical JSON (keys sorted at every level), so the same application always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`
  return JSON.stringify(value) ?? 'null'
}

/** The hash stored with an Idempotency-Key: a replay must carry the same application. */
export function applicationBodyHash(application: Application): string {
  return createHash('sha256').update(canonical(application)).digest('hex')
}

export type StoredApplication = {
  reference: string
  trackingToken: string
  status: ApplicationStatus
  createdAt: Date
  /** True when an earlier request with the same idempotency key already stored it. */
  replayed: boolean
  /** For a replay: the hash of the application first sent with the key (null for older rows). */
  bodyHash: string | null
}

const stored = (row: typeof applications.$inferSelect, replayed: boolean): StoredApplication => ({
  reference: row.reference,
  trackingToken: row.trackingToken,
  status: row.status,
  createdAt: row.createdAt,
  replayed,
  bodyHash: row.idempotencyBodyHash,
})

export async function findApplicationByIdempotencyKey(
  key: string,
): Promise<StoredApplication | undefined> {
  const db = await getDb()
  const [row] = await db
    .select()
    .from(applications)
    .where(eq(applications.idempotencyKey, key))
    .limit(1)
  return row ? stored(row, true) : undefined
}

const isUniqueViolation = (error: unknown, constraint: string) => {
  const cause = (error as { cause?: { code?: string; constraint?: string } })?.cause ?? error
  const e = cause as { code?: string; constraint?: string; message?: string }
  return e?.code === '23505' && (e.constraint === constraint || !!e.message?.includes(constraint))
}

const insertStatements = new WeakMap<Database, ReturnType<typeof prepareInsert>>()

/**
 * The insert of an application and its first history row as one statement: the history row comes
 * from a data-modifying CTE over the application row, so both are written or neither. Prepared once
 * per database handle, so that neither drizzle nor the server plans it again for each application.
 */
function prepareInsert(db: Database) {
  const p = (name: string) => sql.placeholder(name)
  const inserted = db.$with('inserted').as(
    db
      .insert(applications)
      .values({
        reference: p('reference'),
        trackingToken: p('trackingToken'),
        idempotencyKey: p('idempotencyKey'),
        idempotencyBodyHash: p('idempotencyBodyHash'),
        firstName: p('firstName'),
        lastName: p('lastName'),
        email: p('email'),
        studyLevel: p('studyLevel'),
        preferredCountry: p('preferredCountry'),
        data: p('data'),
      })
      .onConflictDoNothing({ target: applications.idempotencyKey })
      .returning(),
  )
  const h = applicationStatusHistory
  const history = db.$with('history', { id: h.id }).as(
    sql`insert into ${h} (${sql.identifier(h.applicationId.name)}, ${sql.identifier(h.toStatus.name)}, ${sql.identifier(h.changedBy.name)})
      select ${inserted.id}, 'received', 'student' from ${inserted} returning ${sql.identifier(h.id.name)}`,
  )
  return db.with(inserted, history).select().from(inserted).prepare('create_application')
}

/** Stores a validated application with status 'received' and its first history row, in one round trip. */
export async function createApplication(
  application: Application,
  { idempotencyKey, now = new Date() }: { idempotencyKey?: string; now?: Date } = {},
): Promise<StoredApplication> {
  const db = await getDb()
  let insert = insertStatements.get(db)
  if (!insert) insertStatements.set(db, (insert = prepareInsert(db)))
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await insert.execute({
        reference: newReference(now),
        trackingToken: newTrackingToken(),
        idempotencyKey: idempotencyKey ?? null,
        idempotencyBodyHash: idempotencyKey ? applicationBodyHash(application) : null,
        firstName: application.firstName,
        lastName: application.lastName,
        email: application.email,
        studyLevel: application.studyLevel,
        preferredCountry: application.preferredCountry,
        data: JSON.stringify(application),
      })
      if (row) return stored(row, false)
      // The idempotency key is already stored: answer with that application.
      const [existing] = await db
        .select()
        .from(applications)
        .where(eq(applications.idempotencyKey, idempotencyKey!))
      return stored(existing!, true)
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error, 'applications_reference_unique')) continue
      throw error
    }
  }
}

/** What the student sent, as the tracking page may show it: everything but the passport number. */
export type SentApplication = Omit<Application, 'passportNumber'>

export type TrackingView = {
  reference: string
  status: ApplicationStatus
  submittedAt: Date
  firstName: string
  sent: SentApplication
  history: { from: ApplicationStatus | null; to: ApplicationStatus; at: Date }[]
}

function withoutPassport(application: Application): SentApplication {
  const sent: Partial<Application> = { ...application }
  delete sent.passportNumber
  return sent as SentApplication
}

const isTrackingToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token)

/**
 * Whether a tracking link (or a replacement link not yet opened) leads to an application: asked
 * before its page renders, so that a wrong link answers 404.
 */
export async function trackingTokenExists(token: string): Promise<boolean> {
  if (!isTrackingToken(token)) return false
  const db = await getDb()
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(or(eq(applications.trackingToken, token), eq(applications.pendingTrackingToken, token)))
    .limit(1)
  return rows.length > 0
}

/**
 * The application behind a tracking link. A replacement link (sent to a student who lost theirs)
 * becomes the application's link the first time it is opened, and the old link stops working.
 */
export async function getApplicationByTrackingToken(
  token: string,
): Promise<TrackingView | undefined> {
  if (!isTrackingToken(token)) return undefined
  const db = await getDb()
  const [row] = await db
    .select()
    .from(applications)
    .where(or(eq(applications.trackingToken, token), eq(applications.pendingTrackingToken, token)))
    .limit(1)
  if (!row) return undefined
  if (row.pendingTrackingToken === token)
    await db
      .update(applications)
      .set({ trackingToken: token, pendingTrackingToken: null })
      .where(and(eq(applications.id, row.id), eq(applications.pendingTrackingToken, token)))
  const history = await db
    .select()
    .from(applicationStatusHistory)
    .where(eq(applicationStatusHistory.applicationId, row.id))
    .orderBy(asc(applicationStatusHistory.createdAt), asc(applicationStatusHistory.id))
  return {
    reference: row.reference,
    status: row.status,
    submittedAt: row.createdAt,
    firstName: row.firstName,
    sent: withoutPassport(row.data),
    history: history.map((h) => ({ from: h.fromStatus, to: h.toStatus, at: h.createdAt })),
  }
}

/** An address's applications that get a replacement link at once, newest first. */
const MAX_REPLACED_LINKS = 10

export type ReplacementLink = { reference: string; firstName: string; token: string }

/**
 * A replacement tracking link for each application made with `email` (in any letter case). It
 * waits beside the current link, which keeps working until the new one is opened; asking again
 * replaces the waiting one. An address with no application gets nothing.
 */
export async function issueReplacementTrackingLinks(email: string): Promise<ReplacementLink[]> {
  const db = await getDb()
  const rows = await db
    .select({
      id: applications.id,
      reference: applications.reference,
      firstName: applications.firstName,
    })
    .from(applications)
    .where(sql`lower(${applications.email}) = lower(${email})`)
    .orderBy(desc(applications.createdAt))
    .limit(MAX_REPLACED_LINKS)
  const links: ReplacementLink[] = []
  for (const row of rows) {
    const token = newTrackingToken()
    await db
      .update(applications)
      .set({ pendingTrackingToken: token })
      .where(eq(applications.id, row.id))
    links.push({ reference: row.reference, firstName: row.firstName, token })
  }
  return links
}
