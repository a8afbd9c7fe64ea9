import 'server-only'

import { sql } from 'drizzle-orm'

import { trackingTokenExists } from '@/lib/db/applications'
import { getDb } from '@/lib/db/client'
import { isStoreFailure } from '@/lib/db/errors'
import { matchPageRoute, trimPath } from '@/lib/site/routes'
import { listSitemapPaths } from '@/lib/site/sitemap'

// Pages whose last segment names an entry (of our data, or a record in the database). Next renders
// an unknown entry's page after it has sent the status, so it would be a "not found" page answered
// with 200; proxy.ts asks here first and answers 404 instead. Public pages are answered from sets
// this process holds, never a query per request.

type OpenDataIds = { programmes: Set<string>; institutions: Set<string> }
const state = globalThis as typeof globalThis & {
  __studyAbroadOpenDataIds?: Promise<OpenDataIds>
  __studyAbroadSitePaths?: Set<string>
}

async function loadOpenDataIds(): Promise<OpenDataIds> {
  const db = await getDb()
  const ids = async (table: 'programmes' | 'institutions') => {
    const result = await db.execute(sql`SELECT id FROM ${sql.identifier(table)}`)
    return new Set((result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id))
  }
  const [programmes, institutions] = await Promise.all([ids('programmes'), ids('institutions')])
  return { programmes, institutions }
}

/** The open data's programme and institution ids, read from the database once per process. */
function openDataIds(): Promise<OpenDataIds> {
  state.__studyAbroadOpenDataIds ??= loadOpenDataIds().catch((error: unknown) => {
    state.__studyAbroadOpenDataIds = undefined // read again on the next request
    throw error
  })
  return state.__studyAbroadOpenDataIds
}

/**
 * Drops the id sets, to be read again from the database on the next request that needs them (call
 * it when the open data has been reloaded); with `reload`, reads them now.
 */
export async function forgetOpenDataIds({ reload = false } = {}) {
  state.__studyAbroadOpenDataIds = undefined
  if (reload) await openDataIds()
}

/** Asks the database, leaving the page to say so itself when the database cannot answer. */
async function missingIn(lookup: () => Promise<boolean>) {
  try {
    return !(await lookup())
  } catch (error) {
    if (isStoreFailure(error)) return false
    throw error
  }
}

/**
 * Whether `pathname` is shaped like an entry's page but names no entry (nor a page of its own).
 * A lookup the database cannot answer leaves the page to say so itself.
 */
export async function isUnknownEntryPage(pathname: string): Promise<boolean> {
  const match = matchPageRoute(pathname)
  const entry = match?.entry
  if (!match || entry === undefined) return false
  switch (match.route.entries) {
    case 'site': {
      state.__studyAbroadSitePaths ??= new Set(listSitemapPaths())
      return !state.__studyAbroadSitePaths.has(trimPath(pathname))
    }
    case 'programmes':
    case 'institutions': {
      const kind = match.route.entries
      return missingIn(async () => (await openDataIds())[kind].has(entry))
    }
    case 'tracking-link':
      return missingIn(() => trackingTokenExists(entry))
    default:
      return false
  }
}
