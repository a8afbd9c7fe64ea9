import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { isUnknownEntryPage } from '@/lib/site/known-paths'
import { application, applyRequest, freshAddress } from '@/test/apply-route-suite'
import { loadApp, unloadApp } from '@/test/load-app'

describe('isUnknownEntryPage', () => {
  it.each([
    '/universities/no-such-university',
    '/courses/nope',
    '/scholarships/made-up-award',
    '/guides/countries/mars',
    '/blog/no-such-post/',
  ])('%s names no entry', async (p) => expect(await isUnknownEntryPage(p)).toBe(true))

  it.each([
    '/universities/massachusetts-institute-of-technology',
    '/universities/massachusetts-institute-of-technology/',
    '/universities',
    '/about',
    '/no/such/page', // no route at all: Next's own 404
  ])('%s is left to its route', async (p) => expect(await isUnknownEntryPage(p)).toBe(false))

  it('never refuses a page of its own that sits beside an entry route', async () => {
    // Every static page under a folder that also has a [param] page, read from app/.
    const app = path.join(process.cwd(), 'app')
    const staticSiblings: string[] = []
    const walk = (dir: string, route: string) => {
      const entries = readdirSync(dir, { withFileTypes: true })
      const hasParam = entries.some((e) => e.isDirectory() && e.name.startsWith('['))
      for (const entry of entries) {
        if (!entry.isDirectory() || entry.name.startsWith('[') || entry.name.startsWith('('))
          continue
        const child = path.join(dir, entry.name)
        const childRoute = `${route}/${entry.name}`
        if (hasParam && readdirSync(child).includes('page.tsx')) staticSiblings.push(childRoute)
        walk(child, childRoute)
      }
    }
    walk(app, '')
    expect(staticSiblings).toEqual(
      expect.arrayContaining(['/courses/undergraduate', '/scholarships/merit']),
    )
    for (const page of staticSiblings)
      expect([page, await isUnknownEntryPage(page)]).toEqual([page, false])
  })
})

describe('tracking links', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'known-paths-'))
  let app: Awaited<ReturnType<typeof loadApp>>
  let known: typeof import('@/lib/site/known-paths')

  beforeAll(async () => {
    app = await loadApp({ DATA_DIR: path.join(dir, 'db') })
    known = await import('@/lib/site/known-paths')
  }, 60_000)
  afterAll(async () => {
    await unloadApp(app)
    rmSync(dir, { recursive: true, force: true })
  })

  it('knows a link the database holds, and no other', async () => {
    const response = await app.route.POST(applyRequest(application(), { address: freshAddress() }))
    const { trackingPath } = (await response.json()) as { trackingPath: string }
    expect(await known.isUnknownEntryPage(trackingPath)).toBe(false)
    expect(await known.isUnknownEntryPage(`/track/${'x'.repeat(43)}`)).toBe(true)
    expect(await known.isUnknownEntryPage('/track/too-short')).toBe(true)
  }, 60_000)
})
