import 'server-only'

import { trackingTokenExists } from '@/lib/db/applications'
import { isStoreFailure } from '@/lib/db/errors'
import { listSitemapPaths } from '@/lib/site/sitemap'

// Pages whose last segment names an entry. Next renders an unknown entry's page after it has sent
// the status, so it would be a "not found" page answered with 200; proxy.ts asks here first and
// answers 404 instead.
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
  if (token) {
    try {
      return !(await trackingTokenExists(token))
    } catch (error) {
      if (isStoreFailure(error)) return false
      throw error
    }
  }
  return false
}
