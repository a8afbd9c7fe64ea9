import type { FxTable } from '@/lib/currency'
import { yearlyCosts } from '@/lib/universities/costs'
import { feeText, moneyRange, tuitionPerYear } from '@/lib/universities/fees'
import { universityCardData } from '@/lib/universities/view'
import { destinationCosts } from '@/data/destination-costs'
import type { TuitionLevel } from '@/data/schema'
import { universities } from '@/data/universities'
import { makeUniversity } from '@/test/fixtures'

// 1 EUR = 1.25 USD = 0.8 GBP (made-up, round rates); the table has no Argentine peso.
const fx: FxTable = { date: '2026-04-13', base: 'EUR', rates: { USD: 1.25, GBP: 0.8 } }
const source = { title: 'Official page', url: 'https://www.example.org/' }
const fee = (min: number, max: number, currency: string): TuitionLevel => ({
  min,
  max,
  currency,
  period: 'year',
  year: '2025-26',
  source,
})
const notReported: TuitionLevel = { min: null, reason: 'Not reported: fees vary by programme.' }

describe('feeText: an amount a year, as charged and in the display currency', () => {
  it('converts a yearly range through the euro, to three significant figures', () => {
    // GBP 26,000 = EUR 32,500 = USD 40,625; GBP 36,000 = USD 56,250.
    expect(feeText(26_000, 36_000, 'GBP', 'USD', fx)).toEqual({
      amount: 'GBP 26,000 to 36,000',
      converted: '≈ USD 40,600 to 56,300',
    })
  })

  it('gives one amount when the range is a single figure', () => {
    expect(feeText(8_000, 8_000, 'EUR', 'GBP', fx)).toEqual({
      amount: 'EUR 8,000',
      converted: '≈ GBP 6,400',
    })
    expect(moneyRange(1_453.44, 1_453.44, 'EUR')).toBe('EUR 1,453')
  })

  it('adds nothing when the fee is already in the display currency', () => {
    expect(feeText(9_535, 9_535, 'GBP', 'GBP', fx)).toEqual({
      amount: 'GBP 9,535',
      converted: null,
    })
  })

  it('shows a currency the rates lack in its own currency only, never a guess', () => {
    expect(feeText(500_000, 500_000, 'ARS', 'USD', fx)).toEqual({
      amount: 'ARS 500,000',
      converted: null,
    })
  })
})

describe('tuitionPerYear', () => {
  const uni = (undergraduate: TuitionLevel, postgraduate: TuitionLevel) =>
    makeUniversity({
      id: 'u',
      countryCode: 'GB',
      city: 'London',
      tuition: { undergraduate, postgraduate },
    })

  it("shows the level's own figure a year, with its year, in place of the older estimate", () => {
    const u = uni(fee(26_000, 36_000, 'GBP'), fee(30_000, 30_000, 'GBP'))
    expect(tuitionPerYear(u, 'undergraduate', 'USD', fx)).toEqual({
      kind: 'figure',
      year: '2025-26',
      source,
      amount: 'GBP 26,000 to 36,000',
      converted: '≈ USD 40,600 to 56,300',
    })
    expect(tuitionPerYear(u, 'postgraduate', 'EUR', fx)).toMatchObject({
      amount: 'GBP 30,000',
      converted: '≈ EUR 37,500',
    })
  })

  it('shows a fee charged per semester as the year it adds up to (Vienna: EUR 726.72 twice)', () => {
    const vienna = universities.find((u) => u.id === 'vienna')!
    expect(vienna.tuitionFees.international).toMatch(/per semester/)
    const shown = tuitionPerYear(vienna, 'undergraduate', 'GBP', fx)
    expect(shown).toMatchObject({
      kind: 'figure',
      year: '2025-26',
      amount: 'EUR 1,453',
      converted: '≈ GBP 1,160',
    })
    expect(JSON.stringify(yearlyCosts(vienna, 'GBP', fx, destinationCosts))).not.toMatch(/semester/)
  })

  it('says "No tuition" only where the figure is a reported zero', () => {
    const u = uni(fee(0, 0, 'EUR'), notReported)
    expect(tuitionPerYear(u, 'undergraduate', 'USD', fx)).toMatchObject({
      kind: 'figure',
      amount: 'No tuition',
      converted: null,
    })
  })

  it('shows no undated US dollar estimate where a level has no figure: "Not reported" with the reason', () => {
    const u = uni(notReported, notReported)
    for (const display of ['USD', 'GBP'])
      expect(tuitionPerYear(u, 'undergraduate', display, fx)).toEqual({
        kind: 'not-reported',
        amount: 'Not reported',
        converted: null,
        reason: 'Not reported: fees vary by programme.',
      })
  })

  it('says "Not reported" with the reason for a missing figure, never free and never an estimate for another level', () => {
    const u = uni(notReported, notReported)
    expect(tuitionPerYear(u, 'postgraduate', 'USD', fx)).toEqual({
      kind: 'not-reported',
      amount: 'Not reported',
      converted: null,
      reason: 'Not reported: fees vary by programme.',
    })
    expect(tuitionPerYear(uni(notReported, notReported), 'undergraduate', 'USD', fx)).toMatchObject(
      {
        kind: 'not-reported',
        amount: 'Not reported',
      },
    )
  })
})

describe('universityCardData', () => {
  it('carries the tuition line, its converted amount, and its year and source', () => {
    const u = makeUniversity({ id: 'card' })
    const at = (tuition: Parameters<typeof universityCardData>[1]) => {
      const card = universityCardData(u, tuition)
      return [card[7], card[8], card[14]]
    }
    expect(
      at({ kind: 'figure', year: '2025', source, amount: 'GBP 38,000', converted: '≈ USD 59,400' }),
    ).toEqual(['GBP 38,000', '≈ USD 59,400', '2025, Official page'])
    expect(
      at({ kind: 'not-reported', amount: 'Not reported', converted: null, reason: 'x' }),
    ).toEqual(['Not reported', null, null])
  })
})
