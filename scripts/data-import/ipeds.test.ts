import { ipedsTables } from './fixtures'
import { importIpeds, ipedsValue } from './ipeds'

describe('importIpeds', () => {
  const result = importIpeds(ipedsTables)
  const esu = result.records.find((r) => r.unitid === '100001')!
  const seminary = result.records.find((r) => r.unitid === '100004')!

  it('keeps degree-granting institutions only and counts the rest by reason', () => {
    expect(result.records.map((r) => r.unitid)).toEqual(['100001', '100004'])
    expect(result.dropped).toEqual({
      'not degree-granting: sub-baccalaureate certificates only': 1,
      'administrative unit or category not applicable': 1,
      'invalid: UnitID': 1,
    })
  })

  it('joins cost, enrolment, graduation, admissions and earnings on UnitID with their years', () => {
    expect(esu.us.control).toBe('public')
    expect(esu.us.cost).toEqual({ year: '2023-24', inState: 12000, outOfState: 30000, missing: {} })
    expect(esu.us.enrolment).toEqual({
      year: '2023-24',
      total: 20000,
      undergraduate: 15000,
      graduate: 5000,
      missing: {},
    })
    expect(esu.us.graduation).toEqual({
      year: '2015 cohort',
      cohort: 3000,
      sixYearRate: 71,
      missing: {},
    })
    expect(esu.us.admissions).toMatchObject({
      year: '2022',
      applicants: 20000,
      admitted: 13000,
      rate: 65,
      satReading25: 520,
    })
  })

  it('keeps missing figures null with the reason the source gives, never 0', () => {
    // IPEDS flags: A = not applicable; P = imputed (not the institution's own figure).
    expect(esu.us.admissions).toMatchObject({ actComposite25: null, satMath75: null })
    expect(esu.us.admissions!.missing).toEqual({
      actComposite25: 'not-applicable',
      actComposite75: 'not-applicable',
      satMath75: 'imputed',
    })
    expect(esu.us.earnings).toEqual({
      year: 'Scorecard 2025-05',
      after6Years: null,
      after10Years: 55000,
      missing: { after6Years: 'privacy-suppressed' },
    })
    // A graduate-only seminary leaves undergraduates blank: not reported, not zero.
    expect(seminary.us.enrolment).toEqual({
      year: '2023-24',
      total: 300,
      undergraduate: null,
      graduate: 300,
      missing: { undergraduate: 'not-reported' },
    })
  })

  it('makes a group with none of its figures null, its reason under the group name', () => {
    expect(seminary.us.cost).toBeNull()
    expect(seminary.us.admissions).toBeNull()
    expect(seminary.us.missing).toEqual({
      cost: 'not-reported',
      graduation: 'no-source-row',
      admissions: 'no-source-row',
      earnings: 'no-source-row',
    })
  })
})

describe('ipedsValue', () => {
  it.each([
    ['R', '12', { value: 12, reason: null }],
    ['Z', '0', { value: 0, reason: null }],
    ['R', '', { value: null, reason: 'not-reported' }],
    ['A', '', { value: null, reason: 'not-applicable' }],
    ['N', '7', { value: null, reason: 'imputed' }],
    ['B', '', { value: null, reason: 'not-reported' }],
  ])('flag %s, cell %p', (flag, cell, expected) => {
    expect(ipedsValue(flag, cell)).toEqual(expected)
  })
})
