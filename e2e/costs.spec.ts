import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { Page } from '@playwright/test'

import { totalCost } from '@/lib/costs'
import { FIT_KINDS, type FitKind } from '@/lib/costs/fit'
import { universityCostInput } from '@/lib/costs/inputs'
import { convertWithSource, rateSourceText, type FxTable } from '@/lib/currency'
import { getUniversityBySlug, listUniversities } from '@/lib/universities'
import { universityFit } from '@/lib/universities/budget'
import { yearlyCosts } from '@/lib/universities/costs'
import { feeText, moneyRange } from '@/lib/universities/fees'
import type { FitShow } from '@/lib/universities/options'
import { seedUniversities } from '@/lib/universities/seed'
import { destinationCosts } from '@/data/destination-costs'

import { expect, expectAccessible, test } from './fixtures'

const fx: FxTable = JSON.parse(
  readFileSync(path.join(process.cwd(), 'data/generated/fx-rates.json'), 'utf8'),
)
const PICKS = [
  'massachusetts-institute-of-technology',
  'imperial-college-london',
  'eth-zurich',
  'the-university-of-melbourne',
]
const compareUrl = (currency: string) =>
  `/universities?tab=compare&compare=${PICKS.join(',')}&currency=${currency}`
const names = PICKS.map((slug) => getUniversityBySlug(slug, seedUniversities)!.name)
const table = (page: Page) =>
  page.getByRole('region', { name: 'Comparison table, scrolls in both directions' })

function comparisonTests() {
  test('has a total a year per level and salaries in one currency, each with what it measures', async ({
    page,
  }) => {
    await page.goto(compareUrl('EUR'))
    for (const label of [
      'Total a year, undergraduate (international)',
      "Total a year, master's (international)",
    ]) {
      const cells = page.getByRole('row', { name: label }).getByRole('cell')
      await expect(cells).toHaveCount(PICKS.length)
      for (const [i, slug] of PICKS.entries()) {
        const level = label.includes('undergraduate') ? 'undergraduate' : 'postgraduate'
        const want = yearlyCosts(
          getUniversityBySlug(slug, seedUniversities)!,
          'EUR',
          fx,
          destinationCosts,
        ).total[level]
        await expect(cells.nth(i)).toContainText(want.perYear)
        expect(want.perYear).toMatch(/^EUR [\d,]+( to [\d,]+)? a year( without .+)?$/)
      }
    }
    const salaries = page.getByRole('row', { name: 'Graduate salary a year' }).getByRole('cell')
    for (const [i, slug] of PICKS.entries()) {
      const salary = yearlyCosts(
        getUniversityBySlug(slug, seedUniversities)!,
        'EUR',
        fx,
        destinationCosts,
      ).salary
      if (salary.converted) await expect(salaries.nth(i)).toContainText(salary.converted)
      else await expect(salaries.nth(i)).toContainText(/EUR [\d,]+/)
      await expect(salaries.nth(i)).toContainText(salary.definition!)
    }
    await expect(page.getByRole('row', { name: 'Average salary' })).toHaveCount(0)
  })

  test('keeps the universities’ names in view while the table scrolls sideways and down', async ({
    page,
  }) => {
    await page.goto(compareUrl('EUR'))
    const box = table(page)
    // The box, at most 80% of the screen high, in view; then scrolled to its far right and bottom.
    await box.evaluate((el) => el.scrollIntoView({ block: 'start' }))
    await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth, top: el.scrollHeight }))
    expect(await box.evaluate((el) => el.scrollTop)).toBeGreaterThan(0)
    const frame = (await box.boundingBox())!
    const last = page.getByRole('columnheader', { name: names.at(-1) })
    const head = (await last.boundingBox())!
    // The header row is stuck to the top of the scrolled box, inside it.
    expect(Math.abs(head.y - frame.y)).toBeLessThanOrEqual(2)
    expect(head.x + head.width).toBeLessThanOrEqual(frame.x + frame.width + 1)
    await expect(last.getByRole('link', { name: names.at(-1), exact: true })).toBeInViewport()
    // The row labels are stuck to its left, the last row in view below the names.
    const label = page.getByRole('rowheader', { name: 'Graduate salary a year' })
    await expect(label).toBeInViewport()
    expect(Math.abs((await label.boundingBox())!.x - frame.x)).toBeLessThanOrEqual(2)
    await expectAccessible(page)
  })
}

test.describe('comparison on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } })
  comparisonTests()
})

test.describe('comparison on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  comparisonTests()
})

