import type { FxTable } from '@/lib/currency'
import { budgetFit } from '@/lib/universities/budget'
import { seedUniversities } from '@/lib/universities/seed'
import {
  buildUniversitiesView,
  universitiesEmptyText,
  universitiesResultsText,
} from '@/lib/universities/view'
import { destinationCosts } from '@/data/destination-costs'
import { universities } from '@/data/universities'
import { makeDestinationCosts, makeUniversity } from '@/test/fixtures'

// 1 EUR = 1.25 USD = 0.8 GBP (made-up, round rates).
const fx: FxTable = { date: '2026-04-13', base: 'EUR', rates: { USD: 1.25, GBP: 0.8 } }
const source = { title: 'Official page', url: 'https://www.example.org/' }
// A UK of round figures: GBP 12,000 a year of living, no visa or health charge.
const model = [makeDestinationCosts('GB', { living: 12_000 })]
const fee = (min: number, max = min) => ({
  min,
  max,
  currency: 'GBP',
  period: 'year' as const,
  year: '2025-26',
  source,
})
const uni = (city: string, ug: number | null, ugMax?: number) =>
  makeUniversity({
    id: `u-${city.toLowerCase()}`,
    countryCode: 'GB',
    city,
    tuition: {
      undergraduate: ug === null ? { min: null, reason: 'Set per course' } : fee(ug, ugMax),
      postgraduate: fee(20000),
    },
  })

describe('budgetFit', () => {
  // Leeds: GBP 8,000 tuition + 12,000 living = GBP 20,000 = EUR 25,000 = USD 31,250.
  it('is within budget when the whole year fits, in USD', () => {
    const fit = budgetFit(uni('Leeds', 8000), 'undergraduate', 32000, 'USD', fx, model)
    expect(fit).toEqual({
      kind: 'within',
      text: 'Within budget',
      total: 'USD 31,300 a year in all',
    })
  })

  it('says by how much it is above budget', () => {
    const fit = budgetFit(uni('Leeds', 8000), 'undergraduate', 25000, 'USD', fx, model)
    expect(fit.kind).toBe('above')
    expect(fit.text).toBe('Above budget by USD 6,250')
  })

  it('uses the level asked for', () => {
    // Postgraduate: GBP 20,000 + 12,000 = GBP 32,000 = USD 50,000.
    expect(budgetFit(uni('Leeds', 8000), 'postgraduate', 32000, 'USD', fx, model).text).toBe(
      'Above budget by USD 18,000',
    )
  })

  it('is partly within budget when the tuition range straddles it', () => {
    const fit = budgetFit(uni('Leeds', 4000, 12000), 'undergraduate', 31250, 'USD', fx, model)
    expect(fit).toMatchObject({
      kind: 'partly',
      text: 'Partly within budget (depends on the course)',
    })
  })

  it('never treats unreported tuition as free', () => {
    const fit = budgetFit(uni('Leeds', null), 'undergraduate', 1_000_000, 'USD', fx, model)
    expect(fit).toEqual({
      kind: 'unknown',
      text: 'Fit not known: tuition not reported',
      total: 'Set per course',
    })
  })

  it('counts the visa and health charges: the real UK figures for a London year', () => {
    // GBP 20,000 + 1,529 x 12 + 524 + 776 = GBP 39,648 = USD 61,950.
    const london = uni('London', 8000)
    const fit = budgetFit(london, 'postgraduate', 61_950, 'USD', fx, destinationCosts)
    expect(fit).toEqual({
      kind: 'within',
      text: 'Within budget',
      total: 'USD 62,000 a year in all',
    })
    expect(budgetFit(london, 'postgraduate', 61_000, 'USD', fx, destinationCosts).text).toBe(
      'Above budget by USD 950',
    )
  })

  it('without a living cost: the known costs within budget, or above on them alone', () => {
    // The US: no government living-cost figure; tuition, the visa fee and the SEVIS fee are known.
    const us = (min: number) =>
      makeUniversity({
        id: 'us',
        countryCode: 'US',
        city: 'Chicago',
        tuition: {
          undergraduate: { ...fee(min), currency: 'USD' },
          postgraduate: { ...fee(min), currency: 'USD' },
        },
      })
    const partly = budgetFit(us(8000), 'undergraduate', 50000, 'USD', fx, destinationCosts)
    expect(partly.kind).toBe('partly')
    expect(partly.text).toBe('Known costs within budget')
    // 8,000 + (185 + 350 + 250) / 4 = 8,196.25.
    expect(partly.total).toBe(
      'USD 8,200 a year in all; not reported: Living cost the student visa requires, Health insurance',
    )
    const above = budgetFit(us(40000), 'undergraduate', 30000, 'USD', fx, destinationCosts)
    expect(above.kind).toBe('above')
    expect(above.text).toBe('Above budget by USD 10,200 on the known costs alone')
  })

  it('is unknown when the rates lack the currency', () => {
    const fit = budgetFit(uni('Leeds', 8000), 'undergraduate', 30000, 'JPY', fx, model)
    expect(fit).toMatchObject({ kind: 'unknown', text: 'Fit not known: no exchange rate' })
  })
})

