import {
  importDiscoverUniCourses,
  importTef,
  mergeUcasVariants,
  modeVariantHeads,
} from './discover-uni-courses'
import { discoverUniTables, tefRows } from './fixtures'

describe('importDiscoverUniCourses', () => {
  const result = importDiscoverUniCourses(discoverUniTables)
  const byId = new Map(result.records.map((r) => [r.kiscourseid, r]))
  const cs = byId.get('CS-1')!
  const joint = byId.get('JH-2')!
  const art = byId.get('ART-3')!

  it('reads one programme per course and mode, dropping a mode that is neither full- nor part-time', () => {
    expect(result.read).toBe(6)
    expect([...byId.keys()].sort()).toEqual(['ART-3', 'CS-1', 'CS-9', 'JH-2', 'ORPHAN'])
    expect(result.dropped['mode 03 is neither full-time (01) nor part-time (02)']).toBe(1)
  })

  it('takes the title, award, course page and length from KISCOURSE when it has the course', () => {
    expect(cs).toMatchObject({
      title: 'Computer Science with Artificial Intelligence',
      level: 'Undergraduate',
      levelLabel: 'BSc',
      courseUrl: 'https://www.testford.ac.uk/courses/cs-ai',
      duration: { years: 3, weeks: 156 },
    })
    expect(cs.missing).toEqual({ fees: 'no-fee-table' })
    // A foundation degree is below a bachelor's; a script URL is no course page.
    expect(art).toMatchObject({
      title: 'Fine Art',
      level: 'Other',
      levelLabel: 'FD',
      courseUrl: null,
      duration: null,
    })
  })

  it('without KISCOURSE, names the course after its CAH level-3 subjects, never a broad group', () => {
    const plain = importDiscoverUniCourses({ ...discoverUniTables, kisCourse: undefined })
    const title = (id: string) => plain.records.find((r) => r.kiscourseid === id)!.title
    expect(title('CS-1')).toBe('Computer science')
    expect(title('JH-2')).toBe('Law and Accounting')
    expect(title('ART-3')).toBe('Art')
    expect(joint.subjects).toEqual([
      { code: 'CAH16-01-01', label: 'Law' },
      { code: 'CAH17-01-08', label: 'Accounting' },
    ])
    expect(joint.fields.map((f) => f.code)).toEqual(['CAH16', 'CAH17'])
    expect(joint.category).toBe('Law')
  })

  it('labels a code from dim_cah.csv, else from the older SubjectBuilder list', () => {
    expect(cs.subjects).toEqual([{ code: 'CAH11-01-01', label: 'Computer science' }])
    expect(art.subjects).toEqual([{ code: 'CAH25-01-02', label: 'Art' }])
    expect(art.category).toBe('Arts & Humanities')
  })

  it('without KISCOURSE, an undergraduate programme with no fee or duration, said so', () => {
    const plain = importDiscoverUniCourses({ ...discoverUniTables, kisCourse: undefined })
    const course = plain.records.find((r) => r.kiscourseid === 'CS-1')!
    expect(course).toMatchObject({
      level: 'Undergraduate',
      levelLabel: null,
      courseUrl: null,
      fees: null,
      duration: null,
    })
    expect(course.missing).toEqual({ fees: 'no-fee-table', duration: 'no-duration' })
  })

  it('joins locations and de-duplicated UCAS codes', () => {
    expect(cs.locations).toEqual([
      { name: 'Main Campus', city: null, region: null, lat: 51.75, lng: -1.25 },
    ])
    expect(cs.ucasCodes).toEqual(['G400'])
  })

  it('keeps course-level outcomes with aggregation, years and population', () => {
    expect(cs.outcomes!.salary).toEqual({
      reason: null,
      rows: [
        {
          agg: 14,
          subject: null,
          years: '2022-23',
          population: 40,
          lq: 26000,
          median: 30000,
          uq: 36000,
          missing: {},
        },
      ],
    })
    expect(cs.outcomes!.continuation.rows[0]).toMatchObject({
      agg: 24,
      years: '2021-23',
      continuing: 88,
    })
    expect(cs.outcomes!.tariff.rows[0]!.bands).toEqual([
      0, 0, 0, 5, 10, 15, 20, 20, 15, 10, 5, 0, 0, 0,
    ])
  })

  it('keeps a joint course shown at subject level as one row per subject, with the reason', () => {
    expect(joint.outcomes!.salary.reason).toBe('du-small')
    expect(joint.outcomes!.salary.rows.map((r) => [r.subject, r.agg])).toEqual([
      ['CAH16-01-01', 23],
      ['CAH17-01-08', 13],
    ])
    // A blank median is not reported, not 0.
    expect(joint.outcomes!.salary.rows[1]).toMatchObject({
      median: null,
      missing: { median: 'not-reported' },
    })
  })

  it('gives no figures, only the reason, when Discover Uni has none; drops a malformed row, counted', () => {
    expect(art.outcomes!.salary).toEqual({ reason: 'du-new', rows: [] })
    expect(art.outcomes!.continuation).toEqual({ reason: 'du-small', rows: [] })
    expect(art.outcomes!.entry).toEqual({ reason: 'du-none', rows: [] })
    expect(joint.outcomes!.employment).toEqual({ reason: 'not-reported', rows: [] })
    expect(result.dropped['employment: invalid row']).toBe(1)
  })
})

