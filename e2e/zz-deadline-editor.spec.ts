// Named to run late, like the award editor's spec: it edits KTH's master's deadline, which no other
// spec reads, and reverts it.
import { expect, test } from './fixtures'
import { E2E_EDITOR } from './staff-account'
import { expectEditorClosedToAdmissions, publicPageWithin5s, signIn } from './support/record-editor'

const SLUG = 'kth-royal-institute-of-technology'
const NAME = 'KTH Royal Institute of Technology'
const PAGE = `/universities/${SLUG}`
const EDIT = `/staff/data/deadlines/${SLUG}`
const NEW_DAY = '2027-01-31'
const NEW_DAY_SHOWN = '31 January 2027'

test("an editor moves a university's master's deadline; its page shows it within 5 s; revert restores it", async ({
  page,
}) => {
  test.slow()
  const before = await (await page.request.get(`${PAGE}?level=postgraduate`)).text()
  expect(before).toContain('usually 15 January 2027')
  expect(before).not.toContain(NEW_DAY_SHOWN)

  await page.goto('/staff/data')
  await signIn(page, E2E_EDITOR.email)
  await page
    .getByRole('list', { name: 'Records' })
    .getByRole('link', { name: 'Deadlines not checked this cycle' })
    .click()
  await expect(page).toHaveURL(/\/staff\/data\/deadlines\?filter=unchecked$/)
  await page.getByRole('search').getByLabel('Search universities').fill('kth')
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click()
  const list = page.getByRole('list', { name: 'University deadlines' })
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await list.getByRole('link', { name: NAME }).click()
  await expect(page).toHaveURL(new RegExp(`${EDIT}$`))

  const form = page.getByRole('form', { name: `Edit the deadlines of ${NAME}` })
  await expect(form.getByText('Left empty: usually 15 January 2027')).toBeVisible()
  await form.getByLabel("Master's deadline 1: day").fill(NEW_DAY)
  await form.getByRole('button', { name: 'Save' }).click()
  // A day without the rule that sets it is refused with the form's message, nothing saved.
  await expect(form.getByText(/Please say how the day is set/)).toBeVisible()
  await form.getByLabel("Master's deadline 1: how the day is set").fill('31 January every year')
  await form.getByLabel("Master's: mark checked against source").selectOption({ index: 1 })
  await form.getByRole('button', { name: 'Save' }).click()
  const history = page.getByRole('list', { name: 'Revisions' })
  await expect(history.getByRole('listitem').first()).toContainText('postgraduate.deadlines')
  await expect(history.getByRole('listitem').first()).toContainText(NEW_DAY)
  await expect(history.getByRole('listitem').first()).toContainText(E2E_EDITOR.email)
  await expect(history.getByRole('listitem').first()).toContainText('postgraduate.checked')

  await publicPageWithin5s(page, `${PAGE}?level=postgraduate`, (html) =>
    html.includes(NEW_DAY_SHOWN),
  )
  await page.goto(`${PAGE}?level=postgraduate`)
  await expect(page.getByText(`: ${NEW_DAY_SHOWN}`)).toBeVisible()

  // Revert: the usual timing is back, on the public page too.
  await page.goto(EDIT)
  const revisions = page.getByRole('list', { name: 'Revisions' }).locator(':scope > li')
  await expect(revisions).toHaveCount(1)
  await revisions.first().getByRole('button', { name: 'Revert this change' }).click()
  await expect(revisions).toHaveCount(2)
  await expect(page.getByLabel("Master's deadline 1: day")).toHaveValue('')
  await publicPageWithin5s(
    page,
    `${PAGE}?level=postgraduate`,
    (html) => !html.includes(NEW_DAY_SHOWN) && html.includes('usually 15 January 2027'),
  )
})

test('an admissions account cannot open the deadline editor or save through its route', async ({
  page,
}) => {
  await expectEditorClosedToAdmissions(
    page,
    ['/staff/data/deadlines', '/staff/data/deadlines?filter=passed', EDIT],
    `/api/staff/data/deadlines/${SLUG}`,
  )
})
