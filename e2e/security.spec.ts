import { request as httpRequest } from 'node:http'

import { SECURITY_HEADERS } from '../lib/security/headers'
import { expect, test } from './fixtures'

type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined> }

/** One request sent byte for byte to `next start` (no URL normalising), from loopback `from`. */
function raw(
  target: string,
  {
    method = 'GET',
    headers = {},
    body,
    from = '127.0.0.1',
  }: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(test.info().project.use.baseURL!)
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: hostname, port, path: target, method, headers, localAddress: from },
      (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

for (const path of ['/', '/no/such/page', '/robots.txt']) {
  test(`security headers on ${path}`, async ({ request }) => {
    const response = await request.get(path)
    const headers = response.headers()
    expect(headers['strict-transport-security']).toMatch(/max-age=\d{7,}/)
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toContain('camera=()')
    expect(headers['x-frame-options']).toBe('DENY')
  })
}

test('private pages carry a fresh nonce CSP without unsafe-eval, are never stored, and run under it', async ({
  page,
}) => {
  const response = await page.goto('/contact')
  const headers = response?.headers() ?? {}
  expect(headers['cache-control']).toBe('private, no-store')
  const csp = headers['content-security-policy'] ?? ''
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic';/)
  expect(csp).not.toContain('unsafe-eval')
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toContain("object-src 'none'")
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
  // Every script the server sent carries this response's nonce (later ones load by 'strict-dynamic');
  // JSON-LD is data, never run.
  const tags = ((await response!.text()).match(/<script\b[^>]*>/g) ?? []).filter(
    (tag) => !tag.includes('type="application/ld+json"'),
  )
  expect(tags.length).toBeGreaterThan(0)
  for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`)

  const second = await page.request.get('/contact')
  expect(second.headers()['content-security-policy']).not.toBe(csp)

  // Client code runs under it: the form checks its fields in the browser.
  await page.getByLabel('Email').fill('nope')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText('Invalid email address')).toBeVisible()
})

for (const path of ['/universities?search=oxford', '/about', '/universities/stanford-university']) {
  test(`shared page ${path}: cacheable, no nonce, the framework's scripts pinned by their hash`, async ({
    page,
  }) => {
    const response = await page.goto(path)
    const headers = response?.headers() ?? {}
    expect(headers['cache-control']).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
    )
    const csp = headers['content-security-policy'] ?? ''
    expect(/script-src [^;]*/.exec(csp)?.[0]).toBe("script-src 'self' 'unsafe-inline'")
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).toContain("frame-ancestors 'none'")
    const html = await response!.text()
    expect(html).not.toContain(' nonce="')
    // Next pins the scripts every page starts from (its runtime and the React framework).
    const pinned = html.match(/<script\b[^>]*\bintegrity="sha256-[A-Za-z0-9+/=]+"[^>]*>/g) ?? []
    expect(pinned.length).toBeGreaterThanOrEqual(3)

    // The page is live (a CSP violation would fail the test through the fixture).
    await page.setViewportSize({ width: 375, height: 740 })
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
  })
}

test('the same shared page is the same HTML with and without a currency cookie', async ({
  request,
  playwright,
}) => {
  const path = '/universities?search=institute'
  const plain = await request.get(path)
  const remembering = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { cookie: 'currency=NGN' },
  })
  const withCookie = await remembering.get(path)
  expect(withCookie.headers()['set-cookie']).toBeUndefined()
  expect(await withCookie.text()).toBe(await plain.text())
  await remembering.dispose()
})

test('an unknown entry answers 404 before its page starts, with the site headers', async ({
  request,
}) => {
  for (const path of ['/universities/no-such-university', '/courses/no-such-course']) {
    const response = await request.get(path)
    expect([path, response.status()]).toEqual([path, 404])
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(response.headers()['x-content-type-options']).toBe('nosniff')
  }
})

test("Next's own redirect of a path with // carries every security header", async () => {
  const answer = await raw('//evil.example/')
  expect(answer.status).toBe(308)
  expect(String(answer.headers.location)).toMatch(/^\/evil\.example\/?$/)
  for (const { key, value } of SECURITY_HEADERS)
    expect([key, answer.headers[key.toLowerCase()]]).toEqual([key, value])
  expect(answer.headers['content-security-policy']).toBeDefined()
})

test('a request in absolute form is answered as its path, never redirected to the host it names', async () => {
  const answer = await raw('http://evil.example/about')
  expect(answer.status).toBe(200)
  expect(answer.headers.location).toBeUndefined()
})

test('straight to next start, a forged X-Forwarded-For does not buy a client more requests', async () => {
  // A loopback address of its own: counters of other specs (all from 127.0.0.1) are not touched.
  const from = `127.${Math.floor(Math.random() * 200) + 20}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`
  const statuses: number[] = []
  for (let i = 0; i < 6; i++) {
    const answer = await raw('/api/track/new-link', {
      method: 'POST',
      from,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i + 1}` },
      body: JSON.stringify({ email: `forged-${i}-${Date.now()}@example.com` }),
    })
    statuses.push(answer.status)
  }
  expect(statuses).toEqual([202, 202, 202, 202, 202, 429])
})

test('the back office without a session answers an HTTP 307 to sign in, before any page', async ({
  request,
}) => {
  const response = await request.get('/staff?status=in_review', { maxRedirects: 0 })
  expect(response.status()).toBe(307)
  expect(response.headers().location).toMatch(/\/staff\/login\?next=%2Fstaff%3Fstatus%3Din_review$/)
})
