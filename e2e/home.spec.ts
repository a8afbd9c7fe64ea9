import { seedUniversities } from '@/lib/universities/seed'
import { scholarships } from '@/data/scholarships'

import { expect, test } from './fixtures'

// Counted here from the datasets, the way a reader would count them.
const awards = String(scholarships.length)
const fullyFunded = String(scholarships.filter((s) => s.isFullyFunded).length)
const universities = seedUniversities
const countries = String(new Set(universities.map((u) => u.country)).size)
const listed = (type: string) => `${scholarships.filter((s) => s.type === type).length} listed`

const SECTIONS = [
  'Some of the universities in our guide',
  'Scholarship categories',
  'Scholarship Stories',
  'Admission and Scholarships Results',
  'Study Abroad Guides',
  'What our guide covers',
]

// The spec's marketing figures (5,000+ scholarships, $2M+, 50,000+ students, $500M+, 150+,
// 2,500+ / 1,800+ / 750+) are replaced by counts of our data: nothing claims more than it holds.
test('the home page shows every section in order, with figures counted from the data', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page).toHaveTitle(/Study Abroad Compass/)
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents()
  const positions = SECTIONS.map((title) => headings.indexOf(title))
  expect(positions.every((p) => p >= 0)).toBe(true)
  expect([...positions].sort((a, b) => a - b)).toEqual(positions)
  const hero = page.locator('main section').first().getByRole('definition')
  await expect(hero).toHaveText([awards, String(universities.length)])
  const coverage = page.getByRole('region', { name: 'What our guide covers' })
  await expect(coverage.getByRole('definition')).toHaveText([
    awards,
    fullyFunded,
    String(universities.length),
    countries,
  ])
  const categories = page.getByRole('region', { name: 'Scholarship categories' })
  for (const count of [listed('Government'), listed('University'), listed('External')]) {
    await expect(categories.getByText(count, { exact: true })).toBeVisible()
  }
  for (const target of ['5,000+', '50,000+', '$500M+']) {
    await expect(page.getByText(target, { exact: true })).toHaveCount(0)
  }
  await expect(page.getByText(/Illustrative examples/).first()).toBeVisible()
  await expect(page.getByRole('list').filter({ hasText: 'Example' }).first()).toBeVisible()
})

test('hero and section buttons lead where the spec says', async ({ page }) => {
  await page.goto('/')
  const main = page.getByRole('main')
  const expected: [string, string][] = [
    ['All Universities', '/universities'],
    ['UK Universities', '/uk-universities'],
    ['Scholarships', '/scholarships'],
    ['ALL STORIES', '/scholarships'],
    ['ALL ADMISSIONS', '/admission-results'],
    ['Find Scholarships', '/scholarships'],
    ['Explore Universities', '/universities'],
    ['Learn More About Us', '/about'],
  ]
  for (const [name, href] of expected) {
    await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
  }
  const categoryLinks = main
    .getByRole('region', { name: 'Scholarship categories' })
    .getByRole('link')
  await expect(categoryLinks).toHaveCount(3)
  for (const [n, kind] of ['university', 'government', 'external'].entries())
    await expect(categoryLinks.nth(n)).toHaveAttribute('href', `/scholarships/${kind}`)
  const guides = main.getByRole('region', { name: 'Study Abroad Guides' }).getByRole('link')
  await expect(guides).toHaveCount(4)
  for (const link of await guides.all())
    await expect(link).toHaveAttribute('href', /^\/guides\/countries\//)
})

test('the hero image is local and sized, so it cannot shift the layout', async ({ page }) => {
  const external: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) external.push(request.url())
  })
  await page.goto('/')
  const image = page.locator('main img').first()
  await expect(image).toHaveAttribute('width', /\d+/)
  await expect(image).toHaveAttribute('height', /\d+/)
  expect(
    await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
  ).toBe(true)
  expect(external).toEqual([])
})

test.describe('hero search', () => {
  test('a blank term does nothing', async ({ page }) => {
    await page.goto('/')
    const search = page.getByRole('searchbox', { name: /Search universities/ })
    await search.fill('   ')
    await search.press('Enter')
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('a term with spaces and "&" arrives encoded at /universities', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('searchbox', { name: /Search universities/ }).fill('  law & economics ')
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/universities\?search=law\+%26\+economics$/)
  })
})

test.describe('hero search without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('submits as a plain GET form and still refuses a blank term', async ({ page }) => {
    await page.goto('/')
    const search = page.getByRole('searchbox', { name: /Search universities/ })
    await search.fill('   ')
    await search.press('Enter')
    await expect(page).toHaveURL(/\/$/)

    await search.fill('data & AI')
    await search.press('Enter')
    await page.waitForURL(/\/universities\?/)
    expect(new URL(page.url()).searchParams.get('search')).toBe('data & AI')
  })
})
