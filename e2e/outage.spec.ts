import { expect, test } from './fixtures'
import { E2E_STAFF } from './staff-account'

// The simulated database outage is server-wide: these tests run in their own Playwright project,
// after every other spec (playwright.config.ts), one at a time, so no other test sees it.
test.describe.configure({ mode: 'serial' })

const base = () => test.info().project.use.baseURL!

test.afterEach(async ({ request }) => {
  await request.post('/api/test/db-outage?on=0')
})

test('while the database is away, tracking and staff pages answer 503 with a "Temporarily unavailable" view', async ({
  page,
  request,
}) => {
  const signIn = await request.post('/api/staff/login', {
    data: { email: E2E_STAFF.email, password: E2E_STAFF.password },
    headers: { origin: base() },
  })
  expect(signIn.status()).toBe(200)
  await request.post('/api/test/db-outage?on=1')
  try {
    const response = await page.goto(`/track/${'A'.repeat(43)}`)
    expect(response?.status()).toBe(503)
    expect(response?.headers()['retry-after']).toMatch(/^\d+$/)
    await expect(page.getByRole('heading', { name: 'Temporarily unavailable' })).toBeVisible()
    const staff = await request.get('/staff', { maxRedirects: 0 })
    expect(staff.status()).toBe(503)
  } finally {
    await request.post('/api/test/db-outage?on=0')
  }
  expect((await page.goto(`/track/${'A'.repeat(43)}`))?.status()).toBe(404)
})
