import { readFileSync } from 'node:fs'
import path from 'node:path'

import { importDiscoverUniCourses } from './discover-uni-courses'
import { discoverUniTables } from './fixtures'
import { csvRows } from './io'
import { readKisCourse } from './kiscourse'

// The course table in the publisher's own layout (HECOS and LDCS repeated per subject).
const kisCourse = csvRows(readFileSync(path.join(__dirname, 'fixtures', 'KISCOURSE.csv'), 'utf8'))

describe('readKisCourse', () => {
  const { index, read, dropped } = readKisCourse(kisCourse)

  it('indexes each course and mode once; malformed keys and duplicates are counted, not kept', () => {
    expect(read).toBe(9)
    expect(index.size).toBe(5)
    expect(dropped).toEqual({
      'KISCOURSE: duplicate course and mode': 1,
      'KISCOURSE: invalid KISCOURSEID': 1,
      'KISCOURSE: invalid KISMODE': 1,
      'KISCOURSE: invalid PUBUKPRN': 1,
    })
  })

  it('keeps the duplicate that has a title and a length', () => {
    const row = index.find({
      PUBUKPRN: '10000001',
      UKPRN: '10000001',
      KISCOURSEID: 'JH-2',
      KISMODE: '01',
    })
    expect(row?.TITLE).toBe('Law and Accounting, Joint Honours')
    expect(row?.NUMSTAGE).toBe('3')
  })

  it('finds a course by its registering provider when the publisher differs, never across modes', () => {
    const course = { UKPRN: '10000001', KISCOURSEID: 'NUR-5' }
    expect(index.find({ ...course, PUBUKPRN: '10000009', KISMODE: '01' })?.TITLE).toBe(
      'Adult Nursing',
    )
    expect(index.find({ ...course, PUBUKPRN: '10000009', KISMODE: '02' })).toBeUndefined()
  })
})

describe('importDiscoverUniCourses with KISCOURSE.csv', () => {
  const result = importDiscoverUniCourses({ ...discoverUniTables, kisCourse })
  const byId = new Map(result.records.map((r) => [r.kiscourseid, r]))

  it('names a course by its Discover Uni title, with its award, course page and length', () => {
    expect(byId.get('CS-1')).toMatchObject({
      title: 'Computer Science with Artificial Intelligence',
      levelLabel: 'BSc',
      courseUrl: 'https://www.testford.ac.uk/courses/cs-ai',
      duration: { years: 3, weeks: 156 },
    })
  })

  it('gives a joint course its one title and keeps both subjects', () => {
    const joint = byId.get('JH-2')!
    expect(joint.title).toBe('Law and Accounting, Joint Honours')
    expect(joint.courseUrl).toBe('https://www.testford.ac.uk/courses/law-accounting')
    expect(joint.subjects.map((s) => s.code)).toEqual(['CAH16-01-01', 'CAH17-01-08'])
  })

  it('leaves out what the row lacks: no script URL as a course page, no length without stages', () => {
    expect(byId.get('ART-3')).toMatchObject({
      title: 'Fine Art',
      levelLabel: 'FD',
      courseUrl: null,
      duration: null,
      missing: { fees: 'no-fee-table', duration: 'no-duration' },
    })
  })

  it('a course the table lacks falls back to its subject names; the table’s drops are counted', () => {
    expect(byId.get('ORPHAN')?.title).toBe('Computer science')
    expect(result.dropped['KISCOURSE: duplicate course and mode']).toBe(1)
  })
})
