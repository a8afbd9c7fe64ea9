import { chargedCurrencies, totalCost, type CostInput } from '@/lib/costs'
import { budgetFit } from '@/lib/costs/fit'
import { programmeCostInput, universityCostInput } from '@/lib/costs/inputs'
import { totalText } from '@/lib/costs/text'
import type { FxTable } from '@/lib/currency'
import { destinationCosts } from '@/data/destination-costs'
import type { TuitionLevel } from '@/data/schema'
import { makeAuProgramme, makeDestinationCosts, makeUniversity } from '@/test/fixtures'

// 1 EUR = 1.25 USD = 0.8 GBP = 1.6 AUD at the ECB; the second source adds the naira.
const fx: FxTable = {
  date: '2026-04-13',
  base: 'EUR',
  rates: { USD: 1.25, GBP: 0.8, AUD: 1.6 },
  other: {
    name: 'Second source',
    date: '2026-09-29',
    url: 'https://example.org/rates',
    rates: { USD: 1.2, GBP: 0.8, AUD: 1.5, NGN: 1500 },
  },
}
const source = { title: 'University fees page', url: 'https://www.example.ac.uk/fees' }
const fee = (min: number, max: number, currency: string, year = '2025-26'): TuitionLevel => ({
  min,
  max,
  currency,
  period: 'year',
  year,
  source,
})
const byName = (total: ReturnType<typeof totalCost>, name: string) =>
  total.parts.find((p) => p.name === name)!

describe('totalCost: a UK programme', () => {
  const ucl = makeUniversity({
    id: 'london-u',
    countryCode: 'GB',
    country: 'United Kingdom',
    city: 'London',
    tuition: {
      undergraduate: { min: null, reason: 'Set per course' },
      postgraduate: fee(35_000, 35_000, 'GBP'),
    },
  })

  it("a London master's: GBP 35,000 + 1,529 x 12 + the visa fee over 1 year + the health surcharge", () => {
    const total = totalCost(universityCostInput(ucl, 'postgraduate'), 'GBP', fx, destinationCosts)
    // 35,000 + 18,348 + 524 + 776 = 54,648, a year and for the 1-year course alike.
    expect(total.years).toMatchObject({ value: 1 })
    expect(total.perYear).toEqual({ min: 54_648, max: 54_648 })
    expect(total.course).toEqual({ min: 54_648, max: 54_648 })
    expect(total.unknownParts).toEqual([])
    expect(total.rates).toEqual([])
    expect(total.parts.map((p) => [p.name, p.perYear?.min])).toEqual([
      ['Tuition', 35_000],
      ['Living cost (the visa asks to see at most 9 months of it)', 18_348],
      ['Student visa application fee', 524],
      ['Immigration Health Surcharge', 776],
    ])
    expect(
      byName(total, 'Living cost (the visa asks to see at most 9 months of it)'),
    ).toMatchObject({
      charged: { min: 1529, max: 1529, currency: 'GBP', per: 'month' },
      date: { value: '2025-11-11', is: 'effective' },
      source: { url: 'https://www.gov.uk/student-visa/money' },
    })
    expect(byName(total, 'Tuition')).toMatchObject({
      date: { value: '2025-26', is: 'year' },
      source,
    })
  })

  it("a Leeds bachelor's over the usual 3 years, less a scholarship of GBP 5,000 a year", () => {
    const leeds = makeUniversity({
      id: 'leeds-u',
      countryCode: 'GB',
      city: 'Leeds',
      tuition: { undergraduate: fee(26_000, 32_000, 'GBP'), postgraduate: fee(1, 1, 'GBP') },
    })
    const scholarship = {
      name: 'Leeds Award',
      amount: 5_000,
      currency: 'GBP',
      per: 'year' as const,
      value: 'GBP 5,000 a year',
      source,
    }
    const total = totalCost(
      universityCostInput(leeds, 'undergraduate', scholarship),
      'GBP',
      fx,
      destinationCosts,
    )
    // A year: 26,000 to 32,000 + 1,171 x 12 (14,052) + 524 / 3 + 776 = 41,002.67 to 47,002.67,
    // less 5,000. The course: 78,000 to 96,000 + 42,156 + 524 + 2,328, less 15,000.
    expect(total.years).toMatchObject({ value: 3 })
    expect(total.perYear.min).toBeCloseTo(36_002.667, 3)
    expect(total.perYear.max).toBeCloseTo(42_002.667, 3)
    expect(total.course).toEqual({ min: 108_008, max: 126_008 })
    expect(byName(total, 'Student visa application fee').perYear!.min).toBeCloseTo(174.667, 3)
    expect(byName(total, 'Leeds Award')).toMatchObject({
      kind: 'scholarship',
      perYear: { min: 5_000 },
    })
  })

  it('leaves the living cost unknown where the city is not known (London or not)', () => {
    const input: CostInput = {
      countryCode: 'GB',
      level: 'postgraduate',
      tuition: fee(20_000, 20_000, 'GBP'),
    }
    const total = totalCost(input, 'GBP', fx, destinationCosts)
    expect(total.unknownParts).toEqual([
      'Living cost (the visa asks to see at most 9 months of it)',
    ])
    expect(total.perYear).toEqual({ min: 20_000 + 524 + 776, max: 20_000 + 524 + 776 })
  })
})

