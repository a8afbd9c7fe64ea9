import { readFile } from 'node:fs/promises'

import type { Page } from '@playwright/test'

import { formatDateTimeUtc } from '@/lib/format'
import { STAND_IN_KEYS, type StandInJob } from '@/test/firecrawl-stand-in'

import { expect, expectAccessible, test } from './fixtures'
import { standInUrl } from './support/stand-in-url'

// Every request here comes from 127.0.0.1, which may test 3 keys in 5 minutes: the tests run in
// order and reset this client's crawler limits first (other specs' limits are left alone).
test.describe.configure({ mode: 'serial' })

const STAND_IN = standInUrl(Number(process.env.E2E_PORT ?? 3100))
const DEFAULT_URL = 'https://www.scholarshipportal.com/'

test.beforeEach(async ({ request }) => {
  for (const name of ['crawl-key-test', 'crawl'])
    expect((await request.post(`/api/test/reset-rate-limits?limit=${name}`)).ok()).toBe(true)
})

const toast = (page: Page, title: string, description: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: title }).filter({ hasText: description })

async function saveKey(page: Page, apiKey: string) {
  await page.getByLabel('Firecrawl API key').fill(apiKey)
  await page.getByRole('button', { name: 'Save API Key' }).click()
  await expect(page.getByRole('heading', { name: 'University Data Scraper' })).toBeVisible()
  await expect(page.getByText('API Key Connected')).toBeVisible()
}

async function openScraper(page: Page, apiKey: string, path = '/universities?tab=add') {
  await page.goto(path)
  await saveKey(page, apiKey)
}

async function standInJobs(page: Page): Promise<StandInJob[]> {
  return (await page.request.get(`${STAND_IN}/__stand-in/jobs`)).json()
}

/** Records every percent the progress bar shows, from now on. */
async function recordPercents(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = []
    Object.assign(window, { __percents: seen })
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="crawl-percent"]')?.textContent
      if (text && seen.at(-1) !== text) seen.push(text)
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  })
  return () => page.evaluate(() => (window as unknown as { __percents: string[] }).__percents)
}

test('both portals have the tab, and the other tabs ship none of its code', async ({ page }) => {
  const scripts: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text())
  })
  await page.goto('/universities')
  await page.getByRole('link', { name: 'Compare (0)' }).click()
  await expect(page).toHaveURL(/tab=compare/)
  await page.waitForLoadState('networkidle')
  const browsing = await Promise.all(scripts)
  expect(browsing.length).toBeGreaterThan(3)
  expect(browsing.filter((code) => code.includes('Scraping Universities...'))).toEqual([])

  await page.getByRole('link', { name: 'Add More Universities' }).click()
  await expect(page).toHaveURL(/\/universities\?tab=add$/)
  await expect(page.getByRole('heading', { name: 'Set Up Firecrawl API' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Add More Universities' })).toHaveAttribute(
    'aria-current',
    'page',
  )

  await page.goto('/uk-universities')
  await page.getByRole('link', { name: 'Add More Universities' }).click()
  await expect(page).toHaveURL(/\/uk-universities\?tab=add$/)
  await expect(page.getByRole('heading', { name: 'Set Up Firecrawl API' })).toBeVisible()
  await expect(page.getByRole('heading', { name: /UK Universities \(/ })).toHaveCount(0)
})

test('the tab says who the scraper is for and what happens to a key, above the spec screen', async ({
  page,
}) => {
  for (const path of ['/universities?tab=add', '/uk-universities?tab=add']) {
    await page.goto(path)
    const note = page.getByRole('region', { name: 'For data partners and researchers' })
    await expect(note).toBeVisible()
    await expect(note).toContainText('runs on your own account with Firecrawl')
    await expect(note).toContainText(
      'Students looking for a university or a scholarship do not need it',
    )
    await expect(note).toContainText(
      'keeps it for 7 days in an encrypted cookie in your browser, which page scripts cannot read',
    )
    await expect(note).toContainText('It is not stored in our database')
    await expect(page.getByRole('heading', { name: 'Set Up Firecrawl API' })).toBeVisible()
  }
})

test('without a key: instructions, a masked input, and Save API Key only with something typed', async ({
  page,
}) => {
  await page.goto('/uk-universities?tab=add')
  await expect(page.getByRole('link', { name: /firecrawl\.dev/ })).toHaveAttribute(
    'target',
    '_blank',
  )
  const input = page.getByLabel('Firecrawl API key')
  const save = page.getByRole('button', { name: 'Save API Key' })
  await expect(input).toHaveAttribute('type', 'password')
  await expect(save).toBeDisabled()

  await input.fill('   ')
  await save.click()
  await expect(toast(page, 'Error', 'Please enter your Firecrawl API key')).toBeVisible()

  await input.fill('fc-short')
  await save.click()
  await expect(
    toast(page, 'Invalid API Key', 'Please check your Firecrawl API key and try again'),
  ).toBeVisible()

  // Hold the key test so its in-between state can be seen.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/crawl/key', async (route) => {
    if (route.request().method() === 'POST') await held
    await route.continue()
  })
  await input.fill(STAND_IN_KEYS.invalid)
  await save.click()
  const validating = page.getByRole('button', { name: 'Validating...' })
  await expect(validating).toBeDisabled()
  release()
  await expect(
    toast(page, 'Invalid API Key', 'Please check your Firecrawl API key and try again').nth(1),
  ).toBeVisible()
  await expect(save).toBeEnabled()
  await expect(page.getByRole('heading', { name: 'Set Up Firecrawl API' })).toBeVisible()
})

