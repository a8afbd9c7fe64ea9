import type { APIRequestContext } from '@playwright/test'

import { listContentPages } from '@/lib/content'
import { listLinkTargets } from '@/lib/site'

import { expect, test } from './fixtures'

/** Pages of one dynamic kind (a university, a programme...) visited per kind. */
const SAMPLES_PER_KIND = 3

/** Every page of the sitemap's files, as paths, in the sitemap's order. */
async function sitemapPaths(request: APIRequestContext) {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
  const index = await request.get('/sitemap-index.xml')
  expect(index.ok()).toBe(true)
  const paths: string[] = []
  for (const file of locs(await index.text())) {
    const response = await request.get(new URL(file).pathname)
    expect(response.ok(), file).toBe(true)
    paths.push(...locs(await response.text()).map((url) => new URL(url).pathname))
  }
  return paths
}

/**
 * The nav, footer and content pages in full; of every other sitemap page (one per university,
 * course, scholarship, institution, programme), the first few of each parent path.
 */
function pagesToVisit(paths: string[]) {
  const fixed = new Set(['/', ...listLinkTargets(), ...listContentPages().map((p) => p.path)])
  const perKind = new Map<string, number>()
  return paths.filter((path) => {
    if (fixed.has(path) || !path.slice(1).includes('/')) return true
    const kind = path.replace(/\/[^/]+$/, '/*')
    const seen = perKind.get(kind) ?? 0
    perKind.set(kind, seen + 1)
    return seen < SAMPLES_PER_KIND
  })
}

test.describe('phone width (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, scanOnGoto: false })

  test('no page of the sitemap is wider than the screen', async ({ page, request }) => {
    test.setTimeout(600_000)
    const visit = pagesToVisit(await sitemapPaths(request))
    expect(visit.length).toBeGreaterThan(40)
    const tooWide: string[] = []
    for (const path of visit) {
      const response = await page.goto(path, { waitUntil: 'load' })
      expect(response?.status(), path).toBe(200)
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }))
      if (scrollWidth > innerWidth) tooWide.push(`${path}: ${scrollWidth} px`)
    }
    expect(tooWide).toEqual([])
  })
})

test.describe('phone menu on a touch screen (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  // A page wider than the screen widened the layout, and the menu drawn against it was cut off.
  for (const path of ['/courses', '/courses/undergraduate', '/courses/graduate']) {
    test(`on ${path} the menu and its first item are on the screen`, async ({ page }) => {
      await page.goto(path)
      await page.getByRole('button', { name: 'Open menu' }).tap()
      const first = page
        .getByRole('dialog', { name: 'Menu' })
        .getByRole('button', { name: 'Courses', exact: true })
      await expect(first).toBeVisible()
      const box = (await first.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(390)
    })
  }
})
