import { MISSING_REASON_TEXT } from '../../data/open-schema'
import { cricosAsOf, cricosFees, importCricos, PLACEHOLDER_FEE_BELOW, sheetRecords } from './cricos'
import { cricosWorkbook } from './fixtures'

const AS_OF = '2023-01-03'

describe('cricosAsOf: the register is as of the date in its workbook’s name', () => {
  it('reads the date of the publisher’s name (unpadded, with the export’s time) and of ours', () => {
    expect(cricosAsOf('cricos-providers-courses-and-locations-as-at-2026-7-1-10-38-49.xlsx')).toBe(
      '2026-07-01',
    )
    expect(
      cricosAsOf('open/au-cricos/cricos-providers-courses-and-locations-as-at-2023-01-03.xlsx'),
    ).toBe('2023-01-03')
  })

  it('refuses a name with no date or an impossible one, never guessing', () => {
    for (const name of [
      'cricos-providers-courses-and-locations.xlsx',
      'cricos-providers-courses-and-locations-as-at-2025-13-01.xlsx',
      'cricos-providers-courses-and-locations-as-at-2025-2-30.xlsx',
      'cricos-2025-07-01.xlsx',
    ])
      expect(() => cricosAsOf(name)).toThrow(
        `${name}: not a CRICOS register date (expected cricos-providers-courses-and-locations-as-at-YYYY-M-D[-H-MM-SS].xlsx)`,
      )
  })
})

describe('cricosFees: the registered tuition fee is for the whole course', () => {
  it('spreads the course fee over its duration in 52-week years', () => {
    expect(
      cricosFees({ tuition: 120000, nonTuition: 1500, totalCost: 121500, weeks: 156, asOf: AS_OF }),
    ).toEqual({
      currency: 'AUD',
      asOf: '2023-01-03',
      tuitionPerYear: 40000,
      tuitionTotal: 120000,
      nonTuitionTotal: 1500,
      estimatedTotalCost: 121500,
      missing: {},
    })
    expect(
      cricosFees({ tuition: 30000, nonTuition: 0, totalCost: 30000, weeks: 78, asOf: AS_OF })
        .tuitionPerYear,
    ).toBe(20000)
  })

  it('never puts a year’s fee above the whole course’s: a course under a year costs its tuition', () => {
    // A 26-week course of AUD 16,040 is AUD 16,040, not AUD 32,080 a year.
    expect(
      cricosFees({ tuition: 16040, nonTuition: 0, totalCost: 16040, weeks: 26, asOf: AS_OF })
        .tuitionPerYear,
    ).toBe(16040)
    expect(
      cricosFees({ tuition: 4000, nonTuition: 0, totalCost: 4000, weeks: 12, asOf: AS_OF })
        .tuitionPerYear,
    ).toBe(4000)
    // Rounding to whole dollars never lifts a year's fee above a cents total.
    expect(
      cricosFees({ tuition: 27150.8, nonTuition: 0, totalCost: 27150.8, weeks: 52, asOf: AS_OF })
        .tuitionPerYear,
    ).toBe(27150.8)
    // A year exactly: the same either way.
    expect(
      cricosFees({ tuition: 15000, nonTuition: 0, totalCost: 15000, weeks: 52, asOf: AS_OF })
        .tuitionPerYear,
    ).toBe(15000)
  })

  it('keeps a blank or zero tuition fee missing with its reason, never 0, and the total with it', () => {
    expect(
      cricosFees({ tuition: null, nonTuition: null, totalCost: null, weeks: 52, asOf: AS_OF }),
    ).toMatchObject({
      tuitionPerYear: null,
      tuitionTotal: null,
      nonTuitionTotal: null,
      estimatedTotalCost: null,
      missing: {
        tuitionPerYear: 'not-registered',
        tuitionTotal: 'not-registered',
        nonTuitionTotal: 'not-registered',
        estimatedTotalCost: 'not-registered',
      },
    })
    expect(
      cricosFees({ tuition: 0, nonTuition: 500, totalCost: 500, weeks: 104, asOf: AS_OF }),
    ).toMatchObject({
      tuitionPerYear: null,
      tuitionTotal: null,
      nonTuitionTotal: 500,
      estimatedTotalCost: null,
      missing: {
        tuitionPerYear: 'registered-as-zero',
        tuitionTotal: 'registered-as-zero',
        estimatedTotalCost: 'registered-as-zero',
      },
    })
  })

  it('treats a token fee (AUD 1 for a four-year PhD) as not reported, with its reason', () => {
    // au-111363e as registered: AUD 1 tuition for 208 weeks, which would show as "AUD 0 per year".
    expect(
      cricosFees({ tuition: 1, nonTuition: 0, totalCost: 1, weeks: 208, asOf: AS_OF }),
    ).toEqual({
      currency: 'AUD',
      asOf: '2023-01-03',
      tuitionPerYear: null,
      tuitionTotal: null,
      nonTuitionTotal: 0,
      estimatedTotalCost: null,
      missing: {
        tuitionPerYear: 'placeholder-fee',
        tuitionTotal: 'placeholder-fee',
        estimatedTotalCost: 'placeholder-fee',
      },
    })
    expect(
      cricosFees({ tuition: 99, nonTuition: 0, totalCost: 99, weeks: 52, asOf: AS_OF }).missing,
    ).toEqual({
      tuitionPerYear: 'placeholder-fee',
      tuitionTotal: 'placeholder-fee',
      estimatedTotalCost: 'placeholder-fee',
    })
    // From the threshold on, a small fee is a price (a 4-week English course at AUD 320).
    expect(
      cricosFees({
        tuition: PLACEHOLDER_FEE_BELOW,
        nonTuition: 0,
        totalCost: 100,
        weeks: 52,
        asOf: AS_OF,
      }),
    ).toMatchObject({ tuitionPerYear: 100, tuitionTotal: 100, missing: {} })
    expect(MISSING_REASON_TEXT['placeholder-fee']).toContain(`under AUD ${PLACEHOLDER_FEE_BELOW}`)
  })
})

