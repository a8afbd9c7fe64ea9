import type { FxTable } from '@/lib/currency'
import { buildUniversitiesView } from '@/lib/universities/view'
import { universities } from '@/data/universities'

const fx: FxTable = {
  date: '2026-04-13',
  base: 'EUR',
  rates: { USD: 1.25, GBP: 0.8 },
  other: {
    name: 'Second source',
    date: '2026-09-29',
    url: 'https://example.org/rates',
    rates: { USD: 1.2, GBP: 0.8, NGN: 1600, ZMW: 30 },
  },
}

describe('/universities currency picker', () => {
  it('offers the ECB currencies and those of the main sending countries, not every code', () => {
    const view = buildUniversitiesView({}, universities, fx)
    expect(view.currencies).toEqual(['EUR', 'GBP', 'NGN', 'USD'])
  })

  it('accepts any currency the rates convert, and then offers it too', () => {
    const view = buildUniversitiesView({ currency: 'zmw' }, universities, fx)
    expect(view.display).toBe('ZMW')
    expect(view.currencies).toContain('ZMW')
    expect(buildUniversitiesView({ currency: 'XYZ' }, universities, fx).display).toBe('USD')
  })
})

describe('/universities comparison', () => {
  it('gives each university a total a year per level, its salary in the display currency, and names every rate source', () => {
    const view = buildUniversitiesView(
      {
        tab: 'compare',
        compare: 'university-college-london,technical-university-of-munich',
        currency: 'NGN',
      },
      universities,
      fx,
    )
    const ucl = view.compare.costs['university-college-london']!
    expect(ucl.total.postgraduate.perYear).toMatch(/^NGN [\d,]+ a year$/)
    expect(ucl.salary.converted).toMatch(/^≈ NGN [\d,]+ a year$/)
    expect(ucl.salary.definition).toBe('median 15 months after graduation')
    // GBP and EUR to NGN: only the second source has the naira.
    expect(view.compare.ratesNote).toBe('At the Second source of 29 September 2026.')
    const inPounds = buildUniversitiesView(
      {
        tab: 'compare',
        compare: 'university-college-london,technical-university-of-munich',
        currency: 'GBP',
      },
      universities,
      fx,
    )
    expect(inPounds.compare.ratesNote).toBe(
      'At the ECB euro foreign exchange reference rates of 13 April 2026.',
    )
  })
})

describe('/universities list rates note', () => {
  it("names the source and day of the rates that convert the cards' tuition", () => {
    const inNaira = buildUniversitiesView(
      { currency: 'NGN', country: 'United States' },
      universities,
      fx,
    )
    expect(inNaira.ratesNote).toBe('At the Second source of 29 September 2026.')
    const inPounds = buildUniversitiesView(
      { currency: 'GBP', country: 'United States' },
      universities,
      fx,
    )
    expect(inPounds.ratesNote).toBe(
      'At the ECB euro foreign exchange reference rates of 13 April 2026.',
    )
    // US dollar fees shown in US dollars: nothing converted, nothing to name.
    expect(
      buildUniversitiesView({ country: 'United States' }, universities, fx).ratesNote,
    ).toBeNull()
  })
})
