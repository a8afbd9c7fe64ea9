import { scholarships } from '@/data/scholarships'

import { listSitemapPaths } from './sitemap'

describe('sitemap', () => {
  const paths = listSitemapPaths()

  it('lists the Scholarship Hub, its four lists and every scholarship page', () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        '/scholarships',
        '/scholarships/university',
        '/scholarships/external',
        '/scholarships/government',
        '/scholarships/merit',
        ...scholarships.map((s) => `/scholarships/${s.slug}`),
      ]),
    )
  })

  it('has no duplicates and no query links', () => {
    expect(new Set(paths).size).toBe(paths.length)
    expect(paths.filter((p) => p.includes('?'))).toEqual([])
  })
})
