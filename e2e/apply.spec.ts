import { expect, test } from './fixtures'
import { fillValid, form, submit } from './support/apply-form'

test('the page explains the service', async ({ page }) => {
  await page.goto('/apply-now')
  await expect(page.getByRole('heading', { level: 1, name: 'Apply Through Us' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'How Our Service Works' })).toBeVisible()
  await expect(page.getByText(/How we are paid/)).toBeVisible()
})

for (const [today, years] of [
  ['2026-09-30T12:00:00Z', ['2026', '2027', '2028']],
  ['2026-11-15T12:00:00Z', ['2027', '2028', '2029']],
] as const) {
  test(`on ${today.slice(0, 10)} the intake years are ${years.join(', ')}`, async ({ page }) => {
    // The server's clock, fixed for this page (honoured only with ENABLE_TEST_ROUTES).
    await page.setExtraHTTPHeaders({ 'x-test-now': today })
    await page.goto('/apply-now')
    await expect(form(page).getByLabel('Preferred intake year').locator('option')).toHaveText([
      'Select...',
      ...years,
    ])
  })
}

test("a programme's apply link lands at the pre-filled form, not at the top of the page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/programmes?search=master+of+computer+science&country=AU')
  await page.locator('main li h2 a').first().click()
  await page.getByRole('link', { name: 'Apply through us for this programme' }).click()
  await expect(page).toHaveURL(/\/apply-now\?.*#application$/)
  await expect(page.getByRole('heading', { name: 'Your application' })).toBeInViewport()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Apply Through Us' }),
  ).not.toBeInViewport()
  await expect(form(page).getByLabel('Preferred study country')).toHaveValue('au')
  await expect(page.getByText(/Study Preferences start from/)).toBeVisible()
})

test('lists each country once: the two Congos by their full names', async ({ page }) => {
  await page.goto('/apply-now')
  for (const label of ['Nationality', 'Country']) {
    const options = form(page).getByLabel(label, { exact: true }).locator('option')
    const texts = await options.allTextContents()
    expect(new Set(texts).size, label).toBe(texts.length)
    expect(texts.filter((text) => /Congo/.test(text)).sort(), label).toEqual([
      'Democratic Republic of the Congo',
      'Republic of the Congo',
    ])
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  // The form is sent by script (it has no action); without it, submitting would put a student's
  // details in the address. The page hydrates the form apart (a Suspense boundary), and React sends
  // such a part after the page and shows it by script, so without JavaScript only the note shows.
  test('says the form needs JavaScript, gives the e-mail address and shows no form', async ({
    page,
  }) => {
    await page.goto('/apply-now')
    await expect(page.getByText(/This form needs JavaScript/)).toBeVisible()
    await expect(page.getByText(/write to us at hello@compass-e2e\.example/)).toBeVisible()
    await expect(form(page)).toBeHidden()
    await expect(page.getByRole('textbox')).toHaveCount(0)
  })
})

test('each section shows its errors on submit, focuses the first, and re-validates on change', async ({
  page,
}) => {
  await page.goto('/apply-now')
  await submit(page)
  const f = form(page)
  for (const message of [
    'First name must be at least 2 characters',
    'Address must be at least 10 characters',
    'Highest education level is required',
    'Preferred study country is required',
    'Funding source is required',
    'Personal statement must be at least 100 characters',
    'You must accept the terms and conditions',
  ]) {
    await expect(f.getByRole('alert').filter({ hasText: message })).toBeVisible()
  }
  await expect(f.getByLabel('First name')).toBeFocused()
  await expect(f.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true')
  await f.getByLabel('First name').fill('A')
  await expect(f.getByText('First name must be at least 2 characters')).toBeVisible()
  await f.getByLabel('First name').fill('An')
  await expect(f.getByText('First name must be at least 2 characters')).toBeHidden()
  await f.getByLabel('Email').fill('nope')
  await expect(f.getByText('Invalid email address')).toBeVisible()
})

test('a wrong tracking token is a plain 404', async ({ page }) => {
  const response = await page.goto(`/track/${'x'.repeat(43)}`)
  expect(response?.status()).toBe(404)
})

// Every submission here comes from 127.0.0.1, which may send 3 applications an hour: the tests
// run in order and reset that client's count first so that a retry starts from the same place.
// journey.spec.ts sends from there too, so the tests tagged @sends-application run in their own
// Playwright project, one at a time (playwright.config.ts).
test.describe('sending applications', { tag: '@sends-application' }, () => {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async ({ request }) => {
    expect((await request.post('/api/test/reset-rate-limits?limit=apply')).ok()).toBe(true)
  })

  test('a valid application is received, the form clears, and the tracking link shows "Received"', async ({
    page,
  }) => {
    await page.goto('/apply-now')
    await fillValid(page)
    await submit(page)
    await expect(page.getByText('Application Received Successfully!').first()).toBeVisible()
    await expect(
      page
        .getByText(/Our experts will analyze your profile, select the 3 best universities/)
        .first(),
    ).toBeVisible()
    await expect(form(page).getByLabel('First name')).toHaveValue('')
    const reference = await form(page).getByRole('status').locator('strong').textContent()
    expect(reference).toMatch(/^SA-\d{4}-[A-Z0-9]{6}$/)
    await form(page).getByRole('link', { name: 'track your application' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: `Application ${reference}` }),
    ).toBeVisible()
    await expect(page.getByText('Received').first()).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })

  test('the 4th application in an hour shows "Submission Limit Reached" and keeps what was typed', async ({
    page,
  }) => {
    await page.goto('/apply-now')
    for (let i = 0; i < 2; i++) {
      await fillValid(page)
      await submit(page)
      await expect(form(page).getByLabel('First name')).toHaveValue('')
    }
    await fillValid(page, 'Fourth')
    await submit(page)
    await expect(page.getByText('Submission Limit Reached')).toBeVisible()
    await expect(
      page.getByText('You can only submit 3 applications per hour. Please try again later.'),
    ).toBeVisible()
    await expect(form(page).getByLabel('First name')).toHaveValue('Fourth')
    // A forged X-Forwarded-For is the proxy's to overwrite: deploy/nginx.services.test.ts.
  })
})
