import { request as httpRequest } from 'node:http'

import { expect, test } from './fixtures'

// Raw HTTP against the running server (scripts/server.mjs): paths are sent byte for byte, as a
// hostile client would, where a browser or fetch would re-encode them first.
type Answer = { status: number; headers: Record<string, string | string[] | undefined> }

function rawGet(baseURL: string, path: string): Promise<Answer> {
  const { hostname, port } = new URL(baseURL)
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, method: 'GET' }, (res) => {
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

test('a path that does not percent-decode answers 400 with the security headers', async () => {
  for (const path of ['/universities/%ff', '/%E0%A4%A', '/api/crawl/%ff', '/track/%ED%A0%80']) {
    const answer = await rawGet(base(), path)
    expect(answer.status, path).toBe(400)
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    expect(answer.headers['x-frame-options']).toBe('DENY')
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'")
  }
})

// Every route of the site (dynamic segments filled with a real and a made-up value).
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
  '/api/search',
  '/api/staff/export.csv',
  '/api/crawl/abc',
  '/api/apply',
  '/no/such/page',
]

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

test('a GET fuzz over every route with hostile paths and queries finds no 5xx', async () => {
  test.setTimeout(150_000)
  const targets = ROUTES.flatMap((route) => [
    ...HOSTILE_QUERIES.map((query) => `${route}${query}`),
    ...HOSTILE_SUFFIXES.slice(1).map((suffix) => `${route}${suffix}`),
  ])
  const failures: string[] = []
  // A few at a time: well under the server's load-shedding cap, so a 503 would be a real failure.
  for (let i = 0; i < targets.length; i += 4) {
    const batch = targets.slice(i, i + 4)
    const answers = await Promise.all(batch.map((path) => rawGet(base(), path)))
    answers.forEach((answer, j) => {
      if (answer.status >= 500) failures.push(`${answer.status} ${batch[j]!.slice(0, 120)}`)
    })
  }
  expect(failures).toEqual([])
  expect(targets.length).toBeGreaterThan(500)
})
