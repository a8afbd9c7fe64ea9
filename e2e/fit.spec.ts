import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { Page } from '@playwright/test'

import { totalCost } from '@/lib/costs'
import { universityCostInput } from '@/lib/costs/inputs'
import type { FxTable } from '@/lib/currency'
import { cycleStatus } from '@/lib/scholarships/cycle'
import { checkEligibility } from '@/lib/scholarships/eligibility'
import { matchProfile, type MatcherProfile } from '@/lib/scholarships/matcher'
import { getUniversityBySlug } from '@/lib/universities'
import { budgetFit } from '@/lib/universities/budget'
import { moneyRange, tuitionPerYear } from '@/lib/universities/fees'
import { seedUniversities } from '@/lib/universities/seed'
import { destinationCosts } from '@/data/destination-costs'
import { scholarships } from '@/data/scholarships'
import { universities } from '@/data/universities'

import { expect, test } from './fixtures'

const india: MatcherProfile = {
  degreeLevel: "Master's",
  fieldOfStudy: 'Computer Science',
  country: 'United Kingdom',
  scholarshipType: 'all',
  nationality: 'IN',
  gpa: 0,
  budget: 0,
}
const student = { nationality: 'IN', hostCountry: 'GB', degree: "Master's" }
/** Awards that exclude Indian nationals, UK study or master's students. */
const excluded = scholarships.filter((s) =>
  checkEligibility(s, student).reasons.some((r) => r.rule !== 'field'),
)

const matches = (page: Page) => page.getByRole('region', { name: 'Your matches' })
const results = (page: Page) => matches(page).getByRole('article')

async function fillIndiaProfile(page: Page) {
  await page.getByLabel('Degree level').selectOption("Master's")
  await page.getByLabel('Field of study').selectOption('Computer Science')
  await page.getByLabel('Preferred country').selectOption('United Kingdom')
  await page.getByLabel('Nationality (optional)').selectOption('IN')
  await page.getByRole('button', { name: 'Find My Scholarships' }).click()
}

test.describe('Smart Matcher: eligibility before score', () => {
  test("India / Master's / Computer Science / UK lists only awards the student can hold", async ({
    page,
  }) => {
    const want = matchProfile(
      india,
      { fullyFunded: false, openNow: false },
      new Date(),
      scholarships,
    )
    expect(excluded.map((s) => s.id)).toEqual(
      expect.arrayContaining(['marshall-scholarship', 'fulbright-foreign-student-program']),
    )
    await page.goto('/scholarships')
    await fillIndiaProfile(page)
    await expect(page).toHaveURL(/nationality=IN/)
    await expect(matches(page).getByRole('status')).toHaveText(
      `${want.results.length} scholarships match your profile`,
    )
    const names = await results(page).getByRole('heading', { level: 3 }).allTextContents()
    expect(names).toEqual(want.results.map((r) => r.scholarship.name))
    for (const s of excluded) expect(names).not.toContain(s.name)

    // The spec's labels and top-3 note are kept.
    const first = results(page).first()
    await expect(first.getByText('Top 1 Match - Highly Recommended')).toBeVisible()
    await expect(first.getByText(want.results[0]!.label, { exact: true })).toBeVisible()
    await expect(results(page).nth(2).getByText('Top 3 Match - Highly Recommended')).toBeVisible()
    await expect(
      results(page)
        .nth(3)
        .getByText(/Highly Recommended/),
    ).toHaveCount(0)

    // The excluded ones are listed apart, collapsed, each with its reason.
    const summary = page.getByText(`Not eligible (${want.notEligible.length})`, { exact: true })
    await expect(summary).toBeVisible()
    const list = page.getByRole('list', { name: 'Scholarships you are not eligible for' })
    await expect(list).toBeHidden()
    await summary.click()
    await expect(list.getByRole('listitem')).toHaveCount(want.notEligible.length)
    await expect(
      list.getByRole('listitem').filter({ hasText: 'Marshall Scholarship' }),
    ).toContainText('For US citizens only')
    await expect(
      list.getByRole('listitem').filter({ hasText: 'Fulbright Foreign Student Program' }),
    ).toContainText('For study in the United States only')
  })

  test('Fully funded only and Open now narrow the matches', async ({ page }) => {
    const want = matchProfile(
      india,
      { fullyFunded: true, openNow: true },
      new Date(),
      scholarships,
    ).results
    await page.goto('/scholarships')
    await fillIndiaProfile(page)
    // The form updates live only once the results are shown.
    await expect(matches(page).getByRole('status')).toHaveText(/match your profile/)
    await page.getByLabel('Fully funded only').check()
    await expect(page).toHaveURL(/funded=1/)
    await page.getByLabel('Open now').check()
    await expect(page).toHaveURL(/open=1/)
    await expect(results(page)).toHaveCount(want.length)
    const names = await results(page).getByRole('heading', { level: 3 }).allTextContents()
    expect(names).toEqual(want.map((r) => r.scholarship.name))
    for (const card of await results(page).all()) {
      await expect(card.getByText('Fully funded', { exact: true }).first()).toBeVisible()
    }
  })

  test('an old link with a nationality name still works', async ({ page }) => {
    await page.goto(
      "/scholarships?match=1&degree=Master's&country=United+Kingdom&nationality=India",
    )
    await expect(page.getByLabel('Nationality (optional)')).toHaveValue('IN')
    const names = await results(page).getByRole('heading', { level: 3 }).allTextContents()
    expect(names).not.toContain('Marshall Scholarship')
    expect(names.length).toBeGreaterThan(0)
  })
})

