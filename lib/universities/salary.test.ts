import type { FxTable } from '@/lib/currency'
import { parseSalary, salaryText } from '@/lib/universities/salary'
import { universities } from '@/data/universities'
import { makeUniversity } from '@/test/fixtures'

const fx: FxTable = { date: '2026-04-13', base: 'EUR', rates: { USD: 1.25, GBP: 0.8, JPY: 160 } }

describe('parseSalary', () => {
  it('reads the currency, a year (a month times 12) and the definition', () => {
    expect(parseSalary('£28,000 (median 15 months after graduation)', 'GB')).toEqual({
      min: 28_000,
      max: 28_000,
      currency: 'GBP',
      definition: 'median 15 months after graduation',
    })
    expect(parseSalary('US$ 80,000 (median early-career)', 'US')).toMatchObject({
      min: 80_000,
      currency: 'USD',
    })
    expect(parseSalary('S$5,000 per month (median graduate starting)', 'SG')).toMatchObject({
      min: 60_000,
      currency: 'SGD',
    })
    expect(
      parseSalary('€48,000 - €55,000 (typical starting salary for graduates)', 'DE'),
    ).toMatchObject({
      min: 48_000,
      max: 55_000,
      currency: 'EUR',
    })
    expect(parseSalary('₹22 lakh per year (average BTech placement package)', 'IN')).toMatchObject({
      min: 2_200_000,
      currency: 'INR',
    })
    expect(parseSalary('R$ 8,000 per month (early-career estimate)', 'BR')).toMatchObject({
      currency: 'BRL',
      min: 96_000,
    })
    expect(parseSalary('R25,000 per month (typical graduate starting)', 'ZA')).toMatchObject({
      currency: 'ZAR',
    })
    expect(
      parseSalary('US$1,500 - US$2,000 per month (typical graduate starting in Lebanon)', 'LB'),
    ).toMatchObject({
      min: 18_000,
      max: 24_000,
    })
  })

  it('tells the yen from the yuan by the country', () => {
    expect(parseSalary('¥250,000 per month (typical graduate starting)', 'JP')?.currency).toBe(
      'JPY',
    )
    expect(parseSalary('¥12,000 per month (average graduate starting)', 'CN')?.currency).toBe('CNY')
  })

  it('gives null for words it cannot read as an amount with its definition', () => {
    expect(parseSalary('About 60k', 'US')).toBeNull()
    expect(parseSalary('$60,000', 'US')).toBeNull()
  })

  it('reads every salary in our university data', () => {
    const unread = universities
      .filter((u) => parseSalary(u.academics.averageSalary, u.countryCode) === null)
      .map((u) => `${u.id}: ${u.academics.averageSalary}`)
    expect(unread).toEqual([])
  })
})

describe('salaryText', () => {
  it('converts to the display currency with the rate it used, and keeps the definition', () => {
    const u = makeUniversity({
      id: 'uk',
      countryCode: 'GB',
      academics: {
        facultyStudentRatio: '1:10',
        researchRating: 8,
        employmentRate: 90,
        averageSalary: '£28,000 (median 15 months after graduation)',
      },
    })
    // GBP 28,000 = EUR 35,000 = USD 43,750.
    expect(salaryText(u, 'USD', fx)).toEqual({
      amount: 'GBP 28,000 a year',
      converted: '≈ USD 43,800 a year',
      definition: 'median 15 months after graduation',
      rate: {
        name: 'ECB euro foreign exchange reference rates',
        date: '2026-04-13',
        url: expect.stringMatching(/^https:\/\/www\.ecb\.europa\.eu\//),
      },
    })
    expect(salaryText(u, 'GBP', fx)).toMatchObject({ converted: null, rate: null })
  })

  it('shows the words as they are when they cannot be read, never a guessed amount', () => {
    const u = makeUniversity({
      id: 'x',
      academics: {
        facultyStudentRatio: '1:10',
        researchRating: 8,
        employmentRate: 90,
        averageSalary: '$60,000',
      },
    })
    expect(salaryText(u, 'USD', fx)).toEqual({
      amount: '$60,000',
      converted: null,
      definition: null,
      rate: null,
    })
  })
})
