import type { Fit, FitKind } from '@/lib/costs/fit'
import {
  listUkUniversities,
  listUniversities,
  listUniversitiesByCountry,
  matchesSearch,
  topUniversities,
  universityStats,
  WORLD_PAGE_SIZE,
  type UniversityFilters,
} from '@/lib/universities'
import { seedUniversities } from '@/lib/universities/seed'
import { makeUniversity } from '@/test/fixtures'

const defaults: UniversityFilters = {
  search: '',
  country: '',
  region: '',
  sort: 'ranking',
  page: 1,
}

const sample = [
  makeUniversity({
    id: 'alpha',
    name: 'Alpha Institute',
    worldRanking: 30,
    acceptanceRate: 20,
    studentPopulation: 5000,
    country: 'Canada',
  }),
  makeUniversity({
    id: 'beta',
    name: 'Beta University',
    worldRanking: 10,
    acceptanceRate: 60,
    studentPopulation: 40000,
    country: 'Brazil',
    region: 'Latin America',
  }),
  makeUniversity({
    id: 'gamma',
    name: 'Gamma College',
    worldRanking: 20,
    acceptanceRate: 5,
    studentPopulation: 12000,
    country: 'Australia',
    region: 'Oceania',
  }),
]

describe('matchesSearch', () => {
  const u = makeUniversity({
    id: 'x',
    name: 'Northern Tech',
    description: 'Known for marine biology.',
    campusLife: {
      location: 'Harbourfront',
      housing: true,
      clubs: 1,
      campusSize: 'small',
      nearestCity: 'Halifax',
    },
    popularPrograms: ['Ocean Engineering'],
  })

  it.each([
    ['name', 'northern'],
    ['description', 'MARINE BIO'],
    ['campus location', 'harbourFRONT'],
    ['popular programs', 'ocean eng'],
  ])('matches on %s, ignoring case', (_field, term) => {
    expect(matchesSearch(u, term)).toBe(true)
  })

  it('does not match on other fields such as the nearest city', () => {
    expect(matchesSearch(u, 'halifax')).toBe(false)
  })

  it('treats a blank search as no filter', () => {
    expect(matchesSearch(u, '   ')).toBe(true)
  })
})

describe('listUniversities', () => {
  it('sorts by world ranking by default', () => {
    expect(listUniversities(defaults, sample).items.map((u) => u.id)).toEqual([
      'beta',
      'gamma',
      'alpha',
    ])
  })

  it.each([
    ['name', ['alpha', 'beta', 'gamma']],
    ['country', ['gamma', 'beta', 'alpha']],
    ['acceptance', ['gamma', 'alpha', 'beta']],
    ['students', ['beta', 'gamma', 'alpha']],
  ] as const)('sorts by %s', (sort, expected) => {
    expect(listUniversities({ ...defaults, sort }, sample).items.map((u) => u.id)).toEqual(expected)
  })

  it('filters by country and by region, and combines them with search', () => {
    expect(
      listUniversities({ ...defaults, country: 'Brazil' }, sample).items.map((u) => u.id),
    ).toEqual(['beta'])
    expect(
      listUniversities({ ...defaults, region: 'Oceania' }, sample).items.map((u) => u.id),
    ).toEqual(['gamma'])
    expect(
      listUniversities({ ...defaults, region: 'Oceania', search: 'alpha' }, sample).total,
    ).toBe(0)
  })

  it('pages by 9 and reports the range shown', () => {
    const many = Array.from({ length: 20 }, (_, i) =>
      makeUniversity({ id: `u${i}`, worldRanking: i + 1 }),
    )
    const page2 = listUniversities({ ...defaults, page: 2 }, many)
    expect(page2.items).toHaveLength(WORLD_PAGE_SIZE)
    expect([page2.start, page2.end, page2.total, page2.pageCount]).toEqual([10, 18, 20, 3])
    expect(page2.items[0]!.id).toBe('u9')
  })

  it('shows the last page when the requested page is past the end (as after a filter narrows the list)', () => {
    const many = Array.from({ length: 20 }, (_, i) =>
      makeUniversity({ id: `u${i}`, worldRanking: i + 1 }),
    )
    // 'University u1' is u1 and u10 to u19 (a search of two letters would be one whole word).
    expect(listUniversities({ ...defaults, page: 3, search: 'University u1' }, many).page).toBe(2)
  })
})

