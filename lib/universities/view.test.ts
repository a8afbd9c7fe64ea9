import type { FxTable } from '@/lib/currency'
import { buildUniversitiesView } from '@/lib/universities/view'
import { destinationCosts } from '@/data/destination-costs'
import { universities } from '@/data/universities'
import { makeUniversity } from '@/test/fixtures'

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
    const view = buildUniversitiesView({}, universities, fx, destinationCosts)
    expect(view.currencies).toEqual(['EUR', 'GBP', 'NGN', 'USD'])
  })

  it('accepts any currency the rates convert, and then offers it too', () => {
    const view = buildUniversitiesView({ currency: 'zmw' }, universities, fx, destinationCosts)
    expect(view.display).toBe('ZMW')
    expect(view.currencies).toContain('ZMW')
    expect(
      buildUniversitiesView({ currency: 'XYZ' }, universities, fx, destinationCosts).display,
    ).toBe('USD')
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
      destinationCosts,
    )
    const ucl = view.compare.costs['university-college-london']!
    expect(ucl.total.postgraduate.perYear).toMatch(/^NGN [\d,]+ a year( without tuition)?$/)
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
      destinationCosts,
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
      destinationCosts,
    )
    expect(inNaira.ratesNote).toBe('At the Second source of 29 September 2026.')
    const inPounds = buildUniversitiesView(
      { currency: 'GBP', country: 'United States' },
      universities,
      fx,
      destinationCosts,
    )
    expect(inPounds.ratesNote).toBe(
      'At the ECB euro foreign exchange reference rates of 13 April 2026.',
    )
    // US dollar fees shown in US dollars: nothing converted, nothing to name.
    expect(
      buildUniversitiesView({ country: 'United States' }, universities, fx, destinationCosts)
        .ratesNote,
    ).toBeNull()
  })
})

describe('/universities comparison deadlines', () => {
  const compare = 'imperial-college-london,university-of-manchester'

  it('shows both levels’ deadlines without a level in the URL, only the chosen level’s with one', () => {
    const view = (raw: Record<string, string>) =>
      buildUniversitiesView({ tab: 'compare', compare, ...raw }, universities, fx, destinationCosts)
        .compare
    expect(view({}).deadlineLevels).toEqual(['undergraduate', 'postgraduate'])
    expect(view({ level: 'postgraduate' }).deadlineLevels).toEqual(['postgraduate'])
    expect(view({ level: 'undergraduate' }).deadlineLevels).toEqual(['undergraduate'])
  })
})

describe('/universities: one rate date per page', () => {
  const source = { title: 'Fees page', url: 'https://www.example.edu/fees' }
  const fee = (min: number, currency: string) =>
    ({ min, max: min, currency, period: 'year', year: '2026-27', source }) as const
  const inKwacha = makeUniversity({
    id: 'kwacha',
    countryCode: 'ZM',
    tuition: { undergraduate: fee(90_000, 'ZMW'), postgraduate: fee(120_000, 'ZMW') },
  })
  const inPounds = makeUniversity({
    id: 'pounds',
    countryCode: 'GB',
    tuition: { undergraduate: fee(20_000, 'GBP'), postgraduate: fee(25_000, 'GBP') },
  })

  it('converts cards and comparison alike at the second source when one fee is in a currency the ECB lacks', () => {
    const view = buildUniversitiesView(
      { tab: 'compare', compare: 'kwacha,pounds', currency: 'USD' },
      [inKwacha, inPounds],
      fx,
      destinationCosts,
    )
    expect(view.ratesNote).toBe('At the Second source of 29 September 2026.')
    expect(view.compare.ratesNote).toBe('At the Second source of 29 September 2026.')
    // GBP 20,000 at the second source's rates (1.2 / 0.8), not the ECB's (1.25 / 0.8).
    expect(view.card(inPounds)[8]).toBe('≈ USD 30,000')
  })

  it('keeps the ECB when the page holds only currencies it publishes', () => {
    const view = buildUniversitiesView(
      { tab: 'compare', compare: 'pounds', currency: 'USD' },
      [inPounds],
      fx,
      destinationCosts,
    )
    expect(view.ratesNote).toBe(
      'At the ECB euro foreign exchange reference rates of 13 April 2026.',
    )
    expect(view.card(inPounds)[8]).toBe('≈ USD 31,300')
  })
})