describe('totalCost: an Australian programme', () => {
  // CRICOS: AUD 79,400 for 107 weeks (2.06 years), AUD 38,587 a year.
  const programme = makeAuProgramme({
    id: 'au-1',
    duration: { years: 2.06, weeks: 107 },
    fees: {
      currency: 'AUD',
      asOf: '2023-01-03',
      tuitionPerYear: 38_587,
      tuitionTotal: 79_400,
      nonTuitionTotal: 0,
      estimatedTotalCost: 79_400,
      missing: {},
    },
  })

  it('in AUD: the registered tuition, AUD 29,710 a year, the visa fee over the course, the typical OSHC', () => {
    const total = totalCost(programmeCostInput(programme), 'AUD', fx, destinationCosts)
    // A year: 38,587 + 29,710 + 738 + 2,000 / 2.06 = 70,005.87.
    // Course: 79,400 + (29,710 + 738) x 2.06 + 2,000.
    expect(total.years).toEqual({ value: 2.06, basis: "The course's own length.", source: null })
    expect(total.perYear.min).toBeCloseTo(38_587 + 29_710 + 738 + 2_000 / 2.06, 6)
    expect(total.perYear.min).toBeCloseTo(70_005.874, 3)
    expect(total.course!.min).toBeCloseTo(144_122.88, 6)
    expect(total.unknownParts).toEqual([])
    expect(byName(total, 'Tuition')).toMatchObject({
      charged: { min: 38_587, currency: 'AUD', per: 'year' },
      course: { min: 79_400, max: 79_400 },
      date: { value: '2023', is: 'year' },
      source: { url: 'https://cricos.education.gov.au/' },
    })
  })

  it('in NGN, at the second source (AUD 1.5 and NGN 1,500 a euro), naming it', () => {
    const total = totalCost(programmeCostInput(programme), 'NGN', fx, destinationCosts)
    expect(total.perYear.min).toBeCloseTo((38_587 + 29_710 + 738 + 2_000 / 2.06) * 1000, 3)
    expect(total.rates).toEqual([
      { name: 'Second source', date: '2026-09-29', url: 'https://example.org/rates' },
    ])
    expect(byName(total, 'Tuition').rate?.date).toBe('2026-09-29')
  })

  it('a research degree without its own length: no course total and no share of the visa fee', () => {
    const research = makeAuProgramme({ id: 'au-2', level: 'Postgraduate research', duration: null })
    const total = totalCost(programmeCostInput(research), 'AUD', fx, destinationCosts)
    expect(total.years).toBeNull()
    expect(total.course).toBeNull()
    expect(total.unknownParts).toContain('Student visa application fee')
    expect(total.perYear).toEqual({ min: 45_000 + 29_710 + 738, max: 45_000 + 29_710 + 738 })
  })
})

