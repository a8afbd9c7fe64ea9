import type { Page } from '@playwright/test'

import { footerNav, mainNav, type NavLink } from '@/lib/site'
import { listUniversities, topUniversities } from '@/lib/universities'
import { seedUniversities } from '@/lib/universities/seed'

import { expect, test } from './fixtures'

/** On a phone the filters fold into a "Filters (n)" disclosure: open it (a no-op on a desktop). */
async function openFilters(page: Page) {
  const summary = page.locator('summary').filter({ hasText: /^Filters \(\d+\)$/ })
  if (await summary.isVisible()) await summary.click()
}

const base = { search: '', country: '', region: '', sort: 'ranking' as const, page: 1 }
const all = listUniversities(base, seedUniversities)
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) <= 400

async function screenshot(page: Page, name: string) {
  await page.screenshot({
    path: `test-results/screens/${name}-${isPhone(page) ? 'phone' : 'desktop'}.png`,
    fullPage: true,
  })
}

/** Header link and footer link for the same thing, by their titles. */
const SAME_THING: [header: string, footer: string][] = [
  ['University scholarships', 'University Scholarships'],
  ['External scholarships', 'External Scholarships'],
  ['Government scholarships', 'Government Scholarships'],
  ['Merit-based awards', 'Merit-based Awards'],
  ['Universities', 'All Universities'],
  ['Study guides', 'Study Guides'],
  ['Tips for applicants', 'Tips'],
  ['Blog', 'Blog'],
  ['About', 'About Us'],
]
const headerLinks = mainNav.flatMap((item) => ('items' in item ? item.items : [item]))
const footerLinks = footerNav.flatMap((group) => group.items)
const hrefOf = (links: NavLink[], title: string) => links.find((l) => l.title === title)!.href

const form = (page: Page) => page.getByRole('form', { name: 'Application form' })

async function fillRest(page: Page) {
  const f = form(page)
  await f.getByLabel('First name').fill('Amara')
  await f.getByLabel('Last name').fill('Okafor')
  await f.getByLabel('Email').fill('amara@example.com')
  await f.getByLabel('Phone').fill('+234 801 234 5678')
  await f.getByLabel('Day', { exact: true }).fill('17')
  await f.getByLabel('Month', { exact: true }).selectOption({ label: 'May' })
  await f.getByLabel('Year', { exact: true }).fill('2004')
  await f.getByLabel('Nationality').selectOption({ label: 'Nigeria' })
  await f.getByLabel('Address').fill('12 Unity Road, Ikeja')
  await f.getByLabel('City').fill('Lagos')
  await f.getByLabel('State/Province').fill('Lagos State')
  await f.getByLabel('Postal code').fill('100001')
  await f.getByLabel('Country', { exact: true }).selectOption({ label: 'Nigeria' })
  await f.getByLabel('Highest education').selectOption('bachelor')
  await f.getByLabel('Institution name').fill('University of Lagos')
  await f.getByLabel('Graduation year').fill('2025')
  await f.getByLabel('English test (optional)', { exact: true }).selectOption('ielts')
  await f.getByLabel('English test score').fill('7.0 (no band below 6.5)')
  await f.getByRole('checkbox', { name: 'Germany' }).check()
  await f.getByRole('checkbox', { name: 'Netherlands' }).check()
  await f.getByLabel(/Budget range/).selectOption('20k-40k')
  await f.getByLabel('Preferred intake year').selectOption(String(new Date().getFullYear() + 1))
  await f.getByLabel('Preferred intake semester').selectOption('fall')
  await f.getByLabel('Funding source').selectOption('scholarship')
  await f
    .getByLabel('Personal statement')
    .fill(
      'I want to study data science to help hospitals in my city plan staff and beds. '.repeat(2),
    )
  await f.getByLabel(/I accept the/).check()
}

