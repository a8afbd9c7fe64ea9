import type { NextConfig } from 'next'

import { NON_PAGE_CSP, SECURITY_HEADERS as securityHeaders } from './lib/security/headers'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  cacheComponents: true,
  // Off: Partial Prefetching puts a second copy of each page's RSC payload in its HTML (a list
  // page 74 -> 104 KiB).
  partialPrefetching: false,
  // The scripts every page starts from carry their build-time hash (integrity): a copy altered in
  // a shared cache or CDN does not run (shared pages carry no nonce: lib/security/csp.ts).
  experimental: { sri: { algorithm: 'sha256' } },
  serverExternalPackages: ['@electric-sql/pglite'],
  // Read or run from disk at run time (never imported), so the tracer cannot see them: the
  // generated open data, the curated seed files the start-up loads into the database, and the
  // scripts that create and load the embedded database.
  outputFileTracingIncludes: {
    '/**': [
      './data/generated/**',
      './data/*.json',
      './scripts/pglite-init.mjs',
      './scripts/open-data-load.mjs',
      './lib/db/open-data-load.mjs',
      './lib/db/folder-lock.mjs',
      './lib/db/migrations/**',
    ],
    // What a refresh seeds from where there is no shared data folder.
    '/api/cron/refresh': ['./data/sources/**'],
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // The icon sprite's name carries its content hash.
      {
        source: '/:file(icons\\.[0-9a-f]+\\.svg)',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
      // The back office must never be indexed, even if a link to it leaks.
      {
        source: '/staff/:path*',
        headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }],
      },
      {
        source: '/api/:path*',
        headers: [{ key: 'Content-Security-Policy', value: NON_PAGE_CSP }],
      },
    ]
  },
}

export default nextConfig
