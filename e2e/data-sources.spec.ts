import { expect, test } from './fixtures'
import { E2E_EDITOR, E2E_STAFF } from './staff-account'

test('an editor sees each open-data source, never refreshed, with its dates and next run', async ({
  page,
}) => {
  await page.goto('/staff/data/sources')
  const form = page.getByRole('form', { name: 'Staff sign-in' })
  await form.getByLabel('E-mail').fill(E2E_EDITOR.email)
  await form.getByLabel('Password').fill(E2E_STAFF.password)
  await form.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/staff\/data\/sources$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Data sources' })).toBeVisible()
  await expect(page.getByText('Never refreshed')).toBeVisible()
  const ecb = page.getByRole('list', { name: 'Sources' }).getByRole('listitem', {
    name: 'European Central Bank',
  })
  await expect(ecb).toContainText('As of: 2026-07-21 (as deployed)')
  await expect(ecb).toContainText('Last refresh: never')
  await expect(ecb).toContainText(/Next run: .+ 05:00 UTC/)
})

test('the scheduled refresh answers 503 while CRON_SECRET is unset', async ({ request }) => {
  const response = await request.get('/api/cron/refresh', {
    headers: { authorization: 'Bearer anything-at-all' },
  })
  expect(response.status()).toBe(503)
})
