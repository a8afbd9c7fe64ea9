import type { FxTable } from '@/lib/currency'
import { listAllUniversities } from '@/lib/universities'
import { budgetFit, livingCostFor } from '@/lib/universities/budget'
import { buildUniversitiesView } from '@/lib/universities/view'
import { livingCosts } from '@/data/living-costs'
import type { LivingCost } from '@/data/schema'
import { universities } from '@/data/universities'
import { makeUniversity } from '@/test/fixtures'

// 1 EUR = 1.25 USD = 0.8 GBP (made-up, round rates).
const fx: FxTable = { date: '2026-04-13', base: 'EUR', rates: { USD: 1.25, GBP: 0.8 } }
const source = { title: 'Official page', url: 'https://www.example.org/' }
const living: LivingCost[] = [
  {
    countryCode: 'GB',
    cities: ['London'],
    amount: 16000,
    currency: 'GBP',
    period: 'year',
    year: '2025',
    basis: 'test',
    source,
  },
  {
    countryCode: 'GB',
    exceptCities: ['London'],
    amount: 12000,
    currency: 'GBP',
    period: 'year',
    year: '2025',
    basis: 'test',
    source,
  },
]
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

describe('livingCostFor', () => {
  it('picks the city figure, or the rest-of-country one', () => {
    expect(livingCostFor(uni('London', 1), living)?.amount).toBe(16000)
    expect(livingCostFor(uni('Leeds', 1), living)?.amount).toBe(12000)
    expect(livingCostFor(makeUniversity({ id: 'x', countryCode: 'US' }), living)).toBeUndefined()
  })

  it('finds a living cost for a real London university', () => {
    const ucl = universities.find((u) => u.id === 'ucl')!
    expect(livingCostFor(ucl, livingCosts)?.cities).toEqual(['London'])
  })
})

describe('budgetFit', () => {
  // Leeds: GBP 8,000 tuition + 12,000 living = GBP 20,000 = EUR 25,000 = USD 31,250.
  it('is within budget when tuition plus living cost fits, in USD', () => {
    const fit = budgetFit(uni('Leeds', 8000), 'undergraduate', 32000, 'USD', living, fx)
    expect(fit).toEqual({
      kind: 'within',
      text: 'Within budget',
      total: 'USD 31,300 a year (tuition and living cost)',
    })
  })

  it('says by how much it is above budget', () => {
    const fit = budgetFit(uni('Leeds', 8000), 'undergraduate', 25000, 'USD', living, fx)
    expect(fit.kind).toBe('above')
    expect(fit.text).toBe('Above budget by USD 6,250')
  })

  it('uses the level asked for', () => {
    // Postgraduate: GBP 20,000 + 12,000 = GBP 32,000 = USD 50,000.
    expect(budgetFit(uni('Leeds', 8000), 'postgraduate', 32000, 'USD', living, fx).text).toBe(
      'Above budget by USD 18,000',
    )
  })

  it('is partly within budget when the tuition range straddles it', () => {
    const fit = budgetFit(uni('Leeds', 4000, 12000), 'undergraduate', 31250, 'USD', living, fx)
    expect(fit.kind).toBe('partly')
  })

  it('never treats unreported tuition as free', () => {
    const fit = budgetFit(uni('Leeds', null), 'undergraduate', 1_000_000, 'USD', living, fx)
    expect(fit).toEqual({
      kind: 'unknown',
      text: 'Fit not known: tuition not reported',
      total: 'Set per course',
    })
  })

  it('without a living cost: unknown, unless tuition alone is above', () => {
    const us = (min: number) =>
      makeUniversity({
        id: 'us',
        countryCode: 'US',
        tuition: { undergraduate: fee(min), postgraduate: fee(min) },
      })
    expect(budgetFit(us(8000), 'undergraduate', 50000, 'USD', living, fx).kind).toBe('unknown')
    const above = budgetFit(us(40000), 'undergraduate', 30000, 'USD', living, fx)
    expect(above.kind).toBe('above')
    expect(above.text).toBe('Above budget by USD 32,500 on tuition alone')
  })

  it('is unknown when the rates lack the currency', () => {
    const fit = budgetFit(uni('Leeds', 8000), 'undergraduate', 30000, 'JPY', living, fx)
    expect(fit.kind).toBe('unknown')
  })
})

