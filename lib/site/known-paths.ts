import 'server-only'

import { sql } from 'drizzle-orm'

import { trackingTokenExists } from '@/lib/db/applications'
import { getDb } from '@/lib/db/client'
import { isStoreFailure } from '@/lib/db/errors'
import { mergedInto } from '@/lib/programmes/aliases'
import { listSitemapPaths } from '@/lib/site/sitemap'

// Pages whose last segment names an entry (of our data, or a record in the database). Next renders
// an unknown entry's page after it has sent the status, so it would be a "not found" page answered
// with 200; proxy.ts asks here first and answers 404 instead.
const ENTRY_PAGES = [
  /^\/universities\/[^/]+$/,
  /^\/courses\/[^/]+$/,
  /^\/scholarships\/[^/]+$/,
  /^\/guides\/[^/]+$/,
  /^\/guides\/countries\/[^/]+$/,
  /^\/blog\/[^/]+$/,
  /^\/resources\/[^/]+$/,
  /^\/tests\/[^/]+$/,
]
const TRACKING_PAGE = /^\/track\/([^/]+)$/
const PROGRAMME_PAGE = /^\/programmes\/([^/]+)$/
const INSTITUTION_PAGE = /^\/institutions\/([^/]+)$/

/** Whether the database holds a record of the open data (a primary-key lookup). */
async function openDataRecordExists(table: 'programmes' | 'institutions', id: string) {
  const db = await getDb()
  const result = await db.execute(sql`SELECT 1 FROM ${sql.identifier(table)} WHERE id = ${id}`)
  return (result as unknown as { rows: unknown[] }).rows.length > 0
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

let known: Set<string> | undefined

/**
 * Whether `pathname` is shaped like an entry's page but names no entry (nor a page of its own).
 * A lookup the database cannot answer leaves the page to say so itself.
 */
export async function isUnknownEntryPage(pathname: string): Promise<boolean> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (ENTRY_PAGES.some((pattern) => pattern.test(path))) {
    known ??= new Set(listSitemapPaths())
    return !known.has(path)
  }
  const token = TRACKING_PAGE.exec(path)?.[1]
  if (token) return missingIn(() => trackingTokenExists(token))
  const programme = PROGRAMME_PAGE.exec(path)?.[1]
  // A merged course's id is known: its page redirects to the programme that holds it.
  if (programme && mergedInto(programme)) return false
  if (programme) return missingIn(() => openDataRecordExists('programmes', programme))
  const institution = INSTITUTION_PAGE.exec(path)?.[1]
  if (institution) return missingIn(() => openDataRecordExists('institutions', institution))
  return false
}
