import type { TotalCost } from '@/lib/costs'
import { budgetFit, compareFits, countFits } from '@/lib/costs/fit'

/** A total with just what the fit reads. */
const total = (
  min: number,
  max = min,
  unknownParts: string[] = [],
  tuitionKnown = true,
): TotalCost => ({
  currency: 'USD',
  years: null,
  parts: [],
  perYear: { min, max },
  course: null,
  unknownParts,
  tuitionKnown,
  known: max > 0,
  typicalParts: [],
  rates: [],
})

describe('budgetFit', () => {
  it('is within budget when every part is known and even the dearest course fits', () => {
    expect(budgetFit(total(30_000, 32_000), 32_000)).toMatchObject({
      kind: 'within',
      why: 'all-known',
      margin: 2_000,
    })
  })

  it('is partly within when the known parts fit but a part is not known', () => {
    expect(budgetFit(total(30_000, 30_000, ['Health insurance']), 40_000)).toMatchObject({
      kind: 'partly',
      why: 'unknown-parts',
    })
  })

  it('is partly within when only the cheaper courses fit', () => {
    expect(budgetFit(total(30_000, 45_000), 40_000)).toMatchObject({ kind: 'partly', why: 'range' })
    expect(budgetFit(total(30_000, 45_000, ['Living cost']), 40_000).why).toBe(
      'range-and-unknown-parts',
    )
  })

  it('is not known without tuition, however little the rest costs', () => {
    expect(budgetFit(total(15_000, 15_000, ['Tuition'], false), 40_000)).toMatchObject({
      kind: 'unknown',
      why: 'no-tuition',
    })
  })

  it('is not known, never within, when no cost is known to be more than nothing', () => {
    // Free tuition, and the destination's living, visa and health costs all not reported.
    const nothing = total(0, 0, ['Living cost', 'Visa fee', 'Health charge or insurance'])
    expect(budgetFit(nothing, 1_000)).toMatchObject({ kind: 'unknown', why: 'nothing-known' })
  })

  it('is above budget when the known parts alone exceed it, by how much', () => {
    expect(budgetFit(total(50_000), 40_000)).toMatchObject({
      kind: 'above',
      margin: -10_000,
      why: 'all-known',
    })
    expect(budgetFit(total(50_000, 50_000, ['Tuition'], false), 40_000)).toMatchObject({
      kind: 'above',
      why: 'unknown-parts',
    })
  })
})

describe('sorting and counting by fit', () => {
  const fits = [
    budgetFit(total(50_000), 40_000),
    budgetFit(total(10_000, 10_000, ['Tuition'], false), 40_000),
    budgetFit(total(35_000, 35_000, ['Visa fee']), 40_000),
    budgetFit(total(39_000), 40_000),
    budgetFit(total(20_000), 40_000),
  ]

  it('puts within budget first (cheaper first), then partly, then not known, then above', () => {
    expect([...fits].sort(compareFits).map((f) => [f.kind, f.total.min])).toEqual([
      ['within', 20_000],
      ['within', 39_000],
      ['partly', 35_000],
      ['unknown', 10_000],
      ['above', 50_000],
    ])
  })

  it('puts a total without tuition after those with it in the same kind, however small', () => {
    const above = [
      budgetFit(total(45_000, 45_000, ['Tuition'], false), 40_000),
      budgetFit(total(60_000), 40_000),
      budgetFit(total(50_000), 40_000),
    ]
    expect([...above].sort(compareFits).map((f) => [f.tuitionKnown, f.total.min])).toEqual([
      [true, 50_000],
      [true, 60_000],
      [false, 45_000],
    ])
  })

  it('counts each kind', () => {
    expect(countFits(fits)).toEqual({ within: 2, partly: 1, unknown: 1, above: 1 })
  })
})
