import type { TotalCost } from '@/lib/costs'
import { partDateText, rangeText, ratesText, totalText, yearText } from '@/lib/costs/text'

const ecb = {
  name: 'ECB euro foreign exchange reference rates',
  date: '2026-04-13',
  url: 'https://www.ecb.europa.eu/',
}
const other = { name: 'Second source', date: '2026-09-29', url: 'https://example.org/' }

describe('cost texts', () => {
  it('writes a range to three significant figures, once when both ends round alike', () => {
    expect(rangeText({ min: 41_002.67, max: 47_002.67 }, 'GBP')).toBe('GBP 41,000 to 47,000')
    expect(rangeText({ min: 54_648, max: 54_649 }, 'GBP')).toBe('GBP 54,600')
  })

  it('says when a figure took effect, was in force, or which academic year it is for', () => {
    expect(partDateText({ value: '2025-11-11', is: 'effective' })).toBe('from 11 November 2025')
    expect(partDateText({ value: '2025-01-01', is: 'in-force' })).toBe('in force on 1 January 2025')
    expect(partDateText({ value: '2025-26', is: 'year' })).toBe('2025-26')
    expect(partDateText(null)).toBeNull()
  })

  it('names every rate source with its day', () => {
    expect(ratesText([])).toBeNull()
    expect(ratesText([ecb, other])).toBe(
      'At the ECB euro foreign exchange reference rates of 13 April 2026 and the Second source of 29 September 2026.',
    )
  })

  it('gives a year, the course with its length, what is left out and the rates', () => {
    const total: TotalCost = {
      currency: 'NGN',
      years: { value: 2.06, basis: "The course's own length.", source: null },
      parts: [],
      perYear: { min: 103_901_811, max: 103_901_811 },
      course: { min: 213_903_900, max: 213_903_900 },
      unknownParts: ['Overseas Student Health Cover (OSHC)'],
      tuitionKnown: true,
      known: true,
      typicalParts: [],
      rates: [other],
    }
    expect(totalText(total)).toEqual({
      perYear: 'NGN 104,000,000 a year without 1 part not known',
      known: true,
      course: 'NGN 214,000,000 for the 2.1-year course without 1 part not known',
      missing: 'Not included, not reported: Overseas Student Health Cover (OSHC)',
      typical: null,
      rates: 'At the Second source of 29 September 2026.',
    })
    expect(
      totalText({ ...total, years: { ...total.years!, value: 3 }, unknownParts: [] }),
    ).toMatchObject({
      perYear: 'NGN 104,000,000 a year',
      course: 'NGN 214,000,000 for the 3-year course',
      missing: null,
    })
  })

  const year = (more: Partial<TotalCost>): TotalCost => ({
    currency: 'KES',
    years: null,
    parts: [],
    perYear: { min: 2_580_000, max: 2_580_000 },
    course: null,
    unknownParts: [],
    tuitionKnown: true,
    known: true,
    typicalParts: [],
    rates: [],
    ...more,
  })

  it('says in the headline what a total leaves out', () => {
    const noTuition = { tuitionKnown: false, unknownParts: ['Tuition'] }
    expect(yearText(year(noTuition))).toBe('KES 2,580,000 a year without tuition')
    expect(
      yearText(year({ tuitionKnown: false, unknownParts: ['Tuition', 'Visa fee', 'Living cost'] })),
    ).toBe('KES 2,580,000 a year without tuition and 2 other parts')
    expect(yearText(year({ unknownParts: ['Visa fee'] }))).toBe(
      'KES 2,580,000 a year without 1 part not known',
    )
    expect(yearText(year({}))).toBe('KES 2,580,000 a year')
  })

  it('never shows a known total of 0: a year with no cost known is "Not known"', () => {
    const free = year({
      perYear: { min: 0, max: 0 },
      known: false,
      unknownParts: ['Living cost', 'Visa fee'],
    })
    expect(yearText(free)).toBe('Not known')
    expect(totalText(free)).toMatchObject({ perYear: 'Not known', known: false, course: null })
  })

  it('says a total includes a typical price', () => {
    expect(
      totalText(year({ typicalParts: ['Overseas Student Health Cover (OSHC)'] })).typical,
    ).toBe('Includes a typical price: Overseas Student Health Cover (OSHC)')
  })
})
