import { livingCosts, livingCostsSource } from './living-costs'
import { dataSourceSchema, livingCostSchema } from './schema'
import { universities } from './universities'

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'))

/** The entries that apply to a university's city, as the site will look them up. */
const entriesFor = (countryCode: string, city: string) =>
  livingCosts.filter(
    (c) =>
      c.countryCode === countryCode &&
      (c.cities ? c.cities.includes(city) : !(c.exceptCities ?? []).includes(city)),
  )

describe('living costs dataset', () => {
  it('states its source and as-of date', () => {
    expect(() => dataSourceSchema.parse(livingCostsSource)).not.toThrow()
  })

  it.each(livingCosts.map((c, i) => [`${c.countryCode} #${i}`, c]))(
    '%s parses with its schema, in an ISO 4217 currency, with an https source',
    (_key, c) => {
      expect(() => livingCostSchema.parse(c)).not.toThrow()
      expect(CURRENCIES.has(c.currency)).toBe(true)
      expect(new URL(c.source.url).protocol).toBe('https:')
    },
  )

  it('gives each university city at most one figure', () => {
    const doubled = universities
      .filter((u) => entriesFor(u.countryCode, u.city).length > 1)
      .map((u) => u.id)
    expect(doubled).toEqual([])
  })

  it('names only cities that a university in that country is in', () => {
    for (const c of livingCosts) {
      for (const city of [...(c.cities ?? []), ...(c.exceptCities ?? [])]) {
        expect(universities.some((u) => u.countryCode === c.countryCode && u.city === city)).toBe(
          true,
        )
      }
    }
  })

  it('tells London from the rest of the UK and leaves Quebec and the US out', () => {
    const [london] = entriesFor('GB', 'London')
    const [york] = entriesFor('GB', 'York')
    expect(london!.amount).toBeGreaterThan(york!.amount)
    expect(entriesFor('CA', 'Montreal')).toEqual([])
    expect(entriesFor('CA', 'Toronto')).toHaveLength(1)
    expect(entriesFor('US', 'Boston')).toEqual([])
  })
})
