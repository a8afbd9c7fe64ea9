import type { Page } from '@playwright/test'

import {
  closedLast,
  featuredScholarships,
  filterScholarships,
  listScholarships,
} from '@/lib/scholarships/list'
import { matchProfile, type MatcherProfile } from '@/lib/scholarships/matcher'
import {
  NO_BROWSE_FILTERS,
  SCHOLARSHIP_LIST_KEYS,
  SCHOLARSHIP_LISTS,
  type BrowseFilters,
} from '@/lib/scholarships/options'
import { roundStatus } from '@/lib/scholarships/round'
import { scholarships } from '@/data/scholarships'

import { expect, test } from './fixtures'

const blank: MatcherProfile = {
  degreeLevel: '',
  fieldOfStudy: '',
  country: '',
  scholarshipType: 'all',
  nationality: '',
  gpa: 0,
  budget: 0,
}
// Eligibility first: awards the profile cannot hold are not among the matches.
const expected = (changes: Partial<MatcherProfile>) =>
  matchProfile(
    { ...blank, ...changes },
    { fullyFunded: false, openNow: false },
    new Date(),
    scholarships,
  ).results
const countText = (n: number) => `${n} scholarships match your profile`

/** Bachelor's study in Switzerland, open now: no award in our data. */
const want0 = () =>
  filterScholarships(
    scholarships,
    { ...NO_BROWSE_FILTERS, level: "Bachelor's", host: 'CH', open: 1 },
    new Date(),
  )

const matches = (page: Page) => page.getByRole('region', { name: 'Your matches' })
const results = (page: Page) => matches(page).getByRole('article')
const find = (page: Page) => page.getByRole('button', { name: 'Find My Scholarships' })

async function fillProfile(page: Page) {
  await page.getByLabel('Degree level').selectOption("Master's")
  await page.getByLabel('Preferred country').selectOption('United Kingdom')
  await page.getByLabel('Scholarship type').selectOption('Government')
  await page.getByLabel('GPA (0 to 4.0)').fill('3.6')
}
const profile: Partial<MatcherProfile> = {
  degreeLevel: "Master's",
  country: 'United Kingdom',
  scholarshipType: 'government',
}