test.describe('Smart Matcher: budget', () => {
  test('a budget marks matched awards at one university, and leaves the scores alone', async ({
    page,
  }) => {
    const profile: MatcherProfile = {
      ...india,
      degreeLevel: "Bachelor's",
      fieldOfStudy: '',
      country: 'United States',
      nationality: '',
    }
    const want = matchProfile(
      profile,
      { fullyFunded: false, openNow: false },
      new Date(),
      scholarships,
    ).results
    const yale = want.find((r) => r.scholarship.id === 'yale-need-based-financial-aid')!
    await page.goto('/scholarships')
    await page.getByLabel('Degree level').selectOption("Bachelor's")
    await page.getByLabel('Preferred country').selectOption('United States')
    await page.getByLabel('Budget (USD a year)').fill('25000')
    await page.getByRole('button', { name: 'Find My Scholarships' }).click()
    await expect(page).toHaveURL(/budget=25000/)
    await expect(results(page)).toHaveCount(want.length)
    const names = await results(page).getByRole('heading', { level: 3 }).allTextContents()
    expect(names).toEqual(want.map((r) => r.scholarship.name))

    const card = results(page).filter({ hasText: yale.scholarship.name })
    await expect(card.getByText(`${yale.matchScore}/100`)).toBeVisible()
    // Yale publishes its living cost and health plan, so every part of its year is known.
    await expect(card.getByText(/^Above budget by USD [\d,]+$/)).toBeVisible()
    await expect(card).toContainText('Your budget, a year at Yale University')
    await expect(card).toContainText('a year in all; includes a typical price')
    // Awards not tied to one university carry no mark.
    const open = want.find((r) => !r.scholarship.universityId)!
    await expect(
      results(page)
        .filter({ hasText: open.scholarship.name })
        .getByText(/budget, a year at/),
    ).toHaveCount(0)
  })
})

