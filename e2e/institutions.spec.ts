import { HIGHER_EDUCATION_KINDS } from '@/data/open-schema'
import { committedRecords } from '@/test/committed-open-data'

import { expect, test } from './fixtures'

// What the directory lists by default: its universities and colleges.
const records = committedRecords().institutions.filter((i) =>
  HIGHER_EDUCATION_KINDS.includes(i.kind),
)
const count = (n: number) => n.toLocaleString('en-US')
const cardTitles = (page: import('@playwright/test').Page) =>
  page.locator('main li > h3').allTextContents()

test.describe('directory list', () => {
  test('finds "Universite de Montreal" by typing, live, with accents ignored', async ({ page }) => {
    await page.goto('/institutions')
    await expect(
      page.getByRole('heading', { name: `Institutions (${count(records.length)} found)` }),
    ).toBeVisible()
    await page
      .getByRole('searchbox', { name: 'Search institutions' })
      .fill('Universite de Montreal')
    await page.waitForURL(/search=Universite\+de\+Montreal/)
    await expect(
      page.getByRole('heading', { name: /^Institutions \([1-9]\d* found\)$/ }),
    ).toBeVisible()
    expect((await cardTitles(page))[0]).toBe('Université de Montréal')
    await page.getByRole('link', { name: 'Université de Montréal', exact: true }).click()
    await expect(page).toHaveURL(/\/institutions\/universite-de-montreal$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Université de Montréal')
    await expect(page.getByRole('article').getByText('Canada')).toBeVisible()
  })

  test('the country select names countries; filter then page 2', async ({ page }) => {
    await page.goto('/institutions')
    await page.getByLabel('Country').selectOption({ label: 'United Kingdom' })
    await page.waitForURL(/country=GB/)
    const gb = records.filter((i) => i.country === 'GB').length
    await expect(
      page.getByRole('heading', { name: `Institutions (${count(gb)} found)` }),
    ).toBeVisible()
    await page.getByRole('link', { name: 'Page 2', exact: true }).click()
    await page.waitForURL(/country=GB&page=2/)
    await expect(page.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(await cardTitles(page)).toHaveLength(24)
  })

  test('unknown parameters fall back, no match shows the empty state', async ({ page }) => {
    const response = await page.goto('/institutions?country=XX&page=abc&sort=1')
    expect(response?.status()).toBe(200)
    await expect(
      page.getByRole('heading', { name: `Institutions (${count(records.length)} found)` }),
    ).toBeVisible()
    await page.goto('/institutions?search=zzqqxx-no-such-place')
    await expect(page.getByRole('heading', { name: 'Institutions (0 found)' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'No institutions found' })).toBeVisible()
  })

  test('a search page 2 is small HTML', async ({ request }) => {
    const html = await (await request.get('/institutions?search=university&page=2')).text()
    expect(html).toMatch(
      /aria-label="Page 2" aria-current="page"|aria-current="page"[^>]*aria-label="Page 2"/,
    )
    expect(Buffer.byteLength(html)).toBeLessThanOrEqual(80 * 1024)
  })
})

test.describe('directory list without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the GET form searches by name and the page links work', async ({ page }) => {
    await page.goto('/institutions')
    await page
      .getByRole('searchbox', { name: 'Search institutions' })
      .fill('Universite de Montreal')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL(/search=Universite\+de\+Montreal/)
    expect((await cardTitles(page))[0]).toBe('Université de Montréal')
    await page.goto('/institutions?search=college')
    await page.getByRole('link', { name: 'Page 2', exact: true }).click()
    await page.waitForURL(/page=2/)
    expect(await cardTitles(page)).toEqual(await cardTitles(page))
  })
})

