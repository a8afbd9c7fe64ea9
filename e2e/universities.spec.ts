import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { FxTable } from '@/lib/currency'
import { formatDate } from '@/lib/format'
import { getUniversityBySlug, listUkUniversities, listUniversities } from '@/lib/universities'
import { compareScore } from '@/lib/universities/compare'
import { feeText, moneyRange } from '@/lib/universities/fees'
import { seedUniversities } from '@/lib/universities/seed'

import { expect, test } from './fixtures'

const base = { search: '', country: '', region: '', sort: 'ranking' as const, page: 1 }
const all = listUniversities({ ...base, page: 1 }, seedUniversities)
const summary = (page: number, pageSize = 9) =>
  `Results: ${(page - 1) * pageSize + 1}-${Math.min(page * pageSize, all.total)} of ${all.total}`
const cardTitles = (page: import('@playwright/test').Page) =>
  page.locator('article h3').allTextContents()
const fx: FxTable = JSON.parse(
  readFileSync(path.join(process.cwd(), 'data/generated/fx-rates.json'), 'utf8'),
)

test.describe('browse by URL', () => {
  test('page 2 shows the second nine in ranking order', async ({ page }) => {
    await page.goto('/universities?page=2')
    await expect(page.getByText(summary(2))).toBeVisible()
    const expected = listUniversities({ ...base, page: 2 }, seedUniversities).items.map(
      (u) => u.name,
    )
    expect(await cardTitles(page)).toEqual(expected)
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  })

  test('search, country, region and sort come from the URL', async ({ page }) => {
    await page.goto('/universities?search=ENGINEERING&region=Europe&sort=name')
    const expected = listUniversities(
      {
        ...base,
        search: 'ENGINEERING',
        region: 'Europe',
        sort: 'name',
      },
      seedUniversities,
    )
    await expect(page.getByText(`of ${expected.total}`, { exact: false })).toBeVisible()
    expect(await cardTitles(page)).toEqual(expected.items.map((u) => u.name))
    await expect(page.getByRole('searchbox', { name: 'Search universities' })).toHaveValue(
      'ENGINEERING',
    )
    await expect(page.getByLabel('Region')).toHaveValue('Europe')
    await expect(page.getByRole('link', { name: 'Clear Filters' })).toBeVisible()
  })

  test('malformed parameters fall back to defaults, and a page past the end shows the last page', async ({
    page,
  }) => {
    const response = await page.goto(
      '/universities?sort=price&country=Atlantis&page=999&tab=admin&compare=../x',
    )
    expect(response?.status()).toBe(200)
    await expect(page.getByText(summary(all.pageCount))).toBeVisible()
    await expect(page.getByRole('link', { name: 'Clear Filters' })).toHaveCount(0)
  })

  test('no match shows the empty state', async ({ page }) => {
    await page.goto('/universities?search=zzzz-no-such-university')
    await expect(page.getByRole('heading', { name: 'No universities found' })).toBeVisible()
    await expect(page.getByText('Try adjusting your search criteria or filters')).toBeVisible()
    await expect(page.getByText('Results: none found')).toBeVisible()
  })
})

