import { listSitemapPaths } from '@/lib/site/sitemap'

// Pages whose last segment names an entry of our own data. Next renders an unknown entry's page
// after it has sent the status, so it would be a "not found" page answered with 200; proxy.ts
// asks this first and answers 404 instead.
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

let known: Set<string> | undefined

/** Whether `pathname` is shaped like an entry's page but names no entry (nor a page of its own). */
export function isUnknownEntryPage(pathname: string) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (!ENTRY_PAGES.some((pattern) => pattern.test(path))) return false
  known ??= new Set(listSitemapPaths())
  return !known.has(path)
}
