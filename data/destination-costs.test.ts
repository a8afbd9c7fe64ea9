import { chargeIn as ownChargeIn } from '@/lib/costs/destination'

import { destinationCosts, destinationCostsSource } from './destination-costs'
import {
  costFigureSchema,
  dataSourceSchema,
  destinationCostsSchema,
  type DestinationCharge,
} from './schema'
import { universities } from './universities'

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'))
const REQUIRED = ['GB', 'US', 'CA', 'AU', 'NZ', 'IE', 'DE', 'NL', 'FR', 'SG']
const ADDED = ['JP', 'KR', 'CN', 'SE', 'CH', 'IT', 'ES', 'HK']

// A city alone: a university's own figure never applies without the university.
const appliesIn = (
  c: { cities?: string[]; exceptCities?: string[]; universities?: string[] },
  city: string,
) =>
  !c.universities && (c.cities ? c.cities.includes(city) : !(c.exceptCities ?? []).includes(city))

const figures = destinationCosts.flatMap((d) =>
  d.charges.map((c): [string, DestinationCharge] => [`${d.countryCode} ${c.name}`, c]),
)

describe('destination costs dataset', () => {
  it('states its source and as-of date', () => {
    expect(() => dataSourceSchema.parse(destinationCostsSource)).not.toThrow()
  })

  it('covers the main study destinations, once each', () => {
    const codes = destinationCosts.map((d) => d.countryCode)
    expect(codes).toEqual(expect.arrayContaining(REQUIRED))
    expect(new Set(codes).size).toBe(codes.length)
  })

  it.each(destinationCosts.map((d) => [d.countryCode, d]))('%s parses with its schema', (_c, d) => {
    expect(() => destinationCostsSchema.parse(d)).not.toThrow()
  })

  it.each(figures)(
    '%s: a figure in an ISO 4217 currency with its date, or not reported with a reason; an https source either way',
    (_key, charge) => {
      const value = charge.value
      expect(new URL(value.source.url).protocol).toBe('https:')
      expect(value.source.title.trim()).not.toBe('')
      if (value.amount === null) {
        expect(value.reason.trim()).not.toBe('')
      } else {
        expect(CURRENCIES.has(value.currency)).toBe(true)
        expect(value.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
        expect(value.date <= destinationCostsSource.asOf).toBe(true)
      }
    },
  )

  it('rejects a figure without its source or its date', () => {
    const figure = destinationCosts[0]!.charges[0]!.value
    if (figure.amount === null) throw new Error('the first UK charge is a figure')
    const without = (key: 'source' | 'date') =>
      Object.fromEntries(Object.entries(figure).filter(([k]) => k !== key))
    expect(costFigureSchema.safeParse(figure).success).toBe(true)
    expect(costFigureSchema.safeParse(without('source')).success).toBe(false)
    expect(costFigureSchema.safeParse(without('date')).success).toBe(false)
    expect(costFigureSchema.safeParse({ ...figure, date: 'November 2025' }).success).toBe(false)
    expect(
      destinationCostsSchema.safeParse({
        ...destinationCosts[0],
        charges: [{ kind: 'visa', name: 'Fee', value: { amount: null, reason: 'Unknown' } }],
      }).success,
    ).toBe(false)
  })

  it("ties a university's own figure to curated universities of that country, and to nothing else", () => {
    for (const d of destinationCosts)
      for (const c of d.charges)
        for (const slug of c.universities ?? [])
          expect([
            d.countryCode,
            slug,
            universities.some((u) => u.countryCode === d.countryCode && u.slug === slug),
          ]).toEqual([d.countryCode, slug, true])
    const us = destinationCosts.find((d) => d.countryCode === 'US')!
    const own = us.charges.find((c) => c.universities)!
    expect(
      destinationCostsSchema.safeParse({
        ...us,
        charges: [...us.charges, { ...own, cities: ['Cambridge'] }],
      }).success,
    ).toBe(false)
  })

  it('names only cities that a university in that country is in', () => {
    for (const d of destinationCosts)
      for (const item of [...d.charges, ...d.durations])
        for (const city of [...(item.cities ?? []), ...(item.exceptCities ?? [])])
          expect([
            d.countryCode,
            city,
            universities.some((u) => u.countryCode === d.countryCode && u.city === city),
          ]).toEqual([d.countryCode, city, true])
  })

  it('holds the UK Student visa funds in force from 11 November 2025', () => {
    const uk = destinationCosts.find((d) => d.countryCode === 'GB')!
    const living = (city: string) =>
      uk.charges.find((c) => c.kind === 'living' && appliesIn(c, city))!.value
    expect(living('London')).toMatchObject({
      amount: 1529,
      currency: 'GBP',
      per: 'month',
      date: '2025-11-11',
    })
    expect(living('Leeds')).toMatchObject({
      amount: 1171,
      currency: 'GBP',
      per: 'month',
      date: '2025-11-11',
    })
    expect(living('London').source.url).toBe('https://www.gov.uk/student-visa/money')
  })

  it('says the UK visa asks for at most 9 months of living funds while a year counts 12', () => {
    const uk = destinationCosts.find((d) => d.countryCode === 'GB')!
    for (const c of uk.charges.filter((c) => c.kind === 'living')) {
      expect(c.name).toMatch(/at most 9 months/)
      if (c.value.amount === null) throw new Error('the UK living figures are known')
      expect(c.value.basis).toMatch(/at most 9 months .*12 months/)
    }
  })
})

const charge = (country: string, name: RegExp) => {
  const found = destinationCosts
    .find((d) => d.countryCode === country)
    ?.charges.find((c) => name.test(c.name))
  if (!found) throw new Error(`${country}: no charge named ${name}`)
  return found.value
}

describe('figures corrected to their current official amounts', () => {
  it('asks EUR 800 a month of students in Finland from 1 November 2024 (Migri)', () => {
    expect(charge('FI', /^Living/)).toMatchObject({
      amount: 800,
      currency: 'EUR',
      per: 'month',
      date: '2024-11-01',
      source: { url: 'https://migri.fi/en/income-requirement-for-students' },
    })
  })

  it('charges NZD 750 for a New Zealand student visa from 1 October 2024 (Immigration NZ)', () => {
    expect(charge('NZ', /visa application fee/i)).toMatchObject({
      amount: 750,
      currency: 'NZD',
      per: 'once',
      date: '2024-10-01',
      dateIs: 'effective',
      source: { url: expect.stringMatching(/^https:\/\/www\.immigration\.govt\.nz\//) },
    })
  })

  it('holds the 2025-26 French CVEC of EUR 105', () => {
    const cvec = charge('FR', /CVEC/)
    expect(cvec).toMatchObject({ amount: 105, currency: 'EUR', per: 'year', date: '2025-09-01' })
    if (cvec.amount === null) throw new Error('unreachable')
    expect(cvec.basis).toMatch(/2025-26/)
  })

  it('adds the US Visa Integrity Fee of the law of 4 July 2025 and says whether it is collected', () => {
    const fee = charge('US', /Visa Integrity Fee/)
    expect(fee).toMatchObject({ amount: 250, currency: 'USD', per: 'once', date: '2025-07-04' })
    if (fee.amount === null) throw new Error('unreachable')
    expect(fee.basis).toMatch(/One Big Beautiful Bill Act/)
    expect(fee.basis).toMatch(/collected/)
    expect(fee.source.url).toMatch(/^https:\/\/www\.congress\.gov\//)
  })
})

const chargeIn = (country: string, kind: DestinationCharge['kind'], city: string) => {
  const found = destinationCosts
    .find((d) => d.countryCode === country)
    ?.charges.find((c) => c.kind === kind && appliesIn(c, city))
  if (!found) throw new Error(`${country} ${city}: no ${kind} charge`)
  return found
}

describe('typical prices for mandatory costs without an official figure', () => {
  const typical = figures.filter(([, c]) => c.value.amount !== null && c.value.typical)

  it.each(typical)(
    '%s: says it is a typical price, what it covers and whose, with a date',
    (_key, charge) => {
      const v = charge.value
      if (v.amount === null) throw new Error('unreachable')
      expect(v.basis).toMatch(/^Typical price: /)
      expect(v.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(v.source.title).toMatch(/^[^:]+: /)
    },
  )

  it('prices Australian OSHC at an approved insurer’s single cover for 12 months', () => {
    expect(chargeIn('AU', 'health', 'Sydney').value).toMatchObject({
      amount: 738,
      currency: 'AUD',
      per: 'year',
      date: '2023-04-15',
      typical: true,
      basis: expect.stringMatching(/Allianz Care Australia.*single cover for 12 months/),
    })
  })

  it('prices German statutory student insurance at TK’s 2025 rate with long-term care', () => {
    expect(chargeIn('DE', 'health', 'Munich').value).toMatchObject({
      amount: 144.24,
      currency: 'EUR',
      per: 'month',
      date: '2025-01-01',
      typical: true,
      basis: expect.stringMatching(/long-term care/),
      source: { url: expect.stringMatching(/^https:\/\/www\.tk\.de\//) },
    })
  })

  it('prices New Zealand student insurance at the Studentsafe University premium', () => {
    expect(chargeIn('NZ', 'health', 'Auckland').value).toMatchObject({
      amount: 810,
      currency: 'NZD',
      per: 'year',
      typical: true,
      basis: expect.stringMatching(/Studentsafe/),
    })
  })

  it('gives each curated German university its own semester contribution, a year of two semesters', () => {
    expect(chargeIn('DE', 'other', 'Munich').value).toMatchObject({
      amount: 170,
      per: 'year',
      source: { url: expect.stringMatching(/^https:\/\/www\.tum\.de\//) },
    })
    expect(chargeIn('DE', 'other', 'Heidelberg').value).toMatchObject({
      amount: 343.5,
      per: 'year',
      source: { url: expect.stringMatching(/^https:\/\/www\.uni-heidelberg\.de\//) },
    })
    expect(chargeIn('DE', 'other', 'Berlin').value.amount).toBeNull()
  })

  it('sets Canadian health cover by province: BC’s fee, Alberta’s free plan, the rest not known', () => {
    expect(chargeIn('CA', 'health', 'Vancouver').value).toMatchObject({
      amount: 75,
      currency: 'CAD',
      per: 'month',
      date: '2020-01-01',
    })
    expect(chargeIn('CA', 'health', 'Edmonton').value).toMatchObject({ amount: 0, currency: 'CAD' })
    for (const city of ['Toronto', 'Montreal', 'Waterloo', 'Hamilton'])
      expect(chargeIn('CA', 'health', city).value.amount).toBeNull()
  })

  it.each([
    ['Ithaca', 3612, '2023-09-01', /Cornell's Student Health Plan/, /cornell\.edu\//],
    ['Pasadena', 4998, '2024-09-01', /Caltech Student Health Insurance Plan/, /caltech\.edu\//],
    ['Durham', 6923.28, '2024-09-01', /Duke's student health insurance/, /duke\.edu\//],
    ['Stanford', 8232, '2025-09-01', /Cardinal Care/, /stanford\.edu\//],
    ['Princeton', 3510, '2024-09-01', /Princeton's Student Health Plan/, /princeton\.edu\//],
    ['Los Angeles', 3774, '2024-09-01', /UC SHIP/, /ucla\.edu\//],
    ['Seattle', 1872, '2023-09-01', /ISHIP/, /washington\.edu\//],
    [
      'Pittsburgh',
      2577,
      '2023-08-01',
      /Carnegie Mellon's Student Health Insurance Plan/,
      /cmu\.edu\//,
    ],
    ['Boston', 3401, '2024-09-01', /Boston University Student Health Insurance Plan/, /bu\.edu\//],
  ] as const)(
    'prices US health insurance in %s at the university’s own plan for a year',
    (city, amount, date, whose, url) => {
      expect(chargeIn('US', 'health', city).value).toMatchObject({
        amount,
        currency: 'USD',
        per: 'year',
        date,
        typical: true,
        basis: expect.stringMatching(whose),
        source: { url: expect.stringMatching(url) },
      })
    },
  )

  it.each([
    ['Ithaca', 2194, 'month', '2023-09-01', /2023-24/, /cornell\.edu\//],
    ['Pasadena', 23496, 'year', '2024-10-01', /2024-25/, /caltech\.edu\//],
    ['Durham', 22360, 'year', '2024-09-01', /2024-2025/, /duke\.edu\//],
    ['Princeton', 24300, 'year', '2024-09-01', /2024-25/, /princeton\.edu\//],
    ['Los Angeles', 20595, 'year', '2024-09-01', /2024-25/, /ucla\.edu\//],
    ['Seattle', 21909, 'year', '2023-09-01', /2023-24/, /washington\.edu\//],
    ['Pittsburgh', 20194, 'year', '2025-09-01', /2025-2026/, /cmu\.edu/],
    [
      'Stanford',
      22167,
      'year',
      '2025-09-01',
      /2025-26.*personal expenses.*not in this figure/,
      /stanford\.edu\//,
    ],
    ['Boston', 18742, 'year', '2024-09-01', /2024-2025/, /bu\.edu\//],
  ] as const)(
    'takes the US living cost in %s from the university’s own dated estimate',
    (city, amount, per, date, year, url) => {
      const value = chargeIn('US', 'living', city).value
      expect(value).toMatchObject({ amount, currency: 'USD', per, date })
      if (value.amount === null) throw new Error('unreachable')
      expect(value.typical).toBeUndefined()
      expect(value.basis).toMatch(year)
      expect(value.source.url).toMatch(url)
    },
  )

  it('leaves US living and health not known in a city, without the university that publishes them', () => {
    for (const city of ['Cambridge', 'New York City', 'Chicago'])
      for (const kind of ['living', 'health'] as const)
        expect(chargeIn('US', kind, city).value.amount).toBeNull()
  })

  const us = destinationCosts.find((d) => d.countryCode === 'US')!
  const own = (slug: string, city: string, kind: 'living' | 'health') =>
    ownChargeIn(us, kind, { city, university: slug })?.value

  it.each([
    [
      'massachusetts-institute-of-technology',
      'Cambridge',
      22654,
      'year',
      '2024-09-01',
      /2024-2025/,
      /web\.mit\.edu\/facts/,
    ],
    ['yale-university', 'New Haven', 20650, 'year', '2025-09-01', /2025-2026/, /news\.yale\.edu/],
    [
      'johns-hopkins-university',
      'Baltimore',
      21664,
      'year',
      '2024-09-01',
      /2024-25/,
      /sfs\.jhu\.edu/,
    ],
    [
      'university-of-chicago',
      'Chicago',
      20280,
      'year',
      '2023-09-01',
      /2023-2024.*check first/,
      /uchicago\.edu/,
    ],
    [
      'columbia-university',
      'New York City',
      3218,
      'month',
      '2024-09-01',
      /2024-25.*check/,
      /columbia\.edu/,
    ],
  ] as const)(
    "takes %s's living cost from its own dated cost of attendance",
    (slug, city, amount, per, date, year, url) => {
      const value = own(slug, city, 'living')
      expect(value).toMatchObject({ amount, currency: 'USD', per, date })
      if (!value || value.amount === null) throw new Error('unreachable')
      expect(value.typical).toBeUndefined()
      expect(value.basis).toMatch(year)
      expect(value.source.url).toMatch(url)
    },
  )

  it.each([
    [
      'massachusetts-institute-of-technology',
      'Cambridge',
      3237,
      '2023-09-01',
      true,
      /MIT Student Health Insurance Plan.*check/,
      /sfs\.mit\.edu/,
    ],
    [
      'yale-university',
      'New Haven',
      3112,
      '2024-09-01',
      true,
      /Yale Health Hospitalization/,
      /yale\.edu/,
    ],
    [
      'johns-hopkins-university',
      'Baltimore',
      2482,
      '2022-09-01',
      undefined,
      /may not waive.*check/,
      /jhu\.edu/,
    ],
    [
      'university-of-chicago',
      'Chicago',
      4566,
      '2023-09-01',
      true,
      /U-SHIP.*check/,
      /uchicago\.edu/,
    ],
    [
      'columbia-university',
      'New York City',
      4955,
      '2024-08-15',
      undefined,
      /may not waive/,
      /columbia\.edu/,
    ],
  ] as const)(
    "prices %s's health insurance at its own plan for a year, typical only where it can be waived",
    (slug, city, amount, date, typical, basis, url) => {
      const value = own(slug, city, 'health')
      expect(value).toMatchObject({ amount, currency: 'USD', per: 'year', date })
      if (!value || value.amount === null) throw new Error('unreachable')
      expect(value.typical).toBe(typical)
      expect(value.basis).toMatch(basis)
      expect(value.source.url).toMatch(url)
    },
  )

  it("keeps one city's two universities apart: MIT's figures are not Harvard's, nor Columbia's NYU's", () => {
    expect(own('harvard-university', 'Cambridge', 'living')?.amount).toBeNull()
    expect(own('harvard-university', 'Cambridge', 'health')?.amount).toBeNull()
    expect(own('new-york-university', 'New York City', 'living')?.amount).toBeNull()
    expect(own('columbia-university', 'New York City', 'living')?.amount).toBe(3218)
  })

  it('counts the free French health insurance registration as nothing to pay, not as unknown', () => {
    expect(chargeIn('FR', 'health', 'Paris').value).toMatchObject({ amount: 0, currency: 'EUR' })
  })
})

describe('destinations added for curated universities', () => {
  it('covers Japan, South Korea, China, Sweden, Switzerland, Italy, Spain and Hong Kong, each with a usual length per level', () => {
    for (const code of ADDED) {
      const d = destinationCosts.find((c) => c.countryCode === code)
      expect([code, d?.durations.map((u) => u.level).sort()]).toEqual([
        code,
        ['postgraduate', 'undergraduate'],
      ])
    }
  })

  it('leaves out only the countries of curated universities it has no figures for', () => {
    const modelled = new Set(destinationCosts.map((d) => d.countryCode))
    const without = [...new Set(universities.map((u) => u.countryCode))]
      .filter((c) => !modelled.has(c))
      .sort()
    expect(without).toEqual([
      'AE',
      'AR',
      'AT',
      'BE',
      'BR',
      'CL',
      'CO',
      'DK',
      'IN',
      'LB',
      'MX',
      'MY',
      'SA',
      'ZA',
    ])
  })

  it('holds the figures the governments publish', () => {
    expect(chargeIn('SE', 'living', 'Stockholm').value).toMatchObject({
      amount: 10_656,
      currency: 'SEK',
      per: 'month',
      date: '2026-01-01',
      source: { url: expect.stringMatching(/^https:\/\/www\.migrationsverket\.se\//) },
    })
    expect(chargeIn('SE', 'visa', 'Lund').value).toMatchObject({ amount: 1500, currency: 'SEK' })
    expect(chargeIn('IT', 'living', 'Milan').value).toMatchObject({
      amount: 6947.33,
      currency: 'EUR',
      per: 'year',
    })
    expect(chargeIn('IT', 'health', 'Milan').value).toMatchObject({ amount: 700, per: 'year' })
    expect(chargeIn('ES', 'living', 'Madrid').value).toMatchObject({
      amount: 600,
      currency: 'EUR',
      per: 'month',
    })
    expect(chargeIn('HK', 'visa', 'Hong Kong').value).toMatchObject({
      amount: 230,
      currency: 'HKD',
    })
    expect(chargeIn('JP', 'visa', 'Tokyo').value).toMatchObject({ amount: 3000, currency: 'JPY' })
  })

  it('says why a figure is not known rather than guessing one', () => {
    for (const [country, city] of [
      ['KR', 'Seoul'],
      ['CN', 'Beijing'],
      ['CH', 'Zurich'],
    ] as const)
      for (const kind of ['living', 'health'] as const) {
        const v = chargeIn(country, kind, city).value
        expect([country, kind, v.amount]).toEqual([country, kind, null])
      }
  })
})