describe('unknown is never zero on /universities', () => {
  const withCedi: FxTable = {
    ...fx,
    other: { ...fx.other!, rates: { ...fx.other!.rates, GHS: 17, ARS: 1400, BRL: 6.3 } },
  }

  it('never shows a known total of 0 nor a fit resting on nothing known (a GHS budget)', () => {
    const view = buildUniversitiesView(
      { budget: '250000', currency: 'GHS', level: 'undergraduate' },
      universities,
      withCedi,
      destinationCosts,
    )
    const uba = universities.find((u) => u.slug === 'universidad-de-buenos-aires')!
    expect(view.fit(uba)).toMatchObject({
      kind: 'unknown',
      text: 'Fit not known: no cost reported',
    })
    for (const u of universities) {
      const fit = view.fit(u)!
      expect(fit.total).not.toMatch(/\b0 a year/)
      if (fit.kind === 'within' || fit.kind === 'partly') expect(fit.total).toMatch(/[1-9]/)
    }
    // Free tuition with nothing else known does not head the list as the cheapest fit.
    expect(view.results.items[0]?.slug).not.toBe(uba.slug)
  })

  it('names no "most affordable" when the compared tuition at the level is not known', () => {
    const uk = ['a', 'b', 'c', 'd'].map((id) =>
      makeUniversity({
        id,
        slug: `uk-${id}`,
        countryCode: 'GB',
        worldRanking: id.charCodeAt(0),
        tuition: {
          undergraduate: { min: null, reason: 'Set per course' },
          postgraduate: { min: null, reason: 'Set per course' },
        },
      }),
    )
    const view = buildUniversitiesView(
      { tab: 'compare', compare: uk.map((u) => u.slug).join(',') },
      uk,
      fx,
      destinationCosts,
    )
    expect(view.compare.selected).toHaveLength(4)
    expect(view.compare.summary.mostAffordable).toBeUndefined()
    expect(view.compare.summary.highestRanked?.slug).toBe('uk-a')
  })

  it('ranks "most affordable" by the shown figure of the chosen level, in one currency', () => {
    const source = { title: 'Fees page', url: 'https://www.example.ac.uk/fees' }
    const fee = (min: number, currency: string) =>
      ({ min, max: min, currency, period: 'year', year: '2026-27', source }) as const
    const cheapUg = makeUniversity({
      id: 'x',
      slug: 'uni-x',
      tuition: { undergraduate: fee(20_000, 'GBP'), postgraduate: fee(60_000, 'GBP') },
    })
    const cheapPg = makeUniversity({
      id: 'y',
      slug: 'uni-y',
      tuition: { undergraduate: fee(40_000, 'USD'), postgraduate: fee(30_000, 'USD') },
    })
    const compare = (level: string) =>
      buildUniversitiesView(
        { tab: 'compare', compare: 'uni-x,uni-y', level },
        [cheapUg, cheapPg],
        fx,
        destinationCosts,
      ).compare.summary.mostAffordable?.slug
    // Undergraduate: GBP 20,000 = USD 31,250 against USD 40,000.
    expect(compare('undergraduate')).toBe('uni-x')
    // Postgraduate: GBP 60,000 against USD 30,000.
    expect(compare('postgraduate')).toBe('uni-y')
  })
})

describe('/universities filter choices across requests', () => {
  it('reuses the choices built for an equal rate table, as each request gets a new copy of it', () => {
    const first = buildUniversitiesView({}, universities, structuredClone(fx), destinationCosts)
    const second = buildUniversitiesView(
      { search: 'a' },
      universities,
      structuredClone(fx),
      destinationCosts,
    )
    expect(second.countries).toBe(first.countries)
    expect(second.regions).toBe(first.regions)
  })

  it('reuses them for an equal list of profiles, which the cache also copies per request', () => {
    const first = buildUniversitiesView({}, structuredClone(universities), fx, destinationCosts)
    const second = buildUniversitiesView({}, structuredClone(universities), fx, destinationCosts)
    expect(second.countries).toBe(first.countries)
  })

  it('builds them again when the rates convert other currencies', () => {
    const before = buildUniversitiesView(
      { currency: 'ZMW' },
      universities,
      structuredClone(fx),
      destinationCosts,
    )
    expect(before.display).toBe('ZMW')
    const withoutKwacha: FxTable = {
      ...fx,
      other: { ...fx.other!, rates: { USD: 1.2, GBP: 0.8, NGN: 1600 } },
    }
    const after = buildUniversitiesView(
      { currency: 'ZMW' },
      universities,
      withoutKwacha,
      destinationCosts,
    )
    expect(after.display).toBe('USD')
    expect(after.countries).not.toBe(before.countries)
  })
})
