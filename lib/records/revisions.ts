// Revisions of a curated record, kept as the fields that changed: what the editor's history view
// lists, what revert undoes, and how a save made on a stale copy is caught.
/** A JSON value as a record holds it. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/**
 * An item of a list whose items are told apart by an identity (see `ListKeys`): `id` names it,
 * `at` is its place in the list (before the change for a removed item, after it otherwise).
 */
export type ItemStep = { id: string; at: number }

/** A step of a path: an object's key, an index, or a list item by its identity. */
export type PathStep = string | number | ItemStep

/** One changed field: its path from the record's root, the value before and after (undefined: absent). */
export type RevisionChange = { path: PathStep[]; old?: Json; new?: Json }

/**
 * The lists whose items have a stable identity, by their path from the record's root (keys joined
 * with "."), each with the function naming an item: such a list is compared item by item, so one
 * changed item is one change, and an added or removed item is listed on its own.
 */
export type ListKeys = Readonly<Record<string, (item: Json) => string>>

export const isItemStep = (step: PathStep): step is ItemStep => typeof step === 'object'

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
 * is compared as one value (a list of rounds or fees is edited as a whole, and a change listed by
 * index would mislead once an item is inserted in the middle), except a list named in `lists`:
 * its items are matched by identity, and each added, removed or changed item is its own change.
 */
