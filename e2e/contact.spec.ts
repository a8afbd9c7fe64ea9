import type { Page } from '@playwright/test'

import E2E_OPERATOR from '@/test/e2e-operator.json'

import { expect, test } from './fixtures'

// Every message here comes from 127.0.0.1, which may send 5 an hour: the tests run in order and
// reset that one count first, so a retry starts from the same place (and other specs are untouched).
test.describe.configure({ mode: 'serial' })

const resetContactLimit = (page: Page) =>
  page.request.post('/api/test/reset-rate-limits?limit=contact')

test.beforeAll(async ({ request }) => {
  expect((await request.post('/api/test/reset-rate-limits?limit=contact')).ok()).toBe(true)
})

const form = (page: Page) => page.getByRole('form', { name: 'Contact form' })
const send = (page: Page) => form(page).getByRole('button', { name: 'Send message' }).click()

async function fillValid(page: Page, name = 'Amara Okafor') {
  await form(page).getByLabel('Your name').fill(name)
  await form(page).getByLabel('Email').fill('amara@example.com')
  await form(page).getByLabel('Subject').fill('A question about applying')
  await form(page)
    .getByLabel('Message')
    .fill('Could you help me choose universities for a master’s in public health?')
}

test('the page shows the contact details and the form', async ({ page }) => {
  await page.goto('/contact')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us')
  // The e2e run configures a name, an e-mail and an address, and leaves the phone unset.
  const details = page.getByRole('region', { name: 'Other ways to reach us' })
  await expect(details.getByText(E2E_OPERATOR.OPERATOR_NAME)).toBeVisible()
  await expect(details.getByRole('link', { name: E2E_OPERATOR.OPERATOR_EMAIL })).toHaveAttribute(
    'href',
    `mailto:${E2E_OPERATOR.OPERATOR_EMAIL}`,
  )
  await expect(details.getByText(E2E_OPERATOR.OPERATOR_ADDRESS)).toBeVisible()
  await expect(page.getByRole('main').locator('a[href^="tel:"]')).toHaveCount(0)
  await expect(form(page)).toBeVisible()

  const organization = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent())!,
  )
  expect(organization).toMatchObject({
    '@type': 'Organization',
    legalName: E2E_OPERATOR.OPERATOR_NAME,
    email: E2E_OPERATOR.OPERATOR_EMAIL,
    address: E2E_OPERATOR.OPERATOR_ADDRESS,
  })
  expect(organization).not.toHaveProperty('telephone')
})

test('an invalid message shows each field’s error, focuses the first and re-validates', async ({
  page,
}) => {
  await page.goto('/contact')
  await send(page)
  const f = form(page)
  for (const message of [
    'Please enter your name (at least 2 characters)',
    'Invalid email address',
    'Please enter a subject (at least 3 characters)',
    'Please write a little more (at least 20 characters)',
  ]) {
    await expect(f.getByRole('alert').filter({ hasText: message })).toBeVisible()
  }
  await expect(f.getByLabel('Your name')).toBeFocused()
  await expect(f.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true')
  await f.getByLabel('Email').fill('javascript:x@y.com')
  await expect(f.getByText('Invalid or unsafe email address')).toBeVisible()
  await f.getByLabel('Message').fill('Short')
  await expect(f.getByText('Please write a little more (at least 20 characters)')).toBeVisible()
  await f.getByLabel('Message').fill('This message is now long enough.')
  await expect(f.getByText('Please write a little more (at least 20 characters)')).toBeHidden()
})

test('a valid message is stored: "Message Sent" and the form clears', async ({ page }) => {
  await page.goto('/contact')
  await fillValid(page)
  const answer = page.waitForResponse('**/api/contact')
  await send(page)
  expect((await answer).status()).toBe(201)
  await expect(page.getByText('Message Sent')).toBeVisible()
  await expect(form(page).getByRole('status')).toContainText('We reply within 24 hours')
  await expect(form(page).getByLabel('Your name')).toHaveValue('')
  await expect(form(page).getByLabel('Message')).toHaveValue('')
})

test('a failed send shows "Message Not Sent" and keeps what was typed', async ({ page }) => {
  await page.goto('/contact')
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'Down' } } }),
  )
  await fillValid(page, 'Keep Me')
  await send(page)
  await expect(page.getByText('Message Not Sent')).toBeVisible()
  await expect(
    page.getByText('There was an error sending your message. Please try again.'),
  ).toBeVisible()
  await expect(form(page).getByLabel('Your name')).toHaveValue('Keep Me')
  await expect(form(page).getByLabel('Subject')).toHaveValue('A question about applying')
})

test('the 6th message in an hour shows "Message Limit Reached" and keeps what was typed', async ({
  page,
}) => {
  await resetContactLimit(page)
  const valid = {
    name: 'Amara Okafor',
    email: 'amara@example.com',
    subject: 'Counting towards the limit',
    message: 'This message only counts towards the hourly limit.',
  }
  for (let i = 0; i < 5; i++)
    expect((await page.request.post('/api/contact', { data: valid })).status()).toBe(201)

  await page.goto('/contact')
  await fillValid(page, 'Sixth')
  await send(page)
  await expect(page.getByText('Message Limit Reached')).toBeVisible()
  await expect(
    page.getByText('You can only send 5 messages per hour. Please try again later.'),
  ).toBeVisible()
  await expect(form(page).getByLabel('Your name')).toHaveValue('Sixth')
  await resetContactLimit(page)
})
