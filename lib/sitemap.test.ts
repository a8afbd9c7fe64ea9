import { courses } from '@/data/courses'
import { scholarships } from '@/data/scholarships'

import { listSitemapPaths } from './sitemap'

describe('sitemap', () => {
  const paths = listSitemapPaths()

  it('lists /courses, the four level pages and every course page', () => {
    for (const path of [
      '/courses',
      '/courses/undergraduate',
      '/courses/graduate',
      '/courses/phd',
      '/courses/online',
    ]) {
      expect(paths).toContain(path)
    }
    for (const course of courses) expect(paths).toContain(`/courses/${course.id}`)
  })

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