// A budget of NGN 50 million a year for an undergraduate degree, read at the committed rates.
const BUDGET = 50_000_000
const budgetUrl = (extra = '') => `/universities?budget=${BUDGET}&currency=NGN${extra}`
const byFit = (show: FitShow, country = '') =>
  listUniversities(
    { search: '', country, region: '', sort: 'ranking', page: 1 },
    seedUniversities,
    {
      fitOf: (u) => universityFit(u, 'undergraduate', BUDGET, 'NGN', fx, destinationCosts),
      show,
    },
  )
const fitFilter = (page: Page) => page.getByRole('navigation', { name: 'Show by budget fit' })
/** The kind of each card's budget mark, in the order the cards are shown. */
async function cardFits(page: Page): Promise<FitKind[]> {
  const marks = await page
    .getByRole('article')
    .locator('p', { hasText: /^Budget: / })
    .allTextContents()
  expect(marks.length).toBe(await page.getByRole('article').count())
  return marks.map((mark) => {
    const text = mark.replace(/^Budget: /, '')
    if (text.startsWith('Within budget')) return 'within'
    if (/^(Known costs within budget|Partly within budget)/.test(text)) return 'partly'
    if (text.startsWith('Fit not known')) return 'unknown'
    if (text.startsWith('Above budget')) return 'above'
    throw new Error(`Unknown budget mark: ${mark}`)
  })
}

function budgetOrderTests() {
  test('a budget in naira puts the best fits first, none after one that fits worse', async ({
    page,
  }) => {
    const expected = byFit('all')
    await page.goto(budgetUrl())
    await expect(page.getByRole('status')).toHaveText(
      `Results: 1-9 of ${expected.total}, best budget fit first`,
    )
    expect(await page.locator('article h3').allTextContents()).toEqual(
      expected.items.map((u) => u.name),
    )
    const fits = await cardFits(page)
    // The first card is of the best kind any university has; no card fits better than one above it
    // (no "Within budget" after a "Partly" or "Not known" one).
    expect(fits[0]).toBe(FIT_KINDS.find((kind) => expected.fits![kind] > 0))
    const ranks = fits.map((kind) => FIT_KINDS.indexOf(kind))
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
    // Without a budget, the chosen sort: world ranking, and no fit filter.
    await page.goto('/universities?currency=NGN&fit=within')
    await expect(page.getByRole('status')).toHaveText(/^Results: 1-9 of \d+$/)
    await expect(fitFilter(page)).toHaveCount(0)
  })

  test('the fit filter’s counts add up to the total, and a choice shows only that fit', async ({
    page,
  }) => {
    const all = byFit('all')
    await page.goto(budgetUrl())
    const links = fitFilter(page).getByRole('link')
    const texts = await links.allTextContents()
    const counts = texts.map((text) => Number(/\((\d+)\)$/.exec(text)![1]))
    expect(texts.map((text) => text.replace(/ \(\d+\)$/, ''))).toEqual([
      'All',
      'Within budget',
      'Partly within',
      'Fit not known',
      'Above budget',
    ])
    expect(counts[0]).toBe(all.total)
    expect(counts.slice(1).reduce((sum, n) => sum + n, 0)).toBe(all.total)
    expect(counts.slice(1)).toEqual(FIT_KINDS.map((kind) => all.fits![kind]))
    await expect(links.first()).toHaveAttribute('aria-current', 'page')
    await expectAccessible(page)

    // Within budget: only those, or a clear empty state when none is.
    const within = all.fits!.within
    await fitFilter(page)
      .getByRole('link', { name: `Within budget (${within})` })
      .click()
    await expect(page).toHaveURL(/fit=within/)
    if (within) {
      await expect(page.getByRole('status')).toHaveText(
        `Results: 1-${Math.min(9, within)} of ${within} within budget`,
      )
      expect(new Set(await cardFits(page))).toEqual(new Set(['within']))
    } else {
      await expect(page.getByRole('status')).toHaveText('Results: none within budget')
      await expect(
        page.getByRole('heading', { name: 'No universities within budget' }),
      ).toBeVisible()
      await expect(
        page.getByText(`${all.total} universities match your other filters.`),
      ).toBeVisible()
      await expect(page.getByRole('link', { name: `Show all (${all.total})` })).toBeVisible()
    }

    // Partly within: every card says its known costs, or some of its courses, fit.
    const partly = byFit('partly')
    expect(partly.total).toBeGreaterThan(0)
    await fitFilter(page)
      .getByRole('link', { name: `Partly within (${partly.total})` })
      .click()
    await expect(page).toHaveURL(/fit=partly/)
    await expect(page.getByRole('status')).toHaveText(
      `Results: 1-${Math.min(9, partly.total)} of ${partly.total} partly within budget`,
    )
    expect(await page.locator('article h3').allTextContents()).toEqual(
      partly.items.map((u) => u.name),
    )
    expect(new Set(await cardFits(page))).toEqual(new Set(['partly']))
    await expect(
      fitFilter(page).getByRole('link', { name: `Partly within (${partly.total})` }),
    ).toHaveAttribute('aria-current', 'page')

    // The counts follow the other filters.
    const us = byFit('all', 'United States')
    await page.goto(budgetUrl('&country=United+States'))
    await expect(fitFilter(page).getByRole('link', { name: `All (${us.total})` })).toBeVisible()
    for (const [kind, label] of [
      ['within', 'Within budget'],
      ['partly', 'Partly within'],
      ['unknown', 'Fit not known'],
      ['above', 'Above budget'],
    ] as const)
      await expect(
        fitFilter(page).getByRole('link', { name: `${label} (${us.fits![kind]})` }),
      ).toBeVisible()
  })
}

