import { PgDialect } from 'drizzle-orm/pg-core'

import { totalCost } from '@/lib/costs'
import { programmeCostInput } from '@/lib/costs/inputs'
import type { FxTable } from '@/lib/currency'
import {
  destinationExtra,
  listBudget,
  namedPlaces,
  placeKey,
  withExtrasSql,
  type CostDestination,
} from '@/lib/programmes/budget'
import { destinationCosts } from '@/data/destination-costs'
import type { Programme } from '@/data/open-schema'
import { makeAuProgramme, makeUkProgramme } from '@/test/fixtures'

// 1 EUR = 1.6 AUD = 0.8 GBP at the ECB; the naira only at the second source.
const fx: FxTable = {
  date: '2026-04-13',
  base: 'EUR',
  rates: { AUD: 1.6, GBP: 0.8, USD: 1.25 },
  other: {
    name: 'Second source',
    date: '2026-09-29',
    url: 'https://example.org/rates',
    rates: { AUD: 1.5, GBP: 0.8, NGN: 1500 },
  },
}
const named = namedPlaces(destinationCosts)

const destinationOf = (p: Programme, city?: string, region?: string): CostDestination => ({
  country: p.country,
  level: p.level,
  years: p.duration?.years ?? 0,
  place: placeKey(city ?? null, region ?? null, named),
})

/** The non-tuition parts of a programme's own total, as the programme page shows them. */
function nonTuition(p: Programme, display: string, place?: { city?: string; region?: string }) {
  const total = totalCost(programmeCostInput(p, place), display, fx, destinationCosts)
  const rest = total.parts.filter((part) => part.kind !== 'tuition')
  return {
    min: rest.reduce((sum, part) => sum + (part.perYear?.min ?? 0), 0),
    max: rest.reduce((sum, part) => sum + (part.perYear?.max ?? 0), 0),
    missing: rest.some((part) => part.unknown !== undefined),
  }
}

describe('a destination’s year beside tuition', () => {
  const au = makeAuProgramme({ id: 'au-1' })
  const short = makeAuProgramme({ id: 'au-2', duration: { years: 0.5, weeks: 26 } })
  const uk = makeUkProgramme({ id: 'uk-1' })

  it.each([
    ['an Australian master’s', au, undefined, undefined, 'AUD'],
    ['an Australian half-year course', short, undefined, undefined, 'NGN'],
    ['a UK course in London', uk, 'London', 'England', 'NGN'],
    ['a UK course elsewhere in England', uk, 'Leeds', 'England', 'GBP'],
    ['a UK course in Scotland', uk, 'Dundee', 'Scotland', 'USD'],
    ['a UK course whose place is not known', uk, undefined, undefined, 'GBP'],
  ])('equals totalCost’s non-tuition parts: %s', (_, p, city, region, display) => {
    const extra = destinationExtra(destinationOf(p, city, region), display, fx, destinationCosts)
    const want = nonTuition(p, display, { city, region })
    expect(extra.min).toBeCloseTo(want.min, 6)
    expect(extra.max).toBeCloseTo(want.max, 6)
    expect(extra.missing).toBe(want.missing)
  })

  it('tells London, Scotland and an unknown place apart, and any other place from none', () => {
    expect(placeKey('LONDON', 'England', named)).toBe('london|*')
    expect(placeKey('Dundee', 'Scotland', named)).toBe('*|scotland')
    expect(placeKey('Leeds', null, named)).toBe('*|-')
    expect(placeKey(null, null, named)).toBe('-|-')
    const london = destinationExtra(
      destinationOf(uk, 'London', 'England'),
      'GBP',
      fx,
      destinationCosts,
    )
    const leeds = destinationExtra(
      destinationOf(uk, 'Leeds', 'England'),
      'GBP',
      fx,
      destinationCosts,
    )
    expect(london.min).toBeGreaterThan(leeds.min)
    // Without a place the living cost cannot be told: it is missing, not taken as 0.
    expect(destinationExtra(destinationOf(uk), 'GBP', fx, destinationCosts).missing).toBe(true)
  })

  it('converts a fee in euros at the import’s ECB rate as lib/costs converts the fee itself', () => {
    const feeEur = 45_000 / fx.rates.AUD!
    const extra = destinationExtra(destinationOf(au), 'NGN', fx, destinationCosts)
    const tuition = totalCost(programmeCostInput(au), 'NGN', fx, destinationCosts).parts[0]!
      .perYear!.min
    expect(feeEur * extra.feeRate!).toBeCloseTo(tuition, 6)
  })

  it('works each destination out once and passes the extras as three arrays indexed by destination', () => {
    const row = { country: 'GB', level: 'Undergraduate' as const, years: null, region: 'England' }
    const budget = listBudget(
      [
        { ...row, dest: 1, city: 'London' },
        { ...row, dest: 2, city: 'LONDON' },
        { ...row, dest: 3, city: 'Leeds' },
      ],
      20_000,
      '',
      'GBP',
      fx,
      destinationCosts,
    )
    expect(budget.extras[0]).toEqual({ ...budget.extras[1], dest: 1 })
    expect(budget.extras[2]!.min).toBeLessThan(budget.extras[0]!.min)
    const { params } = new PgDialect().sqlToQuery(withExtrasSql(budget))
    expect(params).toHaveLength(3)
    const [lo, , missing] = params as string[]
    expect(lo).toBe(`{${budget.extras.map((x) => x.min).join(',')}}`)
    expect(missing).toBe(`{${budget.extras.map((x) => (x.missing ? 't' : 'f')).join(',')}}`)
  })
})
