import {
  appliesIn,
  chargeIn,
  chargesIn,
  getDestination,
  usualDuration,
  type Place,
} from '@/lib/costs/destination'
import { destinationCosts } from '@/data/destination-costs'
import { CHARGE_KINDS, COST_LEVELS } from '@/data/schema'
import { universities } from '@/data/universities'

const uk = getDestination('GB')!

describe('appliesIn', () => {
  const london = { cities: ['London'] }
  const elsewhere = { exceptCities: ['London'] }

  it('tells a city figure from the rest-of-country one, whatever the case of the city', () => {
    expect([
      appliesIn(london, { city: 'London' }),
      appliesIn(elsewhere, { city: 'London' }),
    ]).toEqual([true, false])
    expect([appliesIn(london, { city: 'LEEDS' }), appliesIn(elsewhere, { city: 'LEEDS' })]).toEqual(
      [false, true],
    )
    expect(appliesIn(london, { city: 'LONDON' })).toBe(true)
  })

  it('applies neither where the place is not known, and a figure tied to no place everywhere', () => {
    expect([appliesIn(london, {}), appliesIn(elsewhere, {})]).toEqual([false, false])
    expect(appliesIn({}, {})).toBe(true)
  })

  it('matches a region (a UK nation) as well as a city', () => {
    const scotland = { cities: ['Edinburgh'], regions: ['Scotland'] }
    const rest = { exceptCities: ['Edinburgh'], exceptRegions: ['Scotland'] }
    const aberdeen: Place = { city: 'Aberdeen', region: 'Scotland' }
    expect([appliesIn(scotland, aberdeen), appliesIn(rest, aberdeen)]).toEqual([true, false])
    expect([
      appliesIn(scotland, { city: 'Edinburgh' }),
      appliesIn(rest, { city: 'Edinburgh' }),
    ]).toEqual([true, false])
    expect([
      appliesIn(scotland, { region: 'Wales' }),
      appliesIn(rest, { region: 'Wales' }),
    ]).toEqual([false, true])
  })
})

describe('the cost model, looked up where our universities are', () => {
  it('gives every university city of a covered country one figure of each kind and one usual length per level', () => {
    const gaps: string[] = []
    for (const d of destinationCosts) {
      const cities = new Set(
        universities.filter((u) => u.countryCode === d.countryCode).map((u) => u.city),
      )
      for (const city of cities) {
        for (const kind of CHARGE_KINDS.filter((k) => k !== 'other')) {
          const n = d.charges.filter((c) => c.kind === kind && appliesIn(c, { city })).length
          if (n !== 1) gaps.push(`${d.countryCode} ${city} ${kind}: ${n}`)
        }
        for (const level of COST_LEVELS) {
          const n = d.durations.filter((u) => u.level === level && appliesIn(u, { city })).length
          if (n !== 1) gaps.push(`${d.countryCode} ${city} ${level}: ${n}`)
        }
      }
    }
    expect(gaps).toEqual([])
  })

  it('picks the London figure in London and the other elsewhere in the UK', () => {
    expect(chargeIn(uk, 'living', { city: 'London' })?.value).toMatchObject({ amount: 1529 })
    expect(chargeIn(uk, 'living', { city: 'York' })?.value).toMatchObject({ amount: 1171 })
    expect(chargeIn(uk, 'living', {})).toBeUndefined()
    expect(chargeIn(uk, 'visa', {})?.value).toMatchObject({ amount: 524 })
  })

  it('gives a Scottish bachelor 4 years and an English one 3', () => {
    expect(usualDuration(uk, 'undergraduate', { city: 'St Andrews' })?.years).toBe(4)
    expect(usualDuration(uk, 'undergraduate', { city: 'Dundee', region: 'Scotland' })?.years).toBe(
      4,
    )
    expect(usualDuration(uk, 'undergraduate', { city: 'Bath', region: 'England' })?.years).toBe(3)
    expect(usualDuration(uk, 'postgraduate', {})?.years).toBe(1)
  })

  it('lists the other charges with the main ones, and knows no country outside the model', () => {
    expect(chargesIn(getDestination('US')!, {}).map((c) => c.name)).toContain('SEVIS I-901 fee')
    expect(getDestination('BR')).toBeUndefined()
  })
})
