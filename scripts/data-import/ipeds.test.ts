import { ipedsTables } from './fixtures'
import { importIpeds, ipedsSourceText, ipedsValue, ipedsYears } from './ipeds'

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

describe('ipedsYears', () => {
  it('reads the years from the tables, never from the code', () => {
    expect(ipedsYears(ipedsTables).years).toEqual({
      cost: '2023-24',
      enrolment: '2023-24',
      graduation: '2015 cohort',
      admissions: '2022',
    })
    // A 2024 release (as the refresh writes it from NCES): the labels follow.
    const rename = (rows: readonly Record<string, string>[], from: RegExp, to: string) =>
      rows.map((row) =>
        Object.fromEntries(Object.entries(row).map(([k, v]) => [k.replace(from, to), v])),
      )
    const next = {
      ...ipedsTables,
      cost: rename(ipedsTables.cost, /2023/, '2024'),
      gradrates: rename(ipedsTables.gradrates, /2015/, '2016'),
      admissions: rename(ipedsTables.admissions, /^UNITID$/, 'UNITID_ADM2024'),
    }
    const { records, years } = importIpeds(next)
    expect(years).toEqual({
      cost: '2024-25',
      enrolment: '2024-25',
      graduation: '2016 cohort',
      admissions: '2024',
    })
    const esu = records.find((r) => r.unitid === '100001')!.us
    expect([
      esu.cost!.year,
      esu.enrolment!.year,
      esu.graduation!.year,
      esu.admissions!.year,
    ]).toEqual(['2024-25', '2024-25', '2016 cohort', '2024'])
    expect(esu.cost).toMatchObject({ inState: 12000, outOfState: 30000 })
    expect(esu.admissions).toMatchObject({ applicants: 20000 })
    expect(ipedsSourceText(years)).toEqual({
      name: 'IPEDS 2024-25 institutions, cost, enrolment, graduation; IPEDS 2024 admissions; College Scorecard earnings',
      asOf: '2024-25 (admissions 2024; earnings release 2025-05-19)',
    })
  })

  it('takes the all-entering row of an Outcome Measures table and refuses mixed cost years', () => {
    const gradrates = [
      { UnitID: '100001', OMCHRT: '10', TOTAL_COHORT_2015: '2000', PCT_AWARD_6YRS: '80' },
      { UnitID: '100001', OMCHRT: '50', TOTAL_COHORT_2015: '3000', PCT_AWARD_6YRS: '71' },
    ]
    const esu = importIpeds({ ...ipedsTables, gradrates }).records[0]!
    expect(esu.us.graduation).toMatchObject({ cohort: 3000, sixYearRate: 71 })
    const cost = [{ UnitID: '1', TUITION_FEES_INSTATE2024: '1', TUITION_FEES_2023_OUTSTATE: '2' }]
    expect(() => ipedsYears({ ...ipedsTables, cost })).toThrow(
      'IPEDS tuition and fees: TUITION_FEES_INSTATE2024 and TUITION_FEES_2023_OUTSTATE name different years',
    )
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
