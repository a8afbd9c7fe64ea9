import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { Page } from '@playwright/test'

import { convertWithSource, rateSourceText, type FxTable } from '@/lib/currency'
import { getUniversityBySlug } from '@/lib/universities'
import { yearlyCosts } from '@/lib/universities/costs'
import { moneyRange } from '@/lib/universities/fees'

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
const names = PICKS.map((slug) => getUniversityBySlug(slug)!.name)
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
        const want = yearlyCosts(getUniversityBySlug(slug)!, 'EUR', fx).total[level]
        await expect(cells.nth(i)).toContainText(want.perYear)
        expect(want.perYear).toMatch(/^EUR [\d,]+( to [\d,]+)? a year$/)
      }
    }
    const salaries = page.getByRole('row', { name: 'Graduate salary a year' }).getByRole('cell')
    for (const [i, slug] of PICKS.entries()) {
      const salary = yearlyCosts(getUniversityBySlug(slug)!, 'EUR', fx).salary
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

test.describe('one figure per fact', () => {
  test("Melbourne's card and page give the same fee range, year and source", async ({ page }) => {
    const melbourne = getUniversityBySlug('the-university-of-melbourne')!
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

  test('the currency picker offers the naira, the rupee of Pakistan and the taka', async ({
    page,
  }) => {
    await page.goto('/universities')
    const picker = page.getByLabel('Currency')
    for (const code of ['NGN', 'PKR', 'BDT', 'KES', 'GHS', 'EGP', 'VND', 'NPR', 'LKR'])
      await expect(picker.getByRole('option', { name: code, exact: true })).toHaveCount(1)
  })
})
