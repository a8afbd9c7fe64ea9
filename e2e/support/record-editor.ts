// What the record editors' specs share: signing in to the back office, waiting for a public page
// to show a saved change, and checking that an admissions account is kept out of an editor.
import type { Page } from '@playwright/test'

import { expect } from '../fixtures'
import { E2E_STAFF } from '../staff-account'

/** Fills the staff sign-in form the page shows (every e2e account shares one password). */
export async function signIn(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Staff sign-in' })
  await form.getByLabel('E-mail').fill(email)
  await form.getByLabel('Password').fill(E2E_STAFF.password)
  await form.getByRole('button', { name: 'Sign in' }).click()
}

/** The public page, read again until `check` passes or 5 s have gone: no rebuild in between. */
export async function publicPageWithin5s(
  page: Page,
  url: string,
  check: (html: string) => boolean,
) {
  const started = Date.now()
  while (Date.now() - started < 5_000) {
    const html = await (await page.request.get(url)).text()
    if (check(html)) return Date.now() - started
    await page.waitForTimeout(250)
  }
  throw new Error(`${url} did not show the change within 5 s`)
}

/**
 * Signed in as admissions staff: each of `pages` sends them back to /staff, and a save through
 * `saveRoute` answers 403.
 */
export async function expectEditorClosedToAdmissions(
  page: Page,
  pages: string[],
  saveRoute: string,
) {
  await page.goto('/staff')
  await signIn(page, E2E_STAFF.email)
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible()
  for (const path of pages) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/staff$/)
  }
  const put = await page.request.put(saveRoute, {
    data: { baseVersion: 1, form: {} },
    headers: { origin: new URL(page.url()).origin },
  })
  expect(put.status()).toBe(403)
}
