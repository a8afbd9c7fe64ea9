import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Browser, Locator, Page } from '@playwright/test'
import ICAL from 'ical.js'

import { totalCost } from '@/lib/costs'
import { universityCostInput } from '@/lib/costs/inputs'
import { totalText } from '@/lib/costs/text'
import { ecbSource, rateSourceText, type FxTable } from '@/lib/currency'
import { cycleStatus } from '@/lib/scholarships/cycle'
import { sumPerYear, yearSumText } from '@/lib/shortlist/costs'
import { getUniversityBySlug, listUniversities } from '@/lib/universities'
import { seedUniversities } from '@/lib/universities/seed'
import { destinationCosts } from '@/data/destination-costs'
import { scholarships as allScholarships } from '@/data/scholarships'

import { expect, test } from './fixtures'

const universities = listUniversities(
  {
    search: '',
    country: '',
    region: '',
    sort: 'ranking',
    page: 1,
  },
  seedUniversities,
).items
const [first, second] = universities as [(typeof universities)[0], (typeof universities)[0]]
// One scholarship whose round closes on a known date still ahead, one without a published date,
// and one whose closing day has passed.
const dated = allScholarships.find(
  (s) =>
    s.cycle.closes &&
    'date' in s.cycle.closes &&
    cycleStatus(s.cycle, new Date()).kind !== 'closed',
)!
const undated = allScholarships.find((s) => !s.cycle.closes)!
const closed = allScholarships.find(
  (s) =>
    s.cycle.closes &&
    ('date' in s.cycle.closes || s.cycle.closes.day) &&
    cycleStatus(s.cycle, new Date()).kind === 'closed',
)!

const fx: FxTable = JSON.parse(
  readFileSync(path.join(process.cwd(), 'data/generated/fx-rates.json'), 'utf8'),
)
// Both with a known undergraduate tuition: MIT dearer a year than ETH Zurich.
const dear = getUniversityBySlug('massachusetts-institute-of-technology', seedUniversities)!
const cheap = getUniversityBySlug('eth-zurich', seedUniversities)!
// No undergraduate tuition in our data: no total to add up.
const unpriced = getUniversityBySlug('imperial-college-london', seedUniversities)!
const yearAt = (u: typeof dear) =>
  totalCost(universityCostInput(u, 'undergraduate'), 'EUR', fx, destinationCosts)
// An Australian master's with a registered fee.
const pricedProgrammes =
  '/programmes?search=computer+science&level=postgraduate-taught&country=AU&maxFee=45000'

/** "EUR 54,600 to 60,000" (or one amount) read as its two ends. */
function amounts(text: string) {
  const match = /EUR ([\d,]+)(?: to ([\d,]+))?/.exec(text)
  expect(match, text).not.toBeNull()
  const low = Number(match![1]!.replace(/,/g, ''))
  return { min: low, max: match![2] ? Number(match![2].replace(/,/g, '')) : low }
}

/** A saved item of a group ("Universities (2)"), by its name. */
const savedItem = (main: Locator, group: string, name: string) =>
  main
    .getByRole('region', { name: group })
    .getByRole('listitem')
    .filter({ has: main.page().getByRole('link', { name, exact: true }) })

/** The names of the saved universities, in the order shown. */
const universityNames = (main: Locator, count: number) =>
  main
    .getByRole('region', { name: `Universities (${count})` })
    .getByRole('listitem')
    .getByRole('link', { name: /^(?!Apply|Remove)/ })

