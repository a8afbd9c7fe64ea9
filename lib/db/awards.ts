import 'server-only'

import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { and, asc, eq, sql } from 'drizzle-orm'

import { getDb } from '@/lib/db/client'
import { listRecordRevisions } from '@/lib/db/revisions'
import { curatedAwards, recordRevisions } from '@/lib/db/schema'
import {
  checkEditVersion,
  diffRecord,
  revertRevision,
  type Json,
  type RevertConflict,
  type RevisionChange,
  type StaleEdit,
} from '@/lib/records/revisions'
import { canonicalJson, parseSeedFile } from '@/lib/scholarships/seed'
import { scholarshipSchema, type AwardsSeed, type Scholarship } from '@/data/schema'

export const AWARDS_SEED_FILE = path.join(process.cwd(), 'data', 'scholarships.json')
// Any constant shared by every instance: one of them seeds while the others wait.
const SEED_LOCK = 7_341_045

const seedHash = (award: Scholarship) =>
  createHash('sha256').update(canonicalJson(award)).digest('hex')

export function readAwardsSeed(file = AWARDS_SEED_FILE): AwardsSeed {
  return parseSeedFile(readFileSync(file, 'utf8'))
}

/**
 * Puts the seed file's awards into the table: an award the table lacks is inserted; an award whose
 * seed record changed is updated only while no staff member has edited it (a staff edit is never
 * overwritten by a deploy). One instance at a time (a transaction-scoped advisory lock).
 */
