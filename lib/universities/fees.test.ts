import type { FxTable } from '@/lib/currency'
import { listAllUniversities } from '@/lib/universities'
import {
  domesticTuition,
  feeText,
  livingPerYear,
  moneyRange,
  tuitionPerYear,
  yearlyCosts,
} from '@/lib/universities/fees'
import { universityCardData } from '@/lib/universities/view'
import type { TuitionLevel } from '@/data/schema'
import { universities } from '@/data/universities'
import { makeDestinationCosts, makeUniversity } from '@/test/fixtures'

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
  const uni = (undergraduate: TuitionLevel, postgraduate: TuitionLevel, estimate: number | null) =>
    makeUniversity({
      id: 'u',
      countryCode: 'GB',
      city: 'London',
      tuition: { undergraduate, postgraduate },
      tuitionFees: {
        domestic: '£9,535 per year',
        international: '£26,000 - £36,000 per year',
        domesticNumeric: 12_400,
        internationalNumeric: estimate,
      },
    })

  it("shows the level's own figure a year, with its year, in place of the older estimate", () => {
    const u = uni(fee(26_000, 36_000, 'GBP'), fee(30_000, 30_000, 'GBP'), 99_999)
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
    expect(JSON.stringify(yearlyCosts(vienna, 'GBP', fx))).not.toMatch(/semester/)
  })

  it('says "No tuition" only where the figure is a reported zero', () => {
    const u = uni(fee(0, 0, 'EUR'), notReported, 0)
    expect(tuitionPerYear(u, 'undergraduate', 'USD', fx)).toMatchObject({
      kind: 'figure',
      amount: 'No tuition',
      converted: null,
    })
  })

  it('shows no undated US dollar estimate where a level has no figure: "Not reported" with the reason', () => {
    const u = uni(notReported, notReported, 40_000)
    for (const display of ['USD', 'GBP'])
      expect(tuitionPerYear(u, 'undergraduate', display, fx)).toEqual({
        kind: 'not-reported',
        amount: 'Not reported',
        converted: null,
        reason: 'Not reported: fees vary by programme.',
      })
  })

  it('says "Not reported" with the reason for a missing figure, never free and never an estimate for another level', () => {
    const u = uni(notReported, notReported, 40_000)
    expect(tuitionPerYear(u, 'postgraduate', 'USD', fx)).toEqual({
      kind: 'not-reported',
      amount: 'Not reported',
      converted: null,
      reason: 'Not reported: fees vary by programme.',
    })
    expect(
      tuitionPerYear(uni(notReported, notReported, null), 'undergraduate', 'USD', fx),
    ).toMatchObject({
      kind: 'not-reported',
      amount: 'Not reported',
    })
  })
})

describe('livingPerYear', () => {
  it('gives the yearly living cost the visa requires where the university is, converted, dated and sourced', () => {
    const u = makeUniversity({ id: 'l', countryCode: 'GB', city: 'London' })
    expect(livingPerYear(u, 'USD', fx, [makeDestinationCosts('GB', { living: 16_000 })])).toEqual({
      known: true,
      since: 'from 1 January 2025',
      basis: 'test',
      source,
      amount: 'GBP 16,000',
      converted: '≈ USD 25,000',
    })
  })

  it('makes a monthly requirement a year of 12 months: GBP 1,529 in London', () => {
    const u = makeUniversity({ id: 'l', countryCode: 'GB', city: 'London' })
    expect(livingPerYear(u, 'GBP', fx)).toMatchObject({
      known: true,
      amount: 'GBP 18,348',
      since: 'from 11 November 2025',
      basis: expect.stringMatching(/^GBP 1,529 a month, 12 months a year\./),
    })
  })

  it('says "Not reported" with the reason where the visa asks for no figure or our data has none', () => {
    const boston = makeUniversity({ id: 'b', countryCode: 'US', city: 'Boston' })
    expect(livingPerYear(boston, 'USD', fx)).toMatchObject({
      known: false,
      amount: 'Not reported',
      reason: expect.stringMatching(/^No government figure/),
    })
    const tokyo = makeUniversity({ id: 't', countryCode: 'JP', city: 'Tokyo' })
    expect(livingPerYear(tokyo, 'USD', fx)).toMatchObject({ known: false })
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

describe('one figure per fact', () => {
  const all = listAllUniversities()
  const bySlug = (slug: string) => all.find((u) => u.slug === slug)!

  it.each(['undergraduate', 'postgraduate'] as const)(
    'card and comparison show each university the figure, year and source of its page (%s)',
    (level) => {
      for (const u of all) {
        const t = u.tuition[level]
        const card = universityCardData(u, tuitionPerYear(u, level, 'USD', fx))
        const compared = yearlyCosts(u, 'USD', fx)[level]
        // The page prints moneyRange(t.min, t.max, t.currency), t.year and t.source.
        const page =
          t.min === null
            ? ['Not reported', null]
            : [
                t.max === 0 ? 'No tuition' : moneyRange(t.min, t.max, t.currency),
                `${t.year}, ${t.source.title}`,
              ]
        expect([u.slug, card[7], card[14]]).toEqual([u.slug, ...page])
        expect([u.slug, compared.amount]).toEqual([u.slug, page[0]])
        if (compared.kind === 'figure')
          expect(compared.source).toBe(t.min === null ? undefined : t.source)
      }
    },
  )

  it("shows Melbourne's undergraduate fee as the 2023 CRICOS range, not an estimate", () => {
    const melbourne = bySlug('the-university-of-melbourne')
    const card = universityCardData(
      melbourne,
      tuitionPerYear(melbourne, 'undergraduate', 'AUD', fx),
    )
    expect([card[7], card[8], card[14]]).toEqual([
      'AUD 32,928 to 61,733',
      null,
      '2023, CRICOS, fees registered 3 January 2023',
    ])
    expect(JSON.stringify(card)).not.toMatch(/estimate|47,000/i)
  })

  it('shows no separate domestic figure for a private US university (MIT), but keeps one where fees differ', () => {
    const mit = bySlug('massachusetts-institute-of-technology')
    expect(domesticTuition(mit)).toMatch(/^The same as for international students/)
    expect(domesticTuition(mit)).not.toMatch(/\d/)
    const ucla = all.find((u) => u.id === 'ucla')!
    expect(domesticTuition(ucla)).toBe(ucla.tuitionFees.domestic)
  })

  it('shows no out-of-state figure as the international fee at UIUC and Purdue, which charge international students more', () => {
    for (const id of ['uiuc', 'purdue']) {
      const u = all.find((x) => x.id === id)!
      const t = u.tuition.undergraduate
      expect([id, t.min]).toEqual([id, null])
      if (t.min !== null) continue
      expect(t.reason).toMatch(/international undergraduates pay more than the out-of-state/)
      expect(t.source?.url).toMatch(/^https:\/\/(registrar\.illinois\.edu|www\.purdue\.edu)\//)
      expect(tuitionPerYear(u, 'undergraduate', 'EUR', fx)).toMatchObject({ kind: 'not-reported' })
    }
  })

  it('converts no amount without a dated rate: every converted fee comes from the dated table', () => {
    // A table without the US dollar: a USD fee shows in dollars only, never at some other rate.
    const noUsd: FxTable = { date: '2026-04-13', base: 'EUR', rates: { GBP: 0.8 } }
    for (const u of all.filter((x) => x.countryCode === 'US')) {
      const shown = tuitionPerYear(u, 'undergraduate', 'GBP', noUsd)
      expect([u.slug, shown.converted]).toEqual([u.slug, null])
    }
  })
})