describe('importTef', () => {
  it('keeps the row under the provider’s own UKPRN and drops unknown ratings', () => {
    const result = importTef(tefRows)
    expect(result.records.get('10000001')).toEqual({
      year: '2023',
      overall: 'Gold',
      studentExperience: 'Gold',
      studentOutcomes: 'Silver',
      url: 'https://tef.example/1',
    })
    expect(result.records.has('10000003')).toBe(false)
    expect(result.dropped).toEqual({
      'invalid: OVERALL_RATING': 1,
      'same provider under another registering provider': 1,
    })
  })
})

describe('mergeUcasVariants', () => {
  const course = (id: string, ucasCodes: string[], extra: Record<string, unknown> = {}) => ({
    id,
    ucasCodes,
    provider: 'anglia-ruskin-university',
    title: 'Mechanical engineering',
    mode: 'full-time',
    locations: ['Peterborough'],
    ...extra,
  })

  it('makes courses that differ only by UCAS code one programme, the others its aliases', () => {
    const { programmes, aliases } = mergeUcasVariants([
      course('uk-1-k00936-full-time', ['2058']),
      course('uk-1-k00935-full-time', ['1827']),
      course('uk-1-k00937-full-time', ['4919', '1827']),
    ])
    expect(programmes).toEqual([course('uk-1-k00935-full-time', ['1827', '2058', '4919'])])
    expect(aliases).toEqual({
      'uk-1-k00936-full-time': 'uk-1-k00935-full-time',
      'uk-1-k00937-full-time': 'uk-1-k00935-full-time',
    })
  })

  it('keeps courses apart that differ in anything else: mode, place, outcomes', () => {
    const { programmes, aliases } = mergeUcasVariants([
      course('uk-1-a-full-time', ['1']),
      course('uk-1-a-part-time', ['2'], { mode: 'part-time' }),
      course('uk-1-b-full-time', ['3'], { locations: ['Cambridge'] }),
      course('uk-1-c-full-time', ['4'], { outcomes: { salary: 'x' } }),
    ])
    expect(programmes.map((p) => p.id)).toEqual([
      'uk-1-a-full-time',
      'uk-1-a-part-time',
      'uk-1-b-full-time',
      'uk-1-c-full-time',
    ])
    expect(aliases).toEqual({})
  })
})

describe('modeVariantHeads', () => {
  const course = (id: string, extra: Record<string, unknown> = {}) => ({
    id,
    country: 'GB' as const,
    provider: 'leeds-beckett-university',
    title: 'Architecture',
    level: 'Undergraduate' as const,
    levelLabel: 'BA (Hons)',
    mode: id.endsWith('-part-time') ? ('part-time' as const) : ('full-time' as const),
    duration: null,
    locations: [{ name: 'City Campus', city: 'Leeds', region: null, lat: null, lng: null }],
    courseUrl: null,
    subjects: [{ code: 'CAH13-01-01', label: 'Architecture' }],
    ...extra,
  })

  it('puts a part-time course that differs only by mode under its full-time course', () => {
    expect(
      modeVariantHeads([course('uk-1-c470-full-time'), course('uk-1-c470-part-time')]),
    ).toEqual(new Map([['uk-1-c470-part-time', 'uk-1-c470-full-time']]))
    // Another course id (another KISCOURSEID) is still the same course when it is the only one.
    expect(modeVariantHeads([course('uk-1-a-full-time'), course('uk-1-b-part-time')])).toEqual(
      new Map([['uk-1-b-part-time', 'uk-1-a-full-time']]),
    )
  })

  it('keeps apart courses that differ in title, award, length, place or subjects', () => {
    for (const other of [
      { title: 'Interior architecture' },
      { levelLabel: 'BSc (Hons)' },
      { duration: { years: 6, weeks: 312 } },
      { locations: [] },
      { subjects: [{ code: 'CAH13-01-02', label: 'Landscape design' }] },
      { provider: 'university-of-leeds' },
    ])
      expect(
        modeVariantHeads([course('uk-1-c-full-time'), course('uk-1-c-part-time', other)]),
      ).toEqual(new Map())
  })

  it('pairs by course id among several full-time courses, and leaves a guess out', () => {
    const heads = modeVariantHeads([
      course('uk-1-a-full-time'),
      course('uk-1-b-full-time'),
      course('uk-1-b-part-time'),
      course('uk-1-c-part-time'),
    ])
    expect(heads).toEqual(new Map([['uk-1-b-part-time', 'uk-1-b-full-time']]))
  })

  it('groups UK courses only, and never two of one mode', () => {
    expect(
      modeVariantHeads([
        course('au-x-full-time', { country: 'AU' }),
        course('au-x-part-time', { country: 'AU' }),
        course('uk-2-a-full-time'),
        course('uk-2-b-full-time'),
      ]),
    ).toEqual(new Map())
  })
})
