import { programmeCostInput, scholarshipCostInput, universityCostInput } from '@/lib/costs/inputs'
import { MISSING_REASON_TEXT } from '@/data/open-schema'
import { makeAuProgramme, makeScholarship, makeUkProgramme, makeUniversity } from '@/test/fixtures'

describe('cost inputs from our data', () => {
  it('a UK programme: no fee in Discover Uni, no length, placed where its provider is', () => {
    const input = programmeCostInput(makeUkProgramme({ id: 'uk-1' }), {
      city: 'London',
      region: 'England',
    })
    expect(input).toEqual({
      countryCode: 'GB',
      city: 'London',
      region: 'England',
      level: 'undergraduate',
      tuition: { min: null, reason: MISSING_REASON_TEXT['no-fee-table'] },
      years: null,
    })
  })

  it('an Australian programme: its registered fee a year and whole, its length and first location', () => {
    const input = programmeCostInput(makeAuProgramme({ id: 'au-1' }))
    expect(input).toMatchObject({
      countryCode: 'AU',
      city: 'BRUCE',
      region: 'ACT',
      level: 'postgraduate',
      years: 2,
      tuition: { min: 45_000, max: 45_000, currency: 'AUD', year: '2023', courseTotal: 90_000 },
    })
  })

  it('a course registered without a fee keeps the reason; a doctorate has no usual length', () => {
    const unpriced = makeAuProgramme({
      id: 'au-2',
      level: 'Doctorate',
      fees: {
        currency: 'AUD',
        asOf: '2023-01-03',
        tuitionPerYear: null,
        tuitionTotal: null,
        nonTuitionTotal: null,
        estimatedTotalCost: null,
        missing: { tuitionPerYear: 'registered-as-zero', tuitionTotal: 'registered-as-zero' },
      },
    })
    const input = programmeCostInput(unpriced)
    expect(input.level).toBeNull()
    expect(input.tuition).toMatchObject({
      min: null,
      reason: MISSING_REASON_TEXT['registered-as-zero'],
    })
  })

  it('a university level and a scholarship whose value is in words', () => {
    const u = makeUniversity({ id: 'u', countryCode: 'CA', city: 'Montreal' })
    expect(universityCostInput(u, 'postgraduate')).toMatchObject({
      countryCode: 'CA',
      city: 'Montreal',
      level: 'postgraduate',
      tuition: u.tuition.postgraduate,
    })
    const s = makeScholarship({ id: 's', value: 'Full tuition' })
    expect(scholarshipCostInput(s)).toEqual({
      name: s.name,
      amount: null,
      value: 'Full tuition',
      source: { title: s.name, url: s.link },
    })
  })
})