describe('/universities view with a budget', () => {
  it('marks universities only once a budget is set', () => {
    const ucl = universities.find((u) => u.id === 'ucl')!
    expect(buildUniversitiesView({}, universities, fx, destinationCosts).fit(ucl)).toBeUndefined()
    const view = buildUniversitiesView(
      { budget: '20000', level: 'postgraduate' },
      universities,
      fx,
      destinationCosts,
    )
    // UCL reports no master's tuition, but a London year's living cost and charges alone exceed it.
    expect(view.fit(ucl)?.text).toMatch(/^Above budget by USD [\d,]+ on the known costs alone$/)
    const wider = buildUniversitiesView(
      { budget: '50000', level: 'postgraduate' },
      universities,
      fx,
      destinationCosts,
    )
    expect(wider.fit(ucl)?.text).toBe('Fit not known: tuition not reported')
    const tum = universities.find((u) => u.id === 'tum')!
    expect(view.fit(tum)?.text).toMatch(/^Above budget by USD /)
    expect(view.filtersActive).toBe(true)
  })

  it("reads the budget in the display currency: the URL's, else US dollars", () => {
    const tum = universities.find((u) => u.id === 'tum')!
    // Postgraduate at TUM: EUR 8,000 to 12,000 plus the German living cost, in pounds.
    const raw = { budget: '25000', level: 'postgraduate' }
    const inPounds = buildUniversitiesView(
      { ...raw, currency: 'gbp' },
      universities,
      fx,
      destinationCosts,
    )
    expect(inPounds.display).toBe('GBP')
    expect(inPounds.state.currency).toBe('GBP')
    expect(inPounds.fit(tum)?.total).toMatch(
      /^GBP [\d,]+ to [\d,]+ a year in all; includes a typical price$/,
    )
    const plain = buildUniversitiesView(raw, universities, fx, destinationCosts)
    expect(plain.display).toBe('USD')
    expect(plain.state.currency).toBe('')
    expect(plain.fit(tum)?.total).toMatch(
      /^USD [\d,]+ to [\d,]+ a year in all; includes a typical price$/,
    )
    expect(
      buildUniversitiesView({ ...raw, currency: 'XYZ' }, universities, fx, destinationCosts)
        .display,
    ).toBe('USD')
  })

  it('gives cards and the comparison their fees in the display currency', () => {
    const view = buildUniversitiesView(
      { currency: 'GBP', level: 'postgraduate', compare: 'tum,university-of-vienna' },
      universities,
      fx,
      destinationCosts,
    )
    const tum = universities.find((u) => u.id === 'tum')!
    expect(view.card(tum).slice(7, 9)).toEqual(['EUR 8,000 to 12,000', '≈ GBP 6,400 to 9,600'])
    expect(view.compare.display).toBe('GBP')
    expect(view.compare.ratesNote).toBe(
      'At the ECB euro foreign exchange reference rates of 13 April 2026.',
    )
    expect(view.compare.costs['university-of-vienna']!.undergraduate).toMatchObject({
      amount: 'EUR 1,453',
      converted: '≈ GBP 1,160',
    })
  })
})

