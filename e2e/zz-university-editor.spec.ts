// Named to run late, like the other editors' specs: it edits Heidelberg University's profile, which
// no other spec reads, and reverts it.
import { expect, test } from './fixtures'
import { E2E_EDITOR } from './staff-account'
import { expectEditorClosedToAdmissions, publicPageWithin5s, signIn } from './support/record-editor'

const SLUG = 'heidelberg-university'
const NAME = 'Heidelberg University'
const PAGE = `/universities/${SLUG}`
const EDIT = `/staff/data/universities/${SLUG}`
const NEW_FEE_SHOWN = 'EUR 3,456'
const OLD_FEE_SHOWN = 'EUR 3,000'
const PG = "Postgraduate (master's)"

test("an editor changes a university's postgraduate tuition; its page shows it within 5 s; revert restores it", async ({
  page,
}) => {
  test.slow()
  const before = await (await page.request.get(PAGE)).text()
  expect(before).toContain(OLD_FEE_SHOWN)
  expect(before).not.toContain(NEW_FEE_SHOWN)
  expect(before).not.toContain('Last checked on')

  await page.goto('/staff/data')
  await signIn(page, E2E_EDITOR.email)
  await page
    .getByRole('list', { name: 'Records' })
    .getByRole('link', { name: 'Universities not checked this cycle' })
    .click()
  await expect(page).toHaveURL(/\/staff\/data\/universities\?filter=unchecked$/)
  await page.getByRole('search').getByLabel('Search universities').fill('heidelberg')
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click()
  const list = page.getByRole('list', { name: 'Universities' })
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await list.getByRole('link', { name: NAME }).click()
  await expect(page).toHaveURL(new RegExp(`${EDIT}$`))

  const form = page.getByRole('form', { name: `Edit ${NAME}` })
  await expect(form.getByLabel(`${PG}: lowest a year`)).toHaveValue('3000')
  // A malformed amount is refused with the form's message, nothing saved.
  await form.getByLabel(`${PG}: lowest a year`).fill('3.456,00')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByText('Please give the amount in figures, e.g. 12500')).toBeVisible()
  await form.getByLabel(`${PG}: lowest a year`).fill('3456')
  await form.getByLabel(`${PG}: highest a year`).fill('3456')
  await form.getByLabel(`${PG}: academic year`).fill('2026-27')
  await form.getByLabel('Mark checked against source').selectOption({ index: 1 })
  await form.getByRole('button', { name: 'Save' }).click()
  const history = page.getByRole('list', { name: 'Revisions' }).locator(':scope > li')
  await expect(history).toHaveCount(1)
  await expect(history.first()).toContainText('tuition.postgraduate.min')
  await expect(history.first()).toContainText('3456')
  await expect(history.first()).toContainText('checked')
  await expect(history.first()).toContainText(E2E_EDITOR.email)

  await publicPageWithin5s(page, PAGE, (html) => html.includes(NEW_FEE_SHOWN))
  await page.goto(PAGE)
  await expect(page.getByText(NEW_FEE_SHOWN).first()).toBeVisible()
  // The profile now says when it was checked and against which page, not who checked it.
  const check = page.getByTestId('record-check').first()
  await expect(check).toContainText(/Last checked on \d{1,2} \w+ \d{4} against/)
  await expect(check.getByRole('link')).toHaveAttribute('href', /^https:\/\//)
  await expect(check).not.toContainText(E2E_EDITOR.name)

  // Revert: the seed's figure is back, and the check is gone, on the public page too.
  await page.goto(EDIT)
  await expect(history).toHaveCount(1)
  await history.first().getByRole('button', { name: 'Revert this change' }).click()
  await expect(history).toHaveCount(2)
  await expect(page.getByLabel(`${PG}: lowest a year`)).toHaveValue('3000')
  await publicPageWithin5s(
    page,
    PAGE,
    (html) =>
      !html.includes(NEW_FEE_SHOWN) &&
      html.includes(OLD_FEE_SHOWN) &&
      !html.includes('Last checked on'),
  )
})

test('an admissions account cannot open the university editor or save through its route', async ({
  page,
}) => {
  await expectEditorClosedToAdmissions(
    page,
    ['/staff/data/universities', '/staff/data/universities?filter=oldFee', EDIT],
    `/api/staff/data/universities/${SLUG}`,
  )
})

test("a university's new website reaches the catalogue course that names it, within 5 s", async ({
  page,
}) => {
  test.slow()
  // Caltech is named under Chemistry and read by no other spec.
  const edit = '/staff/data/universities/california-institute-of-technology'
  const course = '/courses/chemistry'
  const oldSite = 'https://www.caltech.edu/'
  const newSite = 'https://www.caltech.edu/about'
  const providerUrls = (html: string) =>
    [...html.matchAll(/"@type":"CollegeOrUniversity"[^}]*?"url":"([^"]+)"/g)].map((m) => m[1])
  expect(providerUrls(await (await page.request.get(course)).text())).toContain(oldSite)

  await page.goto(edit)
  await signIn(page, E2E_EDITOR.email)
  await expect(page).toHaveURL(new RegExp(`${edit}$`))
  const form = page.getByRole('form', { name: 'Edit California Institute of Technology' })
  await form.getByLabel('Website').fill(newSite)
  await form.getByRole('button', { name: 'Save' }).click()
  const history = page.getByRole('list', { name: 'Revisions' }).locator(':scope > li')
  await expect(history).toHaveCount(1)
  await publicPageWithin5s(page, course, (html) => providerUrls(html).includes(newSite))

  await history.first().getByRole('button', { name: 'Revert this change' }).click()
  await expect(history).toHaveCount(2)
  await publicPageWithin5s(page, course, (html) => {
    const urls = providerUrls(html)
    return urls.includes(oldSite) && !urls.includes(newSite)
  })
})
