import { homeFigures } from '@/lib/content/home'
import { seedUniversities } from '@/lib/universities/seed'
import { scholarships } from '@/data/scholarships'
import { universities } from '@/data/universities'
import { makeScholarship } from '@/test/fixtures'

/** A shown figure as a number ("1,234" -> 1234); a "+" or a unit would make it a claim. */
const numberOf = (value: string) => {
  expect(value).toMatch(/^\d{1,3}(,\d{3})*$/)
  return Number(value.replace(/,/g, ''))
}

describe('home page figures', () => {
  // What getHomeContent shows, from the awards the database starts with.
  const figures = homeFigures(scholarships, seedUniversities)
  const home = {
    heroFigures: figures.hero,
    coverageFigures: figures.coverage,
    scholarshipCategories: figures.categories,
  }
  const countries = new Set(universities.map((u) => u.country)).size
  const limits: Record<string, number> = {
    'Scholarships listed': scholarships.length,
    'Fully funded scholarships': scholarships.filter((s) => s.isFullyFunded).length,
    'Universities profiled': universities.length,
    'Countries of these universities': countries,
  }

  it('never shows a figure above what the data holds', () => {
    for (const figure of [...home.heroFigures, ...home.coverageFigures]) {
      expect([figure.label, numberOf(figure.value)]).toEqual([figure.label, limits[figure.label]])
    }
    for (const category of home.scholarshipCategories) {
      const count = scholarships.filter((s) => s.type === category.type).length
      expect([category.title, numberOf(category.count)]).toEqual([category.title, count])
    }
  })

  it('counts the scholarship types from the data given', () => {
    const items = [
      makeScholarship({ id: 'a', type: 'Government' }),
      makeScholarship({ id: 'b', type: 'Government' }),
      makeScholarship({ id: 'c', type: 'External' }),
    ]
    const figures = homeFigures(items, universities)
    expect(figures.categories.map((c) => [c.type, c.count])).toEqual([
      ['University', '0'],
      ['Government', '2'],
      ['External', '1'],
    ])
    expect(figures.hero[0]).toEqual({ value: '3', label: 'Scholarships listed' })
  })
})