describe('/universities view with a budget', () => {
  it('marks universities only once a budget is set', () => {
    const ucl = universities.find((u) => u.id === 'ucl')!
    expect(buildUniversitiesView({}, universities, fx).fit(ucl)).toBeUndefined()
    const view = buildUniversitiesView({ budget: '20000', level: 'postgraduate' }, universities, fx)
    expect(view.fit(ucl)?.text).toBe('Fit not known: tuition not reported')
    const tum = universities.find((u) => u.id === 'tum')!
    expect(view.fit(tum)?.text).toMatch(/^Above budget by USD /)
    expect(view.filtersActive).toBe(true)
  })

  it("reads the budget in the display currency: the URL's, else the remembered one", () => {
    const tum = universities.find((u) => u.id === 'tum')!
    // Postgraduate at TUM: EUR 8,000 to 12,000 plus the German living cost, in pounds.
    const raw = { budget: '25000', level: 'postgraduate' }
    const inPounds = buildUniversitiesView({ ...raw, currency: 'gbp' }, universities, fx)
    expect(inPounds.display).toBe('GBP')
    expect(inPounds.state.currency).toBe('GBP')
    expect(inPounds.fit(tum)?.total).toMatch(/^GBP [\d,]+ to GBP [\d,]+ a year/)
    const remembered = buildUniversitiesView(raw, universities, fx, 'GBP')
    expect(remembered.display).toBe('GBP')
    expect(remembered.state.currency).toBe('')
    expect(remembered.fit(tum)).toEqual(inPounds.fit(tum))
    expect(buildUniversitiesView(raw, universities, fx, 'XYZ').display).toBe('USD')
  })

  it('gives cards and the comparison their fees in the display currency', () => {
    const view = buildUniversitiesView(
      { currency: 'GBP', level: 'postgraduate', compare: 'tum,university-of-vienna' },
      universities,
      fx,
    )
    const tum = universities.find((u) => u.id === 'tum')!
    expect(view.card(tum).slice(7, 9)).toEqual(['EUR 8,000 to 12,000', '≈ GBP 6,400 to 9,600'])
    expect(view.compare.display).toBe('GBP')
    expect(view.compare.rateDate).toBe('2026-04-13')
    expect(view.compare.costs['university-of-vienna']!.undergraduate).toMatchObject({
      amount: 'EUR 1,453',
      converted: '≈ GBP 1,160',
    })
  })
})

describe('Australian universities, with tuition from CRICOS', () => {
  // 1 EUR = 1.6 AUD = 1.25 USD (made-up, round rates).
  const withAud: FxTable = { ...fx, rates: { ...fx.rates, AUD: 1.6 } }
  const australian = listAllUniversities().filter((u) => u.countryCode === 'AU')

  it('have a known fit for both levels at a sample budget', () => {
    expect(australian.length).toBeGreaterThanOrEqual(7)
    for (const u of australian)
      for (const level of ['undergraduate', 'postgraduate'] as const) {
        const fit = budgetFit(u, level, 60000, 'USD', livingCosts, withAud)
        expect([u.slug, level, fit.kind]).not.toEqual([u.slug, level, 'unknown'])
      }
  })

  it('are within a budget that covers the range and the living cost, and above one that does not', () => {
    const anu = australian.find((u) => u.slug === 'the-australian-national-university')!
    const tuition = anu.tuition.postgraduate
    if (tuition.min === null) throw new Error('ANU has a CRICOS range')
    const living = livingCostFor(anu, livingCosts)!.amount
    const fit = (budget: number) => budgetFit(anu, 'postgraduate', budget, 'AUD', livingCosts, fx)
    expect(fit(tuition.max + living).text).toBe('Within budget')
    expect(fit(tuition.min + living - 10000).text).toBe('Above budget by AUD 10,000')
  })
})
