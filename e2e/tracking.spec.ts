import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { submitApplication } from './support/submit-application'

// The lost-link requests here come from 127.0.0.1, which may send 5 an hour: each test resets that
// one count first (other specs' limits are left alone), and names addresses of its own.
test.beforeEach(async ({ request }) => {
  const reset = await request.post('/api/test/reset-rate-limits?limit=tracking_link_client')
  expect(reset.ok()).toBe(true)
})

const fitsThePhone = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

test('the tracking page sums up what was sent (no passport number), the steps ahead, the documents and how to reach us', async ({
  page,
  baseURL,
}) => {
  const lastName = `Tracked${Date.now()}`
  const { reference, trackingPath } = await submitApplication(baseURL!, lastName)
  await page.goto(trackingPath)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Application ${reference}`)

  const status = page.getByRole('region', { name: 'Current status' })
  await expect(status.getByRole('heading', { name: 'The steps ahead' })).toBeVisible()
  await expect(status.getByRole('listitem')).toHaveText([
    'In review',
    'Universities selected',
    'Applications submitted',
    'Offers received',
    'Visa and enrolment',
    'Completed',
  ])

  // The fixture applies for a master's in the United Kingdom.
  const documents = page.getByRole('region', { name: 'Documents to get ready' })
  await expect(documents).toContainText("For Master's study in United Kingdom")
  await expect(documents).toContainText('Statement of purpose')
  await expect(documents.getByRole('heading', { name: /For your Student visa/ })).toBeVisible()
  await expect(documents).toContainText('CAS (Confirmation of Acceptance for Studies)')
  await expect(documents.getByRole('link', { name: /Student visa \(GOV\.UK\)/ })).toHaveAttribute(
    'href',
    'https://www.gov.uk/student-visa',
  )
  await expect(documents).toContainText(/as of \d{1,2} \w+ 20\d\d/)

  const sent = page.getByRole('region', { name: 'What you sent' })
  await expect(sent.getByText(lastName, { exact: true })).toBeVisible()
  await expect(sent.getByText('Computer Science', { exact: true })).toBeVisible()
  await expect(sent.getByText(/passport/i)).toContainText('except your passport number')
  await expect(page.getByRole('main')).not.toContainText('A12345678')

  const contact = page.getByRole('region', { name: 'Questions about your application?' })
  await expect(contact).toContainText(`Quote your reference ${reference}`)
  await contact.getByRole('link', { name: 'Send us a message about it' }).click()
  await expect(page).toHaveURL(`/contact?reference=${reference}`)
  await expect(page.getByRole('form', { name: 'Contact form' }).getByLabel('Subject')).toHaveValue(
    `About my application ${reference}`,
  )
})

test('a lost link is asked for by e-mail, with the same answer whether or not anyone applied with it', async ({
  page,
  baseURL,
}) => {
  const lastName = `Lost${Date.now()}`
  const { trackingPath } = await submitApplication(baseURL!, lastName)
  await page.goto(trackingPath)
  const note = page.getByRole('region', { name: 'If you lose this link' })
  await expect(note).toContainText('When you open the new link, this one stops working')
  await note.getByRole('link', { name: 'ask for a new link' }).click()
  await expect(page).toHaveURL('/track')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lost your tracking link?')

  const form = page.getByRole('form', { name: 'Ask for a new tracking link' })
  await form.getByRole('button', { name: 'Send me a new link' }).click()
  await expect(form.getByRole('alert')).toHaveText('Invalid email address')

  const answers: string[] = []
  for (const email of [
    `${lastName.toLowerCase()}@example.com`,
    `nobody-${Date.now()}@example.com`,
  ]) {
    await form.getByLabel('Email').fill(email)
    await form.getByRole('button', { name: 'Send me a new link' }).click()
    const status = form.getByRole('status')
    await expect(status).toContainText('Check your inbox')
    answers.push(await status.innerText())
  }
  expect(answers[0]).toContain('If an application was made with this e-mail address')
  expect(answers[1]).toBe(answers[0])
  // This e2e server sends no e-mail, and the page says so rather than promise one.
  await expect(page.getByText('At the moment we cannot send e-mails from this site')).toBeVisible()
  // The link the student still has keeps working until the new one is opened.
  expect((await page.request.get(trackingPath)).status()).toBe(200)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the tracking page and the lost-link page fit the screen', async ({ page, baseURL }) => {
    const { trackingPath } = await submitApplication(baseURL!, `Phone${Date.now()}`)
    for (const path of [trackingPath, '/track']) {
      await page.goto(path)
      expect(await fitsThePhone(page), path).toBe(true)
    }
  })
})

test('a wrong tracking link says how to get a new one', async ({ page }) => {
  const response = await page.goto(`/track/${'x'.repeat(43)}`)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Ask for a new tracking link' }).click()
  await expect(page).toHaveURL('/track')
})