describe('totalCost: a German programme', () => {
  const tum = makeUniversity({
    id: 'munich-u',
    countryCode: 'DE',
    city: 'Munich',
    tuition: { undergraduate: fee(0, 0, 'EUR'), postgraduate: fee(6_000, 6_000, 'EUR', '2025') },
  })

  it("a master's in USD at the ECB: EUR 6,000 + 992 x 12 + 75 over the usual 2 years, the typical health insurance and Munich's semester contribution", () => {
    const total = totalCost(universityCostInput(tum, 'postgraduate'), 'USD', fx, destinationCosts)
    // A year: EUR 6,000 + 11,904 + 37.5 + 144.24 x 12 + 170 = 19,842.38 = USD 24,802.975.
    // Course: EUR 12,000 + 23,808 + 75 + 3,461.76 + 340 = 39,684.76 = USD 49,605.95.
    expect(total.years).toMatchObject({ value: 2 })
    expect(total.perYear.min).toBeCloseTo(24_802.975, 6)
    expect(total.course!.max).toBeCloseTo(49_605.95, 6)
    expect(total.unknownParts).toEqual([])
    expect(total.tuitionKnown).toBe(true)
    expect(total.rates).toEqual([
      {
        name: 'ECB euro foreign exchange reference rates',
        date: '2026-04-13',
        url: 'https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html',
      },
    ])
  })

  it('counts no tuition as 0 when the university charges none, but never a missing one', () => {
    const free = totalCost(universityCostInput(tum, 'undergraduate'), 'EUR', fx, destinationCosts)
    expect(free.tuitionKnown).toBe(true)
    expect(free.perYear.min).toBeCloseTo(11_904 + 75 / 3 + 144.24 * 12 + 170, 6)
    const missing = makeUniversity({ id: 'x', countryCode: 'DE', city: 'Munich' })
    const unknown = totalCost(
      universityCostInput(missing, 'undergraduate'),
      'EUR',
      fx,
      destinationCosts,
    )
    expect(unknown.tuitionKnown).toBe(false)
    expect(unknown.unknownParts[0]).toBe('Tuition')
  })
})

describe('totalCost: what it does not know', () => {
  it('takes off no scholarship whose value is in words, and says so', () => {
    const input: CostInput = {
      countryCode: 'GB',
      city: 'York',
      level: 'postgraduate',
      tuition: fee(20_000, 20_000, 'GBP'),
      scholarship: {
        name: 'Full award',
        amount: null,
        value: 'Full tuition and a stipend',
        source,
      },
    }
    const total = totalCost(input, 'GBP', fx, destinationCosts)
    expect(total.perYear.min).toBe(20_000 + 14_052 + 524 + 776)
    expect(byName(total, 'Full award').unknown).toMatch(/Not taken off.*Full tuition and a stipend/)
    expect(total.unknownParts).toEqual([])
  })

  it('knows no visa costs outside the model, and no conversion the rates lack', () => {
    const saoPaulo: CostInput = {
      countryCode: 'BR',
      city: 'São Paulo',
      level: 'undergraduate',
      tuition: fee(535_800, 535_800, 'JPY'),
    }
    const total = totalCost(saoPaulo, 'USD', fx, destinationCosts)
    expect(total.unknownParts).toEqual([
      'Tuition',
      'Living cost',
      'Visa fee',
      'Health charge or insurance',
    ])
    expect(total.parts[0]!.unknown).toBe('No exchange rate from JPY to USD in our rates.')
    expect(total.course).toBeNull()
  })

  it('uses the cost model it is given', () => {
    const model = destinationCosts.filter((d) => d.countryCode !== 'GB')
    const input: CostInput = {
      countryCode: 'GB',
      city: 'York',
      level: 'postgraduate',
      tuition: fee(1, 1, 'GBP'),
    }
    expect(totalCost(input, 'GBP', fx, model).unknownParts).toHaveLength(3)
  })
})

