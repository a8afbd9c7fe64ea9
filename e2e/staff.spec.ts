import { readFileSync } from 'node:fs'

import type { Page } from '@playwright/test'

import { expect, expectAccessible, test } from './fixtures'
import { E2E_STAFF } from './staff-account'
import { submitApplication } from './support/submit-application'

async function signIn(page: Page, password = E2E_STAFF.password) {
  const form = page.getByRole('form', { name: 'Staff sign-in' })
  await form.getByLabel('E-mail').fill(E2E_STAFF.email)
  await form.getByLabel('Password').fill(password)
  await form.getByRole('button', { name: 'Sign in' }).click()
}

const statusSection = (page: Page) => page.getByRole('region', { name: /^Status:/ })

test('without a session, staff pages send you to sign in and staff APIs answer 401', async ({
  page,
}) => {
  const response = await page.goto('/staff?status=in_review')
  await expect(page).toHaveURL(/\/staff\/login\?next=%2Fstaff%3Fstatus%3Din_review$/)
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible()

  await page.goto('/staff/applications/SA-2026-ABCDEF')
  await expect(page).toHaveURL(/\/staff\/login\?next=%2Fstaff%2Fapplications%2FSA-2026-ABCDEF$/)
  expect((await page.request.get('/api/staff/export.csv')).status()).toBe(401)

  await signIn(page, 'not the password at all')
  await expect(page.getByRole('form', { name: 'Staff sign-in' }).getByRole('alert')).toHaveText(
    'Invalid e-mail or password',
  )
  expect(await page.request.get('/sitemap/0.xml').then((r) => r.text())).not.toContain('/staff')
})

test('an expert signs in, works an application through two statuses with a note, the student sees it, exports CSV and signs out', async ({
  page,
  baseURL,
}) => {
  // One expert's whole working session: a dozen page loads and five axe scans.
  test.slow()
  const lastName = `Staffe${Date.now().toString(36)}`
  const { reference, trackingPath } = await submitApplication(baseURL!, lastName)

  await page.goto(`/staff/applications/${reference}`)
  await expect(page).toHaveURL(/\/staff\/login\?next=/)
  await signIn(page)
  await expect(page).toHaveURL(new RegExp(`/staff/applications/${reference}$`))
  await expect(page.getByRole('navigation', { name: 'Back office' })).toContainText(E2E_STAFF.name)
  const [cookie] = (await page.context().cookies()).filter((c) => c.name === 'staff_session')
  // Chromium treats http://127.0.0.1 as a secure context, so it keeps the Secure cookie.
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict' })

  await expect(page.getByRole('heading', { level: 1, name: `Amara ${lastName}` })).toBeVisible()
  const personal = page.getByRole('region', { name: 'Personal Information' })
  await expect(personal).toContainText(`${lastName.toLowerCase()}@example.com`)
  await expect(page.getByRole('region', { name: 'Study Preferences' })).toContainText(
    'United Kingdom',
  )
  await expect(statusSection(page)).toContainText('Received')
  const trackingLink = page
    .getByRole('region', { name: 'Student’s tracking link' })
    .getByRole('link')
  await expect(trackingLink).toHaveAttribute('href', new RegExp(`${trackingPath}$`))
  await expectAccessible(page)

  // A second tab on the same application, which will be out of date after the first one acts.
  const stale = await page.context().newPage()
  await stale.goto(page.url())

  await statusSection(page).getByRole('button', { name: 'Move to In review' }).click()
  await expect(statusSection(page).getByRole('heading', { level: 2 })).toContainText('In review')
  await page
    .getByLabel('New note (staff only)')
    .fill('Called the student: wants a data science MSc.')
  await page.getByRole('button', { name: 'Add note' }).click()
  const notes = page.getByRole('list', { name: 'Notes, newest first' })
  await expect(notes).toContainText('Called the student: wants a data science MSc.')
  await expect(notes).toContainText(E2E_STAFF.email)
  await statusSection(page).getByRole('button', { name: 'Move to Universities selected' }).click()
  await expect(statusSection(page).getByRole('heading', { level: 2 })).toContainText(
    'Universities selected',
  )
  const history = statusSection(page).getByRole('list', { name: 'Status history, oldest first' })
  await expect(history.getByRole('listitem')).toHaveText([
    /^Received.*student,/,
    new RegExp(`^In review \\(from Received\\)${E2E_STAFF.email},`),
    new RegExp(`^Universities selected \\(from In review\\)${E2E_STAFF.email},`),
  ])
  await expectAccessible(page)

  await statusSection(stale).getByRole('button', { name: 'Move to In review' }).click()
  await expect(statusSection(stale).getByRole('alert')).toContainText(
    'This application changed in the meantime; reload to see its current status.',
  )
  await statusSection(stale).getByRole('button', { name: 'Reload' }).click()
  await expect(statusSection(stale).getByRole('heading', { level: 2 })).toContainText(
    'Universities selected',
  )
  await stale.close()

  const student = await page.context().newPage()
  await student.goto(trackingPath)
  await expect(student.getByRole('heading', { level: 1 })).toHaveText(`Application ${reference}`)
  const current = student.getByRole('region', { name: 'Current status' })
  await expect(current).toContainText('Universities selected')
  await expect(student.getByRole('region', { name: 'History' }).getByRole('listitem')).toHaveText([
    /Received/,
    /In review/,
    /Universities selected/,
  ])
  await student.close()

  await page.getByRole('link', { name: '← All applications' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: reference })
  await expect(row).toContainText(`Amara ${lastName}`)
  await expect(row).toContainText('Universities selected')
  await expectAccessible(page)
  const filters = page.getByRole('search', { name: 'Filter applications' })
  await filters.getByLabel('Search').fill(lastName)
  await expect(page).toHaveURL(new RegExp(`/staff\\?q=${lastName}$`))
  await filters.getByLabel('Status').selectOption('received')
  await expect(page.getByText('No applications found')).toBeVisible()
  await filters.getByLabel('Status').selectOption('universities_selected')
  await expect
    .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
    .toEqual({ q: lastName, status: 'universities_selected' })
  await expect(page.getByRole('row')).toHaveCount(2)
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export CSV' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = readFileSync((await download.path())!, 'utf8')
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
  expect(lines).toHaveLength(2)
  expect(lines[0]).toMatch(/^Reference,Status,Submitted \(UTC\)/)
  expect(lines[1]).toMatch(new RegExp(`^${reference},Universities selected,`))
  expect(lines[1]).toContain(`'+234 801 234 5678`)

  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/staff\/login$/)
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('staff_session')
  await page.goto(`/staff/applications/${reference}`)
  await expect(page).toHaveURL(/\/staff\/login\?next=/)
  expect((await page.request.get('/api/staff/export.csv')).status()).toBe(401)
  const refused = await page.request.post(`/api/staff/applications/${reference}/status`, {
    data: { from: 'universities_selected', to: 'applications_submitted' },
    headers: { origin: new URL(page.url()).origin },
  })
  expect(refused.status()).toBe(401)
})