test.describe('Universities: short names and budget', () => {
  test('"TU Munich" finds the Technical University of Munich', async ({ page }) => {
    await page.goto('/universities')
    await page.getByRole('searchbox', { name: 'Search universities' }).fill('TU Munich')
    await expect(page).toHaveURL(/search=TU\+Munich/)
    await expect(
      page.getByRole('heading', { level: 3, name: 'Technical University of Munich' }),
    ).toBeVisible()
  })

  test('a budget per year marks each university', async ({ page }) => {
    await page.goto('/universities?search=TU+Munich')
    const card = page.getByRole('article', { name: 'Technical University of Munich' })
    await expect(card.getByText(/budget/i)).toHaveCount(0)
    await page.getByLabel('Tuition for').selectOption('postgraduate')
    await page.getByLabel('Budget per year (USD)').fill('40000')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(/budget=40000/)
    // Every part is known (health insurance at a typical price), so the whole year fits.
    await expect(card.getByText('Within budget', { exact: true })).toBeVisible()

    await page.getByLabel('Budget per year (USD)').fill('15000')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(/budget=15000/)
    await expect(card.getByText(/^Above budget by USD [\d,]+$/)).toBeVisible()
  })

  test('a budget in pounds marks each university in pounds', async ({ page }) => {
    const fx: FxTable = JSON.parse(
      readFileSync(path.join(process.cwd(), 'data/generated/fx-rates.json'), 'utf8'),
    )
    const tum = universities.find((u) => u.id === 'tum')!
    const fit = (budget: number, currency: string) =>
      budgetFit(tum, 'postgraduate', budget, currency, fx, destinationCosts)
    // GBP 25,000 covers every part of a master's year in Munich (health insurance at a typical
    // price); USD 25,000 would not.
    expect(fit(25_000, 'GBP').kind).toBe('within')
    expect(fit(25_000, 'USD').kind).not.toBe('within')
    const tuition = tuitionPerYear(tum, 'postgraduate', 'GBP', fx)

    await page.goto('/universities?search=TU+Munich')
    const card = page.getByRole('article', { name: 'Technical University of Munich' })
    await page.getByLabel('Currency').selectOption('GBP')
    await expect(page).toHaveURL(/currency=GBP/)
    await page.getByLabel('Tuition for').selectOption('postgraduate')
    await expect(card.getByText(tuition.converted!, { exact: true })).toBeVisible()
    await page.getByLabel('Budget per year (GBP)').fill('25000')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(/budget=25000/)
    await expect(card.getByText(fit(25_000, 'GBP').text, { exact: true })).toBeVisible()
    await expect(card.getByText(fit(25_000, 'GBP').total, { exact: true })).toBeVisible()

    await page.getByLabel('Budget per year (GBP)').fill('15000')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(/budget=15000/)
    await expect(card.getByText(fit(15_000, 'GBP').text, { exact: true })).toBeVisible()
    await expect(card.getByText(/^Above budget by GBP [\d,]+$/)).toBeVisible()
  })
})

test.describe('Universities: Australian tuition from CRICOS', () => {
  test('a budget marks an Australian university, on its registered range', async ({ page }) => {
    const melbourne = getUniversityBySlug('the-university-of-melbourne', seedUniversities)!
    const tuition = melbourne.tuition.postgraduate
    if (tuition.min === null) throw new Error('Melbourne has a CRICOS postgraduate range')
    // Everything but the tuition (living, the visa fee's share, the typical health cover), in AUD.
    const rest = (() => {
      const { parts } = totalCost(
        universityCostInput(melbourne, 'postgraduate'),
        'AUD',
        {
          date: '',
          base: 'EUR',
          rates: {},
        },
        destinationCosts,
      )
      return parts.reduce((sum, p) => sum + (p.kind === 'tuition' ? 0 : (p.perYear?.min ?? 0)), 0)
    })()
    const card = page.getByRole('article', { name: melbourne.name })
    const mark = (budget: number) =>
      page.goto(
        `/universities?search=${encodeURIComponent(melbourne.name)}&currency=AUD&level=postgraduate&budget=${budget}`,
      )

    await mark(tuition.max + rest)
    await expect(
      card.getByText(moneyRange(tuition.min, tuition.max, 'AUD'), { exact: true }),
    ).toBeVisible()
    await expect(card.getByText('Within budget', { exact: true })).toBeVisible()
    await mark(tuition.min + rest - 5000)
    await expect(card.getByText('Above budget by AUD 5,000', { exact: true })).toBeVisible()
  })
})

test.describe('Scholarship cycle and eligibility', () => {
  test('lists show the round status; a scholarship page shows who can apply and its sources', async ({
    page,
  }) => {
    const chevening = scholarships.find((s) => s.id === 'chevening-scholarships')!
    const status = cycleStatus(chevening.cycle, new Date())
    await page.goto('/scholarships/government')
    const card = page.getByRole('article', { name: chevening.name })
    await expect(card.getByText(status.label, { exact: true })).toBeVisible()

    await page.goto(`/scholarships/${chevening.slug}`)
    const who = page.getByRole('region', { name: 'Who can apply' })
    await expect(who).toContainText(
      'Any nationality, except United Kingdom, Ireland, United States and 3 other listed countries',
    )
    await expect(page.getByRole('region', { name: 'Round for 2027 entry' })).toContainText(
      status.label,
    )
    await expect(page.getByRole('region', { name: 'Sources' }).getByRole('link')).toHaveCount(
      chevening.sources.length,
    )
    await expect(page.getByText(/as of 28 November 2026/)).toBeVisible()
    await expect(
      page.getByText(/^From the 2025-26 round, not yet checked for 2027\./),
    ).toBeVisible()
  })
})
