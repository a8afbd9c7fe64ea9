import { listSitemapPaths } from '@/lib/site/sitemap'
import { contentPages } from '@/data/content'
import { courses } from '@/data/courses'
import { scholarships } from '@/data/scholarships'

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

  it('lists the blog, every content page, the country guides and the admission results', () => {
    expect(paths).toContain('/blog')
    for (const page of contentPages) expect(paths).toContain(page.path)
    expect(paths).toEqual(
      expect.arrayContaining([
        '/guides/countries/usa',
        '/guides/countries/uk',
        '/guides/countries/canada',
        '/guides/countries/australia',
        '/admission-results',
        '/about',
        '/contact',
        '/privacy',
        '/terms',
        '/cookies',
      ]),
    )
  })

  it('leaves out search results, private and back-office pages', () => {
    expect(paths.filter((p) => /^\/(search|track|staff|api)\b/.test(p))).toEqual([])
  })

  it('has no duplicates and no query links', () => {
    expect(new Set(paths).size).toBe(paths.length)
    expect(paths.filter((p) => p.includes('?'))).toEqual([])
  })

  it('leaves out the back office and the private tracking pages', () => {
    expect(paths.filter((p) => p.startsWith('/staff') || p.startsWith('/track'))).toEqual([])
  })
})
