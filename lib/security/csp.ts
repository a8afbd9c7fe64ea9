/**
 * Two Content-Security-Policies, chosen per path by proxy.ts:
 *
 * - Pages rendered per request (lists that echo the query, search, the forms that take personal
 *   data, tracking and the back office) run scripts only with that response's nonce.
 * - Prerendered pages are built from our own committed data, with nothing from the request in
 *   them, so they cannot carry a per-request nonce: they allow same-origin scripts and the
 *   framework's inline boot scripts. Every other directive is the same.
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

/** Pages rendered on every request; each is dynamic in its route file (query, cookies or connection()). */
const PER_REQUEST_PAGES = new Set([
  '/universities',
  '/uk-universities',
  '/institutions',
  '/courses',
  '/programmes',
  '/scholarships',
  '/scholarships/university',
  '/scholarships/external',
  '/scholarships/government',
  '/scholarships/merit',
  '/search',
  '/apply-now',
  '/contact',
  '/track',
  '/test-error',
  '/staff',
])
const PER_REQUEST_PREFIXES = ['/track/', '/staff/', '/programmes/']

/**
 * Whether the page at `pathname` is rendered per request, so gets the nonce policy. A prerendered
 * page must not: its scripts carry no nonce, and a nonce in the policy turns off 'unsafe-inline'.
 * A page rendered per request but missing here still works, under the prerendered pages' policy.
 */
export function rendersPerRequest(pathname: string) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return (
    PER_REQUEST_PAGES.has(path) || PER_REQUEST_PREFIXES.some((prefix) => path.startsWith(prefix))
  )
}
