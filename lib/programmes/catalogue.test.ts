import { CATALOGUE_FILTERS, catalogueProgrammes } from '@/lib/programmes/catalogue'
import { buildProgrammesView } from '@/lib/programmes/view'
import { courses } from '@/data/courses'

describe('catalogue courses and their real programmes', () => {
  it('has a filter for each of the 24 catalogue courses, and none for others', () => {
    expect(courses).toHaveLength(24)
    expect(Object.keys(CATALOGUE_FILTERS).sort()).toEqual(courses.map((c) => c.id).sort())
    expect(catalogueProgrammes('no-such-course')).toBeUndefined()
  })

  it.each(courses.map((c) => c.id))(
    '%s: a non-zero count, and its link opens /programmes with that many found',
    (id) => {
      const real = catalogueProgrammes(id)!
      expect(real.count).toBeGreaterThan(0)
      const url = new URL(real.href, 'https://example.test')
      expect(url.pathname).toBe('/programmes')
      const view = buildProgrammesView(Object.fromEntries(url.searchParams))
      expect(view.state).toMatchObject(CATALOGUE_FILTERS[id]!)
      expect(view.results.total).toBe(real.count)
    },
  )
})
