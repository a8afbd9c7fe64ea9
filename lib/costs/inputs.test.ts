import { totalCost } from '@/lib/costs'
import {
  programmeCostInput,
  programmePlace,
  scholarshipCostInput,
  universityCostInput,
} from '@/lib/costs/inputs'
import type { FxTable } from '@/lib/currency'
import { destinationCosts } from '@/data/destination-costs'
import { MISSING_REASON_TEXT } from '@/data/open-schema'
import {
  makeAuProgramme,
  makeScholarship,
  makeUkInstitution,
  makeUkProgramme,
  makeUniversity,
} from '@/test/fixtures'

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
      // The university itself, so its own published figures can come before its city's.
      university: u.slug,
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

describe('programmePlace', () => {
  it("a UK course: its provider's city and nation (the course itself names no city)", () => {
    const provider = { ...makeUkInstitution(null), city: 'Edinburgh' }
    provider.uk = { ...provider.uk!, nation: 'Scotland' }
    expect(programmePlace(makeUkProgramme({ id: 'uk-1' }), provider)).toEqual({
      city: 'Edinburgh',
      region: 'Scotland',
    })
  })

  it('without a provider record: the first location that names a city, and no region', () => {
    const p = makeAuProgramme({
      id: 'au-1',
      locations: [
        { name: 'Online', city: null, region: null, lat: null, lng: null },
        { name: 'City campus', city: 'SYDNEY', region: 'NSW', lat: null, lng: null },
      ],
    })
    expect(programmePlace(p, undefined)).toEqual({ city: 'SYDNEY', region: undefined })
    expect(programmePlace(makeUkProgramme({ id: 'uk-2' }), null)).toEqual({
      city: undefined,
      region: undefined,
    })
  })
})

describe('CRICOS non-tuition fees', () => {
  const fx: FxTable = { date: '2026-04-13', base: 'EUR', rates: { AUD: 1.6 } }
  const withFees = (nonTuitionTotal: number | null) => {
    const p = makeAuProgramme({ id: 'au-000326m' })
    return { ...p, fees: { ...p.fees!, nonTuitionTotal } }
  }

  it('adds a course’s registered non-tuition fees as a one-off charge over its length', () => {
    // AUD 962 for a 2-year course: AUD 481 of each year, dated and sourced as registered.
    const total = totalCost(programmeCostInput(withFees(962)), 'AUD', fx, destinationCosts)
    const part = total.parts.find((p) => p.name === 'Non-tuition fees of the course')!
    expect(part).toMatchObject({
      kind: 'other',
      charged: { min: 962, currency: 'AUD', per: 'once' },
      perYear: { min: 481, max: 481 },
      course: { min: 962, max: 962 },
      date: { value: '2023-01-03', is: 'in-force' },
      source: {
        title: 'CRICOS, fees registered 3 January 2023',
        url: 'https://cricos.education.gov.au/',
      },
    })
    const without = totalCost(programmeCostInput(withFees(0)), 'AUD', fx, destinationCosts)
    expect(total.perYear.min - without.perYear.min).toBeCloseTo(481, 6)
  })

  it("names the register's date the fees carry, not an older register's", () => {
    const p = withFees(962)
    const input = programmeCostInput({ ...p, fees: { ...p.fees!, asOf: '2026-07-01' } })
    const registered = { title: 'CRICOS, fees registered 1 July 2026', url: expect.any(String) }
    expect(input.tuition).toMatchObject({ year: '2026', source: registered })
    expect(input.courseFees?.value).toMatchObject({
      date: '2026-07-01',
      source: registered,
    })
    const unpriced = { ...p.fees!, asOf: '2026-07-01', tuitionPerYear: null }
    expect(programmeCostInput({ ...p, fees: unpriced }).tuition).toMatchObject({
      min: null,
      source: registered,
    })
  })

  it('adds no part where CRICOS registers none, and none as unknown', () => {
    for (const fee of [0, null]) {
      const total = totalCost(programmeCostInput(withFees(fee)), 'AUD', fx, destinationCosts)
      expect(total.parts.map((p) => p.name)).not.toContain('Non-tuition fees of the course')
    }
  })
})
