import { countryName, placeOf } from '@/lib/institutions/countries'
import { buildInstitutionIndex, queryInstitutions } from '@/lib/institutions/query'
import {
  INSTITUTIONS_PAGE_SIZE,
  INSTITUTIONS_URL,
  institutionsSearchHref,
  institutionsStateSchema,
} from '@/lib/institutions/state'
import { officialWebsiteHref } from '@/lib/institutions/url'
import { loadInstitutions } from '@/lib/open-data'
import type { Institution } from '@/data/open-schema'

const make = (id: string, name: string, extra: Partial<Institution> = {}): Institution => ({
  id,
  name,
  altNames: [],
  country: 'FR',
  city: null,
  region: null,
  website: null,
  domains: [],
  coords: null,
  keys: {},
  sources: ['hipo'],
  ...extra,
})

const fixtures = buildInstitutionIndex([
  make('universite-de-montreal', 'Université de Montréal', {
    country: 'CA',
    city: 'Montréal',
    domains: ['umontreal.ca'],
  }),
  make('montreat-college', 'Montreat College', { country: 'US', city: 'Montreat' }),
  make('kobenhavns-universitet', 'Københavns Universitet', { country: 'DK', domains: ['ku.dk'] }),
  make('sorbonne-universite', 'Sorbonne Université', { city: 'Paris' }),
  make('universite-paris-cite', 'Université Paris Cité', { city: 'Paris' }),
])
const names = (state: { search?: string; country?: string; page?: number }) =>
  queryInstitutions(fixtures, { search: '', country: '', page: 1, ...state }).items.map(
    (i) => i.name,
  )

describe('queryInstitutions', () => {
  it('matches names without accents or case, and accented queries too', () => {
    expect(names({ search: 'Universite de Montreal' })).toEqual(['Université de Montréal'])
    expect(names({ search: 'UNIVERSITÉ DE MONTRÉAL' })).toEqual(['Université de Montréal'])
    expect(names({ search: 'kobenhavns' })).toEqual(['Københavns Universitet'])
  })

  it('matches the beginnings of words only, in the name, city or web domain', () => {
    expect(names({ search: 'montre' })).toEqual(['Montreat College', 'Université de Montréal'])
    expect(names({ search: 'ontreal' })).toEqual([])
    expect(names({ search: 'umontreal.ca' })).toEqual(['Université de Montréal'])
    expect(names({ search: 'paris' })).toEqual(['Université Paris Cité', 'Sorbonne Université'])
  })

  it('needs every word to match, and ranks matches in the name before those in the city', () => {
    expect(names({ search: 'universite paris' })).toEqual([
      'Université Paris Cité',
      'Sorbonne Université',
    ])
    expect(names({ search: 'sorbonne paris' })).toEqual(['Sorbonne Université'])
    expect(names({ search: 'universite zzz' })).toEqual([])
  })

  it('filters by country and lists by name without a search', () => {
    expect(names({ country: 'FR' })).toEqual(['Sorbonne Université', 'Université Paris Cité'])
    expect(names({ search: 'universite', country: 'CA' })).toEqual(['Université de Montréal'])
    expect(names({ country: 'DE' })).toEqual([])
  })

  it('pages the results, and a page past the end shows the last', () => {
    const page = (n: number) => queryInstitutions(fixtures, { search: '', country: '', page: n }, 2)
    expect(page(2)).toMatchObject({ page: 2, pageCount: 3, total: 5, start: 3, end: 4 })
    expect(page(99)).toMatchObject({ page: 3, start: 5, end: 5 })
    expect(page(99).items).toHaveLength(1)
  })

  it('lists the countries present, by their English names', () => {
    expect(fixtures.countries).toEqual(['CA', 'DK', 'FR', 'US'])
    expect(countryName('GB')).toBe('United Kingdom')
    expect(placeOf({ city: 'Kirksville', region: 'MO', country: 'US' })).toBe(
      'Kirksville, MO, United States of America',
    )
  })
})

describe('the directory', () => {
  const index = buildInstitutionIndex(loadInstitutions())

  it('holds at least 10,000 institutions, each found by its slug', () => {
    expect(index.entries.length).toBeGreaterThanOrEqual(10_000)
    expect(index.bySlug.get('universite-de-montreal')?.name).toBe('Université de Montréal')
    expect(index.bySlug.get('no-such-institution')).toBeUndefined()
  })

  it('finds "Universite de Montreal" and filters a country page by page', () => {
    const montreal = queryInstitutions(index, {
      search: 'Universite de Montreal',
      country: '',
      page: 1,
    })
    expect(montreal.items[0]!.name).toBe('Université de Montréal')
    const gb = queryInstitutions(index, { search: '', country: 'GB', page: 2 })
    expect(gb.items).toHaveLength(INSTITUTIONS_PAGE_SIZE)
    expect(gb.items.every((i) => i.country === 'GB')).toBe(true)
    expect(gb.start).toBe(INSTITUTIONS_PAGE_SIZE + 1)
  })
})

describe('institutionsStateSchema', () => {
  const schema = institutionsStateSchema({ countries: ['GB', 'US'] })

  it('falls back to defaults for unknown or malformed parameters', () => {
    expect(schema.parse({})).toEqual({ search: '', country: '', page: 1 })
    expect(INSTITUTIONS_URL.defaults).toEqual(schema.parse({}))
    expect(schema.parse({ country: 'XX', page: 'abc', sort: 'x' })).toEqual({
      search: '',
      country: '',
      page: 1,
    })
    expect(schema.parse({ search: ' oxford ', country: 'GB', page: '3' })).toEqual({
      search: 'oxford',
      country: 'GB',
      page: 3,
    })
  })

  it('links to the directory with a search', () => {
    expect(institutionsSearchHref(' mit ')).toBe('/institutions?search=mit')
    expect(institutionsSearchHref('')).toBe('/institutions')
  })
})

describe('officialWebsiteHref', () => {
  it('links an http:// address of the source over https, and leaves https alone', () => {
    expect(officialWebsiteHref('http://www.mcgill.ca/')).toBe('https://www.mcgill.ca/')
    expect(officialWebsiteHref('https://www.ox.ac.uk/')).toBe('https://www.ox.ac.uk/')
  })
})
