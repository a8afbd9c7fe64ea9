import { expect, test } from './fixtures'
import { E2E_STAFF } from './staff-account'
import { fillValid, form, submit } from './support/apply-form'

// The simulated database outage is server-wide: these tests run in their own Playwright project,
// after every other spec (playwright.config.ts), one at a time, so no other test sees it.
test.describe.configure({ mode: 'serial' })

const base = () => test.info().project.use.baseURL!

test.beforeAll(async ({ request }) => {
  await request.post('/api/test/reset-rate-limits')
})

test.afterEach(async ({ request }) => {
  await request.post('/api/test/db-outage?on=0')
})

test('a database outage shows "Submission Failed" and keeps every value typed', async ({
  page,
}) => {
  await page.goto('/apply-now')
  await fillValid(page, 'Keepme')
  await page.request.post('/api/test/db-outage?on=1')
  try {
    await submit(page)
    await expect(page.getByText('Submission Failed')).toBeVisible()
    await expect(
      page.getByText('There was an error receiving your application. Please try again.'),
    ).toBeVisible()
  } finally {
    await page.request.post('/api/test/db-outage?on=0')
  }
  await expect(form(page).getByLabel('First name')).toHaveValue('Keepme')
  await expect(form(page).getByLabel('Study level')).toHaveValue('masters')
  await expect(form(page).getByLabel(/I accept the/)).toBeChecked()
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

test('once a page has found the database away, pages answer 503 that no shared cache keeps, until it is back', async ({
  request,
}) => {
  const fresh = () => `/programmes?search=engineering&t=${Math.random().toString(36).slice(2)}`
  await request.post('/api/test/db-outage?on=1')
  try {
    // The first render finds the database away (under a 200 already sent)...
    await request.get(fresh())
    // ...and from then on the status is decided before any page starts.
    for (const path of [fresh(), '/institutions?page=2', '/about']) {
      const response = await request.get(path)
      expect([path, response.status()]).toEqual([path, 503])
      expect(response.headers()['retry-after']).toMatch(/^\d+$/)
      expect(response.headers()['cache-control']).toBe('private, no-store')
    }
    const search = await request.get('/api/search?q=engineering%20outage')
    expect(search.status()).toBe(503)
    expect(search.headers()['retry-after']).toMatch(/^\d+$/)
    const newLink = await request.post('/api/track/new-link', {
      data: { email: `outage-${Date.now()}@example.com` },
    })
    expect(newLink.status()).toBe(503)
  } finally {
    await request.post('/api/test/db-outage?on=0')
  }
  const back = await request.get(fresh())
  expect(back.status()).toBe(200)
  expect(back.headers()['cache-control']).toContain('s-maxage')
})