const UK_COMPARISON = [
  'imperial-college-london',
  'university-of-manchester',
  'university-of-edinburgh',
  'university-college-london',
]

function unknownIsNeverZeroTests() {
  test('a budget in cedis shows no year that costs 0 and no fit resting on nothing known', async ({
    page,
  }) => {
    for (const p of [1, 2]) {
      await page.goto(
        `/universities?budget=250000&currency=GHS&level=undergraduate${p > 1 ? `&page=${p}` : ''}`,
      )
      const cards = page.getByRole('article')
      await expect(cards.first()).toBeVisible()
      await expect(cards.filter({ hasText: /\b0 a year/ })).toHaveCount(0)
      // Free tuition where nothing else is known is "Fit not known", never a fit within budget.
      for (const card of await cards
        .filter({ hasText: /Known costs within budget|Within budget/ })
        .all())
        await expect(card).toContainText(/GHS [1-9][\d,]* /)
    }
    await page.goto('/universities?budget=250000&currency=GHS&level=undergraduate&search=buenos')
    await expect(page.getByRole('article').first()).toContainText('Fit not known: no cost reported')
  })

  test('a UK comparison whose tuition is not reported names no "most affordable"', async ({
    page,
  }) => {
    await page.goto(`/universities?tab=compare&compare=${UK_COMPARISON.join(',')}`)
    const tuition = page
      .getByRole('row', { name: 'Tuition a year, undergraduate (international)' })
      .getByRole('cell')
    await expect(tuition).toHaveCount(4)
    const known = (await tuition.allTextContents()).filter((t) => !t.startsWith('Not reported'))
    const summary = page.getByRole('region', { name: 'Quick Summary' })
    await expect(summary.getByText('Highest ranked')).toBeVisible()
    // Only shown undergraduate figures are compared, and never fewer than two of them.
    if (known.length < 2) {
      await expect(summary.getByText(/Most affordable/)).toHaveCount(0)
      await expect(summary).toContainText('No most affordable: fewer than two')
    } else await expect(summary.getByText(/^Most affordable/)).toBeVisible()
  })
}

test.describe('unknown is never zero, on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } })
  unknownIsNeverZeroTests()
})

test.describe('unknown is never zero, on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  unknownIsNeverZeroTests()
})

test.describe('a budget orders and filters the list, on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } })
  budgetOrderTests()
})

test.describe('a budget orders and filters the list, on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  budgetOrderTests()
})

test.describe('one figure per fact', () => {
  test("Melbourne's card and page give the same fee range, year and source", async ({ page }) => {
    const melbourne = getUniversityBySlug('the-university-of-melbourne', seedUniversities)!
    const tuition = melbourne.tuition.undergraduate
    if (tuition.min === null) throw new Error('Melbourne has a CRICOS range')
    const range = moneyRange(tuition.min, tuition.max, 'AUD')
    await page.goto(`/universities?search=${encodeURIComponent(melbourne.name)}&currency=AUD`)
    const card = page.getByRole('article', { name: melbourne.name })
    await expect(card.getByText(range, { exact: true })).toBeVisible()
    await expect(card.getByText('2023, CRICOS, fees registered 3 January 2023')).toBeVisible()
    await expect(card).not.toContainText(/estimate/i)
    await page.goto(`/universities/${melbourne.slug}?currency=AUD`)
    const costs = page.locator('section', {
      has: page.getByRole('heading', { name: 'Cost per year' }),
    })
    await expect(costs).toContainText(`${range} a year`)
    await expect(
      costs.getByRole('link', { name: 'CRICOS, fees registered 3 January 2023' }).first(),
    ).toBeVisible()
  })

  test('MIT shows one tuition for every student; UIUC does not pass off the out-of-state fee', async ({
    page,
  }) => {
    await page.goto('/universities/massachusetts-institute-of-technology')
    const costs = page.locator('section', {
      has: page.getByRole('heading', { name: 'Cost per year' }),
    })
    await expect(costs).toContainText('USD 60,156 a year')
    await expect(costs).toContainText('The same as for international students')
    await expect(costs).not.toContainText('64,000')
    await page.goto('/universities/university-of-illinois-urbana-champaign')
    await expect(
      page.getByText(/international undergraduates pay more than the out-of-state/),
    ).toBeVisible()
  })
})

