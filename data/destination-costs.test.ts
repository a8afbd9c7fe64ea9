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

const appliesIn = (c: { cities?: string[]; exceptCities?: string[] }, city: string) =>
  c.cities ? c.cities.includes(city) : !(c.exceptCities ?? []).includes(city)

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
})