describe('/universities ordered and filtered by a budget in naira', () => {
  // The naira is not an ECB currency: both sides come from the second source. 1 GBP = NGN 2,000.
  const withNaira: FxTable = {
    ...fx,
    other: {
      name: 'Second source',
      date: '2026-04-12',
      url: 'https://www.example.org/fx',
      rates: { GBP: 0.8, USD: 1.25, NGN: 1600 },
    },
  }
  // Leeds: GBP 1,171 a month of living, the IHS and the visa fee over 3 years, about GBP 15,000 a
  // year besides tuition; a budget of NGN 50,000,000 is GBP 25,000.
  const leeds = (id: string, worldRanking: number, ug: number | null, ugMax?: number) =>
    makeUniversity({ ...uni('Leeds', ug, ugMax), id, slug: id, name: `Uni ${id}`, worldRanking })
  const list = [
    leeds('dear', 1, 40_000),
    leeds('unreported', 2, null),
    leeds('range', 3, 9_000, 30_000),
    leeds('mid', 4, 8_000),
    leeds('cheap', 5, 5_000),
  ]
  const budget = { budget: '50000000', currency: 'NGN' }
  const slugs = (view: ReturnType<typeof buildUniversitiesView>) =>
    view.results.items.map((u) => u.slug)

  it('puts those within budget first, the cheaper first, then partly, not known and above', () => {
    const view = buildUniversitiesView(budget, list, withNaira, destinationCosts)
    expect(view.display).toBe('NGN')
    expect(slugs(view)).toEqual(['cheap', 'mid', 'range', 'unreported', 'dear'])
    expect(view.results.items.map((u) => view.fit(u)!.kind)).toEqual([
      'within',
      'within',
      'partly',
      'unknown',
      'above',
    ])
    expect(universitiesResultsText(view.results, view.state.fit, true)).toBe(
      'Results: 1-5 of 5, best budget fit first',
    )
    // Without a budget, the chosen sort (world ranking) and no fit filter.
    const plain = buildUniversitiesView(
      { currency: 'NGN', fit: 'within' },
      list,
      withNaira,
      destinationCosts,
    )
    expect(slugs(plain)).toEqual(['dear', 'unreported', 'range', 'mid', 'cheap'])
    expect(plain.fitFilter).toBeUndefined()
    expect(plain.state.fit).toBe('all')
  })

  it('offers each kind of fit with its count, the counts adding up to all', () => {
    const view = buildUniversitiesView(budget, list, withNaira, destinationCosts)
    expect(view.fitFilter!.map((c) => [c.label, c.count, c.current])).toEqual([
      ['All', 5, true],
      ['Within budget', 2, false],
      ['Partly within', 1, false],
      ['Fit not known', 1, false],
      ['Above budget', 1, false],
    ])
    expect(view.fitFilter![1]!.href).toBe('/universities?budget=50000000&fit=within&currency=NGN')
    // The counts follow the other filters.
    const searched = buildUniversitiesView(
      { ...budget, search: 'Uni cheap' },
      list,
      withNaira,
      destinationCosts,
    )
    expect(searched.fitFilter!.map((c) => c.count)).toEqual([1, 1, 0, 0, 0])
  })

  it('shows one kind of fit, and says so when none fits that way', () => {
    const within = buildUniversitiesView(
      { ...budget, fit: 'within' },
      list,
      withNaira,
      destinationCosts,
    )
    expect(slugs(within)).toEqual(['cheap', 'mid'])
    expect(within.fitFilter!.find((c) => c.current)!.label).toBe('Within budget')
    expect(universitiesResultsText(within.results, 'within', true)).toBe(
      'Results: 1-2 of 2 within budget',
    )
    const tight = buildUniversitiesView(
      { budget: '1000000', currency: 'NGN', fit: 'within' },
      list,
      withNaira,
      destinationCosts,
    )
    expect(tight.results.total).toBe(0)
    expect(universitiesResultsText(tight.results, 'within', true)).toBe(
      'Results: none within budget',
    )
    expect(universitiesEmptyText(tight.state.fit, tight.fitFilter![0]!.count)).toEqual({
      title: 'No universities within budget',
      hint: '5 universities match your other filters. Show all of them, or change the budget.',
    })
    expect(universitiesEmptyText('all', 0).title).toBe('No universities found')
  })
})

describe('Australian universities, with tuition from CRICOS', () => {
  // 1 EUR = 1.6 AUD = 1.25 USD (made-up, round rates).
  const withAud: FxTable = { ...fx, rates: { ...fx.rates, AUD: 1.6 } }
  const australian = seedUniversities.filter((u) => u.countryCode === 'AU')

  it('have a known fit for both levels at a sample budget', () => {
    expect(australian.length).toBeGreaterThanOrEqual(7)
    for (const u of australian)
      for (const level of ['undergraduate', 'postgraduate'] as const) {
        const fit = budgetFit(u, level, 60000, 'USD', withAud, destinationCosts)
        expect([u.slug, level, fit.kind]).not.toEqual([u.slug, level, 'unknown'])
      }
  })

  it('are within a budget that covers the range, the living cost, the visa fee and the typical health cover, and above one that does not', () => {
    const anu = australian.find((u) => u.slug === 'the-australian-national-university')!
    const tuition = anu.tuition.postgraduate
    if (tuition.min === null) throw new Error('ANU has a CRICOS range')
    // AUD 29,710 of living a year, the AUD 2,000 visa fee over the usual 2 years and AUD 738 of
    // typical health cover.
    const rest = 29_710 + 2_000 / 2 + 738
    const fit = (budget: number) =>
      budgetFit(anu, 'postgraduate', budget, 'AUD', fx, destinationCosts)
    expect(fit(tuition.max + rest).text).toBe('Within budget')
    expect(fit(tuition.min + rest - 10000).text).toBe('Above budget by AUD 10,000')
  })
})
