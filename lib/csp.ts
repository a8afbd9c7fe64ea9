/** The page Content-Security-Policy. Scripts run only with this response's nonce (or are loaded by one). */
export function buildContentSecurityPolicy(nonce: string, { dev = false } = {}) {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // React's development build needs eval for its debugging aids; production never gets it.
    'script-src': [
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
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