test.describe('Smart Matcher', () => {
  test('shows nothing before Find My Scholarships, then the scored results', async ({ page }) => {
    await page.goto('/scholarships')
    await expect(
      page.getByRole('navigation', { name: 'Scholarship Hub views' }).getByRole('link', {
        name: 'Smart Matcher',
      }),
    ).toHaveAttribute('aria-current', 'page')
    await fillProfile(page)
    await page.waitForTimeout(800)
    expect(new URL(page.url()).search).toBe('')
    await expect(results(page)).toHaveCount(0)
    await expect(matches(page).getByRole('status')).toHaveText('')

    await find(page).click()
    const want = expected(profile)
    await expect(matches(page).getByRole('status')).toHaveText(countText(want.length))
    await expect(page).toHaveURL(/match=1/)
    await expect(results(page)).toHaveCount(want.length)
    const first = results(page).first()
    await expect(first.getByRole('heading', { level: 3 })).toHaveText(want[0]!.scholarship.name)
    await expect(first.getByText(want[0]!.topNote!)).toBeVisible()
    await expect(first.getByText(`${want[0]!.matchScore}/100`)).toBeVisible()
    await expect(first.getByText(want[0]!.label)).toBeVisible()
    const reasons = first.getByRole('list', { name: 'Why it matches' }).getByRole('listitem')
    await expect(reasons).toHaveText(want[0]!.matchReasons.map((r) => `${r.text}+${r.points}`))
    await expect(results(page).nth(2).getByText(want[2]!.topNote!)).toBeVisible()
    await expect(
      results(page)
        .nth(3)
        .getByText(/Highly Recommended/),
    ).toHaveCount(0)
    const scores = await results(page)
      .getByText(/\d+\/100$/)
      .allTextContents()
    expect(scores.map((text) => Number(text.match(/(\d+)\/100/)![1]))).toEqual(
      want.map((r) => r.matchScore),
    )
  })

  test('a Fair top match says "Best of your matches", never "Highly Recommended"', async ({
    page,
  }) => {
    const fair: Partial<MatcherProfile> = { degreeLevel: 'Ph.D.', country: 'Germany' }
    const want = expected(fair)
    // The data gives this profile a top match under 60.
    expect(want[0]!.matchScore).toBeLessThan(60)
    await page.goto('/scholarships?match=1&degree=Ph.D.&country=Germany')
    const first = results(page).first()
    await expect(first.getByRole('heading', { level: 3 })).toHaveText(want[0]!.scholarship.name)
    await expect(first.getByText('Fair Match')).toBeVisible()
    await expect(first.getByText('Best of your matches')).toBeVisible()
    await expect(matches(page).getByText(/Highly Recommended/)).toHaveCount(0)
  })

  test('updates the results live as the profile changes, and GPA does not change them', async ({
    page,
  }) => {
    await page.goto('/scholarships')
    await fillProfile(page)
    await find(page).click()
    await expect(matches(page).getByRole('status')).toHaveText(countText(expected(profile).length))

    await page.getByLabel('Degree level').selectOption('Ph.D.')
    const phd = expected({ ...profile, degreeLevel: 'Ph.D.' })
    await expect(page).toHaveURL(/degree=Ph\.D\./)
    await expect(matches(page).getByRole('status')).toHaveText(countText(phd.length))
    await expect(results(page).first().getByRole('heading', { level: 3 })).toHaveText(
      phd[0]!.scholarship.name,
    )

    await page.getByLabel('GPA (0 to 4.0)').fill('2.1')
    await expect(page).toHaveURL(/gpa=2\.1/)
    await expect(results(page)).toHaveCount(phd.length)
    await expect(page.getByLabel('GPA (0 to 4.0)')).toHaveValue('2.1')
  })

  test('each change is a history entry: Back and Forward restore the profile and its results', async ({
    page,
  }) => {
    await page.goto('/scholarships')
    await fillProfile(page)
    await find(page).click()
    const status = matches(page).getByRole('status')
    await expect(status).toHaveText(countText(expected(profile).length))

    await page.getByLabel('Degree level').selectOption('Ph.D.')
    await expect(page).toHaveURL(/degree=Ph\.D\./)
    await page.getByLabel('Fully funded only').check()
    await expect(page).toHaveURL(/funded=1/)

    await page.goBack()
    await expect(page).not.toHaveURL(/funded=1/)
    await expect(page.getByLabel('Fully funded only')).not.toBeChecked()
    await expect(page.getByLabel('Degree level')).toHaveValue('Ph.D.')
    await page.goBack()
    await expect(page).toHaveURL(/degree=Master%27s/)
    await expect(page.getByLabel('Degree level')).toHaveValue("Master's")
    await expect(page.getByLabel('GPA (0 to 4.0)')).toHaveValue('3.6')
    await expect(status).toHaveText(countText(expected(profile).length))
    await expect(results(page).first().getByRole('heading', { level: 3 })).toHaveText(
      expected(profile)[0]!.scholarship.name,
    )

    await page.goForward()
    await expect(page.getByLabel('Degree level')).toHaveValue('Ph.D.')
    await expect(page).toHaveURL(/degree=Ph\.D\./)
  })

  test('zero matches offers Modify Search Criteria, which returns to the form', async ({
    page,
  }) => {
    await page.goto('/scholarships')
    await page.getByLabel('Nationality (optional)').selectOption('KE')
    await find(page).click()
    await expect(matches(page).getByRole('status')).toHaveText('No scholarships match your profile')
    await expect(page.getByRole('heading', { name: 'No matching scholarships' })).toBeVisible()
    await page.getByRole('link', { name: 'Modify Search Criteria' }).click()
    await expect(page).not.toHaveURL(/match=1/)
    await expect(page).toHaveURL(/nationality=KE/)
    await expect(page.getByRole('heading', { name: 'No matching scholarships' })).toBeHidden()
    await expect(page.getByLabel('Degree level')).toBeFocused()
    await expect(page.getByLabel('Nationality (optional)')).toHaveValue('KE')
    await expect(results(page)).toHaveCount(0)
  })

  test('a results view can be shared as a link', async ({ page }) => {
    await page.goto(
      "/scholarships?match=1&degree=Bachelor's&field=Engineering&country=Canada&scholarshipType=university",
    )
    const want = expected({
      degreeLevel: "Bachelor's",
      fieldOfStudy: 'Engineering',
      country: 'Canada',
      scholarshipType: 'university',
    })
    await expect(results(page)).toHaveCount(want.length)
    await expect(page.getByLabel('Field of study')).toHaveValue('Engineering')
    await expect(page.getByLabel('Scholarship type')).toHaveValue('university')
  })
})

