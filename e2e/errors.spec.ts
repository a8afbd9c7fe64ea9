import { expect, test } from './fixtures'

test('an unknown path answers 404 with the spec text, a link home and a console log', async ({
  page,
}) => {
  const messages: string[] = []
  page.on('console', (message) => messages.push(message.text()))
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
  await expect.poll(() => messages.some((m) => m.includes('/no/such/page'))).toBe(true)
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('a route that throws shows the error view with a reference and a retry button', async ({
  page,
}) => {
  // The page fails after its response has started (it renders per request), so the status is
  // already 200: the view is what a visitor meets.
  await page.goto('/test-error')
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible()
  await expect(page.getByText(/Error reference: \w+/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled()
})
