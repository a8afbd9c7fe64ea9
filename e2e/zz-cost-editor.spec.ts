// Named to run late, like the other editors' specs: it edits Pittsburgh's living cost and adds a
// charge there, which no other spec reads, and reverts both.
import { expect, test } from './fixtures'
import { E2E_EDITOR } from './staff-account'
import { expectEditorClosedToAdmissions, publicPageWithin5s, signIn } from './support/record-editor'

// Both editing tests save the United States' record: one after the other, or one's save is stale.
test.describe.configure({ mode: 'serial' })

const EDIT = '/staff/data/costs/us'
const PAGE = '/universities/carnegie-mellon-university?currency=USD'
const LIVING = 'Living cost the student visa requires, Pittsburgh'
const SEED = '20194'
const SEED_SHOWN = 'USD 20,194'
const NEW = '20777'
const NEW_SHOWN = 'USD 20,777'

test("an editor changes a city's living cost; its university's page shows it within 5 s; revert restores it and a next edit saves", async ({
  page,
}) => {
  test.slow()
  const before = await (await page.request.get(PAGE)).text()
  expect(before).toContain(SEED_SHOWN)
  expect(before).not.toContain(NEW_SHOWN)

  await page.goto('/staff/data')
  await signIn(page, E2E_EDITOR.email)
  await page
    .getByRole('list', { name: 'Records' })
    .getByRole('link', { name: 'Destination costs not checked this cycle' })
    .click()
  await expect(page).toHaveURL(/\/staff\/data\/costs\?filter=unchecked$/)
  await page.getByRole('search').getByLabel('Search destinations').fill('pittsburgh')
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click()
  const list = page.getByRole('list', { name: 'Destinations' })
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await list.getByRole('link', { name: /^United States/ }).click()
  await expect(page).toHaveURL(new RegExp(`${EDIT}$`))

  const form = page.getByRole('form', { name: /^Edit the costs of United States/ })
  const amount = form.getByLabel(`${LIVING}: amount`)
  await expect(amount).toHaveValue(SEED)
  // An amount that is not a number is refused with the form's message, nothing saved.
  await amount.fill('about 20k')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByText(/Please give the amount as a number/)).toBeVisible()
  await amount.fill(NEW)
  await form
    .getByLabel('Mark checked against source')
    .selectOption({ label: 'Carnegie Mellon University Undergraduate Catalog: cost of attendance' })
  await form.getByRole('button', { name: 'Save' }).click()
  const revisions = page.getByRole('list', { name: 'Revisions' }).locator(':scope > li')
  await expect(revisions).toHaveCount(1)
  await expect(revisions.first()).toContainText(NEW)
  await expect(revisions.first()).toContainText(E2E_EDITOR.email)
  await expect(revisions.first()).toContainText('checked')

  await publicPageWithin5s(page, PAGE, (html) => html.includes(NEW_SHOWN))
  await page.goto(PAGE)
  await expect(page.getByText(NEW_SHOWN, { exact: false }).first()).toBeVisible()

  // Revert: the seed's figure is back, on the public page too.
  await page.goto(EDIT)
  await revisions.first().getByRole('button', { name: 'Revert this change' }).click()
  await expect(revisions).toHaveCount(2)
  await expect(page.getByLabel(`${LIVING}: amount`)).toHaveValue(SEED)
  await publicPageWithin5s(
    page,
    PAGE,
    (html) => html.includes(SEED_SHOWN) && !html.includes(NEW_SHOWN),
  )

  // A next save right after the revert is not held up by the totals being stored again.
  const started = Date.now()
  await page.getByLabel(`${LIVING}: amount`).fill('20500')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(revisions).toHaveCount(3)
  expect(Date.now() - started).toBeLessThan(10_000)
  await revisions.first().getByRole('button', { name: 'Revert this change' }).click()
  await expect(revisions).toHaveCount(4)
  await publicPageWithin5s(page, PAGE, (html) => html.includes(SEED_SHOWN))
})

