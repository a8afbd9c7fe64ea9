// The shortlist: saved universities, programmes, directory institutions and scholarships. No account:
// the browser keeps it (lib/shortlist/storage.ts) and the URL carries it, so a link opens the same
// list anywhere. Pure and free of data, so client components share it with the server.
// No zod here: Save toggles on every card import this module into the browser; the query schema
// lives in ./parse.ts (server).
import { stateHref } from '@/lib/url-state'

export const SHORTLIST_KINDS = ['university', 'programme', 'institution', 'scholarship'] as const
export type ShortlistKind = (typeof SHORTLIST_KINDS)[number]

/** The query parameter of each kind: `/shortlist?u=mit,oxford&p=..&i=..&s=..`. */
export const SHORTLIST_PARAM = {
  university: 'u',
  programme: 'p',
  institution: 'i',
  scholarship: 's',
} as const satisfies Record<ShortlistKind, string>

/** Saved items of one kind, at most; older ones beyond it are dropped. */
export const SHORTLIST_CAP = 30

export const SHORTLIST_PATH = '/shortlist'

export type Shortlist = Record<ShortlistKind, string[]>

export const EMPTY_SHORTLIST: Shortlist = {
  university: [],
  programme: [],
  institution: [],
  scholarship: [],
}

const ID = /^[a-z0-9][a-z0-9-]{0,119}$/

/** Ids in order of saving, without repeats or malformed entries, capped. */
export function cleanIds(ids: readonly unknown[]): string[] {
  const out: string[] = []
  for (const raw of ids) {
    if (typeof raw !== 'string') continue
    const id = raw.trim().toLowerCase()
    if (ID.test(id) && !out.includes(id)) out.push(id)
  }
  return out.slice(0, SHORTLIST_CAP)
}

/** Any stored value (localStorage) as a shortlist; junk becomes empty. */
export function normaliseShortlist(value: unknown): Shortlist {
  const list = { ...EMPTY_SHORTLIST }
  if (!value || typeof value !== 'object') return list
  for (const kind of SHORTLIST_KINDS) {
    const ids = (value as Record<string, unknown>)[kind]
    list[kind] = Array.isArray(ids) ? cleanIds(ids) : []
  }
  return list
}

export function shortlistQuery(list: Shortlist): Record<string, string> {
  const query: Record<string, string> = {}
  for (const kind of SHORTLIST_KINDS) {
    const ids = cleanIds(list[kind])
    if (ids.length) query[SHORTLIST_PARAM[kind]] = ids.join(',')
  }
  return query
}

/**
 * The shareable URL of `list` under `path` (/shortlist, or /shortlist.ics for the calendar), with
 * `view`: how /shortlist shows it (order, currency), kept by the page's own links.
 */
export function shortlistHref(
  list: Shortlist,
  path: string = SHORTLIST_PATH,
  view: Record<string, string> = {},
) {
  return stateHref(path, { ...shortlistQuery(list), ...view }, {})
}

export function shortlistSize(list: Shortlist) {
  return SHORTLIST_KINDS.reduce((n, kind) => n + list[kind].length, 0)
}

export function isSaved(list: Shortlist, kind: ShortlistKind, id: string) {
  return list[kind].includes(id)
}

/** `list` with `id` added (at the end) or removed. */
export function toggleSaved(list: Shortlist, kind: ShortlistKind, id: string): Shortlist {
  const ids = list[kind]
  return {
    ...list,
    [kind]: ids.includes(id) ? ids.filter((x) => x !== id) : cleanIds([...ids, id]),
  }
}

export function removeSaved(list: Shortlist, kind: ShortlistKind, id: string): Shortlist {
  return { ...list, [kind]: list[kind].filter((x) => x !== id) }
}
