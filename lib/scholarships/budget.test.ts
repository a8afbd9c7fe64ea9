import type { FxTable } from '@/lib/currency'
import { budgetLevelFor, scholarshipBudgetMark } from '@/lib/scholarships/budget'
import { getUniversityById } from '@/lib/universities'
import { seedUniversities } from '@/lib/universities/seed'
import { destinationCosts } from '@/data/destination-costs'
import { scholarships } from '@/data/scholarships'
import { makeDestinationCosts, makeScholarship, makeUniversity } from '@/test/fixtures'

// 1 EUR = 1.25 USD = 0.8 GBP (made-up, round rates).
const fx: FxTable = { date: '2026-04-13', base: 'EUR', rates: { USD: 1.25, GBP: 0.8 } }
const byId = (id: string) => scholarships.find((s) => s.id === id)!
const findSeeded = (id: string) => getUniversityById(id, seedUniversities)
const source = { title: 'Official page', url: 'https://www.example.org/' }
const fee = (min: number) => ({
  min,
  max: min,
  currency: 'GBP',
  period: 'year' as const,
  year: '2025-26',
  source,
})
// Leeds: GBP 20,000 master's tuition + GBP 12,000 living = GBP 32,000 = USD 50,000.
const leeds = makeUniversity({
  id: 'leeds',
  name: 'University of Leeds',
  countryCode: 'GB',
  city: 'Leeds',
  tuition: { undergraduate: fee(10000), postgraduate: fee(20000) },
})
const model = [makeDestinationCosts('GB', { living: 12_000 })]
const award = makeScholarship({
  id: 'leeds-award',
  eligibleDegrees: ["Master's", 'Ph.D.'],
  universityId: 'leeds',
})
const mark = (s: typeof award, degree: string, budget: number, rates = fx) =>
  scholarshipBudgetMark(
    s,
    degree,
    budget,
    rates,
    (id) => (id === 'leeds' ? leeds : undefined),
    model,
  )

describe('the tuition level a budget is checked against', () => {
  it("follows the student's degree, else the award's level when it has one", () => {
    const s = makeScholarship({ id: 'b', eligibleDegrees: ["Master's", 'Ph.D.'] })
    expect(budgetLevelFor("Bachelor's", s)).toBe('undergraduate')
    expect(budgetLevelFor("Master's", s)).toBe('postgraduate')
    expect(budgetLevelFor('Ph.D.', s)).toBeUndefined()
    expect(budgetLevelFor('', { ...s, eligibleDegrees: ["Master's"] })).toBe('postgraduate')
    expect(budgetLevelFor('', s)).toBeUndefined()
    expect(budgetLevelFor('', { ...s, eligibleDegrees: ["Bachelor's", "Master's"] })).toBe(
      undefined,
    )
  })
})

describe('budget marks on matched awards', () => {
  it('marks an award at one university within or above the budget, by tuition and living cost', () => {
    expect(mark(award, "Master's", 50_000)).toEqual({
      university: 'University of Leeds',
      fit: {
        kind: 'within',
        text: 'Within budget',
        total: 'USD 50,000 a year in all',
      },
    })
    expect(mark(award, "Master's", 25_000)?.fit.text).toBe('Above budget by USD 25,000')
  })

  it('marks nothing without a budget, rates or a single university', () => {
    expect(mark(award, "Master's", 0)).toBeUndefined()
    expect(
      scholarshipBudgetMark(award, "Master's", 20_000, undefined, findSeeded, destinationCosts),
    ).toBeUndefined()
    expect(mark({ ...award, universityId: undefined }, "Master's", 20_000)).toBeUndefined()
    expect(
      scholarshipBudgetMark(
        byId('chevening-scholarships'),
        "Master's",
        20_000,
        fx,
        findSeeded,
        destinationCosts,
      ),
    ).toBe(undefined)
  })

  it('says why the fit is not known where our data has no tuition for the level', () => {
    expect(mark(award, 'Ph.D.', 20_000)?.fit).toMatchObject({
      kind: 'unknown',
      text: 'Fit not known: our data has no Ph.D. tuition',
    })
    expect(
      mark({ ...award, eligibleDegrees: ["Bachelor's", "Master's"] }, '', 20_000)?.fit.text,
    ).toBe('Fit not known: choose a degree level')
    // A real award whose university reports no tuition: said so, never treated as free; but a
    // year in Cambridge without tuition (GBP 1,171 x 12 + 524 + 776 = USD 23,988) is already above
    // a budget of USD 20,000.
    const gates = byId('gates-cambridge-scholarship')
    expect(
      scholarshipBudgetMark(gates, "Master's", 30_000, fx, findSeeded, destinationCosts)?.fit,
    ).toMatchObject({
      kind: 'unknown',
      text: 'Fit not known: tuition not reported',
    })
    expect(
      scholarshipBudgetMark(gates, "Master's", 20_000, fx, findSeeded, destinationCosts)?.fit,
    ).toMatchObject({
      kind: 'above',
      text: 'Above budget by USD 3,990 on the known costs alone',
    })
  })
})

describe('a university with free tuition and no other cost known', () => {
  it('is "Fit not known", never within the budget at a year of 0', () => {
    const free = makeUniversity({
      id: 'free-u',
      name: 'Free University',
      countryCode: 'AR',
      city: 'Buenos Aires',
      tuition: { undergraduate: { ...fee(0), currency: 'USD' }, postgraduate: fee(20000) },
    })
    const s = makeScholarship({
      id: 'free-award',
      eligibleDegrees: ["Bachelor's"],
      universityId: 'free-u',
    })
    const result = scholarshipBudgetMark(s, "Bachelor's", 10_000, fx, () => free, model)
    expect(result?.fit).toMatchObject({ kind: 'unknown', text: 'Fit not known: no cost reported' })
    expect(result?.fit.total).not.toMatch(/\b0 a year/)
  })
})