test.describe('browse by the controls', () => {
  test('typing, selecting and sorting update the URL and go back to page 1', async ({ page }) => {
    await page.goto('/universities?page=3')
    await page.getByRole('searchbox', { name: 'Search universities' }).fill('medicine')
    await expect(page).toHaveURL(/search=medicine/)
    await expect(page).not.toHaveURL(/page=/)
    await page.getByLabel('Country').selectOption('United Kingdom')
    await expect(page).toHaveURL(/country=United\+Kingdom/)
    const expected = listUniversities(
      { ...base, search: 'medicine', country: 'United Kingdom' },
      seedUniversities,
    )
    await expect(
      page.getByText(`Results: 1-${Math.min(9, expected.total)} of ${expected.total}`),
    ).toBeVisible()
    await page.getByLabel('Sort by').selectOption('students')
    await expect(page).toHaveURL(/sort=students/)
    const bySize = listUniversities(
      {
        ...base,
        search: 'medicine',
        country: 'United Kingdom',
        sort: 'students',
      },
      seedUniversities,
    )
    await expect.poll(() => cardTitles(page)).toEqual(bySize.items.map((u) => u.name))
    await page.getByRole('link', { name: 'Clear Filters' }).click()
    await expect(page).toHaveURL(/\/universities\?sort=students$/)
  })

  test('pagination: Next, a number and Previous, disabled at the ends', async ({ page }) => {
    await page.goto('/universities')
    const pagination = page.getByRole('navigation', { name: 'Pagination' })
    await expect(pagination.getByText('Previous')).toHaveAttribute('aria-disabled', 'true')
    await pagination.getByRole('link', { name: 'Next' }).click()
    await expect(page.getByText(summary(2))).toBeVisible()
    await pagination.getByRole('link', { name: `Page ${all.pageCount}` }).click()
    await expect(page.getByText(summary(all.pageCount))).toBeVisible()
    await expect(pagination.getByText('Next')).toHaveAttribute('aria-disabled', 'true')
    await pagination.getByRole('link', { name: 'Previous' }).click()
    await expect(page.getByText(summary(all.pageCount - 1))).toBeVisible()
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the filter form and the page links work as plain HTML', async ({ page }) => {
    await page.goto('/universities')
    await page.getByRole('searchbox', { name: 'Search universities' }).fill('engineering')
    await page.getByLabel('Sort by').selectOption('name')
    await page.getByRole('button', { name: 'Apply' }).click()
    await page.waitForURL(/search=engineering/)
    const expected = listUniversities(
      { ...base, search: 'engineering', sort: 'name' },
      seedUniversities,
    )
    expect(await cardTitles(page)).toEqual(expected.items.map((u) => u.name))
    if (expected.pageCount > 1) {
      await page.getByRole('link', { name: 'Page 2' }).click()
      await expect(page.getByText(`Results: 10-`)).toBeVisible()
    }
  })
})

