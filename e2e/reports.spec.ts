import type { Page } from '@playwright/test'

import { expect, expectAccessible, test } from './fixtures'
import { E2E_EDITOR, E2E_STAFF } from './staff-account'

const CHEVENING = '/scholarships/chevening-scholarships'

async function signIn(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Staff sign-in' })
  await form.getByLabel('E-mail').fill(email)
  await form.getByLabel('Password').fill(E2E_STAFF.password)
  await form.getByRole('button', { name: 'Sign in' }).click()
}

test('an admissions account sees no Data section and cannot open it', async ({ page }) => {
  await page.goto('/staff')
  await signIn(page, E2E_STAFF.email)
  const nav = page.getByRole('navigation', { name: 'Back office' })
  await expect(nav).toContainText(E2E_STAFF.name)
  await expect(nav.getByRole('link', { name: 'Applications' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Data' })).toHaveCount(0)

  // The redirect travels in the streamed page (as the sign-in redirect does), before the page
  // reads anything: the answer holds none of the Data section.
  const direct = await (await page.request.get('/staff/data', { maxRedirects: 0 })).text()
  expect(direct).toContain('NEXT_REDIRECT;replace;/staff;307;')
  expect(direct).not.toContain('Mistakes visitors reported')
  await page.goto('/staff/data')
  await expect(page).toHaveURL(/\/staff$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible()

  const review = await page.request.post(
    '/api/staff/reports/00000000-0000-4000-8000-000000000000',
    { data: { status: 'accepted' }, headers: { origin: new URL(page.url()).origin } },
  )
  expect(review.status()).toBe(403)
  expect((await review.json()).error.message).toBe(
    'Only editors and admins can open the Data section.',
  )
})

test("a visitor's report reaches the Data queue, links to the record, and an editor accepts it", async ({
  page,
  browser,
}) => {
  test.slow()
  const marker = `Closing date ${Date.now().toString(36)} is wrong`
  await page.goto(CHEVENING)
  const report = page.getByRole('region', { name: 'Report a mistake' })
  await report.getByText('Report a mistake on this page').click()
  const form = report.getByRole('form', { name: 'Report a mistake' })
  await form.getByLabel('What is wrong?').fill('<b>bold</b> claim')
  await form.getByRole('button', { name: 'Send report' }).click()
  await expect(form.getByText('without HTML or scripts')).toBeVisible()
  await expectAccessible(page)
  await form.getByLabel('What is wrong?').fill(`${marker}: it closes on 7 October.`)
  await form.getByLabel(/Where did you see/).fill('https://www.chevening.org/scholarships/')
  await form.getByLabel(/Your e-mail/).fill('reader.e2e@example.org')
  await form.getByRole('button', { name: 'Send report' }).click()
  await expect(report.getByRole('status')).toContainText('Thank you: your report was sent')

  // Without JavaScript the same form posts and comes back to the page with its note.
  const plain = await browser.newContext({ javaScriptEnabled: false })
  const noScript = await plain.newPage()
  await noScript.goto(CHEVENING)
  const plainReport = noScript.getByRole('region', { name: 'Report a mistake' })
  await plainReport.getByText('Report a mistake on this page').click()
  await plainReport.getByLabel('What is wrong?').fill(`${marker} (sent without JavaScript)`)
  await plainReport.getByRole('button', { name: 'Send report' }).click()
  await expect(noScript).toHaveURL(new RegExp(`${CHEVENING}#report-sent$`))
  await expect(noScript.locator('#report-sent')).toBeVisible()
  await expect(noScript.locator('#report-invalid')).toBeHidden()
  await plain.close()

  await page.goto('/staff/data')
  await signIn(page, E2E_EDITOR.email)
  await expect(page).toHaveURL(/\/staff\/data/)
  await expect(
    page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Data' }),
  ).toBeVisible()
  const item = page.getByRole('article').filter({ hasText: `${marker}: it closes` })
  await expect(item).toContainText('https://www.chevening.org/scholarships/')
  await expect(item).toContainText('The reporter gave an e-mail address for an answer.')
  await expect(page.locator('body')).not.toContainText('reader.e2e@example.org')
  await expect(
    page.getByRole('article').filter({ hasText: 'sent without JavaScript' }),
  ).toContainText('No e-mail address given.')
  await expectAccessible(page)
  await expect(item.getByRole('link', { name: 'chevening-scholarships' })).toHaveAttribute(
    'href',
    CHEVENING,
  )

  await item.getByLabel('Staff note').fill('Checked against chevening.org: corrected.')
  await item.getByRole('button', { name: 'Accept' }).click()
  await expect(page.getByRole('article').filter({ hasText: `${marker}: it closes` })).toHaveCount(0)
  await page.getByRole('link', { name: /^Accepted \(/ }).click()
  const accepted = page.getByRole('article').filter({ hasText: `${marker}: it closes` })
  await expect(accepted).toContainText(`Accepted by ${E2E_EDITOR.email}`)
  await expect(accepted.getByLabel('Staff note')).toHaveValue(
    'Checked against chevening.org: corrected.',
  )

  await accepted.getByRole('link', { name: 'chevening-scholarships' }).click()
  await expect(page).toHaveURL(new RegExp(`${CHEVENING}$`))
})