const saveButton = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^Saved? ${escape(name)} to my shortlist$`) })

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

async function screenshot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0
  await page.screenshot({
    path: `test-results/screens/${name}-${width <= 400 ? 'phone' : 'desktop'}.png`,
    fullPage: true,
  })
}

async function openShared(browser: Browser, url: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled })
  const page = await context.newPage()
  await page.goto(url)
  return { context, page }
}

function shortlistTests() {
  test('save from a card, a university page and scholarship pages; the link opens the same list anywhere', async ({
    page,
    browser,
  }) => {
    // Seven pages and two more browser contexts: on a loaded machine this passed at 44.8 s of 45.
    test.slow()
    await page.goto('/universities')
    const cardSave = saveButton(page, first.name)
    await expect(cardSave).toHaveAttribute('aria-pressed', 'false')
    await cardSave.click()
    await expect(cardSave).toHaveAttribute('aria-pressed', 'true')
    await expect(cardSave).toContainText('Saved')

    await page.goto(`/universities/${second.slug}`)
    await saveButton(page, second.name).click()
    await expect(saveButton(page, second.name)).toHaveAttribute('aria-pressed', 'true')

    for (const s of [dated, undated]) {
      await page.goto(`/scholarships/${s.slug}`)
      await saveButton(page, s.name).click()
      await expect(saveButton(page, s.name)).toHaveAttribute('aria-pressed', 'true')
    }

    // A bare /shortlist shows this browser's list under its shareable address.
    await page.getByRole('link', { name: 'My shortlist' }).click()
    await expect(page).toHaveURL(
      `/shortlist?u=${first.slug},${second.slug}&s=${dated.slug},${undated.slug}`,
    )
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { name: 'Universities (2)' })).toBeVisible()
    await expect(main.getByRole('heading', { name: 'Scholarships (2)' })).toBeVisible()
    await expect(main.getByRole('link', { name: first.name, exact: true })).toBeVisible()
    await expect(main.getByText(`${undated.name}: no date in our data`)).toBeVisible()
    await screenshot(page, 'shortlist')

    const shared = page.url()
    for (const javaScriptEnabled of [true, false]) {
      const other = await openShared(browser, shared, javaScriptEnabled)
      const otherMain = other.page.getByRole('main')
      await expect(otherMain.getByRole('heading', { name: 'Universities (2)' })).toBeVisible()
      await expect(otherMain.getByRole('link', { name: dated.name, exact: true })).toBeVisible()
      if (!javaScriptEnabled) {
        // Remove works as a plain link too.
        await otherMain.getByRole('link', { name: `Remove ${first.name}` }).click()
        await expect(other.page).toHaveURL(/\/shortlist\?u=[^&]*&s=/)
        await expect(otherMain.getByRole('heading', { name: 'Universities (1)' })).toBeVisible()
      }
      await other.context.close()
    }
  })

  test('remove, compare the saved universities, apply pre-filled, and download the deadlines', async ({
    page,
  }) => {
    await page.goto(
      `/shortlist?u=${first.slug},${second.slug}&s=${dated.slug},${undated.slug}&p=no-such-programme`,
    )
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { name: 'Programmes' })).toHaveCount(0)

    const download = page.waitForEvent('download')
    await main.getByRole('link', { name: 'Add deadlines to my calendar' }).click()
    const file = await (await download).path()
    const text = await readFile(file, 'utf8')
    expect(text).toContain('\r\n')
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent')
    const exact = events.filter((v) => v.getFirstPropertyValue('status') === 'CONFIRMED')
    const expected = events.length - exact.length
    // The page said how many of each the file holds before the download.
    await expect(main.getByText(/^Your calendar holds/)).toContainText(
      `${exact.length} exact date${exact.length === 1 ? '' : 's'} and ${expected} expected date${expected === 1 ? '' : 's'}`,
    )
    const event = events
      .map((v) => new ICAL.Event(v))
      .find((e) => e.summary === `Deadline: ${dated.name} (2027 entry)`)!
    expect(event.startDate.isDate).toBe(true)
    expect(event.component.getFirstPropertyValue('url')).toBe(dated.link)
    // The saved universities' deadlines are in too.
    expect(events.map((v) => new ICAL.Event(v).summary).join('\n')).toMatch(
      new RegExp(escape(first.name)),
    )
    await expect(main.getByRole('link', { name: 'Subscribe in my calendar app' })).toHaveAttribute(
      'href',
      /^webcal:\/\/[^/]+\/shortlist\.ics\?u=/,
    )
    const response = await page.request.get(`/shortlist.ics?s=${dated.slug}`)
    expect(response.headers()['content-type']).toContain('text/calendar')

    await main.getByRole('link', { name: `Remove ${undated.name}` }).click()
    await expect(page).toHaveURL(`/shortlist?u=${first.slug},${second.slug}&s=${dated.slug}`)
    await expect(main.getByRole('heading', { name: 'Scholarships (1)' })).toBeVisible()

    await main.getByRole('link', { name: 'Compare saved universities' }).click()
    await expect(page).toHaveURL(`/universities?tab=compare&compare=${first.slug},${second.slug}`)
    await expect(
      page.getByRole('columnheader').getByRole('link', { name: second.name, exact: true }),
    ).toHaveAttribute('href', `/universities/${second.slug}`)

    await page.goBack()
    await main.getByRole('link', { name: `Apply through us starting with ${first.name}` }).click()
    await expect(page).toHaveURL(/\/apply-now\?/)
    await expect(page.getByLabel('Preferred university')).toHaveValue(first.name)
  })

  test('a closed round puts only its next round, as expected dates, in the calendar', async ({
    page,
  }) => {
    await page.goto(`/shortlist?s=${closed.slug}`)
    const text = await (await page.request.get(`/shortlist.ics?s=${closed.slug}`)).text()
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent')
    expect(events.length).toBeGreaterThan(0)
    for (const v of events) {
      expect(v.getFirstPropertyValue('status')).toBe('TENTATIVE')
      expect(new ICAL.Event(v).summary).toMatch(new RegExp(`^Expected: ${escape(closed.name)}`))
    }
  })

  test('awards known only by their usual month download as tentative events, and the page says so', async ({
    page,
  }) => {
    const usualOnly = ['chevening-scholarships', 'rhodes-scholarship']
    await page.goto(`/shortlist?s=${usualOnly.join(',')}`)
    const main = page.getByRole('main')
    const counts = main.getByText(/^Your calendar holds/)
    await expect(counts).toContainText('0 exact dates and 3 expected dates')
    await expect(
      main.getByText(/Expected: Chevening Scholarships applications open \(usually early August\)/),
    ).toBeVisible()
    const download = page.waitForEvent('download')
    await main.getByRole('link', { name: 'Add deadlines to my calendar' }).click()
    const text = await readFile(await (await download).path(), 'utf8')
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent')
    expect(events).toHaveLength(3)
    for (const v of events) {
      expect(v.getFirstPropertyValue('status')).toBe('TENTATIVE')
      expect(new ICAL.Event(v).summary).toMatch(/^Expected: /)
      expect(new ICAL.Event(v).startDate.isDate).toBe(true)
    }
  })

  test("a postgraduate shortlist's calendar holds no UCAS event; an undergraduate one has UCAS's exact day", async ({
    page,
  }) => {
    const uk = 'u=imperial-college-london,university-of-manchester'
    await page.goto(`/shortlist?${uk}&level=postgraduate`)
    const main = page.getByRole('main')
    await expect(main.getByText(/postgraduate deadlines vary by programme/).first()).toBeVisible()
    await expect(main.getByText(/UCAS/)).toHaveCount(0)
    const download = main.getByRole('link', { name: 'Add deadlines to my calendar' })
    await expect(download).toHaveAttribute('href', /level=postgraduate/)
    const summaries = async (href: string) => {
      const text = await (await page.request.get(href)).text()
      return new ICAL.Component(ICAL.parse(text))
        .getAllSubcomponents('vevent')
        .map((v) => new ICAL.Event(v).summary)
    }
    const postgraduate = await summaries((await download.getAttribute('href'))!)
    expect(postgraduate.filter((s) => /UCAS/.test(s))).toEqual([])
    const undergraduate = await summaries(`/shortlist.ics?${uk}`)
    expect(undergraduate.join('\n')).toMatch(/UCAS equal-consideration deadline/)
    expect(undergraduate.join('\n')).not.toMatch(/Expected: UCAS equal-consideration/)
  })

  test('save from a programme card and a directory institution card, then find them on /shortlist', async ({
    page,
  }) => {
    const saved: { id: string; title: string }[] = []
    for (const list of [
      '/programmes?search=computer&page=2',
      '/institutions?search=college&page=2',
    ]) {
      await page.goto(list)
      const card = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading') })
      const first = card.first()
      const link = first.getByRole('heading').getByRole('link')
      const title = (await link.textContent())!
      saved.push({ id: (await link.getAttribute('href'))!.split('/').pop()!, title })
      const save = first.getByRole('button', {
        name: new RegExp(`^Saved? ${escape(title)} to my shortlist$`),
      })
      await save.click()
      await expect(save).toHaveAttribute('aria-pressed', 'true')
      await expect(save).toContainText('Saved')
      const box = (await save.boundingBox())!
      expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width)
    }
    const [programme, institution] = saved as [(typeof saved)[0], (typeof saved)[0]]

    await page.goto('/shortlist')
    await expect(page).toHaveURL(`/shortlist?p=${programme.id}&i=${institution.id}`)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { name: 'Programmes (1)' })).toBeVisible()
    await expect(main.getByRole('heading', { name: 'Institutions (1)' })).toBeVisible()
    await expect(main.getByRole('link', { name: programme.title, exact: true })).toBeVisible()
    await expect(main.getByRole('link', { name: institution.title, exact: true })).toBeVisible()
  })

  test('each saved university and programme shows its total a year; the sums add them up; order by total puts the cheaper first', async ({
    page,
  }) => {
    test.slow()
    for (const u of [dear, cheap]) {
      await page.goto(`/universities/${u.slug}`)
      await saveButton(page, u.name).click()
      await expect(saveButton(page, u.name)).toHaveAttribute('aria-pressed', 'true')
    }
    await page.goto(pricedProgrammes)
    const card = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading') })
      .first()
    const link = card.getByRole('heading').getByRole('link')
    const title = (await link.textContent())!
    const id = (await link.getAttribute('href'))!.split('/').pop()!
    await card.getByRole('button', { name: `Save ${title} to my shortlist` }).click()

    // The currency asked for survives this browser's list being put in the address.
    await page.goto('/shortlist?currency=EUR')
    await expect(page).toHaveURL(`/shortlist?u=${dear.slug},${cheap.slug}&p=${id}&currency=EUR`)
    const main = page.getByRole('main')
    for (const u of [dear, cheap]) {
      const want = totalText(yearAt(u))
      const item = savedItem(main, 'Universities (2)', u.name)
      await expect(item).toContainText(`Total, undergraduate: ${want.perYear}`)
      // What the total leaves out, worded as the comparison words it.
      if (want.missing) await expect(item).toContainText(want.missing)
    }
    const programmeTotal = savedItem(main, 'Programmes (1)', title).locator('p', {
      hasText: /^Total: /,
    })
    await expect(programmeTotal).toContainText(/^Total: EUR [\d,]+( to [\d,]+)? a year/)

    const sums = main.getByRole('region', { name: 'Total per year of the saved items' })
    const row = (label: string) => sums.locator('dl > div').filter({ hasText: label })
    const universitiesSum = sumPerYear([yearAt(dear), yearAt(cheap)], 'EUR')
    await expect(row('Universities (2), undergraduate')).toContainText(
      yearSumText(universitiesSum).amount,
    )
    // All saved: the universities' sum plus the programme's total, up to rounding to 3 figures.
    const programme = amounts((await programmeTotal.textContent())!)
    const all = amounts((await row('All saved (3)').getByRole('definition').first().textContent())!)
    for (const end of ['min', 'max'] as const) {
      const parts = universitiesSum.perYear[end] + programme[end]
      expect(Math.abs(all[end] - parts) / parts).toBeLessThan(0.01)
    }
    await expect(sums).toContainText(
      `Amounts are in EUR, approximate. At the ${rateSourceText(ecbSource(fx))}`,
    )

    // Cheapest a year first: ETH Zurich before MIT (saved the other way round).
    const universityLinks = universityNames(main, 2)
    await expect(universityLinks).toHaveText([dear.name, cheap.name])
    await page.getByLabel('Order', { exact: true }).selectOption('total')
    await expect(page).toHaveURL(
      `/shortlist?u=${dear.slug},${cheap.slug}&p=${id}&order=total&currency=EUR`,
    )
    await expect(universityLinks).toHaveText([cheap.name, dear.name])
    await screenshot(page, 'shortlist-costs')

    // Removing keeps the order and the currency.
    await main.getByRole('link', { name: `Remove ${dear.name}` }).click()
    await expect(page).toHaveURL(`/shortlist?u=${cheap.slug}&p=${id}&order=total&currency=EUR`)
    await expect(row('Universities (1), undergraduate')).toContainText(
      yearSumText(sumPerYear([yearAt(cheap)], 'EUR')).amount,
    )
  })

  test('without JavaScript the form orders by total, a university without tuition last and out of the sum', async ({
    browser,
  }) => {
    const ids = [unpriced, dear, cheap].map((u) => u.slug).join(',')
    const { context, page } = await openShared(browser, `/shortlist?u=${ids}&currency=EUR`, false)
    const main = page.getByRole('main')
    await expect(savedItem(main, 'Universities (3)', unpriced.name)).toContainText(
      'Total, undergraduate: not known, so not in the sums',
    )
    await expect(savedItem(main, 'Universities (3)', unpriced.name)).toContainText(
      'Not included, not reported: Tuition',
    )
    await expect(
      main.getByRole('region', { name: 'Total per year of the saved items' }),
    ).toContainText(
      '1 of 3 has no known total (tuition or every other cost not reported) and is not in the sum.',
    )
    await page.getByLabel('Order', { exact: true }).selectOption('total')
    await page.getByRole('button', { name: 'Apply', exact: true }).click()
    // The browser sends every field of the plain form, defaults and all.
    await expect(page).toHaveURL(/[?&]order=total(&|$)/)
    const query = new URL(page.url()).searchParams
    expect([query.get('u'), query.get('currency')]).toEqual([ids, 'EUR'])
    await expect(universityNames(main, 3)).toHaveText([cheap.name, dear.name, unpriced.name])
    await context.close()
  })

  test('an empty shortlist says how to fill it', async ({ page }) => {
    await page.goto('/shortlist')
    await expect(page.getByRole('heading', { name: 'Nothing saved yet' })).toBeVisible()
  })
}

test.describe('shortlist on a desktop', () => {
  shortlistTests()
})

test.describe('shortlist on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  shortlistTests()
})

test('a directory institution and a programme are saved from their pages', async ({ page }) => {
  await page.goto('/institutions/massachusetts-institute-of-technology')
  const institution = saveButton(page, 'Massachusetts Institute of Technology')
  await institution.click()
  await expect(institution).toHaveAttribute('aria-pressed', 'true')

  await page.goto('/programmes/uk-10000291-k00170-full-time')
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!
  const programme = saveButton(page, title)
  await programme.click()
  await expect(programme).toHaveAttribute('aria-pressed', 'true')

  await page.goto('/shortlist')
  await expect(page).toHaveURL(/[?&]i=massachusetts-institute-of-technology/)
  await expect(page).toHaveURL(/[?&]p=uk-10000291-k00170-full-time/)
  await expect(
    page.getByRole('link', { name: 'Massachusetts Institute of Technology', exact: true }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible()
})
