import { UK_DEFAULTS, ukHref, UNIVERSITIES_DEFAULTS, universitiesHref } from './list-options'

describe('list URLs', () => {
  it('drops default values so the plain view has a plain URL', () => {
    expect(universitiesHref(UNIVERSITIES_DEFAULTS)).toBe('/universities')
    expect(ukHref(UK_DEFAULTS)).toBe('/uk-universities')
  })

  it('encodes search text and keeps the comparison readable', () => {
    expect(
      universitiesHref(UNIVERSITIES_DEFAULTS, {
        search: 'law & order',
        page: 2,
        compare: ['mit', 'eth'],
        tab: 'compare',
      }),
    ).toBe('/universities?search=law+%26+order&page=2&tab=compare&compare=mit,eth')
  })

  it('round-trips through URLSearchParams', () => {
    const href = universitiesHref(UNIVERSITIES_DEFAULTS, {
      search: 'São Paulo?#',
      country: 'Brazil',
    })
    const params = new URL(href, 'http://x').searchParams
    expect(params.get('search')).toBe('São Paulo?#')
    expect(params.get('country')).toBe('Brazil')
  })
})
