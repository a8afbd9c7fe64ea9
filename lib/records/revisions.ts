// Revisions of a curated record, kept as the fields that changed: what the editor's history view
// lists, what revert undoes, and how a save made on a stale copy is caught.
/** A JSON value as a record holds it. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** One changed field: its path from the record's root, the value before and after (undefined: absent). */
export type RevisionChange = { path: (string | number)[]; old?: Json; new?: Json }

export type Revision = { version: number; changes: RevisionChange[] }

const isObject = (value: unknown): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Equal as JSON: the same values, keys in any order (a record read back from jsonb reorders them). */
function sameJson(a: Json | undefined, b: Json | undefined): boolean {
  if (a === b) return true
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => sameJson(item, b[i]))
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a)
    return keys.length === Object.keys(b).length && keys.every((key) => sameJson(a[key], b[key]))
  }
  return false
}

/**
 * The fields that differ between two versions of a record, walked through nested objects. An array
 * is compared as one value: a list of rounds or fees is edited as a whole, and a change listed by
 * index would mislead once an item is inserted in the middle.
 */
export function diffRecord(
  before: Json | undefined,
  after: Json | undefined,
  path: (string | number)[] = [],
): RevisionChange[] {
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()
    return keys.flatMap((key) => diffRecord(before[key], after[key], [...path, key]))
  }
  if (sameJson(before, after)) return []
  return [
    {
      path,
      ...(before === undefined ? {} : { old: before }),
      ...(after === undefined ? {} : { new: after }),
    },
  ]
}

function valueAt(record: Json | undefined, path: (string | number)[]): Json | undefined {
  let value: Json | undefined = record
  for (const key of path) {
    if (!isObject(value) && !Array.isArray(value)) return undefined
    value = (value as Record<string | number, Json>)[key]
  }
  return value
}

function withValueAt(record: Json | undefined, path: (string | number)[], value: Json | undefined) {
  if (path.length === 0) return value
  const [key, ...rest] = path
  const copy: Record<string, Json> = isObject(record) ? { ...record } : {}
  const next = withValueAt(copy[key!], rest, value)
  if (next === undefined) delete copy[key!]
  else copy[key!] = next
  return copy
}

/** A field whose current value is no longer what the revision left there. */
export type RevertConflict = { path: (string | number)[]; expected?: Json; current?: Json }

export type RevertResult =
  | { ok: true; record: Json | undefined; changes: RevisionChange[] }
  | { ok: false; conflicts: RevertConflict[] }

/**
 * The record with one revision undone: each field it changed goes back to its old value. Refused,
 * with the fields in question, when any of them has changed again since: undoing it then would
 * silently throw away the later edit.
 */
export function revertRevision(current: Json | undefined, revision: Revision): RevertResult {
  const conflicts: RevertConflict[] = []
  for (const change of revision.changes) {
    const now = valueAt(current, change.path)
    if (!sameJson(now, change.new))
      conflicts.push({
        path: change.path,
        ...(change.new === undefined ? {} : { expected: change.new }),
        ...(now === undefined ? {} : { current: now }),
      })
  }
  if (conflicts.length) return { ok: false, conflicts }
  let record = current
  for (const change of revision.changes) record = withValueAt(record, change.path, change.old)
  return { ok: true, record, changes: diffRecord(current, record) }
}

/** What a save answers when someone else saved the record after the editor's form was opened. */
export type StaleEdit<T> = {
  status: 409
  message: string
  /** The version the form was opened on, and the one saved since. */
  baseVersion: number
  currentVersion: number
  yours: T
  theirs: T
}

export type EditCheck<T> = { ok: true; nextVersion: number } | { ok: false; conflict: StaleEdit<T> }

export const STALE_EDIT_MESSAGE =
  'Someone saved this record after you opened it. Compare both versions and save again.'

/**
 * Optimistic concurrency for the editor: the form carries the version it was opened on; a save is
 * taken only while that is still the record's version, else it answers 409 with both versions so
 * that nothing the editor typed is lost.
 */
export function checkEditVersion<T>(input: {
  baseVersion: number
  currentVersion: number
  yours: T
  theirs: T
}): EditCheck<T> {
  if (input.baseVersion === input.currentVersion)
    return { ok: true, nextVersion: input.currentVersion + 1 }
  return { ok: false, conflict: { status: 409, message: STALE_EDIT_MESSAGE, ...input } }
}

/** The 409 answer to a stale edit: the message, both versions and their version numbers. */
export function staleEditResponse<T>(conflict: StaleEdit<T>): Response {
  return Response.json(
    {
      error: { code: 'stale_edit', message: conflict.message },
      baseVersion: conflict.baseVersion,
      currentVersion: conflict.currentVersion,
      yours: conflict.yours,
      theirs: conflict.theirs,
    },
    { status: 409, headers: { 'Cache-Control': 'no-store' } },
  )
}
