// The site's pages, in one table: proxy.ts, the Content-Security-Policy and caching
// (lib/security/csp.ts), the 404 of unknown entries (lib/site/known-paths.ts), the outage probe
// (lib/site/store-pages.ts) and the sitemap all read it. lib/site/routes.test.ts checks it against
// app/: one row per page.tsx.

/**
 * shared: depends on its URL alone, so a shared cache may keep it; private: one visitor's data or
 * form, never stored, scripts run with a per-response nonce.
 */
export type PageAccess = 'shared' | 'private'

/**
 * Where the entries a dynamic page names are known: the site's own data (the sitemap's paths), the
 * open data's programmes or institutions (id sets loaded once), or one visitor's tracking link.
 */
export type EntrySource = 'site' | 'programmes' | 'institutions' | 'tracking-link'

export type PageRoute = {
  /** As in app/, without route groups: /universities/[slug]. */
  pattern: string
  access: PageAccess
  /** Dynamic pages: where an unknown entry is found out, so proxy.ts answers 404 before the page. */
  entries?: EntrySource
  /** Made of one visitor's rows: proxy.ts asks the database first and answers 503 without it. */
  storeProbe?: boolean
  /** Listed in the sitemap (static pages; entry pages come from their sources). */
  sitemap?: boolean
  /** The back office: without a session cookie, proxy.ts sends the visitor to sign in (307). */
  staffOnly?: boolean
}

export const PAGE_ROUTES = [
  { pattern: '/', access: 'shared', sitemap: true },
  { pattern: '/about', access: 'shared', sitemap: true },
  { pattern: '/admission-results', access: 'shared', sitemap: true },
  { pattern: '/apply-now', access: 'private', sitemap: true },
  { pattern: '/blog', access: 'shared', sitemap: true },
  { pattern: '/blog/[slug]', access: 'shared', entries: 'site' },
  { pattern: '/contact', access: 'private', sitemap: true },
  { pattern: '/cookies', access: 'shared', sitemap: true },
  { pattern: '/courses', access: 'shared', sitemap: true },
  { pattern: '/courses/graduate', access: 'shared', sitemap: true },
  { pattern: '/courses/online', access: 'shared', sitemap: true },
  { pattern: '/courses/phd', access: 'shared', sitemap: true },
  { pattern: '/courses/undergraduate', access: 'shared', sitemap: true },
  { pattern: '/courses/[id]', access: 'shared', entries: 'site' },
  { pattern: '/guides/[slug]', access: 'shared', entries: 'site' },
  { pattern: '/guides/countries/[country]', access: 'shared', entries: 'site' },
  { pattern: '/institutions', access: 'shared', sitemap: true },
  { pattern: '/institutions/[slug]', access: 'shared', entries: 'institutions' },
  { pattern: '/privacy', access: 'shared', sitemap: true },
  { pattern: '/programmes', access: 'shared', sitemap: true },
  { pattern: '/programmes/[id]', access: 'shared', entries: 'programmes' },
  { pattern: '/resources/countries', access: 'shared', sitemap: true },
  { pattern: '/resources/[slug]', access: 'shared', entries: 'site' },
  { pattern: '/scholarships', access: 'shared', sitemap: true },
  { pattern: '/scholarships/external', access: 'shared', sitemap: true },
  { pattern: '/scholarships/government', access: 'shared', sitemap: true },
  { pattern: '/scholarships/merit', access: 'shared', sitemap: true },
  { pattern: '/scholarships/university', access: 'shared', sitemap: true },
  { pattern: '/scholarships/[slug]', access: 'shared', entries: 'site' },
  { pattern: '/search', access: 'shared' },
  { pattern: '/shortlist', access: 'shared' },
  { pattern: '/staff', access: 'private', storeProbe: true, staffOnly: true },
  {
    pattern: '/staff/applications/[reference]',
    access: 'private',
    storeProbe: true,
    staffOnly: true,
  },
  { pattern: '/staff/data', access: 'private', storeProbe: true, staffOnly: true },
  { pattern: '/staff/data/awards', access: 'private', storeProbe: true, staffOnly: true },
  {
    pattern: '/staff/data/awards/[slug]',
    access: 'private',
    storeProbe: true,
    staffOnly: true,
  },
  { pattern: '/staff/data/costs', access: 'private', storeProbe: true, staffOnly: true },
  {
    pattern: '/staff/data/costs/[slug]',
    access: 'private',
    storeProbe: true,
    staffOnly: true,
  },
  { pattern: '/staff/data/deadlines', access: 'private', storeProbe: true, staffOnly: true },
  {
    pattern: '/staff/data/deadlines/[slug]',
    access: 'private',
    storeProbe: true,
    staffOnly: true,
  },
  { pattern: '/staff/data/sources', access: 'private', storeProbe: true, staffOnly: true },
  { pattern: '/staff/data/universities', access: 'private', storeProbe: true, staffOnly: true },
  {
    pattern: '/staff/data/universities/[slug]',
    access: 'private',
    storeProbe: true,
    staffOnly: true,
  },
  { pattern: '/staff/login', access: 'private', storeProbe: true },
  { pattern: '/terms', access: 'shared', sitemap: true },
  { pattern: '/test-error', access: 'private' },
  { pattern: '/tests/[slug]', access: 'shared', entries: 'site' },
  { pattern: '/track', access: 'private' },
  { pattern: '/track/[token]', access: 'private', entries: 'tracking-link', storeProbe: true },
  { pattern: '/uk-universities', access: 'shared', sitemap: true },
  { pattern: '/universities', access: 'shared', sitemap: true },
  { pattern: '/universities/[slug]', access: 'shared', entries: 'site' },
] as const satisfies readonly PageRoute[]

const STATIC = new Map<string, PageRoute>(
  PAGE_ROUTES.filter((r) => !r.pattern.includes('[')).map((r) => [r.pattern, r]),
)
// A static page wins over a dynamic one beside it (/courses/phd before /courses/[id]).
const DYNAMIC = PAGE_ROUTES.filter((r) => r.pattern.includes('[')).map((route) => ({
  route: route as PageRoute,
  regex: new RegExp(`^${route.pattern.replace(/\[[^\]]+\]/g, '([^/]+)')}$`),
}))

/** `pathname` without a trailing slash (Next redirects those; proxy.ts may see them first). */
export const trimPath = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname

/** The page `pathname` would render, with the value of its dynamic segment; none when no page would. */
export function matchPageRoute(pathname: string): { route: PageRoute; entry?: string } | undefined {
  const path = trimPath(pathname)
  const exact = STATIC.get(path)
  if (exact) return { route: exact }
  for (const { route, regex } of DYNAMIC) {
    const found = regex.exec(path)
    if (found) return { route, entry: found[1] }
  }
  return undefined
}

/** The static pages the sitemap lists. */
export const sitemapPages = (): string[] =>
  (PAGE_ROUTES as readonly PageRoute[]).filter((r) => r.sitemap).map((r) => r.pattern)
