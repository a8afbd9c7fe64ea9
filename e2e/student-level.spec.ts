import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { Page } from '@playwright/test'

import { pageRatesText, type FxTable } from '@/lib/currency'

import { expect, test } from './fixtures'

// What a student of one level reads, at a phone's width and a desktop's: an Australian programme
// within a large budget with its health cover at a typical price, one rate date on a page, and no
// undergraduate (UCAS) date for a master's applicant on the comparison, the university page and
// the shortlist's calendar. The GHS budget and the UK comparison are in costs.spec.ts, at both
// widths too.

const fx: FxTable = JSON.parse(
  readFileSync(path.join(process.cwd(), 'data/generated/fx-rates.json'), 'utf8'),
)
const UK = ['imperial-college-london', 'university-of-manchester']

const costSection = (page: Page) => page.getByRole('region', { name: 'What a year costs' })

function studentLevelTests() {
  test('an Australian programme is within a USD 1,000,000 budget, its OSHC a typical price, at one rate date', async ({
    page,
  }) => {
    await page.goto('/programmes?country=AU&budget=1000000&currency=USD&fit=within')
    const first = page.locator('main li [data-fit]').first()
    await expect(first).toHaveAttribute('data-fit', 'within')
    await expect(first).toContainText(/^Within budgetUSD [1-9][\d,]* a year in all/)
    // The programme's own page, loaded afresh so its text is its own.
    const href = await page.locator('main li h2 a').first().getAttribute('href')
    expect(href).toMatch(/^\/programmes\/au-.*currency=USD/)
    await page.goto(href!)
    const year = costSection(page)
    await expect(year).toContainText(/USD [1-9][\d,]* a year/)
    const oshc = year.getByRole('row', { name: /Overseas Student Health Cover/ })
    await expect(oshc).toContainText(/Typical: AUD [1-9][\d,]* a year/)
    await expect(oshc).not.toContainText('Not reported')
    // Australian dollars to US dollars: the ECB's rates, named once on the page, and no other day.
    const rates = pageRatesText(fx)
    await expect(year).toContainText(`At the ${rates}.`)
    const text = await page.locator('main').innerText()
    expect(text.split(rates)).toHaveLength(2)
    expect(text).not.toMatch(/Exchange API/)
  })

  test("a master's comparison of UK universities shows only master's deadlines, no UCAS date", async ({
    page,
  }) => {
    await page.goto(`/universities?tab=compare&compare=${UK.join(',')}&level=postgraduate`)
    const table = page.getByRole('table')
    await expect(table.getByRole('row', { name: /Application deadline, master's/ })).toBeVisible()
    await expect(
      table.getByRole('row', { name: /Application deadline, undergraduate/ }),
    ).toHaveCount(0)
    await expect(table).not.toContainText('UCAS')
    // Without a level both are shown, UCAS's for undergraduates.
    await page.goto(`/universities?tab=compare&compare=${UK.join(',')}`)
    await expect(
      page.getByRole('row', { name: /Application deadline, undergraduate/ }),
    ).toContainText('UCAS')
  })

  test("a master's applicant on a UK university's page reads no UCAS date", async ({ page }) => {
    const admissions = page.locator('section', {
      has: page.getByRole('heading', { name: 'Admissions' }),
    })
    await page.goto(`/universities/${UK[0]}?level=postgraduate`)
    await expect(admissions).toContainText("Application deadline, master's")
    await expect(admissions).toContainText('Varies by programme')
    // "UCAS application" may stay among the required tests; no UCAS date or deadline does.
    await expect(admissions).not.toContainText(/UCAS[^;]*(deadline|20\d\d)|UCAS:/)
    await expect(admissions).not.toContainText('Application deadline, undergraduate')
    await page.goto(`/universities/${UK[0]}?level=undergraduate`)
    await expect(admissions).toContainText('UCAS: 13 January 2027')
    await expect(admissions).not.toContainText("Application deadline, master's")
  })

  test("a master's applicant keeps the level from a list, a comparison or a shortlist to a university page", async ({
    page,
  }) => {
    const pgLink = (name: string) => page.getByRole('link', { name, exact: true }).first()
    const cardLink = (name: string) =>
      page.getByRole('article', { name }).getByRole('link', { name, exact: true })
    await page.goto('/universities?country=United+Kingdom&level=postgraduate')
    await expect(cardLink('Imperial College London')).toHaveAttribute(
      'href',
      `/universities/${UK[0]}?level=postgraduate`,
    )
    await page.goto(`/universities?tab=compare&compare=${UK.join(',')}&level=postgraduate`)
    await expect(pgLink('Imperial College London')).toHaveAttribute(
      'href',
      `/universities/${UK[0]}?level=postgraduate`,
    )
    await page.goto(`/shortlist?u=${UK.join(',')}&level=postgraduate`)
    await pgLink('Imperial College London').click()
    await expect(page).toHaveURL(new RegExp(`/universities/${UK[0]}\\?level=postgraduate$`))
    await expect(page.getByRole('main')).not.toContainText('Application deadline, undergraduate')
    // With no level chosen, the link names none and the page shows both levels' dates.
    await page.goto('/universities?country=United+Kingdom')
    await expect(cardLink('Imperial College London')).toHaveAttribute(
      'href',
      `/universities/${UK[0]}`,
    )
  })
}

test.describe('the student’s level and one rate date, on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } })
  studentLevelTests()
})

test.describe('the student’s level and one rate date, on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  studentLevelTests()

  // At desktop width these two are in shortlist.spec.ts and scholarships.spec.ts.
  test("a postgraduate shortlist's calendar holds no UCAS event", async ({ page }) => {
    await page.goto(`/shortlist?u=${UK.join(',')}&level=postgraduate`)
    const main = page.getByRole('main')
    await expect(main.getByText(/postgraduate deadlines vary by programme/).first()).toBeVisible()
    const download = main.getByRole('link', { name: 'Add deadlines to my calendar' })
    await expect(download).toHaveAttribute('href', /level=postgraduate/)
    const calendar = await (await page.request.get((await download.getAttribute('href'))!)).text()
    expect(calendar).toContain('BEGIN:VCALENDAR')
    expect(calendar).not.toMatch(/UCAS/)
  })

  test('a Fair top match says "Best of your matches"', async ({ page }) => {
    await page.goto('/scholarships?match=1&degree=Ph.D.&country=Germany')
    const matches = page.getByRole('region', { name: 'Your matches' })
    const first = matches.getByRole('article').first()
    await expect(first.getByText('Fair Match')).toBeVisible()
    await expect(first.getByText('Best of your matches')).toBeVisible()
    await expect(matches.getByText(/Highly Recommended/)).toHaveCount(0)
  })
})
