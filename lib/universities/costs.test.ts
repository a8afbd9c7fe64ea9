import type { FxTable } from '@/lib/currency'
import { domesticTuition, livingPerYear, yearlyCosts } from '@/lib/universities/costs'
import { moneyRange, tuitionPerYear } from '@/lib/universities/fees'
import { seedUniversities } from '@/lib/universities/seed'
import { universityCardData } from '@/lib/universities/view'
import { destinationCosts } from '@/data/destination-costs'
import { makeDestinationCosts, makeUniversity } from '@/test/fixtures'

// 1 EUR = 1.25 USD = 0.8 GBP (made-up, round rates).
const fx: FxTable = { date: '2026-04-13', base: 'EUR', rates: { USD: 1.25, GBP: 0.8 } }
const source = { title: 'Official page', url: 'https://www.example.org/' }

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
    expect(livingPerYear(u, 'GBP', fx, destinationCosts)).toMatchObject({
      known: true,
      amount: 'GBP 18,348',
      since: 'from 11 November 2025',
      basis: expect.stringMatching(/^GBP 1,529 a month, 12 months a year\./),
    })
  })

  it('says "Not reported" with the reason where the visa asks for no figure or our data has none', () => {
    const chicago = makeUniversity({ id: 'c', countryCode: 'US', city: 'Chicago' })
    expect(livingPerYear(chicago, 'USD', fx, destinationCosts)).toMatchObject({
      known: false,
      amount: 'Not reported',
      reason: expect.stringMatching(/^No government figure/),
    })
    const tokyo = makeUniversity({ id: 't', countryCode: 'JP', city: 'Tokyo' })
    expect(livingPerYear(tokyo, 'USD', fx, destinationCosts)).toMatchObject({ known: false })
  })

  it("takes a university's own figure before its city's: MIT's, not Harvard's, in Cambridge", () => {
    const [mit, harvard] = ['massachusetts-institute-of-technology', 'harvard-university'].map(
      (slug) => seedUniversities.find((u) => u.slug === slug)!,
    )
    expect(livingPerYear(mit!, 'USD', fx, destinationCosts)).toMatchObject({
      known: true,
      amount: 'USD 22,654',
      source: { url: 'https://web.mit.edu/facts/tuition.shtml' },
    })
    expect(livingPerYear(harvard!, 'USD', fx, destinationCosts)).toMatchObject({ known: false })
    const total = yearlyCosts(mit!, 'USD', fx, destinationCosts).total.undergraduate
    expect(total.perYear).not.toMatch(/without/)
  })
})

describe('one figure per fact', () => {
  const all = seedUniversities
  const bySlug = (slug: string) => all.find((u) => u.slug === slug)!

  it.each(['undergraduate', 'postgraduate'] as const)(
    'card and comparison show each university the figure, year and source of its page (%s)',
    (level) => {
      for (const u of all) {
        const t = u.tuition[level]
        const card = universityCardData(u, tuitionPerYear(u, level, 'USD', fx))
        const compared = yearlyCosts(u, 'USD', fx, destinationCosts)[level]
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
