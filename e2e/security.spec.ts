import { expect, test } from './fixtures'

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

test("a shared page's HTML carries the currency its URL names, converted on the server", async ({
  request,
}) => {
  // Without a script: the amounts in the HTML follow `?currency=` alone.
  const path = '/universities/imperial-college-london'
  const naira = await request.get(`${path}?currency=NGN`)
  expect(naira.headers()['cache-control']).toContain('public')
  expect(naira.headers()['set-cookie']).toBeUndefined()
  // React separates adjacent texts with empty comments.
  const html = (await naira.text()).replaceAll('<!-- -->', '')
  expect(html).toMatch(/GBP 1,529<span[^>]*> \(≈ NGN [\d,]+\)/)
  expect(html).toContain('Amounts after ≈ are in NGN, approximate.')
  const plain = (await (await request.get(path)).text()).replaceAll('<!-- -->', '')
  expect(plain).not.toContain('≈ NGN')
  expect(plain).toContain('Amounts after ≈ are in USD, approximate.')
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