test.describe('Smart Matcher without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the GET form matches on the server', async ({ page }) => {
    await page.goto('/scholarships')
    await expect(results(page)).toHaveCount(0)
    await fillProfile(page)
    await find(page).click()
    await page.waitForURL(/match=1/)
    const want = expected(profile)
    await expect(matches(page).getByRole('status')).toHaveText(countText(want.length))
    await expect(results(page)).toHaveCount(want.length)
    await expect(page.getByLabel('GPA (0 to 4.0)')).toHaveValue('3.6')
  })
})

test.describe('Scholarship filters without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the GET form filters a type list on the server', async ({ page }) => {
    const all = listScholarships(SCHOLARSHIP_LISTS.university.filter, scholarships)
    const masters = filterScholarships(
      all,
      { ...NO_BROWSE_FILTERS, level: "Master's", funded: 1 },
      new Date(),
    )
    await page.goto('/scholarships/university')
    await page.getByLabel('Level of study').selectOption("Master's")
    await page.getByLabel('Fully funded only').check()
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await page.waitForURL(/level=Master%27s&host=&funded=1/)
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(masters.length)
    await expect(page.getByLabel('Fully funded only')).toBeChecked()
  })
})

test.describe('Browse All', () => {
  test('features open prestigious awards and lists the first 20, closed rounds last, linked', async ({
    page,
  }) => {
    await page.goto('/scholarships')
    await page.getByRole('link', { name: 'Browse All' }).click()
    await expect(page).toHaveURL(/tab=browse/)
    const featured = page.getByRole('region', { name: 'Featured Scholarships' })
    const open = featuredScholarships(scholarships, new Date())
    await expect(featured.getByRole('article')).toHaveCount(open.length)
    // Browse never opens with an award whose round is over (Rhodes, Chevening for 2027).
    for (const id of ['rhodes-scholarship', 'chevening-scholarships']) {
      const s = scholarships.find((x) => x.id === id)!
      if (roundStatus(s, new Date()).closed)
        await expect(featured.getByRole('article', { name: s.name })).toHaveCount(0)
    }
    const all = page.getByRole('region', { name: `All Scholarships (${scholarships.length})` })
    await expect(all.getByRole('article')).toHaveCount(20)
    const first = closedLast(scholarships, new Date())[0]!
    const card = all.getByRole('article', { name: first.name })
    await expect(card.getByRole('link', { name: first.name, exact: true })).toHaveAttribute(
      'href',
      `/scholarships/${first.slug}`,
    )
    const apply = card.getByRole('link', { name: /^Apply/ })
    await expect(apply).toHaveAttribute('href', first.link)
    await expect(apply).toHaveAttribute('target', '_blank')
    await expect(apply).toHaveAttribute('rel', 'noopener noreferrer')
  })

  for (const [query, key] of [
    ['type=university', 'university'],
    ['type=external', 'external'],
    ['type=government', 'government'],
    ['funding=merit', 'merit'],
  ] as const) {
    test(`the nav's ?${query} link opens the footer's /scholarships/${key}`, async ({ page }) => {
      const list = listScholarships(SCHOLARSHIP_LISTS[key].filter, scholarships)
      await page.goto(`/scholarships?${query}`)
      await expect(page).toHaveURL(`/scholarships/${key}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(SCHOLARSHIP_LISTS[key].title)
      if (key === 'merit') await expect(page.getByText(/Merit-based here means/)).toBeVisible()
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(list.length)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`/scholarships/${key}$`),
      )
    })
  }

  test('filters by level, country of study, fully funded and open now, in the URL', async ({
    page,
  }) => {
    const want = (changes: Partial<BrowseFilters>) =>
      filterScholarships(scholarships, { ...NO_BROWSE_FILTERS, ...changes }, new Date())
    const chosen = { level: "Master's", host: 'GB', funded: 1, open: 1 } as const
    await page.goto('/scholarships?tab=browse')
    const form = page.getByRole('search', { name: 'Narrow the list' })
    await form.getByLabel('Level of study').selectOption("Master's")
    await expect(page).toHaveURL(/tab=browse&level=Master%27s$/)
    await form.getByLabel('Country of study').selectOption('GB')
    await expect(page).toHaveURL(/host=GB/)
    await form.getByLabel('Fully funded only').check()
    await expect(page).toHaveURL(/funded=1/)
    await form.getByLabel('Open now').check()
    await expect(page).toHaveURL(/open=1/)

    const list = want(chosen)
    const all = page.getByRole('region', { name: `All Scholarships (${list.length})` })
    await expect(all).toBeVisible()
    await expect(all.getByRole('article')).toHaveCount(list.length)
    for (const s of list) {
      const card = all.getByRole('article', { name: s.name })
      await expect(card.getByText(roundStatus(s, new Date()).label, { exact: true })).toBeVisible()
    }
    await expect(page.getByRole('region', { name: 'Active filter' })).toContainText(
      'Usable in United Kingdom',
    )

    // Each change is a history entry; Back restores the inputs and the list.
    await page.goBack()
    await expect(page).not.toHaveURL(/open=1/)
    await expect(form.getByLabel('Open now')).not.toBeChecked()
    await expect(form.getByLabel('Fully funded only')).toBeChecked()
    const before = want({ level: "Master's", host: 'GB', funded: 1 })
    await expect(
      page.getByRole('heading', { name: `All Scholarships (${before.length})` }),
    ).toBeVisible()

    await page.getByRole('link', { name: 'Clear filters' }).click()
    await expect(page).toHaveURL(/\/scholarships\?tab=browse$/)
    await expect(form.getByLabel('Level of study')).toHaveValue('')
    await expect(form.getByLabel('Fully funded only')).not.toBeChecked()
    await expect(
      page.getByRole('heading', { name: `All Scholarships (${scholarships.length})` }),
    ).toBeVisible()
  })

  test('says so when no award matches the filters', async ({ page }) => {
    expect(want0()).toEqual([])
    await page.goto("/scholarships?tab=browse&level=Bachelor's&host=CH&open=1")
    await expect(page.getByRole('heading', { name: 'No scholarships found' })).toBeVisible()
    await expect(
      page.getByRole('search', { name: 'Narrow the list' }).getByLabel('Country of study'),
    ).toHaveValue('CH')
  })

  test("the type pills lead to the type's list page, keeping the filters", async ({ page }) => {
    await page.goto('/scholarships?tab=browse&level=Ph.D.')
    await page
      .getByRole('navigation', { name: 'Filter scholarships by type' })
      .getByRole('link', { name: 'Government Scholarships' })
      .click()
    await expect(page).toHaveURL('/scholarships/government?level=Ph.D.')
    await expect(page.getByLabel('Level of study')).toHaveValue('Ph.D.')
  })
})

test.describe('scholarship lists and pages', () => {
  for (const key of SCHOLARSHIP_LIST_KEYS) {
    test(`/scholarships/${key} lists every matching scholarship`, async ({ page }) => {
      const list = listScholarships(SCHOLARSHIP_LISTS[key].filter, scholarships)
      const response = await page.goto(`/scholarships/${key}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(SCHOLARSHIP_LISTS[key].title)
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(list.length)
      await expect(page.getByText(`${list.length} scholarships`, { exact: true })).toBeVisible()
    })
  }

  test('a type list filters by level and open now, live and in the URL', async ({ page }) => {
    const all = listScholarships(SCHOLARSHIP_LISTS.government.filter, scholarships)
    const phd = filterScholarships(all, { ...NO_BROWSE_FILTERS, level: 'Ph.D.' }, new Date())
    await page.goto('/scholarships/government')
    await page.getByLabel('Level of study').selectOption('Ph.D.')
    await expect(page).toHaveURL(/\/scholarships\/government\?level=Ph\.D\.$/)
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      `${phd.length} of ${all.length} scholarships: Ph.D.`,
    )
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(phd.length)

    await page.getByLabel('Country of study').selectOption('CH')
    await page.getByLabel('Open now').check()
    const narrow = filterScholarships(
      all,
      { ...NO_BROWSE_FILTERS, level: 'Ph.D.', host: 'CH', open: 1 },
      new Date(),
    )
    await expect(page).toHaveURL(/open=1/)
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(narrow.length)
    if (!narrow.length) {
      await expect(page.getByRole('heading', { name: 'No scholarships found' })).toBeVisible()
    }
    await page.getByRole('link', { name: 'Clear filters' }).click()
    await expect(page).toHaveURL(/\/scholarships\/government$/)
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(all.length)
  })

  test('a scholarship page shows everything about it, with JSON-LD', async ({ page }) => {
    const s = scholarships.find((x) => x.slug === 'clarendon-fund')!
    await page.goto(`/scholarships/${s.slug}`)
    await expect(page).toHaveTitle(new RegExp(`^${s.name}`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.name)
    const facts = page.getByRole('region', { name: 'Key facts' })
    for (const text of [s.value, s.deadline!, s.eligibleDegrees.join(', ')]) {
      await expect(facts.getByText(text, { exact: true })).toBeVisible()
    }
    await expect(facts.getByRole('link', { name: 'University of Oxford' })).toHaveAttribute(
      'href',
      '/universities/university-of-oxford',
    )
    const official = page.getByRole('link', { name: /^Visit the official page/ })
    await expect(official).toHaveAttribute('href', s.link)
    await expect(official).toHaveAttribute('target', '_blank')
    await expect(official).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/scholarships/${s.slug}$`),
    )
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    )
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'MonetaryGrant',
      name: s.name,
      sameAs: [s.link],
      funder: { '@type': 'CollegeOrUniversity', name: 'University of Oxford' },
    })
  })

  test('a university page links the scholarships it names, "Programme" or not', async ({
    page,
  }) => {
    await page.goto('/universities/universite-psl')
    await expect(
      page.getByRole('link', { name: 'Eiffel Excellence Scholarship Programme' }),
    ).toHaveAttribute('href', '/scholarships/eiffel-excellence-scholarship')
  })

  test('an unknown scholarship answers 404 with a way back to the list', async ({ page }) => {
    const response = await page.goto('/scholarships/no-such-award')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'See all scholarships' })).toHaveAttribute(
      'href',
      '/scholarships?tab=browse',
    )
  })

  test('the sitemap lists every scholarship page', async ({ request }) => {
    const xml = await (await request.get('/sitemap/0.xml')).text()
    for (const s of scholarships) expect(xml).toContain(`/scholarships/${s.slug}</loc>`)
  })
})

test.describe('Smart Matcher: open before closed, fields, grades and a light page', () => {
  const india: Partial<MatcherProfile> = {
    degreeLevel: "Master's",
    fieldOfStudy: 'Computer Science',
    country: 'United Kingdom',
    nationality: 'IN',
  }
  const matched = (changes: Partial<MatcherProfile>) =>
    matchProfile(
      { ...blank, ...changes },
      { fullyFunded: false, openNow: false },
      new Date(),
      scholarships,
    )

  test('India, Master’s, Computer Science, UK: no closed award among the matches; a new field changes them', async ({
    page,
  }) => {
    const want = matched(india)
    expect(want.closed.length).toBeGreaterThan(0)
    await page.goto('/scholarships')
    await page.getByLabel('Degree level').selectOption("Master's")
    await page.getByLabel('Field of study').selectOption('Computer Science')
    await page.getByLabel('Preferred country').selectOption('United Kingdom')
    await page.getByLabel('Nationality (optional)').selectOption('IN')
    await find(page).click()
    await expect(matches(page).getByRole('status')).toHaveText(countText(want.results.length))
    const headings = results(page).getByRole('heading', { level: 3 })
    await expect(headings).toHaveText(want.results.map((r) => r.scholarship.name))
    for (const c of want.closed) {
      await expect(headings.filter({ hasText: c.scholarship.name })).toHaveCount(0)
    }
    for (const r of want.results)
      expect(roundStatus(r.scholarship, new Date(), 'IN').closed).toBe(false)
    // The closed ones are listed apart, with when the next round usually opens.
    const closed = page.getByText(`Closed for 2027 entry (${want.closed.length})`)
    await closed.click()
    const apart = page.getByRole('list', { name: 'Scholarships closed for 2027 entry' })
    await expect(apart.getByRole('listitem')).toHaveCount(want.closed.length)
    await expect(apart).toContainText(/the next round usually opens in \w+/)

    const medicine = matched({ ...india, fieldOfStudy: 'Medicine' })
    expect(medicine.results.map((r) => r.scholarship.id)).not.toEqual(
      want.results.map((r) => r.scholarship.id),
    )
    await page.getByLabel('Field of study').selectOption('Medicine')
    await expect(page).toHaveURL(/field=Medicine/)
    await expect(headings).toHaveText(medicine.results.map((r) => r.scholarship.name))
  })

  test("a Bangladeshi 82 % is read by Bangladesh's table, with its rule and source", async ({
    page,
  }) => {
    await page.goto('/scholarships')
    await page.getByLabel('Grading scale').selectOption('bd-percent')
    await page.getByLabel('Bangladesh: Percentage (0 to 100 %)').fill('82')
    await find(page).click()
    await expect(page).toHaveURL(/scale=bd-percent&gpa=82/)
    const note = page.locator('#matcher-grade-note')
    await expect(note).toContainText('82 % is about 4.0 on a 4.0 scale (A+ (80 % and above))')
    await expect(
      note.getByRole('link', { name: /University Grants Commission of Bangladesh/ }),
    ).toBeVisible()
    await expect(note).not.toContainText('Indian')
    await expect(
      page.getByLabel('Bangladesh: Percentage (0 to 100 %)'),
    ).toHaveAccessibleDescription(/82 % is about 4\.0/)
  })

  test('a match can be saved to the shortlist', async ({ page }) => {
    await page.goto("/scholarships?match=1&degree=Master's&country=United+Kingdom&nationality=IN")
    const first = matched({ degreeLevel: "Master's", country: 'United Kingdom', nationality: 'IN' })
      .results[0]!.scholarship
    const save = results(page)
      .first()
      .getByRole('button', { name: new RegExp(`^Saved? ${first.name} to my shortlist$`) })
    await save.click()
    await expect(save).toHaveAttribute('aria-pressed', 'true')
    await page.goto('/shortlist')
    await expect(page).toHaveURL(`/shortlist?s=${first.slug}`)
  })

  test('the results page is at most 120 KB of HTML and sends the nationality list once', async ({
    request,
  }) => {
    const response = await request.get(
      "/scholarships?match=1&degree=Master's&field=Computer+Science&country=United+Kingdom&nationality=IN",
    )
    const html = await response.text()
    expect(Buffer.byteLength(html)).toBeLessThanOrEqual(120 * 1024)
    expect(html.match(/Afghanistan/g)).toHaveLength(1)
    // The cards are not repeated as markup in the page's data payload.
    const first = matched(india).results[0]!.scholarship
    expect(html.split(first.description.slice(0, 60)).length - 1).toBeLessThanOrEqual(2)
  })
})
