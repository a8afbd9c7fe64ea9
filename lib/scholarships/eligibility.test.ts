import {
  checkEligibility,
  eligibilitySummary,
  excludingReasons,
} from '@/lib/scholarships/eligibility'
import { scholarships } from '@/data/scholarships'
import { makeScholarship } from '@/test/fixtures'

const byId = (id: string) => scholarships.find((s) => s.id === id)!
const indiaUkMasters = { nationality: 'IN', hostCountry: 'GB', degree: "Master's" }

describe('checkEligibility: nationality', () => {
  it('excludes non-US citizens from a US-only award, with the reason', () => {
    const marshall = byId('marshall-scholarship')
    const result = checkEligibility(marshall, { nationality: 'IN' })
    expect(result.status).toBe('not-eligible')
    expect(result.reasons).toEqual([{ rule: 'nationality', text: 'For US citizens only' }])
    expect(checkEligibility(marshall, { nationality: 'US' }).reasons).toEqual([])
  })

  it('expands a region: Commonwealth DAC countries include India but not Canada', () => {
    const s = makeScholarship({ id: 'c', nationalities: { include: ['commonwealth-dac'] } })
    expect(checkEligibility(s, { nationality: 'IN' }).reasons).toEqual([])
    expect(checkEligibility(s, { nationality: 'CA' }).reasons[0]?.text).toBe(
      'For citizens of Low- and middle-income Commonwealth countries only',
    )
  })

  it('excludes an excluded nationality inside "any"', () => {
    const chevening = byId('chevening-scholarships')
    expect(checkEligibility(chevening, { nationality: 'US' }).reasons[0]?.text).toBe(
      'Not open to citizens of United States',
    )
    expect(checkEligibility(chevening, { nationality: 'IN' }).reasons).toEqual([])
  })

  it('leaves unknown nationality rules unknown, never excluded', () => {
    const s = makeScholarship({ id: 'u', nationalities: 'unknown', eligibleDegrees: ["Master's"] })
    const result = checkEligibility(s, indiaUkMasters)
    expect(result.status).toBe('unknown')
    expect(result.reasons).toEqual([])
  })
})

describe("a programme's own country list that our data does not hold", () => {
  it.each(['swedish-institute-global-professionals', 'joint-japan-world-bank-scholarship'])(
    '%s neither excludes nor counts anyone eligible on nationality, and says to check the list',
    (id) => {
      const s = byId(id)
      for (const nationality of ['US', 'IN', 'KE', 'CL']) {
        const result = checkEligibility(s, { nationality })
        expect(result.reasons).toEqual([])
        expect(result.status).toBe('unknown')
      }
      const summary = eligibilitySummary(s)
      expect(summary.nationality).toMatch(/^Only citizens of the countries on .+ list/)
      expect(summary.nationality).toContain('check your country on the official page')
      expect(summary.nationality).not.toMatch(/DAC/)
    },
  )

  it("keeps the DAC list where it is the programme's own rule (DAAD EPOS)", () => {
    const epos = byId('daad-epos')
    expect(checkEligibility(epos, { nationality: 'US' }).status).toBe('not-eligible')
    expect(epos.fields?.text).toContain("DAAD's EPOS list")
  })
})

describe('checkEligibility: host country and level', () => {
  it('excludes UK study from a US-only award', () => {
    const fulbright = byId('fulbright-foreign-student-program')
    expect(excludingReasons(checkEligibility(fulbright, indiaUkMasters))).toEqual([
      { rule: 'host', text: 'For study in the United States only' },
    ])
  })

  it('expands a host region', () => {
    const s = makeScholarship({ id: 'h', hostCountries: ['africa', 'CA'] })
    expect(checkEligibility(s, { hostCountry: 'KE' }).reasons).toEqual([])
    expect(checkEligibility(s, { hostCountry: 'GB' }).reasons[0]?.text).toBe(
      'For study in Africa or Canada only',
    )
  })

  it('says a level is not covered: "Not for Master\'s students"', () => {
    const s = makeScholarship({ id: 'l', eligibleDegrees: ['Ph.D.'] })
    expect(checkEligibility(s, { degree: "Master's" }).reasons).toEqual([
      { rule: 'level', text: "Not for Master's students" },
    ])
  })

  it("finds an Indian master's student in the UK eligible for Chevening", () => {
    expect(checkEligibility(byId('chevening-scholarships'), indiaUkMasters).status).toBe('eligible')
  })

  it('excludes on a field the award does not cover, by its subjects or its words', () => {
    const s = makeScholarship({
      id: 'f',
      fields: { names: ['Engineering'], text: 'Engineering only' },
      description: 'For engineers, including software engineering.',
    })
    const result = checkEligibility(s, { field: 'Literature' })
    expect(excludingReasons(result)).toEqual([
      { rule: 'field', text: 'Only for some fields: Engineering only' },
    ])
    expect(checkEligibility(s, { field: 'Engineering' }).reasons).toEqual([])
    // Its description names software engineering, another name of Computer Science: other names
    // widen only the list of subjects, so the award stays limited to Engineering.
    expect(excludingReasons(checkEligibility(s, { field: 'Computer Science' }))).toEqual([
      { rule: 'field', text: 'Only for some fields: Engineering only' },
    ])
    // The words of the subject list count with their other names.
    const listedByWords = makeScholarship({
      id: 'w',
      fields: { names: ['Engineering'], text: 'Engineering and computing' },
    })
    expect(checkEligibility(listedByWords, { field: 'Computer Science' }).reasons).toEqual([])
    const varies = makeScholarship({ id: 'v', fields: { names: 'varies', text: 'By country' } })
    expect(checkEligibility(varies, { field: 'Literature' }).reasons).toEqual([])
  })
})

describe('eligibilitySummary', () => {
  it('writes groups and exclusions out', () => {
    expect(eligibilitySummary(byId('gates-cambridge-scholarship')).nationality).toBe(
      'Any nationality, except United Kingdom',
    )
    expect(eligibilitySummary(byId('chevening-scholarships')).nationality).toBe(
      'Any nationality, except United Kingdom, Ireland, United States and 3 other listed countries',
    )
    expect(eligibilitySummary(byId('rhodes-scholarship')).host).toBe('United Kingdom')
  })
})
