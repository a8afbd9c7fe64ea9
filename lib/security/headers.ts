// The security headers every answer carries (next.config.ts). The Content-Security-Policy of pages
// is set in proxy.ts; deploy/nginx.conf gives the same headers to the answers nginx makes itself.

/** Headers that do not depend on the request. */
export const SECURITY_HEADERS = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
]

/** The Content-Security-Policy of answers that are not pages (API routes, plain-text errors). */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'"