export async function seedAwards(seed: AwardsSeed = readAwardsSeed()) {
  const db = await getDb()
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`)
    const rows = await tx
      .select({
        slug: curatedAwards.slug,
        seedHash: curatedAwards.seedHash,
        editedAt: curatedAwards.editedAt,
        position: curatedAwards.position,
      })
      .from(curatedAwards)
    const stored = new Map(rows.map((r) => [r.slug, r]))
    let inserted = 0
    let updated = 0
    for (const [position, award] of seed.awards.entries()) {
      const hash = seedHash(award)
      const row = stored.get(award.slug)
      if (!row) {
        await tx
          .insert(curatedAwards)
          .values({ slug: award.slug, position, record: award, seedHash: hash })
        inserted++
      } else if (row.seedHash !== hash && !row.editedAt) {
        await tx
          .update(curatedAwards)
          .set({
            record: award,
            seedHash: hash,
            position,
            version: sql`${curatedAwards.version} + 1`,
            updatedAt: new Date(),
            updatedBy: null,
          })
          .where(eq(curatedAwards.slug, award.slug))
        updated++
      } else if (row.position !== position) {
        await tx.update(curatedAwards).set({ position }).where(eq(curatedAwards.slug, award.slug))
      }
    }
    return { inserted, updated }
  })
}

/** Every award's current record, in the dataset's order. */
export async function readAwards(): Promise<Scholarship[]> {
  const db = await getDb()
  const rows = await db
    .select({ record: curatedAwards.record })
    .from(curatedAwards)
    .orderBy(asc(curatedAwards.position))
  return rows.map((r) => r.record)
}

export type StoredAward = {
  record: Scholarship
  version: number
  updatedAt: Date
  updatedBy: string | null
  editedAt: Date | null
}

/** One award with its version and who changed it last, or undefined for an unknown slug. */
export async function readAward(slug: string): Promise<StoredAward | undefined> {
  const db = await getDb()
  const [row] = await db
    .select({
      record: curatedAwards.record,
      version: curatedAwards.version,
      updatedAt: curatedAwards.updatedAt,
      updatedBy: curatedAwards.updatedBy,
      editedAt: curatedAwards.editedAt,
    })
    .from(curatedAwards)
    .where(eq(curatedAwards.slug, slug))
  return row
}

/** The back office's list: every award with its version and last change, in the dataset's order. */
export async function listStoredAwards() {
  const db = await getDb()
  return db
    .select({
      record: curatedAwards.record,
      version: curatedAwards.version,
      updatedAt: curatedAwards.updatedAt,
      updatedBy: curatedAwards.updatedBy,
    })
    .from(curatedAwards)
    .orderBy(asc(curatedAwards.position))
}

export type Editor = { id: string; email: string }

export type SaveResult =
  | { status: 'saved'; version: number; changes: RevisionChange[]; record: Scholarship }
  | { status: 'unknown' }
  | { status: 'stale'; conflict: StaleEdit<Scholarship> }
  | { status: 'invalid'; error: import('zod').ZodError }
  | { status: 'conflict'; conflicts: RevertConflict[] }

/**
 * Writes the award `next(stored)` returns as one revision (who, when, the fields changed), when
 * the award is still at `baseVersion`; the row is locked meanwhile, so two saves never both win.
 */
async function writeAward(
  slug: string,
  baseVersion: number,
  editor: Editor,
  next: (
    stored: Scholarship,
  ) =>
    | { ok: true; record: unknown }
    | { ok: false; result: Extract<SaveResult, { status: 'invalid' | 'conflict' }> },
  yours?: Scholarship,
): Promise<SaveResult> {
  const db = await getDb()
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ record: curatedAwards.record, version: curatedAwards.version })
      .from(curatedAwards)
      .where(eq(curatedAwards.slug, slug))
      .for('update')
    if (!row) return { status: 'unknown' } as const
    const made = next(row.record)
    if (!made.ok) return made.result
    // Every write is checked against the award's schema, whatever produced it.
    const parsed = scholarshipSchema.safeParse(made.record)
    if (!parsed.success) return { status: 'invalid', error: parsed.error } as const
    const record = parsed.data
    const check = checkEditVersion({
      baseVersion,
      currentVersion: row.version,
      yours: yours ?? record,
      theirs: row.record,
    })
    if (!check.ok) return { status: 'stale', conflict: check.conflict } as const
    const changes = diffRecord(row.record as unknown as Json, record as unknown as Json)
    if (!changes.length)
      return { status: 'saved', version: row.version, changes, record: row.record } as const
    const now = new Date()
    await tx
      .update(curatedAwards)
      .set({
        record,
        version: check.nextVersion,
        updatedAt: now,
        updatedBy: editor.email,
        editedAt: now,
      })
      .where(eq(curatedAwards.slug, slug))
    await tx.insert(recordRevisions).values({
      recordKind: 'scholarship',
      recordId: slug,
      staffId: editor.id,
      at: now,
      changes,
      version: check.nextVersion,
    })
    return { status: 'saved', version: check.nextVersion, changes, record } as const
  })
}

/** Saves an edited award (from the edit form, already applied to the stored record). */
export function saveAward(
  slug: string,
  baseVersion: number,
  editor: Editor,
  edit: (stored: Scholarship) => ReturnType<typeof scholarshipSchema.safeParse>,
) {
  let yours: Scholarship | undefined
  return writeAward(
    slug,
    baseVersion,
    editor,
    (stored) => {
      const made = edit(stored)
      if (!made.success) return { ok: false, result: { status: 'invalid', error: made.error } }
      yours = made.data
      return { ok: true, record: made.data }
    },
    undefined,
  ).then((result) =>
    result.status === 'stale' && yours
      ? { ...result, conflict: { ...result.conflict, yours } }
      : result,
  )
}

/** Undoes one revision of an award as a new revision; refused when a field it changed moved again. */
export async function revertAward(
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
        eq(recordRevisions.recordKind, 'scholarship'),
        eq(recordRevisions.recordId, slug),
        eq(recordRevisions.version, revision),
      ),
    )
  if (!found) return { status: 'unknown' } as const
  return writeAward(slug, baseVersion, editor, (stored) => {
    const reverted = revertRevision(stored as unknown as Json, {
      version: revision,
      changes: found.changes,
    })
    if (!reverted.ok)
      return { ok: false, result: { status: 'conflict', conflicts: reverted.conflicts } }
    return { ok: true, record: reverted.record }
  })
}

/** An award's revisions, newest first. */
export const listAwardRevisions = (slug: string) => listRecordRevisions('scholarship', slug)
