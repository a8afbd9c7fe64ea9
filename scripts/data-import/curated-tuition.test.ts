import { curatedTuitionSchema } from '../../data/open-schema'
import { importCricos, type Workbook } from './cricos'
import { curatedTuition, nearestRank, tuitionSpread } from './curated-tuition'
import { cricosCourse, cricosWorkbook, engineering } from './fixtures'

const thousands = (...values: number[]) => values.map((v) => v * 1000)

describe('tuitionSpread: the 10th to 90th percentile of the courses’ tuition a year', () => {
  it('takes nearest ranks, so each end is one course’s own fee', () => {
    const twenty = thousands(...Array.from({ length: 20 }, (_, i) => i + 1))
    expect(nearestRank(twenty, 10)).toBe(2000)
    expect(nearestRank(twenty, 90)).toBe(18000)
    expect(tuitionSpread([...twenty].reverse())).toEqual({ min: 2000, max: 18000 })
  })

  it('leaves out the outliers at both ends of a long list', () => {
    // A token-like registration and a medical degree among ordinary courses.
    const fees = [13_120, ...thousands(36, 38, 40, 41, 42, 43, 44, 45, 46, 48), 109_783]
    expect(tuitionSpread(fees)).toEqual({ min: 36000, max: 48000 })
  })

  it('is the lowest to highest below ten courses, one fee for one course, nothing for none', () => {
    expect(tuitionSpread(thousands(45, 30, 50))).toEqual({ min: 30000, max: 50000 })
    expect(tuitionSpread([42000])).toEqual({ min: 42000, max: 42000 })
    expect(tuitionSpread([])).toBeNull()
  })
})

describe('curatedTuition (from CRICOS rows)', () => {
  const arts: [string, string, string] = [
    '09 - Society and Culture',
    '0913 - Behavioural Science',
    '091301 - Psychology',
  ]
  // Kangaroo University (00001A) already has a Bachelor of Engineering at AUD 40,000 a year and
  // a Master of Laws registered at a fee of 0; Koala English College (00002B) only English.
  const workbook: Workbook = {
    ...cricosWorkbook,
    Courses: [
      ...cricosWorkbook.Courses!,
      cricosCourse(
        '00001A',
        '020001A',
        'Bachelor of Arts',
        'Bachelor Degree',
        arts,
        156,
        105000,
        0,
        105000,
      ),
      // Expired: its fee would be the highest.
      cricosCourse(
        '00001A',
        '020002B',
        'Bachelor of Medicine',
        'Bachelor Degree',
        arts,
        156,
        600000,
        0,
        600000,
        'Yes',
      ),
      // Exchange places at a placeholder fee: left out, counted as unpriced.
      cricosCourse(
        '00001A',
        '020003C',
        'Bachelor of Exchange',
        'Bachelor Degree',
        arts,
        52,
        1,
        0,
        1,
      ),
      // Another level: not a bachelor's degree for this range.
      cricosCourse(
        '00001A',
        '020004D',
        'Bachelor of Arts (Honours)',
        'Bachelor Honours Degree',
        arts,
        52,
        20000,
        0,
        20000,
      ),
      cricosCourse(
        '00001A',
        '020005E',
        'Master of Engineering',
        'Masters Degree (Coursework)',
        engineering,
        104,
        90000,
        0,
        90000,
      ),
    ],
  }
  const { courses } = importCricos(workbook, '2023-01-03')
  const result = curatedTuition(
    courses,
    new Map([
      ['kangaroo-university', '00001A'],
      ['koala-english', '00002B'],
      ['no-courses', '00009Z'],
    ]),
    '2023-01-03',
  )

  it('draws each level from its current, priced courses only', () => {
    expect(result.universities['kangaroo-university']).toEqual({
      provider: '00001A',
      undergraduate: { min: 35000, max: 40000, courses: 2, unpriced: 1 },
      postgraduate: { min: 45000, max: 45000, courses: 1, unpriced: 1 },
      missing: {},
    })
  })

  it('keeps a provider with no bachelor’s or master’s course not reported, with the reason', () => {
    for (const slug of ['koala-english', 'no-courses'])
      expect(result.universities[slug]).toMatchObject({
        undergraduate: null,
        postgraduate: null,
        missing: { undergraduate: 'no-priced-course', postgraduate: 'no-priced-course' },
      })
  })

  it('names its source and date and keeps to its schema', () => {
    expect(curatedTuitionSchema.parse(result)).toEqual(result)
    expect(result).toMatchObject({
      source: 'CRICOS, fees registered 3 January 2023',
      asOf: '2023-01-03',
      currency: 'AUD',
      percentiles: [10, 90],
    })
    expect(Object.keys(result.universities)).toEqual([
      'kangaroo-university',
      'koala-english',
      'no-courses',
    ])
  })
})