export function diffRecord(
  before: Json | undefined,
  after: Json | undefined,
  lists: ListKeys = {},
  path: PathStep[] = [],
): RevisionChange[] {
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()
    return keys.flatMap((key) => diffRecord(before[key], after[key], lists, [...path, key]))
  }
  const idOf = lists[fieldPath(path)]
  if (idOf && Array.isArray(before) && Array.isArray(after)) {
    const items = diffItems(before, after, idOf, lists, path)
    if (items) return items
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

/** A path's object keys joined with ".", as `ListKeys` names a list. */
const fieldPath = (path: PathStep[]) => path.filter((s) => typeof s === 'string').join('.')

/** Each item's identity, or undefined when two items share one (then identity cannot pair them). */
function identities(items: Json[], idOf: (item: Json) => string): string[] | undefined {
  const ids = items.map(idOf)
  return new Set(ids).size === ids.length ? ids : undefined
}

/**
 * A keyed list's changes item by item, or undefined when the list is better shown whole: two items
 * share an identity, or the items kept were put in another order (which only the whole list says).
 */
function diffItems(
  before: Json[],
  after: Json[],
  idOf: (item: Json) => string,
  lists: ListKeys,
  path: PathStep[],
): RevisionChange[] | undefined {
  const was = identities(before, idOf)
  const now = identities(after, idOf)
  if (!was || !now) return undefined
  const kept = was.filter((id) => now.includes(id))
  if (kept.join('\n') !== now.filter((id) => was.includes(id)).join('\n')) return undefined
  const removed = was.flatMap((id, at) =>
    now.includes(id) ? [] : [{ path: [...path, { id, at }], old: before[at]! }],
  )
  const changedOrAdded = now.flatMap((id, at): RevisionChange[] => {
    const step = { id, at }
    const old = was.indexOf(id)
    if (old < 0) return [{ path: [...path, step], new: after[at]! }]
    return diffRecord(before[old], after[at], lists, [...path, step])
  })
  return [...removed, ...changedOrAdded]
}

/** Where a list item with this identity is now, or -1. */
const findItem = (list: Json[], step: ItemStep, lists: ListKeys, path: PathStep[]) => {
  const idOf = lists[fieldPath(path)]
  return idOf ? list.findIndex((item) => idOf(item) === step.id) : -1
}

/** The value at a path, or `GONE` when a list item the path goes through is gone. */
const GONE = Symbol('gone')

function valueAt(
  record: Json | undefined,
  path: PathStep[],
  lists: ListKeys,
): Json | undefined | typeof GONE {
  let value: Json | undefined = record
  for (const [i, step] of path.entries()) {
    if (isItemStep(step)) {
      const at = Array.isArray(value) ? findItem(value, step, lists, path.slice(0, i)) : -1
      // A field of an item no longer there cannot be put back, whatever its value was.
      if (at < 0 && i < path.length - 1) return GONE
      value = at < 0 ? undefined : (value as Json[])[at]
      continue
    }
    if (!isObject(value) && !Array.isArray(value)) return undefined
    value = (value as Record<string | number, Json>)[step]
  }
  return value
}

function withValueAt(
  record: Json | undefined,
  path: PathStep[],
  value: Json | undefined,
  lists: ListKeys,
  above: PathStep[] = [],
): Json | undefined {
  if (path.length === 0) return value
  const [step, ...rest] = path
  if (isItemStep(step!)) {
    const list = Array.isArray(record) ? [...record] : []
    const at = findItem(list, step, lists, above)
    const next = withValueAt(at < 0 ? undefined : list[at], rest, value, lists, [...above, step])
    if (at >= 0 && next === undefined) list.splice(at, 1)
    else if (at >= 0) list[at] = next!
    // An item put back goes where it was: removed items are put back in their order, so each
    // lands at its old place once the items added beside it are gone.
    else if (next !== undefined && rest.length === 0)
      list.splice(Math.min(step.at, list.length), 0, next)
    return list
  }
  const copy: Record<string, Json> = isObject(record) ? { ...record } : {}
  const key = String(step)
  const next = withValueAt(copy[key], rest, value, lists, [...above, step!])
  if (next === undefined) delete copy[key]
  else copy[key] = next
  return copy
}

/** A field whose current value is no longer what the revision left there. */
export type RevertConflict = { path: PathStep[]; expected?: Json; current?: Json }

export type RevertResult =
  | { ok: true; record: Json | undefined; changes: RevisionChange[] }
  | { ok: false; conflicts: RevertConflict[] }

/** An added item (no old value) is taken out before removed items are put back at their places. */
const takenOutFirst = (a: RevisionChange, b: RevisionChange) =>
  Number(a.old !== undefined) - Number(b.old !== undefined)

/**
 * The record with one revision undone: each field it changed goes back to its old value, an item
 * it added is taken out and one it removed is put back where it was. Refused, with the fields in
 * question, when any of them has changed again since: undoing it then would silently throw away
 * the later edit. `lists`: as the revision was worked out with.
 */
export function revertRevision(
  current: Json | undefined,
  revision: Revision,
  lists: ListKeys = {},
): RevertResult {
  const conflicts: RevertConflict[] = []
  for (const change of revision.changes) {
    const found = valueAt(current, change.path, lists)
    const now = found === GONE ? undefined : found
    if (found === GONE || !sameJson(now, change.new))
      conflicts.push({
        path: change.path,
        ...(change.new === undefined ? {} : { expected: change.new }),
        ...(now === undefined ? {} : { current: now }),
      })
  }
  if (conflicts.length) return { ok: false, conflicts }
  let record = current
  for (const change of [...revision.changes].sort(takenOutFirst))
    record = withValueAt(record, change.path, change.old, lists)
  return { ok: true, record, changes: diffRecord(current, record, lists) }
}

/** One change as the history lists it: what changed, and whether it was added or removed. */
export type ChangeLine = { kind: 'added' | 'removed' | 'changed'; what: string }

/**
 * How the history names a change: object keys joined with ".", a list item by its noun and
 * identity ("charge “visa: Student visa (everywhere)”: value.amount"). `nouns`: what an item of a
 * keyed list is called, by the list's path as `ListKeys` names it.
 */
export function describeChange(
  change: RevisionChange,
  nouns: Readonly<Record<string, string>> = {},
): ChangeLine {
  const parts: string[] = []
  let fields: string[] = []
  for (const [i, step] of change.path.entries()) {
    if (!isItemStep(step)) {
      fields.push(String(step))
      continue
    }
    // The fields so far lead to the list, which the item's noun stands for.
    const list = fieldPath(change.path.slice(0, i))
    parts.push(`${nouns[list] ?? list} “${step.id}”`)
    fields = []
  }
  if (fields.length) parts.push(fields.join('.'))
  const what = parts.join(': ')
  const last = change.path.at(-1)
  if (last !== undefined && isItemStep(last)) {
    if (change.old === undefined) return { kind: 'added', what }
    if (change.new === undefined) return { kind: 'removed', what }
  }
  return { kind: 'changed', what }
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