test("an editor adds a charge for a city; its university's page lists it within 5 s; revert takes it away", async ({
  page,
}) => {
  test.slow()
  const CHARGE = 'Campus transit pass for the e2e run'
  expect(await (await page.request.get(PAGE)).text()).not.toContain(CHARGE)
  // The university's year total, which the added charge is part of.
  const total = page
    .locator('dt', { hasText: /^Total a year, undergraduate$/ })
    .locator('xpath=following-sibling::dd')
  await page.goto(PAGE)
  const perYear = async () =>
    Number(/USD ([\d,]+) a year/.exec(await total.innerText())?.[1]?.replaceAll(',', ''))
  const totalBefore = await perYear()
  expect(totalBefore).toBeGreaterThan(0)

  await page.goto(EDIT)
  await signIn(page, E2E_EDITOR.email)
  await expect(page).toHaveURL(new RegExp(`${EDIT}$`))
  const form = page.getByRole('form', { name: /^Edit the costs of United States/ })
  await form.getByRole('button', { name: 'Add a charge' }).click()
  // The new charge's first field has the focus.
  const kind = form.getByLabel(/^New charge \d+: kind$/)
  await expect(kind).toBeFocused()
  const added = (field: string) => form.getByLabel(new RegExp(`^New charge \\d+: ${field}$`))
  // Saved empty, it is refused with the form's messages and nothing is saved.
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByText('Please name the charge')).toBeVisible()
  await kind.selectOption({ label: 'Other charge' })
  await added('name').fill(CHARGE)
  await added('applies').selectOption({ label: 'Only in these cities' })
  await added('places').fill('Pittsburgh')
  await added('amount').fill('250')
  await added('currency').fill('USD')
  await added('paid').selectOption({ label: 'a year' })
  await added('date').fill('2026-08-01')
  await added('what it covers').fill('A transit pass each student buys for the year.')
  await added('source title').fill('Pittsburgh Regional Transit: fares')
  await added('source address').fill('https://www.rideprt.org/fares-and-passes/')
  await form.getByRole('button', { name: 'Save' }).click()
  const revisions = page.getByRole('list', { name: 'Revisions' }).locator(':scope > li')
  await expect(revisions.first()).toContainText(`Added charge “other: ${CHARGE} (Pittsburgh)”`)

  await publicPageWithin5s(page, PAGE, (html) => html.includes(CHARGE))
  await page.goto(PAGE)
  await expect(page.getByText(CHARGE).first()).toBeVisible()
  expect(await perYear()).toBe(totalBefore + 250)

  // Removing it in the form can be undone from the keyboard; nothing is saved meanwhile.
  await page.goto(EDIT)
  const label = `${CHARGE}, Pittsburgh`
  await form.getByRole('button', { name: `Remove ${label}` }).click()
  await expect(form.getByLabel(`${label}: name`)).toHaveCount(0)
  const undo = form.getByRole('button', { name: `Undo: put back ${label}` })
  await expect(undo).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(form.getByLabel(`${label}: kind`)).toBeFocused()
  await expect(form.getByLabel(`${label}: name`)).toHaveValue(CHARGE)

  // Revert: the charge is gone, on the public page too.
  await revisions.first().getByRole('button', { name: 'Revert this change' }).click()
  await expect(revisions.first()).toContainText(`Removed charge “other: ${CHARGE} (Pittsburgh)”`)
  await expect(form.getByLabel(`${label}: name`)).toHaveCount(0)
  await publicPageWithin5s(page, PAGE, (html) => !html.includes(CHARGE))
  await page.goto(PAGE)
  expect(await perYear()).toBe(totalBefore)
})

test('the cost editor is closed to admissions staff', async ({ page }) => {
  await expectEditorClosedToAdmissions(
    page,
    ['/staff/data/costs', EDIT],
    '/api/staff/data/costs/us',
  )
})