test('save a key, crawl with real progress, see the results, download and copy them', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  await openScraper(page, STAND_IN_KEYS.completes)
  await expect(toast(page, 'Success', 'API key validated and saved successfully')).toBeVisible()

  // The key never reaches page scripts: an httpOnly cookie, sent to /api/crawl/* only.
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/crawler-key|fc-valid/)
  const [cookie] = (await context.cookies()).filter((c) => c.name === '__Secure-crawler-key')
  expect(cookie).toMatchObject({
    httpOnly: true,
    secure: true,
    sameSite: 'Strict',
    path: '/api/crawl',
  })
  expect(cookie!.value).not.toContain(STAND_IN_KEYS.completes)
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000)
  const status = await page.evaluate(() => fetch('/api/crawl/key').then((r) => r.text()))
  expect(status).toBe('{"connected":true}')
  // Not even a script on a page under the cookie's own path can read it.
  const underPath = await context.newPage()
  await underPath.goto('/api/crawl/key')
  expect(await underPath.evaluate(() => document.cookie)).toBe('')
  await underPath.close()
  await expectAccessible(page)

  const url = page.getByLabel('Website URL')
  await expect(url).toHaveValue(DEFAULT_URL)
  await expect(url).toHaveAttribute('type', 'url')
  await expect(url).toHaveAttribute('required', '')

  const percents = await recordPercents(page)
  await page.getByRole('button', { name: 'Start Scraping' }).click()
  await expect(page.getByRole('button', { name: 'Scraping Universities...' })).toBeDisabled()
  await expect(page.getByText('Crawling website...')).toBeVisible()
  // The stand-in's job: 2 of 6, 4 of 8, 6 of 10, 8 of 10 pages, then completed.
  await expect(page.getByText('4 of 8 pages found so far')).toBeVisible()
  await expect(page.getByRole('progressbar', { name: 'Crawling website...' })).toHaveAttribute(
    'aria-valuenow',
    '50',
  )
  await expectAccessible(page)

  await expect(page.getByRole('heading', { name: 'Crawl Results' })).toBeVisible({
    timeout: 20_000,
  })
  await expect(toast(page, 'Success', 'Website crawled successfully')).toBeVisible()
  const seen = await percents()
  expect(seen.length).toBeGreaterThanOrEqual(3)
  for (const value of seen) expect(['0%', '33%', '50%', '60%', '80%']).toContain(value)
  await expect(page.getByRole('progressbar')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Start Scraping' })).toBeEnabled()

  const stat = (label: string) => page.locator('dt', { hasText: label }).locator('xpath=../dd')
  await expect(stat('Pages Crawled')).toHaveText('10')
  await expect(stat('Total Pages')).toHaveText('10')
  await expect(stat('Credits Used')).toHaveText('10')
  await expect(stat('Status')).toHaveText('completed')
  const preview = page.getByLabel('Preview of the first 3 entries')
  await expect(preview).toContainText('"sourceURL": "https://www.scholarshipportal.com/"')
  await expect(preview).toContainText('University listing 3')
  await expect(preview).not.toContainText('University listing 4')
  await expect(preview).toContainText('... and 7 more entries')

  // The newest: on a retry the stand-in still holds the first attempt's jobs.
  const job = (await standInJobs(page))
    .filter((j) => j.scenario === 'completes' && j.url === DEFAULT_URL && j.status === 'completed')
    .at(-1)
  expect(job).toMatchObject({ limit: 10, formats: ['markdown', 'html'] })
  // A day after the job was made, in UTC like every time the site shows.
  const expires = formatDateTimeUtc(new Date(Date.parse(job!.createdAt) + 24 * 3600 * 1000))
  await expect(page.getByText(`Data expires: ${expires}`)).toBeVisible()

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download JSON' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('university-data.json')
  const file = await readFile((await download.path())!, 'utf8')
  const pages = JSON.parse(file)
  expect(pages).toHaveLength(10)
  expect(pages[0].metadata.sourceURL).toBe(DEFAULT_URL)
  expect(pages.map((p: { markdown: string }) => p.markdown.split('\n')[0])).toEqual(
    Array.from({ length: 10 }, (_, i) => `# University listing ${i + 1}`),
  )

  await page.getByRole('button', { name: 'Copy Data' }).click()
  await expect(
    toast(page, 'Copied to clipboard', 'University data copied to clipboard'),
  ).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(file)
})

