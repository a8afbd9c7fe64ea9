import 'server-only'

import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { and, eq, sql } from 'drizzle-orm'

import type { Editor } from '@/lib/db/awards'
import { getDb } from '@/lib/db/client'
import { listRecordRevisions } from '@/lib/db/revisions'
import { recordRevisions, universityDeadlines } from '@/lib/db/schema'
import type { RecordKind } from '@/lib/records/kinds'
import {
  checkEditVersion,
  diffRecord,
  revertRevision,
  type Json,
  type RevertConflict,
  type RevisionChange,
  type StaleEdit,
} from '@/lib/records/revisions'
import { canonicalJson } from '@/lib/scholarships/seed'
import {
  deadlineRecordsFromSeed,
  parseDeadlinesSeed,
  planSeed,
  UCAS_SLUG,
} from '@/lib/universities/deadline-seed'
import {
  universityDeadlineRecordSchema,
  type UniversityDeadlineRecord,
  type UniversityDeadlinesSeed,
} from '@/data/schema'

export const DEADLINES_SEED_FILE = path.join(process.cwd(), 'data', 'university-deadlines.json')
// Any constant shared by every instance (and not the awards' one): one of them seeds at a time.
const SEED_LOCK = 7_341_046
const KIND: RecordKind = 'deadlines'

const seedHash = (record: UniversityDeadlineRecord) =>
  createHash('sha256').update(canonicalJson(record)).digest('hex')

export function readDeadlinesSeed(file = DEADLINES_SEED_FILE): UniversityDeadlinesSeed {
  return parseDeadlinesSeed(JSON.parse(readFileSync(file, 'utf8')))
}

/**
 * Puts the seed file's deadlines into the table the way seedAwards does the awards: a missing
 * record is inserted, a changed seed record replaces only a row no staff member has edited.
 */
