import type { Locator, Page } from '@playwright/test'

import cardTexts from '@/data/course-cards.json'

import { expect, test } from './fixtures'

const LEVELS = ['Undergraduate', 'Postgraduate', 'Masters', 'Doctorate', 'PhD']
const CATEGORIES = [
  'Engineering & Technology',
  'Business & Management',
  'Medicine & Health Sciences',
  'Arts & Humanities',
  'Natural Sciences',
  'Social Sciences',
  'Law',
]

const levelFilter = (page: Page) => page.getByRole('navigation', { name: 'Filter by level' })
const fieldFilter = (page: Page) => page.getByRole('navigation', { name: 'Filter by field' })
const cardTitles = (page: Page) => page.getByRole('article').getByRole('heading', { level: 3 })
const summary = (page: Page) => page.getByRole('status')
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name)

async function expectSelected(nav: Locator, label: string) {
  await expect(nav.locator('[aria-current="true"]')).toHaveCount(1)
  const chosen = nav.getByRole('link', { name: label, exact: true })
  await expect(chosen).toHaveAttribute('aria-current', 'true')
  // The chosen pill is drawn from its aria-current (.pill in app/globals.css): filled in the primary
  // colour, as the header's Apply Now button, and the others not (pointer away: hover tints a pill).
  const page = nav.page()
  await page.mouse.move(0, 0)
  const fill = (link: Locator) => link.evaluate((el) => getComputedStyle(el).backgroundColor)
  const primary = await fill(page.getByRole('banner').getByRole('link', { name: 'Apply Now' }))
  await expect.poll(() => fill(chosen)).toBe(primary)
  await expect.poll(() => fill(nav.locator('a:not([aria-current])').first())).not.toBe(primary)
}