test.describe('costs beside tuition, in any currency', () => {
  test('a London university shows the visa living cost, fee and surcharge; in NGN at the second source, named and dated', async ({
    page,
  }) => {
    await page.goto('/universities/imperial-college-london?currency=NGN')
    const costs = page.locator('section', {
      has: page.getByRole('heading', { name: 'Cost per year' }),
    })
    await expect(costs).toContainText('GBP 1,529')
    await expect(costs).toContainText('from 11 November 2025')
    await expect(costs).toContainText('Student visa application fee')
    await expect(costs).toContainText('Immigration Health Surcharge')
    const naira = convertWithSource(1_529, 'GBP', 'NGN', fx)!
    await expect(costs).toContainText(/≈ NGN [\d,]+/)
    await expect(costs).toContainText(
      `Amounts after ≈ are in NGN, approximate. At the ${rateSourceText(naira.source!)}.`,
    )
  })

  test('a list in NGN says its amounts rest on the second source, named and dated', async ({
    page,
  }) => {
    await page.goto('/universities?country=United+States&currency=NGN')
    const source = convertWithSource(1, 'USD', 'NGN', fx)!.source!
    await expect(
      page.getByText(`Amounts after ≈ are in NGN. At the ${rateSourceText(source)}.`),
    ).toBeVisible()
    await expect(page.getByText(/ECB reference rates/)).toHaveCount(0)
  })

  test('the currency picker offers the naira, the rupee of Pakistan and the taka, by name and first', async ({
    page,
  }) => {
    await page.goto('/universities')
    const picker = page.getByLabel('Currency')
    // An optgroup has no role of its own in the accessibility tree: found by its label.
    const home = picker.locator('optgroup[label="Where most students come from"]')
    for (const code of ['NGN', 'PKR', 'BDT', 'KES', 'GHS', 'EGP', 'VND', 'NPR', 'LKR'])
      await expect(home.locator(`option[value="${code}"]`)).toHaveCount(1)
    await expect(picker.getByRole('option', { name: 'Nigerian Naira (NGN)' })).toHaveCount(1)
    await expect(picker.getByRole('option', { name: 'Pakistani Rupee (PKR)' })).toHaveCount(1)
  })
})

/** A visitor who chose the naira on a list sees a year's total in naira, with the rate's date. */
function nairaVisitorTests() {
  test("a UK university's total a year in NGN, remembered from the list", async ({ page }) => {
    const imperial = getUniversityBySlug('imperial-college-london', seedUniversities)!
    await page.goto('/universities?currency=NGN')
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('currency')))
      .toBe('NGN')
    await page.goto(`/universities/${imperial.slug}`)
    const row = page.locator('dl > div', { hasText: 'Total a year, undergraduate' })
    // UK tuition is not in our data: the page says so and sums the rest, in pounds and in naira.
    const total = totalCost(
      universityCostInput(imperial, 'undergraduate'),
      'GBP',
      fx,
      destinationCosts,
    )
    expect(total.tuitionKnown).toBe(false)
    const inNaira = feeText(total.perYear.min, total.perYear.max, 'GBP', 'NGN', fx)
    await expect(row).toContainText('Not known: tuition not reported')
    await expect(row).toContainText(
      `The other costs: ${inNaira.amount} (${inNaira.converted}) a year`,
    )
    const rate = rateSourceText(convertWithSource(1, 'GBP', 'NGN', fx)!.source!)
    await expect(page.locator('section', { hasText: 'Cost per year' })).toContainText(
      `Amounts after ≈ are in NGN, approximate. At the ${rate}.`,
    )
  })

  test("an Australian programme's total a year in NGN, from the list's link", async ({ page }) => {
    await page.goto('/programmes?country=AU&currency=NGN')
    await page.locator('main li h2 a').first().click()
    await expect(page).toHaveURL(/\/programmes\/au-.*currency=NGN/)
    const year = page.getByRole('region', { name: 'What a year costs' })
    await expect(year).toContainText(/NGN [\d,]+ a year/)
    const rate = rateSourceText(convertWithSource(1, 'AUD', 'NGN', fx)!.source!)
    await expect(year).toContainText(`At the ${rate}.`)
  })
}

test.describe('a naira visitor on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } })
  nairaVisitorTests()
})

test.describe('a naira visitor on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  nairaVisitorTests()
})
