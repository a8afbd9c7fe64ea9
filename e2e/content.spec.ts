import { formatDate } from '@/lib/format'
import { siteConfig } from '@/lib/site'
import { listDataSources } from '@/lib/site/data-sources'
import { listUniversitiesByCountry } from '@/lib/universities'
import { seedUniversities } from '@/lib/universities/seed'
import { contentPages } from '@/data/content'

import { expect, test } from './fixtures'

const ARTICLE_SECTIONS = ['Resources', 'Guides', 'Country guides', 'Tests & Documents', 'Blog']

test.describe('every content page', () => {
  for (const content of contentPages) {
    test(`${content.path}: heading, text, dates, metadata, official links and JSON-LD`, async ({
      page,
      baseURL,
    }) => {
      const response = await page.goto(content.path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.title)
      await expect(page).toHaveTitle(`${content.title} | ${siteConfig.name}`)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${baseURL}${content.path}`,
      )
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        content.description,
      )
      await expect(page.getByText(`Last reviewed ${formatDate(content.updated)}`)).toBeVisible()
      // The Markdown became real headings, paragraphs and lists, not raw text.
      expect(await page.locator('main p').count()).toBeGreaterThan(1)
      await expect(page.locator('main')).not.toContainText('](/')
      await expect(page.locator('main')).not.toContainText('**')

      const official = page.getByRole('region', { name: 'Official sources' })
      if (content.officialLinks.length) {
        for (const link of content.officialLinks) {
          const a = official.getByRole('link', { name: link.title, exact: false }).first()
          await expect(a).toHaveAttribute('href', link.url)
          await expect(a).toHaveAttribute('target', '_blank')
          await expect(a).toHaveAttribute('rel', 'noopener noreferrer')
        }
      } else {
        await expect(official).toHaveCount(0)
      }

      const jsonLd = page.locator('script[type="application/ld+json"]')
      if (ARTICLE_SECTIONS.includes(content.section)) {
        const data = JSON.parse((await jsonLd.textContent()) ?? '{}')
        expect(data).toMatchObject({
          '@context': 'https://schema.org',
          '@type': content.section === 'Blog' ? 'BlogPosting' : 'Article',
          headline: content.title,
          url: `${baseURL}${content.path}`,
          dateModified: content.updated,
          datePublished: content.published ?? content.updated,
          publisher: { '@type': 'Organization', name: siteConfig.name },
        })
      } else if (['/about', '/contact'].includes(content.path)) {
        // Who runs the site, as configured (the values themselves: e2e/contact.spec.ts).
        const data = JSON.parse((await jsonLd.textContent()) ?? '{}')
        expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'Organization' })
      } else {
        await expect(jsonLd).toHaveCount(0)
      }
    })
  }
})

test('unknown pages in each section are a 404', async ({ page }) => {
  for (const path of [
    '/resources/nope',
    '/guides/nope',
    '/guides/countries/france',
    '/tests/nope',
    '/blog/nope',
    '/guides/countries',
  ]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
  }
})

test('internal links in the text move within the site; the breadcrumb leads back', async ({
  page,
}) => {
  await page.goto('/resources/guides')
  await page.getByRole('main').getByRole('link', { name: 'Application guide' }).click()
  await expect(page).toHaveURL(/\/guides\/application$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application guide')
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Guides' })
    .click()
  await expect(page).toHaveURL(/\/resources\/guides$/)
})

test('/resources/countries lists every country with its universities, each linked to its page', async ({
  page,
}) => {
  await page.goto('/resources/countries')
  const groups = listUniversitiesByCountry(seedUniversities)
  const headings = page.getByRole('main').getByRole('heading', { level: 3 })
  for (const group of groups) {
    await expect(headings.filter({ hasText: new RegExp(`^${group.country}$`) })).toHaveCount(1)
  }
  const uk = page.getByRole('region', { name: 'United Kingdom', exact: true })
  const ukGroup = groups.find((g) => g.countryCode === 'GB')!
  await expect(uk.getByRole('listitem')).toHaveCount(ukGroup.universities.length)
  await page
    .getByRole('navigation', { name: 'Jump to a country' })
    .getByRole('link', { name: /^Canada/ })
    .click()
  await expect(page).toHaveURL(/#country-ca$/)
  const canada = page.getByRole('region', { name: 'Canada', exact: true })
  const first = groups.find((g) => g.countryCode === 'CA')!.universities[0]!
  await canada.getByRole('link', { name: first.name }).click()
  await expect(page).toHaveURL(new RegExp(`/universities/${first.slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name)
})

test('/about explains how the service is paid for and lists every data source with its date and licence', async ({
  page,
}) => {
  await page.goto('/about')
  await expect(page.getByRole('heading', { name: 'How the service is paid for' })).toBeVisible()
  await expect(page.getByText('The service is free for students.')).toBeVisible()
  const sources = page.getByRole('region', { name: 'Our data sources' })
  for (const source of listDataSources()) {
    const item = sources.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: source.title, exact: true }),
    })
    await expect(item).toContainText(new RegExp(`As of\\s*${formatDate(source.asOf)}`))
    if (source.licence) await expect(item).toContainText(source.licence)
  }
})

test('/blog lists every post newest first, and each post shows its publication date', async ({
  page,
}) => {
  await page.goto('/blog')
  const posts = contentPages
    .filter((p) => p.section === 'Blog')
    .sort((a, b) => b.published!.localeCompare(a.published!))
  const titles = page.getByRole('main').getByRole('heading', { level: 2 })
  await expect(titles).toHaveText(posts.map((p) => p.title))
  await titles.first().getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`${posts[0]!.path}$`))
  await expect(page.getByText(`Published ${formatDate(posts[0]!.published!)}`)).toBeVisible()
})

test('the home page leads to the admission results and to the country guides', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'ALL ADMISSIONS' }).click()
  await expect(page).toHaveURL(/\/admission-results$/)
  // Visible only: the home page stays in the document, hidden, after a client-side navigation.
  await expect(page.getByText('Example', { exact: true }).filter({ visible: true })).toHaveCount(3)
  await expect(page.getByText(/not real students/).first()).toBeVisible()
  await page.goto('/')
  await page.getByRole('link', { name: /^Study in Canada/ }).click()
  await expect(page).toHaveURL(/\/guides\/countries\/canada$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Study in Canada')
})

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('wide tables scroll inside their box, never the page', async ({ page }) => {
    for (const path of ['/cookies', '/tests/english', '/resources/countries']) {
      await page.goto(path)
      await expect(page.locator('main table').first()).toBeVisible()
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, path).toBeLessThanOrEqual(0)
    }
  })
})
