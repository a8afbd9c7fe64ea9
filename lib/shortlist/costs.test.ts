import { totalCost, type TotalCost } from '@/lib/costs'
import { universityCostInput } from '@/lib/costs/inputs'
import type { FxTable } from '@/lib/currency'
import { orderByTotal, sumPerYear, yearSumText } from '@/lib/shortlist/costs'
import { destinationCosts } from '@/data/destination-costs'
import { makeUniversity } from '@/test/fixtures'

/** A total a year as lib/costs returns it, with only what the sums read set. */
function total(
  min: number,
  max: number,
  more: Partial<
    Pick<TotalCost, 'tuitionKnown' | 'unknownParts' | 'currency' | 'known' | 'typicalParts'>
  > = {},
): TotalCost {
  return {
    currency: 'USD',
    years: null,
    parts: [],
    perYear: { min, max },
    course: null,
    unknownParts: [],
    tuitionKnown: true,
    known: max > 0,
    typicalParts: [],
    rates: [],
    ...more,
  }
}
const noTuition = (rest: number) =>
  total(rest, rest, { tuitionKnown: false, unknownParts: ['Tuition'] })

describe('sumPerYear', () => {
  it('adds the known minima and the known maxima, and counts what it holds', () => {
    const sum = sumPerYear([total(40_000, 50_000), total(30_000, 30_000)], 'USD')
    expect(sum).toEqual({
      currency: 'USD',
      perYear: { min: 70_000, max: 80_000 },
      counted: 2,
      notKnown: 0,
      partial: 0,
      typical: 0,
    })
    expect(yearSumText(sum)).toEqual({ amount: 'USD 70,000 to 80,000 a year', note: null })
  })

  it('leaves out an item without tuition, never adding its other costs as if they were a total', () => {
    const sum = sumPerYear([total(40_000, 40_000), noTuition(25_000), null], 'USD')
    expect(sum.perYear).toEqual({ min: 40_000, max: 40_000 })
    expect(sum).toMatchObject({ counted: 1, notKnown: 2, partial: 0 })
    expect(yearSumText(sum)).toEqual({
      amount: 'USD 40,000 a year',
      note: '2 of 3 have no known total (tuition or every other cost not reported) and are not in the sum.',
    })
  })

  it('keeps a total missing another part, and says the year may cost more', () => {
    const partly = total(60_000, 60_000, { unknownParts: ['Living cost'] })
    const sum = sumPerYear([partly, total(10_000, 10_000), noTuition(5_000)], 'USD')
    expect(sum).toMatchObject({ perYear: { min: 70_000, max: 70_000 }, counted: 2, partial: 1 })
    expect(yearSumText(sum).note).toBe(
      '1 of 3 has no known total (tuition or every other cost not reported) and is not in the sum. 1 in the sum leaves out a part not reported, so a year may cost more.',
    )
  })

  it('is "Not known" when no item has a known total, and 0 items add up to 0', () => {
    expect(yearSumText(sumPerYear([noTuition(1)], 'USD')).amount).toBe('Not known')
    expect(sumPerYear([], 'EUR')).toMatchObject({ perYear: { min: 0, max: 0 }, counted: 0 })
  })

  it('leaves out a free-tuition item with no other cost known: it is no total of 0', () => {
    const nothing = total(0, 0, { known: false, unknownParts: ['Living cost', 'Visa fee'] })
    const sum = sumPerYear([nothing, total(30_000, 30_000)], 'USD')
    expect(sum).toMatchObject({ perYear: { min: 30_000, max: 30_000 }, counted: 1, notKnown: 1 })
    expect(yearSumText(sumPerYear([nothing], 'USD')).amount).toBe('Not known')
    expect(
      orderByTotal([nothing, total(30_000, 30_000)], 'total', (t) => t).map((t) => t.known),
    ).toEqual([true, false])
  })

  it('says a sum leaves out parts and includes a typical price', () => {
    const typical = total(30_000, 30_000, { typicalParts: ['OSHC'] })
    const partly = total(20_000, 20_000, { unknownParts: ['Visa fee'] })
    expect(yearSumText(sumPerYear([typical, partly], 'USD'))).toEqual({
      amount: 'USD 50,000 a year without some parts',
      note: '1 in the sum leaves out a part not reported, so a year may cost more. 1 in the sum includes a typical price.',
    })
  })

  it('refuses to add totals of two currencies', () => {
    expect(() => sumPerYear([total(1, 1, { currency: 'EUR' })], 'USD')).toThrow(/EUR/)
  })

  it("adds lib/costs' totals of real universities part for part, in the display currency", () => {
    const fx: FxTable = { date: '2026-04-13', base: 'EUR', rates: { USD: 1.25, GBP: 0.8 } }
    const fee = {
      min: 30_000,
      max: 36_000,
      currency: 'GBP',
      period: 'year' as const,
      year: '2025-26',
    }
    const source = { title: 'Fees', url: 'https://www.example.ac.uk/fees' }
    const london = makeUniversity({
      id: 'london-u',
      countryCode: 'GB',
      country: 'United Kingdom',
      city: 'London',
      tuition: {
        undergraduate: { ...fee, source },
        postgraduate: { min: null, reason: 'Set per course' },
      },
    })
    const unpriced = makeUniversity({ id: 'toronto-u' })
    const totals = [london, unpriced].map((u) =>
      totalCost(universityCostInput(u, 'undergraduate'), 'EUR', fx, destinationCosts),
    )
    const sum = sumPerYear(totals, 'EUR')
    expect(sum.perYear).toEqual(totals[0]!.perYear)
    expect(sum.perYear.min).toBeGreaterThan(30_000 / 0.8)
    expect(sum).toMatchObject({ counted: 1, notKnown: 1 })
  })
})

describe('orderByTotal', () => {
  const items = [
    { id: 'dear', total: total(70_000, 80_000) },
    { id: 'unknown-1', total: noTuition(1_000) },
    { id: 'cheap', total: total(20_000, 90_000) },
    { id: 'missing', total: null },
    { id: 'cheap-narrow', total: total(20_000, 25_000) },
    { id: 'middle', total: total(40_000, 40_000) },
    { id: 'middle-too', total: total(40_000, 40_000) },
  ]
  const ids = (list: typeof items) => list.map((i) => i.id)

  it('keeps the order of saving by default', () => {
    expect(ids(orderByTotal(items, 'saved', (i) => i.total))).toEqual(ids(items))
  })

  it('puts the cheapest a year first, unknown totals last, ties in the order of saving', () => {
    expect(ids(orderByTotal(items, 'total', (i) => i.total))).toEqual([
      'cheap-narrow',
      'cheap',
      'middle',
      'middle-too',
      'dear',
      'unknown-1',
      'missing',
    ])
  })

  it('returns a new list and leaves the saved one alone', () => {
    const before = ids(items)
    orderByTotal(items, 'total', (i) => i.total)
    expect(ids(items)).toEqual(before)
    expect(orderByTotal(items, 'saved', (i) => i.total)).not.toBe(items)
  })
})
