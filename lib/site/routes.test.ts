import { readdirSync } from 'node:fs'
import path from 'node:path'

import { listLinkTargets } from '@/lib/site'
import { matchPageRoute, PAGE_ROUTES } from '@/lib/site/routes'
import { listSitemapPaths } from '@/lib/site/sitemap'

/** Every page of app/, as its route pattern (route groups dropped). */
function appPages(): string[] {
  const pages: string[] = []
  const walk = (dir: string, route: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        const group = entry.name.startsWith('(')
        walk(path.join(dir, entry.name), group ? route : `${route}/${entry.name}`)
      } else if (entry.name === 'page.tsx') pages.push(route || '/')
    }
  }
  walk(path.join(process.cwd(), 'app'), '')
  return pages.sort()
}

describe('the route table', () => {
  it('has one row for each page of app/, and none for a page that does not exist', () => {
    expect(PAGE_ROUTES.map((r) => r.pattern).sort()).toEqual(appPages())
  })

  it('matches a static page before the dynamic one beside it, with or without a trailing slash', () => {
    expect(matchPageRoute('/courses/phd')?.route.pattern).toBe('/courses/phd')
    expect(matchPageRoute('/courses/cs-101/')).toMatchObject({
      route: { pattern: '/courses/[id]' },
      entry: 'cs-101',
    })
    expect(matchPageRoute('/staff/applications/SA-1')?.route.staffOnly).toBe(true)
    expect(matchPageRoute('/staff/login')?.route.staffOnly).toBeUndefined()
    expect(matchPageRoute('/no/such/page')).toBeUndefined()
  })

  it('puts every page the navigation links to in the sitemap', () => {
    const sitemap = new Set(listSitemapPaths())
    for (const href of listLinkTargets().filter((h) => !h.includes('?')))
      expect([href, sitemap.has(href)]).toEqual([href, true])
  })
})
