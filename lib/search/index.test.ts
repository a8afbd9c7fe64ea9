import { normaliseQuery, searchSite } from '@/lib/search'
import { SEARCH_QUERY_MAX, searchHref } from '@/lib/search/options'
import { sitemapFiles } from '@/lib/site/sitemap-sources'
import { contentPages } from '@/data/content'
import { courses } from '@/data/courses'
import { scholarships } from '@/data/scholarships'
import { universities } from '@/data/universities'

const titles = (query: string, kind: string) =>
  searchSite(query)
    .groups.find((group) => group.kind === kind)
    ?.results.map((r) => r.title) ?? []

describe('searchSite', () => {
  it('finds a university by name and links to its page', () => {
    const [first] = searchSite('oxford').groups
    expect(first).toMatchObject({ kind: 'university', label: 'Universities' })
    expect(first!.results[0]).toMatchObject({
      title: 'University of Oxford',
      href: '/universities/university-of-oxford',
    })
  })

  it('covers courses, scholarships and guides, each in its own group', () => {
    expect(titles('computer science', 'course')).toContain('Computer Science')
    expect(titles('chevening', 'scholarship')).toEqual(['Chevening Scholarships'])
    expect(titles('student visas', 'guide')).toContain('Student visas')
    expect(titles('ielts', 'guide')[0]).toMatch(/^English tests/)
  })

  it('puts the kind with the best match first', () => {
    expect(searchSite('computer science').groups[0]!.kind).toBe('course')
    expect(searchSite('chevening').groups[0]!.kind).toBe('scholarship')
  })

  it('matches word beginnings, ignores case and accents, and forgives a small typo', () => {
    expect(titles('OXF', 'university')).toContain('University of Oxford')
    expect(titles('zürich', 'university')).toContain('ETH Zurich')
    expect(titles('cambrige', 'university')).toContain('University of Cambridge')
  })

  it('needs every word to match, ignoring words such as "of" and "the"', () => {
    expect(titles('university of toronto', 'university')[0]).toBe('University of Toronto')
    expect(searchSite('oxford zzzqqq').groups).toEqual([])
  })

  it('caps each group and reports the total of each kind', () => {
    const { groups, total } = searchSite('scholarship', 3)
    for (const group of groups) {
      expect(group.results.length).toBeLessThanOrEqual(3)
      expect(group.total).toBeGreaterThanOrEqual(group.results.length)
    }
    expect(total).toBe(groups.reduce((sum, g) => sum + g.total, 0))
    expect(groups.find((g) => g.kind === 'scholarship')!.total).toBeGreaterThan(3)
  })

  it('answers nothing for a blank or one-letter query', () => {
    expect(searchSite('   ')).toEqual({ query: '', total: 0, groups: [] })
    expect(searchSite('a').groups).toEqual([])
  })

  it('finds every university, course, scholarship and content page by its name', () => {
    const entries = [
      ...universities.map((u) => [u.name, `/universities/${u.slug}`]),
      ...courses.map((c) => [c.name, `/courses/${c.id}`]),
      ...scholarships.map((s) => [s.name, `/scholarships/${s.slug}`]),
      ...contentPages.map((p) => [p.title, p.path]),
    ]
    for (const [name, href] of entries) {
      const hrefs = searchSite(name!, 100).groups.flatMap((g) => g.results.map((r) => r.href))
      if (!hrefs.includes(href!)) throw new Error(`"${name}" does not find ${href}`)
    }
  })

  it('links only to pages in the sitemap', () => {
    const sitemap = new Set(sitemapFiles().flatMap((file) => file.paths))
    for (const query of ['university', 'scholarship', 'study', 'guide', 'course', 'montreal']) {
      for (const group of searchSite(query, 1000).groups)
        for (const result of group.results) expect(sitemap).toContain(result.href)
    }
  })
})

describe('searchSite: the institutions directory', () => {
  it('finds directory institutions by name without accents, as the last group', () => {
    const { groups } = searchSite('Universite de Montreal')
    const last = groups.at(-1)!
    expect(last).toMatchObject({ kind: 'institution', label: 'Institutions worldwide' })
    expect(last.results[0]).toMatchObject({
      title: 'Université de Montréal',
      href: '/institutions/universite-de-montreal',
      subtitle: expect.stringContaining('Canada'),
    })
  })

  it('keeps the curated results first and counts the directory in the total', () => {
    const { groups, total } = searchSite('oxford')
    expect(groups[0]!.kind).toBe('university')
    const directory = groups.find((g) => g.kind === 'institution')!
    expect(directory.results[0]).toMatchObject({ title: 'Oxford University' })
    expect(total).toBe(groups.reduce((sum, g) => sum + g.total, 0))
  })

  it('ignores words such as "of" and "the" in a directory search', () => {
    const titles = (q: string) =>
      searchSite(q)
        .groups.find((g) => g.kind === 'institution')
        ?.results.map((r) => r.title) ?? []
    expect(titles('the university toronto')).toContain('University of Toronto')
  })
})

describe('normaliseQuery', () => {
  it('collapses whitespace, trims and caps the length', () => {
    expect(normaliseQuery('  study \n in   the UK ')).toBe('study in the UK')
    expect(normaliseQuery('x'.repeat(150))).toHaveLength(SEARCH_QUERY_MAX)
  })
})

describe('searchHref', () => {
  it('links to /search with the query, or to the empty search page', () => {
    expect(searchHref(' study & work ')).toBe('/search?q=study+%26+work')
    expect(searchHref('  ')).toBe('/search')
  })
})