test.describe('comparison', () => {
  const top = all.items.slice(0, 5)
  const mitSlug = all.items[0]!.slug

  test('add four from the cards, a fifth is refused, remove both ways, and the link reproduces the table', async ({
    page,
    browser,
  }) => {
    await page.goto('/universities')
    for (const [i, u] of top.slice(0, 4).entries()) {
      await page.getByRole('link', { name: `Compare ${u.name}`, exact: true }).click()
      await expect(page.getByRole('link', { name: `Compare (${i + 1})` })).toBeVisible()
    }
    await expect(
      page.getByRole('button', { name: `Compare ${top[4]!.name} (comparison full)` }),
    ).toBeDisabled()
    await expect(
      page.getByRole('link', { name: new RegExp(`In Comparison: ${top[0]!.name}`) }),
    ).toBeVisible()

    await page.getByRole('link', { name: 'Compare (4)' }).click()
    const table = page.getByRole('table')
    for (const u of top.slice(0, 4)) {
      await expect(table.getByRole('columnheader', { name: new RegExp(u.name) })).toBeVisible()
    }
    await expect(table.getByText(/^Score: \d+\/100$/)).toHaveText(
      top.slice(0, 4).map((u) => `Score: ${compareScore(u).total}/100`),
    )
    const shared = page.url()
    const other = await browser.newPage()
    await other.goto(shared)
    await expect(other.getByRole('table').getByRole('columnheader')).toHaveCount(5)
    await other.close()

    await page.getByRole('link', { name: `Remove ${top[3]!.name} from comparison` }).click()
    await expect(page.getByRole('link', { name: 'Compare (3)' })).toBeVisible()
    await page.getByRole('link', { name: 'Browse Universities' }).click()
    await page.getByRole('link', { name: new RegExp(`In Comparison: ${top[2]!.name}`) }).click()
    await expect(page.getByRole('link', { name: 'Compare (2)' })).toBeVisible()
  })

  test('rows cap programs and facilities at three with "+N more", and the quick summary names the winners', async ({
    page,
  }) => {
    const pick = top.slice(0, 3)
    await page.goto(`/universities?tab=compare&compare=${pick.map((u) => u.slug).join(',')}`)
    const programs = page.getByRole('row', { name: /Popular programs/ })
    for (const u of pick) {
      if (u.popularPrograms.length > 3)
        await expect(
          programs.getByText(`+${u.popularPrograms.length - 3} more`).first(),
        ).toBeVisible()
    }
    const summaryBox = page.getByRole('region', { name: 'Quick Summary' })
    await expect(summaryBox.getByText(pick[0]!.name).first()).toBeVisible()
    // Most affordable compares only the undergraduate figures shown, so it names one of those.
    const priced = pick.filter((u) => u.tuition.undergraduate.min !== null)
    const affordable = summaryBox.getByText(/^Most affordable/)
    if (priced.length < 2) await expect(affordable).toHaveCount(0)
    else
      await expect(affordable.locator('xpath=following-sibling::dd')).toHaveText(
        new RegExp(priced.map((u) => u.name).join('|')),
      )
  })

  test('every fee is a year, in the display currency, with the rates date', async ({ page }) => {
    const picks = ['university-of-vienna', 'eth-zurich', mitSlug, 'imperial-college-london']
    await page.goto(`/universities?tab=compare&compare=${picks.join(',')}&currency=EUR`)
    const feeRows = [
      'Tuition a year, undergraduate (international)',
      "Tuition a year, master's (international)",
      'Living cost a year (student visa requirement)',
    ]
    for (const label of feeRows) {
      const cells = page.getByRole('row', { name: label }).getByRole('cell')
      await expect(cells).toHaveCount(picks.length)
      // Each amount is in euros, or followed by its value in euros; or there is none.
      for (const cell of await cells.all()) {
        await expect(cell).toHaveText(/^(Not reported|No tuition|(.*≈ )?EUR [\d,]+)/)
        await expect(cell).not.toContainText(/semester/i)
      }
    }
    // Vienna charges EUR 726.72 a semester: shown as the year it makes.
    const undergraduate = page.getByRole('row', { name: feeRows[0] })
    await expect(undergraduate.getByRole('cell').first()).toContainText('EUR 1,453')
    const eth = feeText(4_380, 4_380, 'CHF', 'EUR', fx)
    await expect(undergraduate.getByRole('cell').nth(1)).toContainText(
      `${eth.amount}${eth.converted}`,
    )
    await expect(page.getByRole('row', { name: /^International tuition/ })).toHaveCount(0)
    await expect(
      page.getByText(
        `in EUR (approximate). At the ECB euro foreign exchange reference rates of ${formatDate(fx.date)}.`,
      ),
    ).toBeVisible()
  })

  test('the Add Universities dialog: 20 candidates, closes after an add once two are selected, disabled at four', async ({
    page,
  }) => {
    await page.goto('/universities?tab=compare')
    await expect(page.getByText('No universities selected for comparison')).toBeVisible()
    await expect(
      page.getByText('Click the compare button on university cards to add them here.'),
    ).toBeVisible()
    const open = () => page.getByRole('button', { name: 'Add Universities' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Universities' })
    const add = (i: number) =>
      dialog.getByRole('button', { name: `Add ${top[i]!.name}`, exact: true }).click()
    await open()
    await expect(dialog.getByRole('button', { name: /^Add / })).toHaveCount(20)
    await add(0)
    await expect(dialog.getByText('1 of 4 selected')).toBeVisible()
    await expect(
      dialog.getByRole('button', { name: `Add ${top[0]!.name}`, exact: true }),
    ).toHaveCount(0)
    await add(1)
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('link', { name: 'Compare (2)' })).toBeVisible()
    await open()
    await add(2)
    await expect(dialog).toBeHidden()
    await open()
    await add(3)
    await expect(page.getByRole('link', { name: 'Compare (4)' })).toBeVisible()
    await open()
    await expect(dialog.getByText('You are comparing 4 universities')).toBeVisible()
    for (const button of await dialog.getByRole('button', { name: /^Add / }).all())
      await expect(button).toBeDisabled()
  })

  test('the last comparison comes back after visiting other pages', async ({ page }) => {
    await page.goto(`/universities?compare=${top[0]!.slug},${top[1]!.slug}`)
    await expect(page.getByRole('link', { name: 'Compare (2)' })).toBeVisible()
    await page.goto('/')
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Universities', exact: true })
      .click()
    await expect(page).toHaveURL(new RegExp(`compare=${top[0]!.slug},${top[1]!.slug}`))
    await expect(page.getByRole('link', { name: 'Compare (2)' })).toBeVisible()
  })
})

test.describe('university pages', () => {
  const mit = all.items[0]!

  test('a detail page shows the data, JSON-LD and a compare button', async ({ page }) => {
    await page.goto(`/universities/${mit.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: mit.name })).toBeVisible()
    await expect(page).toHaveTitle(new RegExp(mit.name))
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/universities/${mit.slug}$`),
    )
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    )
    expect(jsonLd).toMatchObject({
      '@type': 'CollegeOrUniversity',
      name: mit.name,
      url: mit.website,
    })
    await expect(page.getByText(mit.admissionRequirements.applicationDeadline)).toBeVisible()
    await page.getByRole('link', { name: `Compare ${mit.name}`, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`tab=compare&compare=${mit.slug}`))
  })

  test("a detail page shows its costs in the visitor's currency", async ({ page }) => {
    const costs = page.locator('section', {
      has: page.getByRole('heading', { name: 'Cost per year' }),
    })
    const tuition = mit.tuition.undergraduate
    if (tuition.min === null) throw new Error('MIT has an undergraduate figure')
    const inEuros = feeText(tuition.min, tuition.max, tuition.currency, 'EUR', fx)
    // The remembered choice, set by a list page's ?currency= link.
    await page.goto('/universities?currency=EUR')
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('currency')))
      .toBe('EUR')
    await page.goto(`/universities/${mit.slug}`)
    await expect(costs).toContainText(`${inEuros.amount} (${inEuros.converted}) a year`)
    await expect(costs).toContainText('Amounts after ≈ are in EUR')
    // The page's own link wins.
    await page.goto(`/universities/${mit.slug}?currency=GBP`)
    await expect(costs).toContainText(
      feeText(tuition.min, tuition.max, 'USD', 'GBP', fx).converted!,
    )
  })

  test('an Australian university shows its CRICOS tuition per level with source and year', async ({
    page,
  }) => {
    const melbourne = getUniversityBySlug('the-university-of-melbourne', seedUniversities)!
    await page.goto(`/universities/${melbourne.slug}?currency=AUD`)
    const costs = page.locator('section', {
      has: page.getByRole('heading', { name: 'Cost per year' }),
    })
    for (const level of ['undergraduate', 'postgraduate'] as const) {
      const tuition = melbourne.tuition[level]
      if (tuition.min === null) throw new Error(`Melbourne has a CRICOS ${level} range`)
      await expect(costs).toContainText(`${moneyRange(tuition.min, tuition.max, 'AUD')} a year`)
      await expect(costs).toContainText(`2023. ${tuition.note}`)
    }
    const sources = costs.getByRole('link', { name: 'CRICOS, fees registered 3 January 2023' })
    await expect(sources).toHaveCount(2)
    await expect(sources.first()).toHaveAttribute('href', 'https://cricos.education.gov.au/')
  })

  test('an unknown slug is a 404', async ({ page }) => {
    const response = await page.goto('/universities/no-such-university')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
  })

  test('cards link to detail pages and open the official site in a new tab', async ({ page }) => {
    await page.goto('/universities')
    const visit = page
      .locator('article')
      .first()
      .getByRole('link', { name: /Visit Website/ })
    await expect(visit).toHaveAttribute('href', mit.website)
    await expect(visit).toHaveAttribute('target', '_blank')
    await expect(visit).toHaveAttribute('rel', 'noopener noreferrer')
  })
})

