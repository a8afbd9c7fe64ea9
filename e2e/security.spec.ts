import { createHash } from 'node:crypto'

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

test('pages rendered per request carry a fresh nonce CSP without unsafe-eval, and run under it', async ({
  page,
}) => {
  // A query of its own, so that this is the page's first render (repeats come from the page cache).
  const response = await page.goto(`/universities?search=${Date.now().toString(36)}`)
  expect(response?.headers()['x-page-cache']).toBe('miss')
  const csp = response?.headers()['content-security-policy'] ?? ''
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic';/)
  expect(csp).not.toContain('unsafe-eval')
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toContain("object-src 'none'")
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
  // Every script the server sent carries this response's nonce (later ones load by 'strict-dynamic').
  const tags = (await response!.text()).match(/<script\b[^>]*>/g) ?? []
  expect(tags.length).toBeGreaterThan(0)
  for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`)

  const second = await page.request.get('/apply-now')
  expect(second.headers()['content-security-policy']).not.toBe(csp)

  // Client code runs: typing in the search box updates the URL.
  await page.getByRole('searchbox', { name: 'Search universities' }).fill('Oxford')
  await expect(page).toHaveURL(/search=Oxford/)
})

test('a list page answered from the page cache allows exactly its own inline scripts, by hash', async ({
  page,
}) => {
  const path = `/universities?search=oxford&page=1&cache=${Date.now().toString(36)}`
  // A query is stored when it is asked for the second time.
  for (let asked = 1; asked <= 2; asked++) {
    const earlier = await page.request.get(path)
    expect(earlier.headers()['x-page-cache']).toBe('miss')
  }

  const response = await page.goto(path)
  expect(response?.headers()['x-page-cache']).toBe('hit')
  const csp = response?.headers()['content-security-policy'] ?? ''
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/)
  const scripts = /script-src [^;]*/.exec(csp)?.[0] ?? ''
  expect(scripts).not.toMatch(/nonce-|unsafe-inline|strict-dynamic/)
  expect(await response!.text()).not.toContain(' nonce="')

  // The page is live under it (a CSP violation would fail the test through the fixture).
  await page.getByRole('searchbox', { name: 'Search universities' }).fill('Cambridge')
  await expect(page).toHaveURL(/search=Cambridge/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('prerendered pages allow exactly their own inline scripts by hash, and their scripts run', async ({
  page,
}) => {
  const response = await page.goto('/about')
  const csp = response?.headers()['content-security-policy'] ?? ''
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/)
  const scripts = /script-src [^;]*/.exec(csp)?.[0] ?? ''
  expect(scripts).not.toMatch(/nonce-|unsafe-inline|strict-dynamic/)
  const inline = [...(await response!.text()).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\bsrc=/.test(attributes))
    .map(([, , text = '']) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`)
  expect(inline.length).toBeGreaterThan(0)
  expect(new Set(scripts.split(' ').slice(2))).toEqual(new Set(inline))
  expect(csp).not.toContain('unsafe-eval')
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toContain("object-src 'none'")

  await page.setViewportSize({ width: 375, height: 740 })
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
})

test('a prerendered page Next renders again hourly keeps the framework policy', async ({
  request,
}) => {
  // Its HTML can change while the server runs, so no hash list made at start-up can hold for it.
  const response = await request.get('/scholarships/rhodes-scholarship')
  expect(response.headers()['content-security-policy']).toContain(
    "script-src 'self' 'unsafe-inline';",
  )
})
