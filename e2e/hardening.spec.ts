import { request as httpRequest } from 'node:http'

import type { APIRequestContext } from '@playwright/test'

import { expect, test } from './fixtures'
import { E2E_STAFF } from './staff-account'
import { submitApplication } from './support/submit-application'

// Raw HTTP against the running server (`next start`): paths are sent byte for byte, as a hostile
// client would, where a browser or fetch would re-encode them first. Paths that do not
// percent-decode are the proxy's to refuse (deploy/nginx.services.test.ts).
type Answer = { status: number; headers: Record<string, string | string[] | undefined> }

function rawGet(
  baseURL: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const { hostname, port } = new URL(baseURL)
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, method: 'GET', headers }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }))
    })
    req.on('error', reject)
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout on ${path}`)))
    req.end()
  })
}

const base = () => test.info().project.use.baseURL!

test.describe.configure({ mode: 'serial' })
test.use({ scanOnGoto: false })

// Every route of the site; dynamic segments get a made-up value here and a real one from the
// sitemap (realPaths). The staff pages are fuzzed signed in as well, below.
const ROUTES = [
  '/',
  '/about',
  '/admission-results',
  '/apply-now',
  '/blog',
  '/blog/no-such-post',
  '/contact',
  '/cookies',
  '/courses',
  '/courses/graduate',
  '/courses/online',
  '/courses/phd',
  '/courses/undergraduate',
  '/courses/no-such-course',
  '/guides/no-such-guide',
  '/guides/countries/uk',
  '/privacy',
  '/resources/countries',
  '/resources/no-such',
  '/scholarships',
  '/scholarships/external',
  '/scholarships/government',
  '/scholarships/merit',
  '/scholarships/university',
  '/scholarships/no-such',
  '/search',
  '/staff',
  '/staff/login',
  '/staff/applications/SA-2026-AAAAAA',
  '/terms',
  '/tests/no-such-test',
  '/track/x',
  '/uk-universities',
  '/universities',
  '/universities/no-such-university',
  '/institutions',
  '/institutions/no-such-institution',
  '/programmes',
  '/programmes/no-such-programme',
  '/shortlist',
  '/shortlist.ics',
  '/robots.txt',
  '/sitemap-index.xml',
  '/sitemap/0.xml',
  '/api/search',
  '/api/staff/export.csv',
  '/api/crawl/abc',
  '/api/crawl/key',
  '/api/apply',
  '/no/such/page',
  '/anything.js',
]

// Each dynamic route, and how to tell its pages in the sitemap from the static pages beside them.
const DYNAMIC_ROUTES: Record<string, RegExp> = {
  '/universities/[slug]': /^\/universities\/[^/]+$/,
  '/institutions/[slug]': /^\/institutions\/[^/]+$/,
  '/programmes/[id]': /^\/programmes\/[^/]+$/,
  '/courses/[id]': /^\/courses\/(?!(?:graduate|online|phd|undergraduate)$)[^/]+$/,
  '/blog/[slug]': /^\/blog\/[^/]+$/,
  '/resources/[slug]': /^\/resources\/(?!countries$)[^/]+$/,
  '/scholarships/[slug]': /^\/scholarships\/(?!(?:external|government|merit|university)$)[^/]+$/,
  '/tests/[slug]': /^\/tests\/[^/]+$/,
  '/guides/[slug]': /^\/guides\/(?!countries\/)[^/]+$/,
}

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)

/** A real page of each dynamic route: the first of its kind in the sitemap files, read in order. */
async function realPaths(request: APIRequestContext): Promise<string[]> {
  const found = new Map<string, string>()
  const index = await request.get('/sitemap-index.xml')
  expect(index.status()).toBe(200)
  for (const file of locs(await index.text())) {
    const paths = locs(await (await request.get(file)).text())
    for (const [route, pattern] of Object.entries(DYNAMIC_ROUTES))
      if (!found.has(route)) {
        const path = paths.find((candidate) => pattern.test(candidate))
        if (path) found.set(route, path)
      }
    if (found.size === Object.keys(DYNAMIC_ROUTES).length) break
  }
  expect(Object.keys(DYNAMIC_ROUTES).filter((route) => !found.has(route))).toEqual([])
  return [...found.values()]
}

const HOSTILE_SUFFIXES = [
  '',
  '/%00',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/..%2f..%2f',
  '/%C0%AE',
  '/x'.repeat(200),
]
const HOSTILE_QUERIES = [
  '',
  '?q=%00&search=%00&page=%00',
  '?search=%ED%A0%80&page=-1&sort=__proto__',
  '?page=99999999999999999999&limit=1e309',
  '?__proto__[admin]=1&constructor[prototype][x]=1',
  '?q=%ff%fe&country=%00&status=%ff',
  `?search=${'a'.repeat(5000)}`,
  '?search=<script>alert(1)</script>&currency=XXX',
  '?page=1&page=2&page[]=3&search[]=a',
  '?next=//evil.example&redirect=javascript:alert(1)',
]

const hostileTargets = (routes: string[]) =>
  routes.flatMap((route) => [
    ...HOSTILE_QUERIES.map((query) => `${route}${query}`),
    ...HOSTILE_SUFFIXES.slice(1).map((suffix) => `${route}${suffix}`),
  ])

/** Every target, a few at a time: well under the server's load-shedding cap, so a 503 is a real failure. */
async function fuzz(targets: string[], headers: Record<string, string> = {}) {
  const answers: { path: string; answer: Answer }[] = []
  for (let i = 0; i < targets.length; i += 4) {
    const batch = targets.slice(i, i + 4)
    const answered = await Promise.all(batch.map((path) => rawGet(base(), path, headers)))
    answered.forEach((answer, j) => answers.push({ path: batch[j]!, answer }))
  }
  return answers
}

const fiveHundreds = (answers: Awaited<ReturnType<typeof fuzz>>) =>
  answers
    .filter(({ answer }) => answer.status >= 500)
    .map(({ path, answer }) => `${answer.status} ${path.slice(0, 120)}`)

test('a GET fuzz over every route with hostile paths and queries finds no 5xx', async ({
  request,
}) => {
  test.setTimeout(240_000)
  const routes = [...ROUTES, ...(await realPaths(request))]
  const targets = hostileTargets(routes)
  expect(fiveHundreds(await fuzz(targets))).toEqual([])
  expect(targets.length).toBeGreaterThan(800)
})

test('signed in, the staff pages and the export answer hostile paths and queries without a 5xx', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const { reference } = await submitApplication(baseURL!, 'Fuzzed')
  const signIn = await request.post('/api/staff/login', {
    data: { email: E2E_STAFF.email, password: E2E_STAFF.password },
    headers: { origin: base() },
  })
  expect(signIn.status()).toBe(200)
  const cookie = signIn.headers()['set-cookie']!.split(';')[0]!
  try {
    // A NUL in the search: a page (the character dropped) or 400, never the database's refusal.
    expect([200, 400]).toContain((await rawGet(base(), '/staff?q=%00', { cookie })).status)
    expect((await rawGet(base(), '/api/staff/export.csv?q=%00', { cookie })).status).toBe(400)

    const answers = await fuzz(
      hostileTargets([
        '/staff',
        `/staff/applications/${reference}`,
        '/staff/applications/SA-2026-AAAAAA',
        '/api/staff/export.csv',
      ]),
      { cookie },
    )
    expect(fiveHundreds(answers)).toEqual([])
    // Really signed in throughout: nothing was sent to the sign-in page or refused with 401.
    const signedOut = answers.filter(
      ({ answer }) =>
        answer.status === 401 || String(answer.headers.location ?? '').includes('/staff/login'),
    )
    expect(signedOut.map(({ path }) => path)).toEqual([])
  } finally {
    await request.post('/api/staff/logout', { headers: { origin: base(), cookie } })
  }
})