test('cancel a running crawl', async ({ page }) => {
  await openScraper(page, STAND_IN_KEYS.slow, '/uk-universities?tab=add')
  await page.getByLabel('Website URL').fill('https://en.wikipedia.org/wiki/University')
  await page.getByRole('button', { name: 'Start Scraping' }).click()
  await expect(page.getByText('2 of 10 pages found so far')).toBeVisible()
  await expect(page.getByTestId('crawl-percent')).toHaveText('20%')
  await expect(page.getByRole('button', { name: 'Change API Key' })).toBeDisabled()

  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Crawl cancelled.' })).toBeVisible()
  await expect(page.getByRole('progressbar')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Start Scraping' })).toBeEnabled()
  await expect(page.getByRole('heading', { name: 'Crawl Results' })).toHaveCount(0)
  const job = (await standInJobs(page)).findLast(
    (j) => j.url === 'https://en.wikipedia.org/wiki/University' && j.scenario === 'slow',
  )
  expect(job?.status).toBe('cancelled')
})

test('change the key: it is removed on the server, and another can be saved', async ({
  page,
  context,
}) => {
  await openScraper(page, STAND_IN_KEYS.completes)
  await page.getByRole('button', { name: 'Change API Key' }).click()
  await expect(toast(page, 'API Key Removed', 'You can now enter a new API key')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Set Up Firecrawl API' })).toBeVisible()
  expect((await context.cookies()).map((c) => c.name)).not.toContain('__Secure-crawler-key')
  expect(await (await page.request.get('/api/crawl/key')).json()).toEqual({ connected: false })

  await saveKey(page, STAND_IN_KEYS.early404)
  await page.reload()
  await expect(page.getByText('API Key Connected')).toBeVisible()

  // This key's crawl answers 404 for its first polls (firecrawl issue #2662): the run goes on.
  await page.getByRole('button', { name: 'Start Scraping' }).click()
  await expect(page.getByRole('heading', { name: 'Crawl Results' })).toBeVisible({
    timeout: 30_000,
  })
  const stat = (label: string) => page.locator('dt', { hasText: label }).locator('xpath=../dd')
  await expect(stat('Credits Used')).toHaveText('unknown')
})

test('errors: a domain off the list, a failed job, and a key that is gone', async ({
  page,
  context,
}) => {
  await openScraper(page, STAND_IN_KEYS.jobFails)
  const url = page.getByLabel('Website URL')
  await url.fill('https://example.com.evil.net/')
  await page.getByRole('button', { name: 'Start Scraping' }).click()
  await expect(toast(page, 'Error', 'Domain is not in the allowed list')).toBeVisible()
  await url.fill('ftp://example.com/')
  await page.getByRole('button', { name: 'Start Scraping' }).click()
  await expect(toast(page, 'Error', 'Only HTTP and HTTPS protocols are allowed')).toBeVisible()

  await url.fill('https://docs.python.org/3/')
  await page.getByRole('button', { name: 'Start Scraping' }).click()
  await expect(toast(page, 'Error', 'Crawl job failed or was stopped')).toBeVisible({
    timeout: 15_000,
  })
  await expect(page.getByRole('button', { name: 'Start Scraping' })).toBeEnabled()

  await context.clearCookies()
  await page.getByRole('button', { name: 'Start Scraping' }).click()
  await expect(toast(page, 'Error', 'Please set your API key first')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Set Up Firecrawl API' })).toBeVisible()
})