describe('listUniversities with a budget', () => {
  // A fit per university, as lib/costs/fit gives it: the kind and the cheapest known year.
  const fit = (kind: FitKind, min: number): Fit => ({
    kind,
    why: 'all-known',
    margin: 0,
    total: { min, max: min },
    tuitionKnown: kind !== 'unknown',
  })
  const fits: Record<string, Fit> = {
    a: fit('above', 40_000),
    b: fit('unknown', 9_000),
    c: fit('within', 18_000),
    d: fit('partly', 12_000),
    e: fit('within', 15_000),
    f: fit('within', 15_000),
    g: fit('above', 30_000),
  }
  // World ranking in reverse of the ids, so ties in fit show the chosen sort.
  const many = Object.keys(fits).map((id, i) =>
    makeUniversity({
      id,
      name: `Uni ${id}`,
      worldRanking: 10 - i,
      country: i < 4 ? 'Ghana' : 'Chile',
    }),
  )
  const byFit = (show: 'all' | FitKind = 'all') => ({
    fitOf: (u: { id: string }) => fits[u.id]!,
    show,
  })
  const ids = (page: { items: { id: string }[] }) => page.items.map((u) => u.id)

  it('puts the fits first: within, partly, not known, above; the cheaper first, then the chosen sort', () => {
    expect(ids(listUniversities(defaults, many, byFit()))).toEqual([
      'f',
      'e',
      'c',
      'd',
      'b',
      'g',
      'a',
    ])
    // By name, the two equal fits keep the chosen order.
    expect(ids(listUniversities({ ...defaults, sort: 'name' }, many, byFit()))).toEqual([
      'e',
      'f',
      'c',
      'd',
      'b',
      'g',
      'a',
    ])
    // Without a budget the chosen sort alone applies.
    expect(ids(listUniversities(defaults, many))).toEqual(['g', 'f', 'e', 'd', 'c', 'b', 'a'])
    expect(listUniversities(defaults, many).fits).toBeUndefined()
  })

  it('counts each kind of fit among what the other filters leave, and shows one kind', () => {
    const all = listUniversities(defaults, many, byFit())
    expect(all.fits).toEqual({ within: 3, partly: 1, unknown: 1, above: 2 })
    expect(all.total).toBe(7)
    const ghana = listUniversities({ ...defaults, country: 'Ghana' }, many, byFit('within'))
    expect(ghana.fits).toEqual({ within: 1, partly: 1, unknown: 1, above: 1 })
    expect(ids(ghana)).toEqual(['c'])
    expect(ghana.total).toBe(1)
    const above = listUniversities(defaults, many, byFit('above'))
    expect(ids(above)).toEqual(['g', 'a'])
    expect(above.fits).toEqual(all.fits)
  })

  it('has no results, but still its counts, when no university fits that way', () => {
    const none = listUniversities({ ...defaults, country: 'Chile' }, many, byFit('partly'))
    expect([none.total, none.start, none.end]).toEqual([0, 0, 0])
    expect(none.fits).toEqual({ within: 2, partly: 0, unknown: 0, above: 1 })
  })

  it('pages through the fit order', () => {
    const lots = Array.from({ length: 12 }, (_, i) =>
      makeUniversity({ id: `u${i}`, worldRanking: i + 1 }),
    )
    // The worst ranked is the cheapest within budget; every other one is above.
    const fitOf = (u: { id: string }) =>
      u.id === 'u11' ? fit('within', 1_000) : fit('above', 50_000 - Number(u.id.slice(1)))
    const first = listUniversities(defaults, lots, { fitOf, show: 'all' })
    expect(first.items[0]!.id).toBe('u11')
    const second = listUniversities({ ...defaults, page: 2 }, lots, { fitOf, show: 'all' })
    expect(ids(second)).toEqual(['u2', 'u1', 'u0'])
  })
})

describe('UK portal', () => {
  const uk = [
    makeUniversity({
      id: 'a',
      country: 'United Kingdom',
      countryCode: 'GB',
      city: 'London',
      nationalRanking: 3,
    }),
    makeUniversity({
      id: 'b',
      country: 'United Kingdom',
      countryCode: 'GB',
      city: 'Oxford',
      nationalRanking: 1,
    }),
    makeUniversity({
      id: 'c',
      country: 'United Kingdom',
      countryCode: 'GB',
      city: 'London',
      nationalRanking: 2,
    }),
    makeUniversity({ id: 'd', country: 'Canada', countryCode: 'CA', nationalRanking: 1 }),
  ]
  const base = { search: '', city: '', order: 'best' as const, page: 1 }

  it('lists UK universities only, best national rank first or last', () => {
    expect(listUkUniversities(base, uk).items.map((u) => u.id)).toEqual(['b', 'c', 'a'])
    expect(listUkUniversities({ ...base, order: 'lowest' }, uk).items.map((u) => u.id)).toEqual([
      'a',
      'c',
      'b',
    ])
  })

  it('filters by city', () => {
    expect(listUkUniversities({ ...base, city: 'London' }, uk).items.map((u) => u.id)).toEqual([
      'c',
      'a',
    ])
  })
})

describe('stats and top list', () => {
  it('computes the hero figures', () => {
    expect(universityStats(sample)).toEqual({
      universities: 3,
      countries: 3,
      studentsThousands: 57,
      averageAcceptanceRate: 28,
    })
  })

  it('lists the top by world ranking', () => {
    expect(topUniversities(sample, 2).map((u) => u.id)).toEqual(['beta', 'gamma'])
  })
})

describe('listUniversitiesByCountry', () => {
  it('groups by country A-Z, best ranked first within a country', () => {
    const items = [...sample, makeUniversity({ id: 'delta', country: 'Canada', worldRanking: 5 })]
    expect(
      listUniversitiesByCountry(items).map((g) => [g.country, g.universities.map((u) => u.id)]),
    ).toEqual([
      ['Australia', ['gamma']],
      ['Brazil', ['beta']],
      ['Canada', ['delta', 'alpha']],
    ])
  })

  it('covers every university in the dataset exactly once', () => {
    const groups = listUniversitiesByCountry(seedUniversities)
    const ids = groups.flatMap((g) => g.universities.map((u) => u.id))
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toHaveLength(universityStats(seedUniversities).universities)
    expect(groups.length).toBe(universityStats(seedUniversities).countries)
  })
})
