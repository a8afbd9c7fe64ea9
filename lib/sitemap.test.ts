import { courses } from '@/data/courses'

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

  it('has no query links and no duplicates', () => {
    expect(paths.some((p) => p.includes('?'))).toBe(false)
    expect(new Set(paths).size).toBe(paths.length)
  })
})
