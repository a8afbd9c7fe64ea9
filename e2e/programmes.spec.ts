import { readFileSync } from 'node:fs'
import path from 'node:path'

import { convert, convertWithSource, rateSourceText, type FxTable } from '@/lib/currency'

import { expect, expectAccessible, test } from './fixtures'

const fx: FxTable = JSON.parse(
  readFileSync(path.join(process.cwd(), 'data/generated/fx-rates.json'), 'utf8'),
)

const search =
  '/programmes?search=computer+science&level=postgraduate-taught&country=AU&currency=AUD'
// A Discover Uni course with subject-level salary and course-level employment figures.
const ukProgramme = '/programmes/uk-10000291-k00170-full-time'
// Each Australian card shows its fee per year as registered, in bold: "AUD 30,810".
const fees = async (page: import('@playwright/test').Page) =>
  (await page.locator('main li h2 ~ p b').allTextContents()).map((text) => {
    expect(text).toMatch(/^AUD \d[\d,]*$/)
    return Number(text.replace(/\D/g, ''))
  })

test.describe('/programmes', () => {
  test("Master's in computer science in Australia: facet counts and fees as registered", async ({
    page,
  }) => {
    await page.goto(search)
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toHaveText(/^Programmes \(\d[\d,]* found\)$/)
    const found = Number((await heading.textContent())!.replace(/\D/g, ''))
    expect(found).toBeGreaterThan(0)
    await expect(page.getByLabel('Currency')).toHaveValue('AUD')
    expect((await fees(page)).length).toBeGreaterThan(0)
    // Sorted by fee, the cheapest first.
    await page.goto(`${search}&sort=fee`)
    const sorted = await fees(page)
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b))
    // Facet counts sit beside the options.
    await expect(page.getByLabel('Country').locator('option[value="AU"]')).toHaveText(
      new RegExp(`^Australia \\(${found.toLocaleString('en-US')}\\)$`),
    )
  })

  test('a budget in naira on Australian programmes: total cost a year, fits counted and in order', async ({
    page,
  }) => {
    const budget = convert(75_000, 'AUD', 'NGN', fx)!
    const naira = Math.round(budget)
    await page.goto(`/programmes?country=AU&budget=${naira}&currency=NGN`)
    await expect(page.getByLabel('Budget a year (NGN)')).toHaveValue(String(naira))
    const found = Number(
      (await page.getByRole('heading', { level: 1 }).textContent())!.replace(/\D/g, ''),
    )
    // Every kind is counted, and the counts add up to the programmes found.
    const fit = page.getByLabel('Fit to the budget')
    const count = async (value: string) =>
      Number(
        /\(([\d,]+)\)$/
          .exec((await fit.locator(`option[value="${value}"]`).textContent())!)![1]!
          .replace(/,/g, ''),
      )
    const counts = {
      within: await count('within'),
      partly: await count('partly'),
      unknown: await count('unknown'),
      above: await count('above'),
    }
    expect(counts.within + counts.partly + counts.unknown + counts.above).toBe(found)
    // The OSHC has a typical price: an Australian programme with a fee and a length can be within.
    expect(counts.within).toBeGreaterThan(0)
    expect(counts.above).toBeGreaterThan(0)
    // Within first; each card has its mark and its year in naira; the page names the rates once,
    // the same source and day for the fees, the fits and the header (the naira is not the ECB's).
    const marks = page.locator('main li [data-fit]')
    await expect(marks.first()).toHaveAttribute('data-fit', 'within')
    await expect(marks.first()).toContainText(/^Within budgetNGN [\d,]+ a year in all/)
    await expect(marks.first()).not.toContainText('At the')
    const rate = rateSourceText(convertWithSource(1, 'AUD', 'NGN', fx)!.source!)
    expect(rate).not.toMatch(/ECB/)
    const main = page.locator('main')
    await expect(main).toContainText(`converted at the ${rate})`)
    expect((await main.innerText()).split(rate)).toHaveLength(2)
    await expect(main).not.toContainText('ECB')
    // Those above the budget, chosen alone.
    await page.getByLabel('Fit to the budget').selectOption('above')
    await expect(page).toHaveURL(/fit=above/)
    await expect(marks.first()).toHaveAttribute('data-fit', 'above')
    await expect(marks.first()).toContainText(/^Above budget by NGN [\d,]+/)

    // The programme's page gives its total a year in naira, with the rate's source and date.
    await page.getByLabel('Fit to the budget').selectOption('within')
    await page.locator('main li h2 a').first().click()
    await expect(page).toHaveURL(/\/programmes\/au-.*currency=NGN/)
    const year = page.getByRole('region', { name: 'What a year costs' })
    await expect(year).toContainText(/NGN [\d,]+ a year/)
    await expect(year).toContainText(`At the ${rate}.`)
  })

  test('the chosen currency is remembered by the browser, not a cookie', async ({
    page,
    context,
  }) => {
    await page.goto('/programmes?currency=GBP&country=AU')
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('currency')))
      .toBe('GBP')
    expect(await context.cookies()).toEqual([])
    // The next visit carries the remembered currency in its address, so its HTML is the URL's.
    await page.goto('/programmes?country=AU')
    await expect(page).toHaveURL(/country=AU&currency=GBP/)
    await expect(page.getByLabel('Currency')).toHaveValue('GBP')
    // A currency chosen in the address wins and becomes the remembered one.
    await page.goto('/programmes?country=AU&currency=USD')
    await expect(page.getByLabel('Currency')).toHaveValue('USD')
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('currency')))
      .toBe('USD')
  })

  test('filters apply live and page 2 links keep them', async ({ page }) => {
    await page.goto('/programmes')
    await page.getByLabel('Country').selectOption('AU')
    await expect(page).toHaveURL(/country=AU/)
    await expect(page.getByRole('status')).toHaveText(/^Results: 1-20 of /)
    await page.getByRole('link', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/country=AU.*page=2/)
    await expect(page.getByRole('status')).toHaveText(/^Results: 21-40 of /)
  })

  test('a search without matches shows the empty state', async ({ page }) => {
    await page.goto('/programmes?search=zzzz-no-such-programme')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Programmes (0 found)')
    await expect(page.getByRole('heading', { name: 'No programmes found' })).toBeVisible()
  })

  test('a UK programme shows salary and employment with their years', async ({ page }) => {
    await page.goto(ukProgramme)
    await expect(page.getByTestId('uk-scope')).toContainText(
      'UK open data lists undergraduate courses and publishes no fees.',
    )
    const salary = page.locator('section', { hasText: 'Salary 15 months after the course' }).last()
    await expect(salary).toContainText(/Median\s*GBP \d{2},\d{3}/)
    await expect(salary).toContainText(/20\d\d-\d\d/)
    const work = page
      .locator('section', { hasText: 'Employment 15 months after the course' })
      .last()
    await expect(work).toContainText(/In work or study\s*\d+%/)
    await expect(work).toContainText(/20\d\d-\d\d/)
    await expect(
      page.getByRole('link', { name: 'Anglia Ruskin University' }).first(),
    ).toHaveAttribute('href', '/institutions/anglia-ruskin-university')
  })

  test('the apply link pre-fills country, level, field, university and course', async ({
    page,
  }) => {
    await page.goto(
      '/programmes?search=master+of+computer+science&country=AU&level=postgraduate-taught',
    )
    await page.locator('main li h2 a').first().click()
    await expect(page).toHaveURL(/\/programmes\/au-/)
    const title = await page.getByRole('heading', { level: 1 }).textContent()
    const apply = page.getByRole('link', { name: 'Apply through us for this programme' })
    const href = new URL((await apply.getAttribute('href'))!, 'http://x')
    expect(href.pathname).toBe('/apply-now')
    expect(Object.fromEntries(href.searchParams)).toMatchObject({
      country: 'au',
      level: 'masters',
      field: 'computer-science',
      course: title,
    })
    const university = href.searchParams.get('university')
    expect(university).toBeTruthy()
    await expect(page.getByRole('heading', { name: /registered 3 January 2023/ })).toBeVisible()

    // The form starts from the programme's answers.
    await apply.click()
    await expect(page).toHaveURL(/\/apply-now\?/)
    const form = page.getByRole('form', { name: 'Application form' })
    await expect(form.getByLabel('Preferred study country')).toHaveValue('au')
    await expect(form.getByLabel('Study level')).toHaveValue('masters')
    await expect(form.getByLabel('Field of study')).toHaveValue('computer-science')
    await expect(form.getByLabel('Preferred university')).toHaveValue(university!)
    await expect(form.getByLabel('Preferred course')).toHaveValue(title!)
  })

  test('a UK course studied full- or part-time is one card linking its part-time variant', async ({
    page,
  }) => {
    // Cornwall College's course in both modes (Discover Uni publishes each mode's outcomes).
    const title = 'Plant sciences and Landscape design'
    const full = '/programmes/uk-10001696-214875-full-time'
    const part = '/programmes/uk-10001696-214875-part-time'
    const list = '/programmes?country=GB&search=plant+sciences+landscape+design+cornwall'
    const cards = page
      .locator('main li')
      .filter({ has: page.getByRole('link', { name: title, exact: true }) })
    await page.goto(list)
    await expect(cards).toHaveCount(1)
    await expect(cards.getByRole('link', { name: title, exact: true })).toHaveAttribute(
      'href',
      full,
    )
    await expect(cards).toContainText('Full-time · United Kingdom · also part-time')
    const variant = cards.getByRole('link', { name: `part-time variant of ${title}` })
    await expect(variant).toHaveAttribute('href', part)
    await expectAccessible(page)

    // Part-time chosen: the part-time course is its own card.
    await page.goto(`${list}&mode=part-time`)
    await expect(cards).toHaveCount(1)
    await expect(cards.getByRole('link', { name: title, exact: true })).toHaveAttribute(
      'href',
      part,
    )
    await expect(cards).toContainText('Part-time · United Kingdom · also full-time')

    // Its page names the full-time course, and that page the part-time one (the page left
    // behind stays in the document, hidden).
    const variants = page.getByTestId('mode-variants').filter({ visible: true })
    await cards.getByRole('link', { name: title, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${part}$`))
    await expect(variants).toContainText('Also offered full-time')
    await variants.getByRole('link', { name: `full-time variant of ${title}` }).click()
    await expect(page).toHaveURL(new RegExp(`${full}$`))
    await expect(variants).toContainText('Also offered part-time')
  })

  test('an unknown programme is a 404', async ({ page }) => {
    const response = await page.goto('/programmes/no-such-programme')
    expect(response?.status()).toBe(404)
  })
})

test.describe('/programmes without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the GET form filters and the pagination links work', async ({ page }) => {
    await page.goto('/programmes')
    await page.getByLabel('Search', { exact: true }).fill('computer science')
    await page.getByLabel('Country').selectOption('AU')
    await page.getByLabel('Currency').selectOption('AUD')
    await page.getByLabel(/Budget a year/).fill('75000')
    await page.getByRole('button', { name: 'Apply', exact: true }).click()
    await expect(page).toHaveURL(/search=computer\+science/)
    await expect(page).toHaveURL(/budget=75000/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /^Programmes \([1-9][\d,]* found\)$/,
    )
    await expect(page.locator('main li [data-fit]').first()).toBeVisible()
    await page.getByRole('link', { name: 'Page 2' }).click()
    await expect(page.getByRole('status')).toHaveText(/^Results: 21-40 of /)
  })
})

test('a catalogue course links to its real programmes with the filter applied', async ({
  page,
}) => {
  await page.goto('/courses/ms-cs')
  const link = page.getByRole('link', { name: /^\d[\d,]* real programmes in this field/ })
  const count = (await link.textContent())!.match(/^[\d,]+/)![0]
  await link.click()
  await expect(page).toHaveURL(/\/programmes\?search=computer\+science&level=postgraduate-taught/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Programmes (${count} found)`)
})
