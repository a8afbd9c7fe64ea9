import 'server-only'

import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { ZodType } from 'zod'

import { getDb } from '@/lib/db/client'
import { listRecordRevisions } from '@/lib/db/revisions'
import { recordRevisions } from '@/lib/db/schema'
import type { RecordKind } from '@/lib/records/kinds'
import {
  checkEditVersion,
  diffRecord,
  revertRevision,
  type Json,
  type ListKeys,
  type RevertConflict,
  type RevisionChange,
  type StaleEdit,
} from '@/lib/records/revisions'
import { planSeed, seedHash } from '@/lib/records/seed-plan'
import { z } from '@/lib/validation/zod'

/** A table made with `recordColumns()` from lib/db/schema.ts, with or without `position`. */
export type RecordTable = PgTable & {
  slug: AnyPgColumn
  record: AnyPgColumn
  version: AnyPgColumn
  seedHash: AnyPgColumn
  updatedAt: AnyPgColumn
  updatedBy: AnyPgColumn
  editedAt: AnyPgColumn
  position?: AnyPgColumn
}

export type RecordStoreConfig<T> = {
  table: RecordTable
  /** What the record's revisions are filed under. */
  kind: RecordKind
  /** Checks every write, whatever produced it (the form, a revert). */
  schema: ZodType<T>
  /** The row key a record is stored under. */
  keyOf: (record: T) => string
  /** Any constant shared by every instance, and by no other kind: one of them seeds at a time. */
  seedLock: number
  /** The record's lists compared item by item in its revisions (see `diffRecord`). */
  lists?: ListKeys
  /** The list order; without it, the seed's order when the table has `position`, else by slug. */
  orderBy?: SQL[]
}

export type Editor = { id: string; email: string }

/** A record as stored, with its version and who changed it last. */
export type Stored<T> = {
  record: T
  version: number
  updatedAt: Date
  updatedBy: string | null
  editedAt: Date | null
}

export type SaveResult<T> =
  | { status: 'saved'; version: number; changes: RevisionChange[]; record: T }
  | { status: 'unknown' }
  | { status: 'stale'; conflict: StaleEdit<T> }
  | { status: 'invalid'; error: z.ZodError }
  | { status: 'conflict'; conflicts: RevertConflict[] }

type Made = { ok: true; record: unknown } | { ok: false; result: SaveResult<never> }

// The table is only known by its shared columns here: rows are read back as these shapes, and
// writes name only those columns.
type Row<T> = Stored<T> & { slug: string; seedHash: string; position?: number }
type Values = Record<string, unknown>

/**
 * One kind of curated record kept as JSONB rows with revisions: seeding from the data file, reads
 * for pages and the back office, and staff saves and reverts, each a new revision.
 */
