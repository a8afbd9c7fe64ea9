import { normaliseQuery, programmeQuery, searchSite } from '@/lib/search'
import { SEARCH_QUERY_MAX, searchHref } from '@/lib/search/options'
import { listSitemapPaths } from '@/lib/site/sitemap'
import { contentPages } from '@/data/content'
import { courses } from '@/data/courses'
import { scholarships } from '@/data/scholarships'
import { universities } from '@/data/universities'

// The database's part of the search (programmes, the directory) is tested on the database
// (test/open-data-suite.ts); here it finds nothing.
jest.mock('@/lib/programmes', () => ({
  listProgrammes: async () => ({ total: 0, items: [] }),
}))
// The awards' table holds what the seed file puts there on a new database.
jest.mock('@/lib/db/awards', () => ({
  readAwards: async () =>
    (jest.requireActual('@/data/scholarships') as typeof import('@/data/scholarships'))
      .scholarships,
}))
// So does the university profiles' table.
jest.mock('@/lib/db/university-profiles', () => ({
  readUniversityProfiles: async () =>
    (jest.requireActual('@/data/universities') as typeof import('@/data/universities'))
      .universities,
}))
// The directory answers only "UCL", as University College London's record (its short name).
jest.mock('@/lib/institutions', () => ({
  listInstitutions: async ({ search }: { search: string }) =>
    search === 'UCL'
      ? {
          total: 1,
          items: [{ id: 'ucl', name: 'UCL', place: 'London, United Kingdom', exact: true }],
        }
      : { total: 0, items: [] },
}))

const titles = async (query: string, kind: string) =>
  (await searchSite(query)).groups
    .find((group) => group.kind === kind)
    ?.results.map((r) => r.title) ?? []

describe('programmeQuery', () => {
  it('reads a country of the programme finder out of the query', () => {
    expect(programmeQuery('medicine Australia')).toEqual({ search: 'medicine', country: 'AU' })
    expect(programmeQuery('adult nursing in the UK')).toEqual({
      search: 'adult nursing',
      country: 'GB',
    })
    expect(programmeQuery('computer science in the USA')).toEqual({
      search: 'computer science',
      country: 'US',
    })
    expect(programmeQuery('economics')).toEqual({ search: 'economics', country: '' })
  })
})

describe('searchSite', () => {
  it('finds a university by name and links to its page', async () => {
    const [first] = (await searchSite('oxford')).groups
    expect(first).toMatchObject({ kind: 'university', label: 'Universities' })
    expect(first!.results[0]).toMatchObject({
      title: 'University of Oxford',
      href: '/universities/university-of-oxford',
    })
  })

  it('covers courses, scholarships and guides, each in its own group', async () => {
    expect(await titles('computer science', 'course')).toContain('Computer Science')
    expect(await titles('chevening', 'scholarship')).toEqual(['Chevening Scholarships'])
    expect(await titles('student visas', 'guide')).toContain('Student visas')
    expect((await titles('ielts', 'guide'))[0]).toMatch(/^English tests/)
  })

  it('puts the curated profile first when the query is its directory record’s short name', async () => {
    const [first] = (await searchSite('UCL')).groups
    expect(first!.results[0]).toMatchObject({
      title: 'University College London',
      href: '/universities/university-college-london',
    })
  })

  it('puts the kind with the best match first', async () => {
    expect((await searchSite('computer science')).groups[0]!.kind).toBe('course')
    expect((await searchSite('chevening')).groups[0]!.kind).toBe('scholarship')
  })

  it('matches word beginnings, ignores case and accents, and forgives a small typo', async () => {
    expect(await titles('OXF', 'university')).toContain('University of Oxford')
    expect(await titles('zürich', 'university')).toContain('ETH Zurich')
    expect(await titles('cambrige', 'university')).toContain('University of Cambridge')
  })

  it('needs every word to match, ignoring words such as "of" and "the"', async () => {
    expect((await titles('university of toronto', 'university'))[0]).toBe('University of Toronto')
    expect((await searchSite('oxford zzzqqq')).groups).toEqual([])
  })

  it('caps each group and reports the total of each kind', async () => {
    const { groups, total } = await searchSite('scholarship', 3)
    for (const group of groups) {
      expect(group.results.length).toBeLessThanOrEqual(3)
      expect(group.total).toBeGreaterThanOrEqual(group.results.length)
    }
    expect(total).toBe(groups.reduce((sum, g) => sum + g.total, 0))
    expect(groups.find((g) => g.kind === 'scholarship')!.total).toBeGreaterThan(3)
  })

  it('answers nothing for a blank or one-letter query', async () => {
    expect(await searchSite('   ')).toEqual({ query: '', total: 0, groups: [] })
    expect((await searchSite('a')).groups).toEqual([])
  })

  it('finds every university, course, scholarship and content page by its name', async () => {
    const entries = [
      ...universities.map((u) => [u.name, `/universities/${u.slug}`]),
      ...courses.map((c) => [c.name, `/courses/${c.id}`]),
      ...scholarships.map((s) => [s.name, `/scholarships/${s.slug}`]),
      ...contentPages.map((p) => [p.title, p.path]),
    ]
    for (const [name, href] of entries) {
      const hrefs = (await searchSite(name!, 100)).groups.flatMap((g) =>
        g.results.map((r) => r.href),
      )
      if (!hrefs.includes(href!)) throw new Error(`"${name}" does not find ${href}`)
    }
  })

  it('links only to pages in the sitemap', async () => {
    const sitemap = new Set(listSitemapPaths())
    for (const query of ['university', 'scholarship', 'study', 'guide', 'course', 'montreal']) {
      for (const group of (await searchSite(query, 1000)).groups)
        for (const result of group.results) expect(sitemap).toContain(result.href)
    }
  })
})

describe('normaliseQuery', () => {
  it('collapses whitespace, trims and caps the length', async () => {
    expect(normaliseQuery('  study \n in   the UK ')).toBe('study in the UK')
    expect(normaliseQuery('x'.repeat(150))).toHaveLength(SEARCH_QUERY_MAX)
  })
})

describe('searchHref', () => {
  it('links to /search with the query, or to the empty search page', async () => {
    expect(searchHref(' study & work ')).toBe('/search?q=study+%26+work')
    expect(searchHref('  ')).toBe('/search')
  })
})
