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

test('pages carry a nonce-based CSP without unsafe-eval, and run under it without violations', async ({
  page,
}) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  const response = await page.goto('/')
  const csp = response?.headers()['content-security-policy'] ?? ''
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/)
  expect(csp).not.toContain('unsafe-eval')
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toContain("object-src 'none'")

  const second = await page.request.get('/')
  expect(second.headers()['content-security-policy']).not.toBe(csp)

  await page.setViewportSize({ width: 375, height: 740 })
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
  expect(violations).toEqual([])
})
