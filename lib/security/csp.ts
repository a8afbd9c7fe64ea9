import { matchPageRoute } from '@/lib/site/routes'

/**
 * Two kinds of page, and the Content-Security-Policy and caching of each (applied by proxy.ts):
 *
 * - Private pages show one visitor's data or take it (the application and contact forms, tracking,
 *   the back office). They render per request, are never stored by a shared cache, and run scripts
 *   only with that response's nonce.
 * - Every other page is shared: its HTML depends on its URL alone, so a CDN or our proxy may keep it
 *   for a few minutes. A stored page cannot carry a per-request nonce, so its policy allows
 *   same-origin scripts (the framework's pinned to their build by Subresource Integrity hashes)
 *   and the framework's inline boot scripts; nothing from another origin.
 */
export function buildContentSecurityPolicy({
  nonce,
  dev = false,
}: { nonce?: string; dev?: boolean } = {}) {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // React's development build needs eval for its debugging aids; production never gets it.
    'script-src': [
      "'self'",
      ...(nonce ? [`'nonce-${nonce}'`, "'strict-dynamic'"] : ["'unsafe-inline'"]),
      ...(dev ? ["'unsafe-eval'"] : []),
    ],
    // Radix positions popovers with inline style attributes, which cannot carry a nonce.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(dev ? ['ws:'] : [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

/** Whether the page at `pathname` is private (per visitor); every other page is shared. */
export function isPrivatePage(pathname: string) {
  return matchPageRoute(pathname)?.route.access === 'private'
}

/**
 * Shared pages: browsers check back each time, shared caches keep a page 5 minutes and may serve it
 * up to a day older while they fetch a fresh copy. The data changes only when it is imported.
 */
export const SHARED_PAGE_CACHE_CONTROL =
  'public, max-age=0, s-maxage=300, stale-while-revalidate=86400'
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-store'
