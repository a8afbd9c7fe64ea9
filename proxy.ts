import { NextResponse, type NextRequest } from 'next/server'

import { scholarshipListRedirect } from '@/lib/scholarships/state'
import {
  buildContentSecurityPolicy,
  isPrivatePage,
  PRIVATE_PAGE_CACHE_CONTROL,
  SHARED_PAGE_CACHE_CONTROL,
} from '@/lib/security/csp'
import { isUnknownEntryPage } from '@/lib/site/known-paths'
import { matchPageRoute } from '@/lib/site/routes'
import {
  storeDownFor,
  storeKnownDown,
  UNAVAILABLE_RETRY_SECONDS,
  unavailablePageHtml,
} from '@/lib/site/store-pages'
import { SESSION_COOKIE } from '@/lib/staff/session'

const dev = process.env.NODE_ENV === 'development'
const sharedPagePolicy = buildContentSecurityPolicy({ dev })
// Matches no route, so Next answers it with the not-found page and a 404 status.
const NOT_FOUND_PATH = '/_no-such-page'

export async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  // The nav's ?type= and ?funding=merit links: one page per kind of award, the footer's.
  const moved = pathname === '/scholarships' ? scholarshipListRedirect(searchParams) : undefined
  if (moved) return NextResponse.redirect(new URL(moved, request.url), 308)

  // The back office without a session: sent to sign in by the status itself, script or not.
  if (matchPageRoute(pathname)?.route.staffOnly && !request.cookies.has(SESSION_COOKIE)) {
    const signIn = new URL('/staff/login', request.url)
    signIn.search = new URLSearchParams({ next: `${pathname}${request.nextUrl.search}` }).toString()
    const response = NextResponse.redirect(signIn, 307)
    response.headers.set('Cache-Control', PRIVATE_PAGE_CACHE_CONTROL)
    return response
  }

  // The status is still open here: a page that would find the database away answers 503, never
  // a 200 that a shared cache would keep (nginx serves its last good copy meanwhile).
  if ((await storeKnownDown()) || (await storeDownFor(pathname))) return unavailable()

  const unknown = await isUnknownEntryPage(pathname)
  if (isPrivatePage(pathname) && !unknown) return privatePage(request)

  const response = unknown
    ? NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url))
    : NextResponse.next()
  response.headers.set('Content-Security-Policy', sharedPagePolicy)
  // A framework data request (and Next's redirect of one) is not the page: never for a shared cache.
  const frameworkRequest = request.headers.has('rsc') || searchParams.has('_rsc')
  response.headers.set(
    'Cache-Control',
    frameworkRequest ? PRIVATE_PAGE_CACHE_CONTROL : SHARED_PAGE_CACHE_CONTROL,
  )
  return response
}

/** A page while the database is away: 503, try again later, nothing stored. */
function unavailable() {
  return new NextResponse(unavailablePageHtml(), {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Retry-After': String(UNAVAILABLE_RETRY_SECONDS),
      'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL,
      'Content-Security-Policy': buildContentSecurityPolicy({ dev }),
    },
  })
}

/** A fresh nonce for this response's scripts; never stored by a shared cache. */
function privatePage(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64')
  const csp = buildContentSecurityPolicy({ nonce, dev })
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('x-nonce', nonce)
  // Next reads the policy from the request to put the nonce on its own scripts.
  requestHeaders.set('Content-Security-Policy', csp)

  const response = NextResponse.next({ request: { headers: requestHeaders } })
  response.headers.set('Content-Security-Policy', csp)
  response.headers.set('Cache-Control', PRIVATE_PAGE_CACHE_CONTROL)
  return response
}

export const config = {
  matcher: [
    {
      source:
        '/((?!api|_next/static|_next/image|favicon.ico|icon.svg|icons\\.|robots.txt|sitemap|images|fonts).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
}