describe('totalCost: typical prices and years with nothing known', () => {
  const insurer = { title: 'Example Health, OSHC single cover', url: 'https://insurer.example/' }
  // A destination whose health cover has no official figure, filled by a dated published price.
  const model = [makeDestinationCosts('AU', { living: 29_710, currency: 'AUD' })].map((d) => ({
    ...d,
    charges: d.charges.map((c) =>
      c.kind === 'health'
        ? {
            ...c,
            name: 'Overseas Student Health Cover (OSHC)',
            value: {
              amount: 700,
              currency: 'AUD',
              per: 'year' as const,
              date: '2025-07-01',
              dateIs: 'in-force' as const,
              basis: 'The lowest single cover listed, 12 months.',
              source: insurer,
              typical: true as const,
            },
          }
        : c,
    ),
  }))
  const uni = (undergraduate: TuitionLevel) =>
    makeUniversity({
      id: 'perth-u',
      countryCode: 'AU',
      city: 'Perth',
      tuition: { undergraduate, postgraduate: { min: null, reason: 'Set per course' } },
    })

  it('counts a typical price as known, marks the part typical and says the total uses one', () => {
    const total = totalCost(
      universityCostInput(uni(fee(30_000, 30_000, 'AUD')), 'undergraduate'),
      'AUD',
      fx,
      model,
    )
    const oshc = byName(total, 'Overseas Student Health Cover (OSHC)')
    expect(oshc).toMatchObject({ typical: true, perYear: { min: 700 }, source: insurer })
    expect(oshc.date).toEqual({ value: '2025-07-01', is: 'in-force' })
    expect(byName(total, 'Tuition').typical).toBe(false)
    expect(total.typicalParts).toEqual(['Overseas Student Health Cover (OSHC)'])
    expect(total.unknownParts).toEqual([])
    // 30,000 + 29,710 + 0 visa + 700: every part known, so a budget can now be met in full.
    expect(total.perYear).toEqual({ min: 60_410, max: 60_410 })
    expect(budgetFit(total, 61_000)).toMatchObject({ kind: 'within', why: 'all-known' })
  })

  it('free tuition where no other cost is known is a year not known, never one that costs 0', () => {
    const free = totalCost(
      universityCostInput(uni(fee(0, 0, 'AUD')), 'undergraduate'),
      'AUD',
      fx,
      [],
    )
    expect(free.tuitionKnown).toBe(true)
    expect(free.known).toBe(false)
    expect(free.perYear).toEqual({ min: 0, max: 0 })
    expect(budgetFit(free, 250_000)).toMatchObject({ kind: 'unknown', why: 'nothing-known' })
    expect(totalText(free).perYear).toBe('Not known')
  })
})

describe('chargedCurrencies: what a page’s one rate source must publish', () => {
  it('names the tuition’s, the destination’s charges’ and the scholarship’s currencies once each', () => {
    const u = makeUniversity({
      id: 'munich',
      countryCode: 'DE',
      city: 'Munich',
      tuition: {
        undergraduate: fee(3_000, 3_000, 'EUR'),
        postgraduate: fee(3_000, 3_000, 'EUR'),
      },
    })
    const scholarship = {
      name: 'An award',
      amount: 10_000,
      currency: 'GBP',
      per: 'year',
      value: 'GBP 10,000 a year',
      source,
    } as const
    expect(
      chargedCurrencies(
        universityCostInput(u, 'postgraduate', scholarship),
        destinationCosts,
      ).sort(),
    ).toEqual(['EUR', 'GBP'])
  })

  it('leaves out a free tuition: nothing needs no rate', () => {
    const free = makeUniversity({
      id: 'free',
      countryCode: 'XX',
      tuition: { undergraduate: fee(0, 0, 'ARS'), postgraduate: fee(0, 0, 'ARS') },
    })
    expect(chargedCurrencies(universityCostInput(free, 'undergraduate'), destinationCosts)).toEqual(
      [],
    )
  })
})