test.describe('UK portal', () => {
  const ukAll = listUkUniversities(
    { search: '', city: '', order: 'best', page: 1 },
    seedUniversities,
  )

  test('counts, top five, order, city filter and "Page x of y"', async ({ page }) => {
    await page.goto('/uk-universities')
    await expect(
      page.getByRole('heading', { name: `UK Universities (${ukAll.total} found)` }),
    ).toBeVisible()
    await expect(page.getByText(`Page 1 of ${ukAll.pageCount}`)).toBeVisible()
    await expect(page.getByText('Ancient Universities')).toBeVisible()
    expect(await cardTitles(page)).toEqual(ukAll.items.map((u) => u.name))

    await page.getByLabel('Ranking order').selectOption('lowest')
    await expect(page).toHaveURL(/order=lowest/)
    const lowest = listUkUniversities(
      { search: '', city: '', order: 'lowest', page: 1 },
      seedUniversities,
    )
    await expect.poll(() => cardTitles(page)).toEqual(lowest.items.map((u) => u.name))

    await page.getByLabel('City').selectOption('London')
    const london = listUkUniversities(
      { search: '', city: 'London', order: 'lowest', page: 1 },
      seedUniversities,
    )
    await expect(
      page.getByRole('heading', { name: `UK Universities (${london.total} found)` }),
    ).toBeVisible()
    await expect(page.getByText('Page 1 of 1')).toBeVisible()
  })

  test('page 2 by URL and an empty search with Clear Search', async ({ page }) => {
    await page.goto('/uk-universities?page=2')
    await expect(page.getByText(`Page 2 of ${ukAll.pageCount}`)).toBeVisible()
    await page.goto('/uk-universities?search=zzzz')
    await expect(page.getByRole('heading', { name: 'UK Universities (0 found)' })).toBeVisible()
    await page.getByRole('link', { name: 'Clear Search' }).click()
    await expect(
      page.getByRole('heading', { name: `UK Universities (${ukAll.total} found)` }),
    ).toBeVisible()
  })
})
