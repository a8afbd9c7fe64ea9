import { NextResponse, type NextRequest } from 'next/server'

import { CURRENCY_COOKIE, CURRENCY_COOKIE_MAX_AGE, currencyToRemember } from '@/lib/currency'
import { buildContentSecurityPolicy, rendersPerRequest } from '@/lib/security/csp'

const dev = process.env.NODE_ENV === 'development'
const prerenderedPagePolicy = buildContentSecurityPolicy({ dev })

/** A `?currency=` choice is remembered for the pages that show money (set only when it changes). */
function rememberCurrency(request: NextRequest, response: NextResponse) {
  const code = currencyToRemember(
    request.nextUrl.searchParams.get('currency'),
    request.cookies.get(CURRENCY_COOKIE)?.value,
  )
  if (code)
    response.cookies.set(CURRENCY_COOKIE, code, {
      path: '/',
      maxAge: CURRENCY_COOKIE_MAX_AGE,
      sameSite: 'lax',
      httpOnly: true,
      secure: request.nextUrl.protocol === 'https:',
    })
  return response
}

export function proxy(request: NextRequest) {
  if (!rendersPerRequest(request.nextUrl.pathname)) {
    const response = NextResponse.next()
    response.headers.set('Content-Security-Policy', prerenderedPagePolicy)
    return rememberCurrency(request, response)
  }

  const nonce = Buffer.from(crypto.randomUUID()).toString('base64')
  const csp = buildContentSecurityPolicy({ nonce, dev })
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('x-nonce', nonce)
  // Next reads the policy from the request to put the nonce on its own scripts.
  requestHeaders.set('Content-Security-Policy', csp)

  const response = NextResponse.next({ request: { headers: requestHeaders } })
  response.headers.set('Content-Security-Policy', csp)
  return rememberCurrency(request, response)
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