test.describe('/courses', () => {
  test('hero figures and Browse All by default', async ({ page }) => {
    await page.goto('/courses')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Academic Programs')
    const hero = page.getByRole('main').locator('header').first().getByRole('definition')
    await expect(hero).toHaveText(['24', '7', '5', '30'])
    const tabs = page.getByRole('navigation', { name: 'Course views' })
    await expect(tabs.getByRole('link', { name: 'Browse All' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(page.getByPlaceholder('Search courses, careers, research areas...')).toBeVisible()
    await expect(summary(page)).toHaveText('Showing 24 of 24 courses')
    await expect(cardTitles(page)).toHaveCount(24)
    await expectSelected(levelFilter(page), 'All Levels')
    await expect(levelFilter(page).getByRole('link')).toHaveText(['All Levels', ...LEVELS])
    await expect(fieldFilter(page).getByRole('link')).toHaveText([
      'All Fields',
      'Engineering',
      'Business',
      'Medicine',
      'Arts',
    ])
  })

  test('the three tabs live in the URL: By Level, By Field, back to Browse All', async ({
    page,
  }) => {
    await page.goto('/courses')
    const tabs = page.getByRole('navigation', { name: 'Course views' })

    await tabs.getByRole('link', { name: 'By Level' }).click()
    await expect(page).toHaveURL(/\/courses\?tab=level$/)
    await expect(tabs.getByRole('link', { name: 'By Level' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    // The current tab is drawn from its aria-current (.view-tab): underlined, the others not.
    const transparent = 'rgba(0, 0, 0, 0)'
    await expect(tabs.getByRole('link', { name: 'By Level' })).not.toHaveCSS(
      'border-bottom-color',
      transparent,
    )
    await expect(tabs.getByRole('link', { name: 'Browse All' })).toHaveCSS(
      'border-bottom-color',
      transparent,
    )
    await expect(page.getByRole('heading', { level: 2 })).toContainText(
      LEVELS.map((level) => `${level} Programs`),
    )
    const masters = page.getByRole('region', { name: 'Masters Programs' })
    await expect(masters.getByText('4 courses')).toBeAttached()
    await expect(masters.getByRole('article')).toHaveCount(4)
    const postgraduate = page.getByRole('region', { name: 'Postgraduate Programs' })
    await expect(postgraduate.getByRole('article')).toHaveCount(0)
    await expect(postgraduate.getByText('0 courses')).toBeAttached()
    await expect(
      postgraduate.getByRole('heading', { name: 'No Postgraduate programs listed' }),
    ).toBeVisible()

    await tabs.getByRole('link', { name: 'By Field' }).click()
    await expect(page).toHaveURL(/\/courses\?tab=field$/)
    for (const category of CATEGORIES) {
      const region = page.getByRole('region', { name: category, exact: true })
      await expect(region.getByRole('heading', { level: 2 })).toHaveText(category)
      expect(await region.getByRole('article').count()).toBeGreaterThan(0)
    }
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(24)

    await tabs.getByRole('link', { name: 'Browse All' }).click()
    await expect(page).toHaveURL(/\/courses$/)
    await expect(summary(page)).toHaveText('Showing 24 of 24 courses')
  })

  test('search and filters by the controls combine with AND and keep the search text', async ({
    page,
  }) => {
    await page.goto('/courses')
    // A career prospect beyond the three a card shows: only the search can find it.
    await page.getByRole('searchbox', { name: 'Search courses' }).fill('CYBERSECURITY')
    await expect(page).toHaveURL(/search=CYBERSECURITY/)
    await expect(summary(page)).toHaveText('Showing 1 of 24 courses')
    await expect(cardTitles(page)).toHaveText(['Computer Science'])

    await page.getByRole('searchbox', { name: 'Search courses' }).fill('engineer')
    await expect(summary(page)).toHaveText('Showing 6 of 24 courses')
    await levelFilter(page).getByRole('link', { name: 'Masters' }).click()
    await expect(summary(page)).toHaveText('Showing 2 of 24 courses')
    expect(param(page, 'search')).toBe('engineer')
    expect(param(page, 'level')).toBe('Masters')
    await expectSelected(levelFilter(page), 'Masters')
    await expect(cardTitles(page)).toHaveText(['MS in Computer Science', 'MS in Data Science'])

    await fieldFilter(page).getByRole('link', { name: 'Business' }).click()
    await expect(summary(page)).toHaveText('Showing 0 of 24 courses')
    expect(param(page, 'category')).toBe('Business & Management')
    await expect(page.getByRole('heading', { name: 'No courses found' })).toBeVisible()
    await expect(
      page.getByText('Try adjusting your search terms or filter criteria.'),
    ).toBeVisible()

    await page.getByRole('link', { name: 'Clear search and filters' }).click()
    await expect(page).toHaveURL(/\/courses$/)
    await expect(summary(page)).toHaveText('Showing 24 of 24 courses')
  })

  test('every filter can be set by URL, and search matches name, description and careers', async ({
    page,
  }) => {
    await page.goto('/courses?search=juris')
    await expect(cardTitles(page)).toHaveText(['Juris Doctor (JD)'])
    await page.goto('/courses?search=CASE%20STUDIES')
    await expect(cardTitles(page)).toHaveText(['Master of Business Administration (MBA)'])
    await page.goto('/courses?search=diplomat')
    await expect(cardTitles(page)).toHaveText(['International Relations'])

    await page.goto('/courses?search=psychology&level=PhD&category=Social%20Sciences')
    await expect(page.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('psychology')
    await expect(cardTitles(page)).toHaveText(['PhD in Psychology'])
    await expectSelected(levelFilter(page), 'PhD')
    // A category without a button of its own shows as a removable chip.
    const chip = fieldFilter(page).getByRole('link', { name: /^Social Sciences/ })
    await expect(chip).toHaveAttribute('aria-current', 'true')
    await chip.click()
    await expect(page).toHaveURL(/\/courses\?search=psychology&level=PhD$/)
    await expectSelected(fieldFilter(page), 'All Fields')
    await expect(summary(page)).toHaveText('Showing 1 of 24 courses')
  })

  test('bad values fall back to the default view', async ({ page }) => {
    const response = await page.goto(
      '/courses?level=Bachelors&category=Engineering&tab=admin&search=' + 'x'.repeat(300),
    )
    expect(response?.status()).toBe(200)
    await expect(summary(page)).toHaveText('Showing 24 of 24 courses')
    await expectSelected(levelFilter(page), 'All Levels')
    await expectSelected(fieldFilter(page), 'All Fields')
  })

  test('no undated tuition range: each is from real fees, with count, register and date', async ({
    page,
  }) => {
    for (const path of [
      '/courses',
      '/courses/undergraduate',
      '/courses/graduate',
      '/courses/phd',
    ]) {
      await page.goto(path)
      const ranges = await page.getByTestId('course-tuition').allTextContents()
      expect(ranges.length).toBeGreaterThan(0)
      for (const range of ranges)
        expect(range).toMatch(
          /^AUD [1-9][\d,]* - [1-9][\d,]* a year \(middle 80 % of [\d,]+ Australian programmes' fees, CRICOS, 3 January 2023\)$/,
        )
      await expect(page.locator('main')).not.toContainText('$0 -')
      await expect(page.locator('main')).not.toContainText('per year')
    }
    await page.goto('/courses/comp-sci')
    const description = await page.locator('meta[name="description"]').getAttribute('content')
    expect(description).toContain('CRICOS, 3 January 2023')
    expect(description).not.toContain('$')
  })

  test('a course card shows the spec fields and links to its course and universities', async ({
    page,
  }) => {
    await page.goto('/courses?search=case%20studies')
    const card = page.getByRole('article', { name: 'Master of Business Administration (MBA)' })
    for (const text of [
      'Duration',
      'Tuition',
      'Masters',
      'Business & Management',
      '1-2 years',
      cardTexts.mba[5] as string,
      "Bachelor's degree in any field",
      'Harvard University',
      'Stanford University',
    ]) {
      await expect(card.getByText(text, { exact: true })).toBeVisible()
    }
    await expect(card.getByRole('heading', { name: 'Career prospects' })).toBeVisible()
    await expect(card.getByRole('heading', { name: 'Prerequisites' })).toBeVisible()
    await expect(card.getByText('Entrepreneur or startup founder')).toHaveCount(0)
    await expect(card.getByText('University of Chicago')).toHaveCount(0)
    await expect(card.getByRole('link', { name: 'Harvard University' })).toHaveAttribute(
      'href',
      '/universities/harvard-university',
    )
    await card.getByRole('link', { name: /View program/ }).click()
    await expect(page).toHaveURL(/\/courses\/mba$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Master of Business Administration (MBA)',
    )
  })

  test('all 24 cards at once are under 80 KiB of HTML', async ({ request }) => {
    const html = await (await request.get('/courses')).text()
    expect(html.match(/<article /g)).toHaveLength(24)
    expect(Buffer.byteLength(html)).toBeLessThanOrEqual(80 * 1024)
  })

  test('a PhD card shows its first two research areas', async ({ page }) => {
    await page.goto('/courses?level=PhD&category=Engineering%20%26%20Technology')
    const card = page.getByRole('article', { name: 'PhD in Computer Science' })
    await expect(card.getByRole('heading', { name: 'Research areas' })).toBeVisible()
    await expect(
      card.getByRole('heading', { name: 'Research areas' }).locator('..').getByRole('listitem'),
    ).toHaveCount(2)
  })
})

test.describe('the nav category link', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('opens Browse All with that field selected', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('button', { name: 'Courses' }).hover()
    await nav.getByRole('link', { name: 'Engineering & Technology' }).click()
    await expect(page).toHaveURL(/\/courses\?category=/)
    await expectSelected(fieldFilter(page), 'Engineering')
    await expect(summary(page)).toHaveText('Showing 6 of 24 courses')
    await expect(
      page.getByRole('article').getByText('Engineering & Technology', { exact: true }),
    ).toHaveCount(6)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('search, level and field work as a plain form and links', async ({ page }) => {
    await page.goto('/courses?category=Engineering%20%26%20Technology')
    await expect(summary(page)).toHaveText('Showing 6 of 24 courses')
    await page.getByRole('searchbox', { name: 'Search courses' }).fill('data')
    await page
      .getByRole('search', { name: 'Search courses' })
      .getByRole('button', { name: 'Search' })
      .click()
    await page.waitForURL(/search=data/)
    expect(param(page, 'category')).toBe('Engineering & Technology')
    await expect(summary(page)).toHaveText('Showing 3 of 24 courses')

    await levelFilter(page).getByRole('link', { name: 'Masters' }).click()
    await page.waitForURL(/level=Masters/)
    expect(param(page, 'search')).toBe('data')
    await expect(cardTitles(page)).toHaveText(['MS in Computer Science', 'MS in Data Science'])

    await page
      .getByRole('navigation', { name: 'Course views' })
      .getByRole('link', { name: 'By Field' })
      .click()
    await page.waitForURL(/tab=field/)
    await expect(page.getByRole('heading', { name: 'Law', exact: true })).toBeVisible()
  })
})

test.describe('level pages', () => {
  const pages: [string, string, RegExp, number][] = [
    ['Undergraduate', 'Undergraduate programs', /^Undergraduate$/, 13],
    ['Graduate', 'Graduate programs', /^(Masters|Doctorate)$/, 7],
    ['PhD Programs', 'PhD programs', /^PhD$/, 4],
  ]
  for (const [footerLink, title, level, count] of pages) {
    test(`${footerLink} in the footer lists the matching programs`, async ({ page }) => {
      await page.goto('/')
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: footerLink, exact: true })
        .click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.getByRole('heading', { level: 2, name: `${count} programs` })).toBeVisible()
      const cards = page.getByRole('main').getByRole('article')
      await expect(cards).toHaveCount(count)
      for (const card of await cards.all())
        expect(await card.locator('header .badge').first().textContent()).toMatch(level)
    })
  }

  test('the graduate page says it covers Masters and Doctorate', async ({ page }) => {
    await page.goto('/courses/graduate')
    await expect(page.getByText(/lists our Masters and Doctorate programs/)).toBeVisible()
    await expect(
      page.getByRole('main').getByRole('link', { name: 'PhD programs' }),
    ).toHaveAttribute('href', '/courses/phd')
  })

  test('the online page lists programs with an online or part-time route and links to them', async ({
    page,
  }) => {
    await page.goto('/courses/online')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Online and part-time study')
    const online = page.getByRole('region', { name: /Programs you can study online/ })
    await expect(online.getByText(/Georgia Tech's OMSCS/)).toBeVisible()
    await online.getByRole('link', { name: 'MS in Computer Science' }).click()
    await expect(page).toHaveURL(/\/courses\/ms-cs$/)
    await expect(page.getByRole('article').getByText(/Georgia Tech's OMSCS/)).toBeVisible()
  })
})

test.describe('course pages', () => {
  test('show everything about a course, with metadata and Course JSON-LD', async ({ page }) => {
    await page.goto('/courses/phd-cs')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('PhD in Computer Science')
    await expect(page).toHaveTitle(/^PhD in Computer Science \(PhD\)/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/courses\/phd-cs$/,
    )
    for (const heading of [
      'Entry requirements',
      'Career prospects',
      'Research areas',
      'Popular universities',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
    }
    const json = await page.locator('script[type="application/ld+json"]').textContent()
    const data = JSON.parse(json ?? '{}')
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'PhD in Computer Science',
      educationalLevel: 'PhD',
      timeRequired: 'P4Y',
    })
    // The catalogue has no dated tuition of its own, so the structured data names no price.
    expect(data.offers).toBeUndefined()
    expect(data.provider.length).toBeGreaterThanOrEqual(2)
    expect(data.provider[0]).toMatchObject({ '@type': 'CollegeOrUniversity' })

    await page
      .getByRole('region', { name: 'Popular universities' })
      .getByRole('link')
      .first()
      .click()
    await expect(page).toHaveURL(/\/universities\/[a-z0-9-]+$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('an unknown id is the 404 page', async ({ page }) => {
    const response = await page.goto('/courses/no-such-course')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
  })

  test('appear in the sitemap', async ({ request }) => {
    const xml = await (await request.get('/sitemap/0.xml')).text()
    for (const path of ['/courses/comp-sci', '/courses/dba', '/courses/online'])
      expect(xml).toContain(`${path}</loc>`)
  })
})
