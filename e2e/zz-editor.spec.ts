// Named to run last: it edits Chevening, whose round other specs read from the seed.
import { expect, test } from './fixtures'
import { E2E_EDITOR } from './staff-account'
import { expectEditorClosedToAdmissions, publicPageWithin5s, signIn } from './support/record-editor'

const CHEVENING = '/scholarships/chevening-scholarships'
const EDIT = '/staff/data/awards/chevening-scholarships'
const NEW_CLOSING = '2027-01-15'
const NEW_CLOSING_SHOWN = '15 January 2027'

test('an editor corrects Chevening and marks it checked; the public page shows it within 5 s; revert restores it', async ({
  page,
}) => {
  test.slow()
  const before = await (await page.request.get(CHEVENING)).text()
  expect(before).not.toContain(NEW_CLOSING_SHOWN)

  await page.goto('/staff/data/awards?filter=unchecked')
  await signIn(page, E2E_EDITOR.email)
  await expect(page).toHaveURL(/\/staff\/data\/awards/)
  await page.getByRole('search').getByLabel('Search awards').fill('chevening')
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click()
  await page
    .getByRole('list', { name: 'Awards' })
    .getByRole('link', { name: 'Chevening Scholarships' })
    .click()
  await expect(page).toHaveURL(new RegExp(`${EDIT}$`))

  const form = page.getByRole('form', { name: 'Edit Chevening Scholarships' })
  await form.getByLabel('Round closes').fill(NEW_CLOSING)
  const source = await form.getByLabel('Source 1 title').inputValue()
  await form.getByLabel('Mark checked against source').selectOption({ index: 1 })
  await form.getByRole('button', { name: 'Save' }).click()
  const history = page.getByRole('list', { name: 'Revisions' })
  await expect(history.getByRole('listitem').first()).toContainText('cycle.closes.date')
  await expect(history.getByRole('listitem').first()).toContainText(NEW_CLOSING)
  await expect(history.getByRole('listitem').first()).toContainText(E2E_EDITOR.email)

  await publicPageWithin5s(
    page,
    CHEVENING,
    (html) => html.includes(NEW_CLOSING_SHOWN) && html.includes('Last checked on'),
  )
  await page.goto(CHEVENING)
  await expect(page.getByText(NEW_CLOSING_SHOWN).first()).toBeVisible()
  const check = page.getByTestId('record-check')
  await expect(check).toContainText(/Last checked on \d{1,2} \w+ \d{4} against/)
  await expect(check.getByRole('link', { name: source })).toBeVisible()

  // Revert: the closing date and the check go back, on the public page too.
  await page.goto(EDIT)
  const revisions = page.getByRole('list', { name: 'Revisions' }).locator(':scope > li')
  const count = await revisions.count()
  await revisions.first().getByRole('button', { name: 'Revert this change' }).click()
  await expect(revisions).toHaveCount(count + 1)
  await expect(page.getByLabel('Round closes')).not.toHaveValue(NEW_CLOSING)
  await publicPageWithin5s(page, CHEVENING, (html) => !html.includes(NEW_CLOSING_SHOWN))
})

test('a script in an award is refused with the form message, nothing saved', async ({ page }) => {
  await page.goto(EDIT)
  await signIn(page, E2E_EDITOR.email)
  await expect(page).toHaveURL(new RegExp(`${EDIT}$`))
  const form = page.getByRole('form', { name: 'Edit Chevening Scholarships' })
  await form.getByLabel('Name', { exact: true }).fill('Chevening <script>alert(1)</script>')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByText('Please use plain text, without HTML or scripts')).toBeVisible()
  expect(await (await page.request.get(CHEVENING)).text()).not.toContain('<script>alert(1)')
})

test('an admissions account cannot open the Data section or edit an award', async ({ page }) => {
  await expectEditorClosedToAdmissions(
    page,
    ['/staff/data', '/staff/data/awards?filter=passed', EDIT],
    '/api/staff/data/awards/chevening-scholarships',
  )
  await expect(page.getByRole('link', { name: 'Data', exact: true })).toHaveCount(0)
})

test('an editor narrows the award list by search and filter, kept in the address', async ({
  page,
}) => {
  await page.goto('/staff/data')
  await signIn(page, E2E_EDITOR.email)
  await page
    .getByRole('list', { name: 'Records' })
    .getByRole('link', { name: 'Awards whose round dates passed' })
    .click()
  await expect(page).toHaveURL(/\/staff\/data\/awards\?filter=passed$/)
  const filters = page.getByRole('navigation', { name: 'Filter awards' })
  await expect(filters.getByRole('link', { name: /^Round dates passed \(\d+\)$/ })).toHaveAttribute(
    'aria-current',
    'page',
  )
  const awards = page.getByRole('list', { name: 'Awards' })
  // Rhodes closed in October; Gates Cambridge's main round is open but its US round closed.
  for (const name of ['Rhodes Scholarship', 'Gates Cambridge Scholarship']) {
    const row = awards
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name, exact: true }) })
    await expect(row.getByText('Round dates passed')).toBeVisible()
  }
  await expect(awards.getByRole('link', { name: /Marie Skłodowska-Curie/ })).toHaveCount(0)

  // The search keeps the filter; Enter in the field submits it.
  const search = page.getByRole('search').getByLabel('Search awards')
  await search.fill('oxford')
  await search.press('Enter')
  await expect(page).toHaveURL(/[?&]q=oxford/)
  await expect(page).toHaveURL(/[?&]filter=passed/)
  await expect(awards.getByRole('link', { name: 'Rhodes Scholarship', exact: true })).toBeVisible()
  await expect(awards.getByRole('link', { name: 'Gates Cambridge Scholarship' })).toHaveCount(0)
  await expect(page.getByRole('status').filter({ hasText: /awards$/ })).toContainText(
    /^\d+ of 65 awards$/,
  )

  // A search nothing matches: an empty state with the way back.
  await page.goto('/staff/data/awards?q=no-such-award-anywhere&filter=unchecked')
  await expect(page.getByRole('heading', { name: 'No award matches' })).toBeVisible()
  await page.getByRole('link', { name: 'Show all awards' }).click()
  await expect(page).toHaveURL(/\/staff\/data\/awards$/)
  await expect(page.getByRole('status').filter({ hasText: /awards$/ })).toHaveText('65 awards')

  // An unknown filter falls back to the whole list.
  await page.goto('/staff/data/awards?filter=stale&q=')
  await expect(filters.getByRole('link', { name: /^All awards/ })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(awards.getByRole('listitem')).toHaveCount(65)
})