function journeyTests() {
  // Each width sends one application from 127.0.0.1 (3 an hour), as apply.spec.ts does: the
  // tests tagged @sends-application run in their own Playwright project, one at a time
  // (playwright.config.ts), each starting from a clean count of that client's applications.
  test.describe('applying', { tag: '@sends-application' }, () => {
    test.beforeAll(async ({ request }) => {
      expect((await request.post('/api/test/reset-rate-limits?limit=apply')).ok()).toBe(true)
    })

    test('Apply Through Us: pre-filled, limits shown, one send, and the reference in view and focused', async ({
      page,
    }) => {
      const posts: string[] = []
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().endsWith('/api/apply')) posts.push(r.url())
      })
      await page.goto(
        '/apply-now?country=uk&level=masters&field=computer-science&university=Imperial+College+London',
      )
      const f = form(page)
      await expect(f.getByLabel('Preferred study country')).toHaveValue('uk')
      await expect(f.getByLabel('Study level')).toHaveValue('masters')
      await expect(f.getByLabel('Field of study')).toHaveValue('computer-science')
      await expect(f.getByLabel('Preferred university')).toHaveValue('Imperial College London')

      // Nothing typed yet: the form's own message for the e-mail, word for word.
      await f.getByRole('button', { name: 'Submit to Our Experts' }).click()
      await expect(f.getByText('Invalid email address')).toBeVisible()
      await expect(f.getByText('Email address is required')).toHaveCount(0)
      // One "Select..." placeholder, no "None" next to "None yet"; full country lists.
      await expect(
        f.getByLabel('English test (optional)', { exact: true }).locator('option'),
      ).toHaveText([
        'Select...',
        'IELTS',
        'TOEFL',
        'PTE Academic',
        'Duolingo English Test',
        'None yet',
      ])
      expect(await f.getByLabel('Nationality').locator('option').count()).toBeGreaterThan(240)

      await fillRest(page)
      await expect(f.getByText('/ 10,000 characters (at least 100)')).toBeVisible()
      await expect(f.getByText('23 / 60 characters')).toBeVisible()

      await f.getByRole('button', { name: 'Submit to Our Experts' }).dblclick()
      const panel = f.getByRole('status')
      await expect(panel).toContainText('Application Received Successfully!')
      await expect(panel).toBeFocused()
      await expect(panel).toBeInViewport()
      // This e2e server sends no e-mail: the panel says so, and to save the link now.
      await expect(panel).toContainText(/We have not e-mailed you this link, so save it now/)
      await expect(panel).toContainText(/127\.0\.0\.1:\d+\/track\/[\w-]{43}/)
      expect(posts).toHaveLength(1)
      const toastLink = page.getByRole('link', { name: /Open the tracking page/ })
      await expect(toastLink).toHaveAttribute('href', /^\/track\//)
      await screenshot(page, 'apply-now-success')
    })
  })

  test('Clear Filters, Back and Forward leave every filter showing the URL', async ({ page }) => {
    await page.goto('/universities')
    await openFilters(page)
    const region = page.getByLabel('Region')
    const country = page.getByLabel('Country')
    const search = page.getByRole('searchbox', { name: 'Search universities' })
    await region.selectOption('Asia')
    await expect(page).toHaveURL('/universities?region=Asia')
    await page.getByRole('link', { name: 'Clear Filters' }).click()
    await expect(page).toHaveURL('/universities')
    await expect(region).toHaveValue('')
    await page.goBack()
    await expect(page).toHaveURL('/universities?region=Asia')
    await expect(region).toHaveValue('Asia')
    await page.goForward()
    await expect(region).toHaveValue('')

    // Region and country constrain each other: no empty "Germany in Asia".
    await country.selectOption('Germany')
    await expect(page).toHaveURL('/universities?country=Germany')
    await region.selectOption('Asia')
    await expect(page).toHaveURL('/universities?region=Asia')
    await expect(country).toHaveValue('')
    await expect(country.locator('option', { hasText: 'Germany' })).toHaveCount(0)

    // Typing is one history entry; Back restores the box and the list.
    await search.fill('medicine')
    await expect(page).toHaveURL('/universities?search=medicine&region=Asia')
    await search.blur()
    await page.goBack()
    await expect(page).toHaveURL('/universities?region=Asia')
    await expect(search).toHaveValue('')

    await page.goto('/universities?search=zzzz-no-such-university')
    await expect(page.getByText('Results: none found')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'No universities found' })).toBeVisible()
  })

  test('/uk-universities: Clear Filters and Clear Search empty the search box', async ({
    page,
  }) => {
    await page.goto('/uk-universities')
    await openFilters(page)
    const search = page.getByRole('searchbox', { name: 'Search UK universities' })
    await search.fill('london')
    await expect(page).toHaveURL(/search=london/)
    await page.getByRole('link', { name: 'Clear Filters' }).click()
    await expect(page).toHaveURL('/uk-universities')
    await expect(search).toHaveValue('')
    await search.fill('zzzz')
    await expect(page.getByRole('heading', { name: 'No UK universities found' })).toBeVisible()
    await page.getByRole('link', { name: 'Clear Search' }).click()
    await expect(page).toHaveURL('/uk-universities')
    await expect(search).toHaveValue('')
  })

  test('changing page shows the top of the results', async ({ page }) => {
    await page.goto('/universities')
    const pagination = page.getByRole('navigation', { name: 'Pagination' })
    await pagination.scrollIntoViewIfNeeded()
    await pagination.getByRole('link', { name: 'Next' }).click()
    const status = page.getByText(`Results: 10-18 of ${all.total}`)
    await expect(status).toBeVisible()
    await expect(status).toBeInViewport()
  })

  test('cards, Top 5, tabs and comparison read well at this width', async ({ page }) => {
    await page.goto('/universities')
    await screenshot(page, 'universities')
    // Monograms, not emoji, as logos.
    const badge = page.locator('article header > span[aria-hidden]').first()
    await expect(badge).toHaveText(/^[A-Z]{1,3}$/)
    // No proper name is cut in the Top 5.
    const top = page.getByRole('region', { name: 'Top 5 by world ranking' }).getByRole('link')
    await expect(top).toHaveText(topUniversities(seedUniversities).map((u) => u.name))
    for (const link of await top.all())
      expect(await link.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true)
    // Every tab fits the screen.
    const tabs = page.getByRole('navigation', { name: 'Universities views' }).getByRole('link')
    const width = page.viewportSize()!.width
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!
      expect(box.x + box.width).toBeLessThanOrEqual(width)
      expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true)
    }
    await expect(tabs.last()).toHaveText('Add More Universities')

    const [a, b] = all.items
    await page.goto(`/universities?tab=compare&compare=${a!.slug},${b!.slug}`)
    await expect(
      page.getByRole('columnheader').getByRole('link', { name: a!.name, exact: true }),
    ).toHaveAttribute('href', `/universities/${a!.slug}`)
    const rowLabel = page.getByRole('rowheader', { name: 'Overall score' })
    expect(await rowLabel.evaluate((el) => getComputedStyle(el).position)).toBe('sticky')
  })

  test('the header and the footer lead to the same page for the same thing', async ({ page }) => {
    for (const [headerTitle, footerTitle] of SAME_THING) {
      const [header, footer] = await Promise.all([
        page.request.get(hrefOf(headerLinks, headerTitle)),
        page.request.get(hrefOf(footerLinks, footerTitle)),
      ])
      expect([header.status(), footer.status()], headerTitle).toEqual([200, 200])
      expect(header.url(), headerTitle).toBe(footer.url())
    }
    // The nav's address is a permanent redirect, so bookmarks and search engines move too.
    const moved = await page.request.get('/scholarships?type=government', { maxRedirects: 0 })
    expect(moved.status()).toBe(308)
    expect(moved.headers().location).toMatch(/^(http:\/\/[^/]+)?\/scholarships\/government$/)

    // Through the menu this width shows, then the footer: the same page, with its filters.
    await page.goto('/')
    if (isPhone(page)) {
      await page.getByRole('button', { name: 'Open menu' }).click()
      const menu = page.getByRole('dialog', { name: 'Menu' })
      await menu.getByRole('button', { name: 'Scholarships' }).click()
      await menu.getByRole('link', { name: 'Government scholarships' }).click()
    } else {
      const nav = page.getByRole('navigation', { name: 'Main' })
      await nav.getByRole('button', { name: 'Scholarships' }).hover()
      await nav.getByRole('link', { name: 'Government scholarships' }).click()
    }
    await expect(page).toHaveURL('/scholarships/government')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Government Scholarships')
    await expect(page.getByLabel('Open now')).toBeVisible()
    await page.goto('/about')
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Government Scholarships', exact: true })
      .click()
    await expect(page).toHaveURL('/scholarships/government')
  })

  test('links lead on: home categories, scholarships on a university page, tests and visas, favicon', async ({
    page,
  }) => {
    await page.goto('/')
    await screenshot(page, 'home')
    // No emoji flags (regional indicator symbols): without an emoji font they are empty boxes.
    const html = await (await page.request.get('/')).text()
    expect(html).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u)
    const guides = page.getByRole('region', { name: 'Study Abroad Guides' }).getByRole('link')
    await expect(guides.locator('span[aria-hidden]')).toHaveText(['US', 'UK', 'CA', 'AU'])
    const categories = page
      .getByRole('region', { name: 'Scholarship categories' })
      .getByRole('link')
    await categories.first().click()
    await expect(page).toHaveURL('/scholarships/university')

    await page.goto('/universities/imperial-college-london')
    await page.getByRole('link', { name: 'Chevening Scholarships', exact: true }).click()
    await expect(page).toHaveURL('/scholarships/chevening-scholarships')
    await expect(page.getByRole('link', { name: 'Start my application' })).toBeVisible()

    await page.goto('/tests/english')
    await page.getByRole('main').getByRole('link', { name: 'student visa page' }).click()
    await expect(page).toHaveURL('/resources/visa')
    await page.getByRole('main').getByRole('link', { name: 'English tests page' }).click()
    await expect(page).toHaveURL('/tests/english')

    const icon = await page.request.get('/favicon.ico')
    expect(icon.status()).toBe(200)
    expect(icon.headers()['content-type']).toMatch(/icon/)
  })
}

test.describe('journey on a desktop', () => {
  journeyTests()
})

test.describe('journey on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  journeyTests()
})