export function recordStore<T>(config: RecordStoreConfig<T>) {
  const { table, kind, schema, keyOf, seedLock, lists = {} } = config
  const order = config.orderBy ?? (table.position ? [asc(table.position)] : [asc(table.slug)])
  const storedColumns = {
    record: table.record,
    version: table.version,
    updatedAt: table.updatedAt,
    updatedBy: table.updatedBy,
    editedAt: table.editedAt,
  }

  /**
   * Puts the seed's records (in list order) into the table: a record the table lacks is inserted;
   * one whose seed record changed is updated only while no staff member has edited it. One
   * instance at a time (a transaction-scoped advisory lock).
   */
  async function seed(records: readonly T[]) {
    const db = await getDb()
    return db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${seedLock})`)
      const rows = (await tx
        .select({
          slug: table.slug,
          seedHash: table.seedHash,
          editedAt: table.editedAt,
          ...(table.position ? { position: table.position } : {}),
        })
        .from(table)) as Pick<Row<T>, 'slug' | 'seedHash' | 'editedAt' | 'position'>[]
      const entries = records.map((record, position) => ({ slug: keyOf(record), record, position }))
      const plan = planSeed(entries, rows, (e) => seedHash(e.record))
      const at = (e: (typeof entries)[number]) => (table.position ? { position: e.position } : {})
      for (const { record: e, hash } of plan.insert)
        await tx
          .insert(table)
          .values({ slug: e.slug, record: e.record, seedHash: hash, ...at(e) } as Values)
      for (const { record: e, hash } of plan.update)
        await tx
          .update(table)
          .set({
            record: e.record,
            seedHash: hash,
            version: sql`${table.version} + 1`,
            updatedAt: new Date(),
            updatedBy: null,
            ...at(e),
          } as Values)
          .where(eq(table.slug, e.slug))
      if (table.position) {
        // A record that moved in the seed's order moves in the list, edited or not.
        const updated = new Set(plan.update.map((u) => u.record.slug))
        const was = new Map(rows.map((r) => [r.slug, r.position]))
        for (const e of entries)
          if (was.has(e.slug) && !updated.has(e.slug) && was.get(e.slug) !== e.position)
            await tx
              .update(table)
              .set({ position: e.position } as Values)
              .where(eq(table.slug, e.slug))
      }
      return { inserted: plan.insert.length, updated: plan.update.length }
    })
  }

  /** Every record as the database holds it now, in list order. */
  async function readAll(): Promise<T[]> {
    const db = await getDb()
    const rows = (await db
      .select({ record: table.record })
      .from(table)
      .orderBy(...order)) as { record: T }[]
    return rows.map((r) => r.record)
  }

  /** One record with its version and last change, or undefined for an unknown key. */
  async function readOne(slug: string): Promise<Stored<T> | undefined> {
    const db = await getDb()
    const [row] = (await db
      .select(storedColumns)
      .from(table)
      .where(eq(table.slug, slug))) as Stored<T>[]
    return row
  }

  /** The back office's list: every record with its version and last change, in list order. */
  async function listStored(): Promise<Stored<T>[]> {
    const db = await getDb()
    return (await db
      .select(storedColumns)
      .from(table)
      .orderBy(...order)) as Stored<T>[]
  }

  /**
   * Writes the record `next(stored)` returns as one revision (who, when, the fields changed), when
   * the row is still at `baseVersion`; the row is locked meanwhile, so two saves never both win.
   */
  async function write(
    slug: string,
    baseVersion: number,
    editor: Editor,
    next: (stored: T) => Made,
  ): Promise<SaveResult<T>> {
    const db = await getDb()
    return db.transaction(async (tx) => {
      const [row] = (await tx
        .select({ record: table.record, version: table.version })
        .from(table)
        .where(eq(table.slug, slug))
        .for('update')) as { record: T; version: number }[]
      if (!row) return { status: 'unknown' } as const
      const made = next(row.record)
      if (!made.ok) return made.result
      const parsed = schema.safeParse(made.record)
      if (!parsed.success) return { status: 'invalid', error: parsed.error } as const
      const record = parsed.data
      if (keyOf(record) !== slug)
        return {
          status: 'invalid',
          error: new z.ZodError([
            { code: 'custom', path: [], message: 'A record keeps the key it is stored under' },
          ]),
        } as const
      const check = checkEditVersion({
        baseVersion,
        currentVersion: row.version,
        yours: record,
        theirs: row.record,
      })
      if (!check.ok) return { status: 'stale', conflict: check.conflict } as const
      const changes = diffRecord(row.record as Json, record as Json, lists)
      if (!changes.length)
        return { status: 'saved', version: row.version, changes, record: row.record } as const
      const now = new Date()
      await tx
        .update(table)
        .set({
          record,
          version: check.nextVersion,
          updatedAt: now,
          updatedBy: editor.email,
          editedAt: now,
        } as Values)
        .where(eq(table.slug, slug))
      await tx.insert(recordRevisions).values({
        recordKind: kind,
        recordId: slug,
        staffId: editor.id,
        at: now,
        changes,
        version: check.nextVersion,
      })
      return { status: 'saved', version: check.nextVersion, changes, record } as const
    })
  }

  /**
   * Saves an edit: `edit` applies the form to the stored record and checks it. A stale save
   * answers with the editor's record as "yours", so nothing typed is lost.
   */
  function save(
    slug: string,
    baseVersion: number,
    editor: Editor,
    edit: (stored: T) => z.ZodSafeParseResult<T>,
  ) {
    return write(slug, baseVersion, editor, (stored) => {
      const made = edit(stored)
      if (!made.success) return { ok: false, result: { status: 'invalid', error: made.error } }
      return { ok: true, record: made.data }
    })
  }

  /** Undoes one revision as a new revision; refused when a field it changed moved again since. */
  async function revert(
    slug: string,
    revision: number,
    baseVersion: number,
    editor: Editor,
  ): Promise<SaveResult<T>> {
    const db = await getDb()
    const [found] = await db
      .select({ changes: recordRevisions.changes })
      .from(recordRevisions)
      .where(
        and(
          eq(recordRevisions.recordKind, kind),
          eq(recordRevisions.recordId, slug),
          eq(recordRevisions.version, revision),
        ),
      )
    if (!found) return { status: 'unknown' }
    return write(slug, baseVersion, editor, (stored) => {
      const reverted = revertRevision(
        stored as Json,
        { version: revision, changes: found.changes },
        lists,
      )
      if (!reverted.ok)
        return { ok: false, result: { status: 'conflict', conflicts: reverted.conflicts } }
      return { ok: true, record: reverted.record }
    })
  }

  /** A record's revisions, newest first. */
  const revisions = (slug: string) => listRecordRevisions(kind, slug)

  return { seed, readAll, readOne, listStored, save, revert, revisions }
}

export type RecordStore<T> = ReturnType<typeof recordStore<T>>