describe('importCricos', () => {
  const result = importCricos(cricosWorkbook, AS_OF)
  const byCode = new Map(result.courses.map((c) => [c.courseCode, c]))

  it('reads rows under each sheet’s header row', () => {
    expect(sheetRecords(cricosWorkbook, 'Courses')).toHaveLength(7)
    expect(sheetRecords(cricosWorkbook, 'Missing sheet')).toEqual([])
  })

  it('drops expired, school-level and malformed courses, counted by reason', () => {
    expect([...byCode.keys()]).toEqual(['012345A', '012346B', '012348D', '012351G'])
    expect(result.coursesDropped).toEqual({
      expired: 1,
      'school-level course (kindergarten to year 12)': 1,
      'invalid: Duration (Weeks)': 1,
    })
    expect(result.providersDropped).toEqual({ 'invalid: CRICOS Provider Code': 1 })
  })

  it('maps level, ASCED fields, category, duration, locations and fees', () => {
    expect(byCode.get('012345A')).toMatchObject({
      title: 'Bachelor of Engineering',
      level: 'Undergraduate',
      levelLabel: 'Bachelor Degree',
      subjects: [{ code: '030901', label: 'Construction Engineering' }],
      fields: [{ code: '03', label: 'Engineering and Related Technologies' }],
      category: 'Engineering & Technology',
      mode: 'full-time',
      duration: { years: 4, weeks: 208 },
      fees: { tuitionPerYear: 40000, tuitionTotal: 160000 },
      outcomes: null,
      missing: { outcomes: 'no-outcomes' },
    })
    expect(byCode.get('012345A')!.locations.map((l) => l.city)).toEqual(['BRUCE', 'SYDNEY'])
    expect(byCode.get('012346B')).toMatchObject({
      level: 'Postgraduate taught',
      category: 'Law',
      fees: { tuitionTotal: null },
    })
    expect(byCode.get('012348D')).toMatchObject({ level: 'Other', category: null })
    expect(byCode.get('012351G')).toMatchObject({
      level: 'Doctorate',
      fees: {
        tuitionPerYear: null,
        tuitionTotal: null,
        estimatedTotalCost: null,
        missing: { tuitionPerYear: 'placeholder-fee' },
      },
    })
  })

  it('names providers by trading name and places them where most of their courses are', () => {
    expect(result.providers.get('00001A')).toEqual({
      code: '00001A',
      name: 'Kangaroo University',
      altNames: ['Kangaroo University Ltd'],
      providerType: 'Government',
      capacity: 20000,
      website: 'https://www.kangaroo.edu.au/',
      city: 'BRUCE',
      state: 'ACT',
    })
    expect(result.providers.get('00002B')).toMatchObject({
      name: 'Koala English College',
      capacity: null,
    })
  })
})
