import {
  appliesIn,
  chargeIn,
  chargesIn,
  getDestination,
  usualDuration,
  type Place,
} from '@/lib/costs/destination'
import { destinationCosts } from '@/data/destination-costs'
import { CHARGE_KINDS, COST_LEVELS, type DestinationCosts } from '@/data/schema'
import { universities } from '@/data/universities'

const uk = getDestination('GB', destinationCosts)!

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

describe("a university's own figures", () => {
  const figure = (amount: number) => ({
    amount,
    currency: 'USD',
    per: 'year' as const,
    date: '2024-09-01',
    dateIs: 'in-force' as const,
    basis: 'A test figure.',
    source: { title: 'Test', url: 'https://example.org/' },
  })
  const model: DestinationCosts = {
    countryCode: 'US',
    visa: 'Test visa',
    charges: [
      { kind: 'living', name: 'Living', cities: ['Cambridge'], value: figure(20_000) },
      { kind: 'living', name: 'Living', universities: ['mit'], value: figure(21_000) },
      { kind: 'living', name: 'Living', universities: ['harvard'], value: figure(22_000) },
      { kind: 'visa', name: 'Visa fee', value: figure(185) },
      { kind: 'health', name: 'Health', universities: ['mit'], value: figure(3_000) },
      {
        kind: 'health',
        name: 'Health',
        exceptCities: ['Nowhere'],
        value: { amount: null, reason: 'Each university sets its own.', source: figure(0).source },
      },
    ],
    durations: [],
  }
  const amounts = (place: Place) => chargesIn(model, place).map((c) => [c.kind, c.value.amount])

  it('applies only at the universities it names, never to a city alone', () => {
    const own = { universities: ['mit'] }
    expect(appliesIn(own, { city: 'Cambridge', university: 'mit' })).toBe(true)
    expect(appliesIn(own, { city: 'Cambridge', university: 'harvard' })).toBe(false)
    expect(appliesIn(own, { city: 'Cambridge' })).toBe(false)
  })

  it("takes the place of the city's figure of the same kind, so two universities in one city differ", () => {
    expect(amounts({ city: 'Cambridge', university: 'mit' })).toEqual([
      ['living', 21_000],
      ['visa', 185],
      ['health', 3_000],
    ])
    expect(amounts({ city: 'Cambridge', university: 'harvard' })).toEqual([
      ['living', 22_000],
      ['visa', 185],
      ['health', null],
    ])
  })

  it("leaves a university without its own figures, and a place without a university, the city's", () => {
    expect(amounts({ city: 'Cambridge', university: 'tufts' })).toEqual([
      ['living', 20_000],
      ['visa', 185],
      ['health', null],
    ])
    expect(chargeIn(model, 'living', { city: 'Cambridge' })?.value.amount).toBe(20_000)
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
        for (const u of universities.filter(
          (u) => u.countryCode === d.countryCode && u.city === city,
        ))
          for (const kind of CHARGE_KINDS.filter((k) => k !== 'other')) {
            const n = chargesIn(d, { city, university: u.slug }).filter((c) => c.kind === kind)
            if (n.length !== 1) gaps.push(`${d.countryCode} ${u.slug} ${kind}: ${n.length}`)
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
    expect(chargesIn(getDestination('US', destinationCosts)!, {}).map((c) => c.name)).toContain(
      'SEVIS I-901 fee',
    )
    expect(getDestination('BR', destinationCosts)).toBeUndefined()
  })
})