test.describe('institution pages', () => {
  const figure = (page: import('@playwright/test').Page, section: string | RegExp) =>
    page.getByRole('region', { name: section })

  test('a US institution shows its IPEDS and Scorecard figures with source and year', async ({
    page,
  }) => {
    await page.goto('/institutions/massachusetts-institute-of-technology')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Massachusetts Institute of Technology',
    )
    const website = page.getByRole('link', { name: /Official website/ })
    // A curated university links the website of its profile (the register gives web.mit.edu).
    await expect(website).toHaveAttribute('href', 'https://www.mit.edu/')
    await expect(website).toHaveAttribute('target', '_blank')
    await expect(website).toHaveAttribute('rel', /noopener/)
    const cost = figure(page, /Tuition and required fees/)
    await expect(cost).toContainText('Source: IPEDS (US Department of Education), 2023-24')
    await expect(cost).toContainText('USD 60,156')
    const admissions = figure(page, /Admissions/)
    await expect(admissions).toContainText('2022')
    await expect(admissions).toContainText('4%')
    await expect(admissions).toContainText('790–800')
    await expect(figure(page, 'Graduation')).toContainText('96%')
    await expect(figure(page, /Median earnings/)).toContainText('USD 143,372')
    await expect(figure(page, /Median earnings/)).toContainText('College Scorecard')
    await expect(figure(page, /Enrolment/)).toContainText('4,576')
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((data) => data['@type'] === 'CollegeOrUniversity')
    expect(jsonLd).toMatchObject({
      '@type': 'CollegeOrUniversity',
      name: 'Massachusetts Institute of Technology',
    })
  })

  test('a missing US figure says "not reported" with the reason', async ({ page }) => {
    await page.goto('/institutions/a-t-still-university-of-health-sciences')
    const enrolment = figure(page, /Enrolment/)
    await expect(enrolment).toContainText('not reported')
    await expect(enrolment).toContainText('The source leaves this figure blank.')
    await expect(figure(page, /Admissions/)).toContainText(
      'The institution does not appear in this survey file.',
    )
  })

  test('a UK institution shows its TEF rating, courses by subject and locations', async ({
    page,
  }) => {
    await page.goto('/institutions/oxford-university')
    const tef = figure(page, 'Teaching Excellence Framework rating')
    await expect(tef).toContainText('Source: Office for Students (TEF), 2023')
    await expect(tef).toContainText('Gold')
    await expect(figure(page, 'Courses by subject')).toContainText('Discover Uni')
    await expect(figure(page, 'Courses by subject')).toContainText(/\d+ courses?/)
    await expect(figure(page, 'Teaching locations')).toContainText('Oxford')
  })

  test('an Australian institution lists its CRICOS courses with their fees', async ({ page }) => {
    await page.goto('/institutions/aaar-institute-of-business-and-technology')
    await expect(figure(page, 'CRICOS registration')).toContainText('2023-01-03')
    const courses = page.getByRole('region', { name: 'Programmes (6)' })
    await expect(
      courses.getByRole('listitem').filter({ hasText: 'Certificate IV in Ageing Support' }),
    ).toContainText('AUD 10,250')
  })

  test('an unknown slug is the 404 page', async ({ page }) => {
    const response = await page.goto('/institutions/no-such-institution-here')
    expect(response?.status()).toBe(404)
  })

  test('a curated profile and its directory record link to each other', async ({ page }) => {
    await page.goto('/universities/massachusetts-institute-of-technology')
    await page.getByRole('link', { name: 'Official figures', exact: true }).click()
    await expect(page).toHaveURL(/\/institutions\/massachusetts-institute-of-technology$/)
    await page.getByRole('link', { name: 'Full profile' }).click()
    await expect(page).toHaveURL(/\/universities\/massachusetts-institute-of-technology$/)
  })
})

test.describe('links into the directory', () => {
  test('"Not listed?" under /universities and /uk-universities carries the search', async ({
    page,
  }) => {
    const link = new RegExp(`^Search ${count(records.length)} institutions worldwide$`)
    await page.goto('/universities?search=montreal')
    await expect(page.getByText('Not listed?')).toBeVisible()
    await expect(page.getByRole('link', { name: link })).toHaveAttribute(
      'href',
      '/institutions?search=montreal',
    )
    await page.goto('/uk-universities?search=bath')
    await page.getByRole('link', { name: link }).click()
    await expect(page).toHaveURL(/\/institutions\?search=bath$/)
    await expect(page.getByRole('searchbox', { name: 'Search institutions' })).toHaveValue('bath')
  })

  test('/search finds directory institutions', async ({ page }) => {
    await page.goto('/search?q=Universite+de+Montreal')
    await expect(page.getByRole('heading', { name: 'Institutions worldwide' })).toBeVisible()
    await expect(page.getByRole('link', { name: /Université de Montréal/ }).first()).toBeVisible()
  })

  test('the sitemap is an index whose files list every directory page', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toMatch(/Sitemap: \S+\/sitemap-index\.xml/)
    const index = await (await request.get('/sitemap-index.xml')).text()
    expect(index).toContain('<sitemapindex')
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
    expect(files[0]).toBe('/sitemap/0.xml')
    let directory = 0
    for (const file of files) {
      const xml = await (await request.get(file)).text()
      const urls = xml.match(/<loc>/g)?.length ?? 0
      expect(urls).toBeLessThanOrEqual(50_000)
      directory += xml.match(/\/institutions\/[a-z0-9-]+<\/loc>/g)?.length ?? 0
    }
    // Every directory page, whatever its kind.
    expect(directory).toBe(committedRecords().institutions.length)
  })

  test('/about lists each open-data source with licence, as-of date and attribution', async ({
    page,
  }) => {
    await page.goto('/about')
    const section = page.getByRole('region', { name: 'Open data in the institutions directory' })
    await expect(section).toContainText('Contains HESA/OfS Discover Uni data')
    await expect(section).toContainText('Department of Education, CRICOS')
    await expect(section).toContainText('MIT')
  })
})
