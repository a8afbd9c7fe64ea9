import { NextResponse, type NextRequest } from 'next/server'

import { buildContentSecurityPolicy, rendersPerRequest } from '@/lib/security/csp'

const dev = process.env.NODE_ENV === 'development'
const prerenderedPagePolicy = buildContentSecurityPolicy({ dev })

export function proxy(request: NextRequest) {
  if (!rendersPerRequest(request.nextUrl.pathname)) {
    const response = NextResponse.next()
    response.headers.set('Content-Security-Policy', prerenderedPagePolicy)
    return response
  }

  const nonce = Buffer.from(crypto.randomUUID()).toString('base64')
  const csp = buildContentSecurityPolicy({ nonce, dev })
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('x-nonce', nonce)
  // Next reads the policy from the request to put the nonce on its own scripts.
  requestHeaders.set('Content-Security-Policy', csp)

  const response = NextResponse.next({ request: { headers: requestHeaders } })
  response.headers.set('Content-Security-Policy', csp)
  return response
}

export const config = {
  matcher: [
    {
      source:
        '/((?!api|_next/static|_next/image|favicon.ico|icon.svg|icons\\.|robots.txt|sitemap.xml|images|fonts).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
}