export async function seedDeadlines(seed: UniversityDeadlinesSeed = readDeadlinesSeed()) {
  const db = await getDb()
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`)
    const stored = await tx
      .select({
        slug: universityDeadlines.slug,
        seedHash: universityDeadlines.seedHash,
        editedAt: universityDeadlines.editedAt,
      })
      .from(universityDeadlines)
    const plan = planSeed(deadlineRecordsFromSeed(seed), stored, seedHash)
    for (const { record, hash } of plan.insert)
      await tx.insert(universityDeadlines).values({ slug: record.slug, record, seedHash: hash })
    for (const { record, hash } of plan.update)
      await tx
        .update(universityDeadlines)
        .set({
          record,
          seedHash: hash,
          version: sql`${universityDeadlines.version} + 1`,
          updatedAt: new Date(),
          updatedBy: null,
        })
        .where(eq(universityDeadlines.slug, record.slug))
    return { inserted: plan.insert.length, updated: plan.update.length }
  })
}

/** Every deadline record as the database holds it now: UCAS's first, then by slug. */
export async function readDeadlineRecords(): Promise<UniversityDeadlineRecord[]> {
  const db = await getDb()
  const rows = await db
    .select({ record: universityDeadlines.record })
    .from(universityDeadlines)
    .orderBy(sql`${universityDeadlines.slug} <> ${UCAS_SLUG}`, universityDeadlines.slug)
  return rows.map((r) => r.record)
}

export type StoredDeadlines = {
  record: UniversityDeadlineRecord
  version: number
  updatedAt: Date
  updatedBy: string | null
  editedAt: Date | null
}

const storedColumns = {
  record: universityDeadlines.record,
  version: universityDeadlines.version,
  updatedAt: universityDeadlines.updatedAt,
  updatedBy: universityDeadlines.updatedBy,
  editedAt: universityDeadlines.editedAt,
}

/** One university's deadlines with their version and last change, or undefined. */
export async function readStoredDeadlines(slug: string): Promise<StoredDeadlines | undefined> {
  const db = await getDb()
  const [row] = await db
    .select(storedColumns)
    .from(universityDeadlines)
    .where(eq(universityDeadlines.slug, slug))
  return row
}

/** The back office's list: every record with its version and last change. */
export async function listStoredDeadlines(): Promise<StoredDeadlines[]> {
  const db = await getDb()
  return db
    .select(storedColumns)
    .from(universityDeadlines)
    .orderBy(sql`${universityDeadlines.slug} <> ${UCAS_SLUG}`, universityDeadlines.slug)
}

export type DeadlinesSaveResult =
  | {
      status: 'saved'
      version: number
      changes: RevisionChange[]
      record: UniversityDeadlineRecord
    }
  | { status: 'unknown' }
  | { status: 'stale'; conflict: StaleEdit<UniversityDeadlineRecord> }
  | { status: 'invalid'; error: import('zod').ZodError }
  | { status: 'conflict'; conflicts: RevertConflict[] }

type Next = (
  stored: UniversityDeadlineRecord,
) =>
  | { ok: true; record: unknown }
  | { ok: false; result: Extract<DeadlinesSaveResult, { status: 'invalid' | 'conflict' }> }

/**
 * Writes the record `next(stored)` returns as one revision when the row is still at
 * `baseVersion`; the row is locked meanwhile, so two saves never both win.
 */
async function writeDeadlines(
  slug: string,
  baseVersion: number,
  editor: Editor,
  next: Next,
): Promise<DeadlinesSaveResult> {
  const db = await getDb()
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ record: universityDeadlines.record, version: universityDeadlines.version })
      .from(universityDeadlines)
      .where(eq(universityDeadlines.slug, slug))
      .for('update')
    if (!row) return { status: 'unknown' } as const
    const made = next(row.record)
    if (!made.ok) return made.result
    // Every write is checked against the record's schema, whatever produced it.
    const parsed = universityDeadlineRecordSchema.safeParse(made.record)
    if (!parsed.success) return { status: 'invalid', error: parsed.error } as const
    const record = { ...parsed.data, slug }
    const check = checkEditVersion({
      baseVersion,
      currentVersion: row.version,
      yours: record,
      theirs: row.record,
    })
    if (!check.ok) return { status: 'stale', conflict: check.conflict } as const
    const changes = diffRecord(row.record as unknown as Json, record as unknown as Json)
    if (!changes.length)
      return { status: 'saved', version: row.version, changes, record: row.record } as const
    const now = new Date()
    await tx
      .update(universityDeadlines)
      .set({
        record,
        version: check.nextVersion,
        updatedAt: now,
        updatedBy: editor.email,
        editedAt: now,
      })
      .where(eq(universityDeadlines.slug, slug))
    await tx.insert(recordRevisions).values({
      recordKind: KIND,
      recordId: slug,
      staffId: editor.id,
      at: now,
      changes,
      version: check.nextVersion,
    })
    return { status: 'saved', version: check.nextVersion, changes, record } as const
  })
}

/** Saves an edited record (the edit form applied to the stored record by `edit`). */
export function saveDeadlines(
  slug: string,
  baseVersion: number,
  editor: Editor,
  edit: (
    stored: UniversityDeadlineRecord,
  ) => ReturnType<typeof universityDeadlineRecordSchema.safeParse>,
) {
  return writeDeadlines(slug, baseVersion, editor, (stored) => {
    const made = edit(stored)
    if (!made.success) return { ok: false, result: { status: 'invalid', error: made.error } }
    return { ok: true, record: made.data }
  })
}

/** Undoes one revision as a new revision; refused when a field it changed moved again since. */
export async function revertDeadlines(
  slug: string,
  revision: number,
  baseVersion: number,
  editor: Editor,
) {
  const db = await getDb()
  const [found] = await db
    .select({ changes: recordRevisions.changes })
    .from(recordRevisions)
    .where(
      and(
        eq(recordRevisions.recordKind, KIND),
        eq(recordRevisions.recordId, slug),
        eq(recordRevisions.version, revision),
      ),
    )
  if (!found) return { status: 'unknown' } as const
  return writeDeadlines(slug, baseVersion, editor, (stored) => {
    const reverted = revertRevision(stored as unknown as Json, {
      version: revision,
      changes: found.changes,
    })
    if (!reverted.ok)
      return { ok: false, result: { status: 'conflict', conflicts: reverted.conflicts } }
    return { ok: true, record: reverted.record }
  })
}

export const listDeadlineRevisions = (slug: string) => listRecordRevisions(KIND, slug)
