import { expect, test, type APIRequestContext } from '@playwright/test'

/** Safety net: the crawl below stays well under this (about 900 URLs today). */
const MAX_URLS = 2_000
const CONCURRENCY = 4
/**
 * Links of one kind (same path, same parameter names) checked at most this often: enough for
 * every page and filter of every list, but not every combination of four compared universities.
 */
const VARIANTS_PER_KIND = 50
const NOT_CRAWLED = /^\/(staff|api|track)(\/|$)/
/** Record pages of the open data (tens of thousands): one kind each, checked as a sample. */
const SAMPLED_RECORDS = /^\/(institutions|programmes)\/[^/]+$/
const ALLOWED_EXTERNAL = /^(https:\/\/[^/\s]+|mailto:|tel:)/

const ENTITIES: Record<string, string> = {
  amp: '&',
  quot: '"',
  '#39': "'",
  '#x27': "'",
  lt: '<',
  gt: '>',
}
const decode = (value: string) =>
  value.replace(/&(amp|quot|#39|#x27|lt|gt);/g, (_, e) => ENTITIES[e]!)

/** Every <a href> and the canonical link of a page, as written in its HTML. */
function hrefsIn(html: string) {
  const anchors = [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) => m[1]!)
  const canonical = [...html.matchAll(/<link\b[^>]*?rel="canonical"[^>]*?href="([^"]*)"/g)].map(
    (m) => m[1]!,
  )
  return [...anchors, ...canonical].map(decode)
}

/** Plain paths first, then links with more (and multi-valued) parameters. */
function cost(url: URL) {
  let total = 0
  for (const value of url.searchParams.values()) total += 1 + (value.split(',').length - 1) * 2
  return total
}

class Frontier {
  private readonly buckets: string[][] = []
  private readonly seen = new Set<string>()
  private readonly kinds = new Map<string, number>()
  readonly foundOn = new Map<string, string>()
  skipped = 0

  add(url: URL, from: string) {
    const key = url.pathname + url.search
    if (this.seen.has(key) || NOT_CRAWLED.test(url.pathname)) return
    const record = SAMPLED_RECORDS.test(url.pathname)
    const path = record ? url.pathname.replace(/[^/]+$/, '*') : url.pathname
    const kind = `${path}?${[...new Set(url.searchParams.keys())].sort().join('&')}`
    const variants = (this.kinds.get(kind) ?? 0) + 1
    this.kinds.set(kind, variants)
    if ((url.search || record) && variants > VARIANTS_PER_KIND) {
      this.skipped++
      return
    }
    this.seen.add(key)
    this.foundOn.set(key, from)
    ;(this.buckets[cost(url)] ??= []).push(key)
  }

  next() {
    return this.buckets.find((bucket) => bucket?.length)?.shift()
  }
}

async function sitemapPaths(request: APIRequestContext) {
  const xml = await (await request.get('/sitemap/0.xml')).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(decode(m[1]!)))
}

test('every internal link answers without 4xx/5xx and every external link is absolute https', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(5 * 60_000)
  const origin = new URL(baseURL!).origin
  const frontier = new Frontier()
  frontier.add(new URL('/', origin), '(start)')
  for (const url of await sitemapPaths(request)) frontier.add(url, '/sitemap/0.xml')

  const broken: string[] = []
  const badExternal = new Set<string>()
  let checked = 0

  async function visit(path: string) {
    const response = await request.get(path, { maxRedirects: 5, failOnStatusCode: false })
    if (response.status() >= 400) {
      broken.push(`${response.status()} ${path} (linked from ${frontier.foundOn.get(path)})`)
      return
    }
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) return
    for (const href of hrefsIn(await response.text())) {
      const url = new URL(href, `${origin}${path}`)
      if (url.origin === origin) {
        url.hash = ''
        frontier.add(url, path)
      } else if (!ALLOWED_EXTERNAL.test(href)) {
        badExternal.add(`${href} (on ${path})`)
      }
    }
  }

  let busy = 0
  async function worker() {
    while (checked < MAX_URLS) {
      const path = frontier.next()
      if (!path) {
        if (!busy) return // nothing queued and nobody left who could find more
        await new Promise((resolve) => setTimeout(resolve, 20))
        continue
      }
      checked++
      busy++
      try {
        await visit(path)
      } finally {
        busy--
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))

  test.info().annotations.push({
    type: 'links',
    description: `${checked} URLs checked; ${frontier.skipped} further variants of already checked kinds skipped${checked >= MAX_URLS ? `; stopped at the cap of ${MAX_URLS}` : ''}`,
  })
  expect(checked).toBeGreaterThan(300)
  expect(broken, 'internal links that fail').toEqual([])
  expect([...badExternal], 'external links that are not absolute https, mailto: or tel:').toEqual(
    [],
  )
})
