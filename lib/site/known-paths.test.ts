import { readdirSync } from 'node:fs'
import path from 'node:path'

import { isUnknownEntryPage } from '@/lib/site/known-paths'

describe('isUnknownEntryPage', () => {
  it.each([
    '/universities/no-such-university',
    '/courses/nope',
    '/scholarships/made-up-award',
    '/guides/countries/mars',
    '/blog/no-such-post/',
  ])('%s names no entry', (p) => expect(isUnknownEntryPage(p)).toBe(true))

  it.each([
    '/universities/massachusetts-institute-of-technology',
    '/universities/massachusetts-institute-of-technology/',
    '/universities',
    '/about',
    '/no/such/page', // no route at all: Next's own 404
    '/programmes/12345', // looked up in the database by its page
  ])('%s is left to its route', (p) => expect(isUnknownEntryPage(p)).toBe(false))

  it('never refuses a page of its own that sits beside an entry route', () => {
    // Every static page under a folder that also has a [param] page, read from app/.
    const app = path.join(process.cwd(), 'app')
    const staticSiblings: string[] = []
    const walk = (dir: string, route: string) => {
      const entries = readdirSync(dir, { withFileTypes: true })
      const hasParam = entries.some((e) => e.isDirectory() && e.name.startsWith('['))
      for (const entry of entries) {
        if (!entry.isDirectory() || entry.name.startsWith('[') || entry.name.startsWith('(')) continue
        const child = path.join(dir, entry.name)
        const childRoute = `${route}/${entry.name}`
        if (hasParam && readdirSync(child).includes('page.tsx')) staticSiblings.push(childRoute)
        walk(child, childRoute)
      }
    }
    walk(app, '')
    expect(staticSiblings).toEqual(expect.arrayContaining(['/courses/undergraduate', '/scholarships/merit']))
    for (const page of staticSiblings) expect([page, isUnknownEntryPage(page)]).toEqual([page, false])
  })
})
