import { UK_URL, ukHref, UNIVERSITIES_URL, universitiesHref } from '@/lib/universities/state'
import { formHref } from '@/lib/url-state'

const UNIVERSITIES_DEFAULTS = UNIVERSITIES_URL.defaults
const UK_DEFAULTS = UK_URL.defaults

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

describe('form URLs', () => {
  const form = (entries: Record<string, string>) => Object.entries(entries)

  it('leaves out blank fields and fields at their defaults, and trims the rest', () => {
    expect(
      formHref(
        UNIVERSITIES_URL,
        form({ search: '  law & order ', country: '', region: 'Europe', sort: 'ranking' }),
      ),
    ).toBe('/universities?search=law+%26+order&region=Europe')
    expect(formHref(UK_URL, form({ search: ' ', city: '', order: 'best' }))).toBe(
      '/uk-universities',
    )
  })

  it('gives the same URL as the server-side link for the same state', () => {
    const state = { ...UNIVERSITIES_DEFAULTS, search: 'São Paulo', compare: ['mit', 'eth'] }
    expect(
      formHref(
        UNIVERSITIES_URL,
        form({ search: 'São Paulo', sort: 'ranking', compare: 'mit,eth' }),
      ),
    ).toBe(universitiesHref(state))
  })

  it('puts extra values first', () => {
    expect(formHref(UK_URL, form({ city: 'Oxford' }), { order: 'lowest' })).toBe(
      '/uk-universities?order=lowest&city=Oxford',
    )
  })
})
