import { decodeProgrammeText, encodeProgrammes } from '@/lib/open-data/codec'
import { programmeSchema, type Programme } from '@/data/open-schema'

const row = { agg: 14 as const, subject: null, years: '2022-23', population: 40 }
const uk: Programme = {
  id: 'uk-10000001-cs-1-full-time',
  provider: 'university-of-testford',
  country: 'GB',
  title: 'Computer science (full-time)',
  level: 'Undergraduate',
  levelLabel: null,
  subjects: [
    { code: 'CAH25-01-02', label: 'Design, and creative and performing arts', labelOf: 'CAH25' },
  ],
  fields: [{ code: 'CAH25', label: 'Design, and creative and performing arts' }],
  category: 'Arts & Humanities',
  mode: 'full-time',
  duration: null,
  locations: [{ name: 'Main Campus', city: null, region: null, lat: 51.75, lng: -1.25 }],
  ucasCodes: ['G400'],
  fees: null,
  outcomes: {
    salary: {
      reason: null,
      rows: [{ ...row, lq: 26000, median: null, uq: 36000, missing: { median: 'not-reported' } }],
    },
    employment: {
      reason: null,
      rows: [
        {
          ...row,
          workOrStudy: 90,
          work: 70,
          study: 10,
          workAndStudy: 10,
          unemployed: 5,
          prevWorkStudy: 0,
          noAvail: 5,
          missing: {},
        },
      ],
    },
    continuation: {
      reason: 'du-small',
      rows: [
        {
          ...row,
          agg: 23,
          subject: 'CAH25-01-02',
          continuing: 90,
          gained: 0,
          dormant: 2,
          lower: 0,
          left: 8,
          missing: {},
        },
      ],
    },
    tariff: {
      reason: null,
      rows: [
        {
          ...row,
          bands: [0, 0, 0, 5, 10, 15, 20, 20, 15, 10, 5, null, 0, 0],
          missing: { bands: 'not-reported' },
        },
      ],
    },
    entry: { reason: 'du-none', rows: [] },
  },
  source: 'discover-uni-courses',
  asOf: '2025 collection',
  missing: { fees: 'no-fee-table', duration: 'no-duration' },
}
const second: Programme = {
  ...uk,
  id: 'uk-10000001-cs-2-part-time',
  mode: 'part-time',
  title: 'Computer science (part-time)',
}
const au: Programme = {
  ...uk,
  id: 'au-012345a',
  country: 'AU',
  title: 'Bachelor of Engineering',
  level: 'Postgraduate research',
  levelLabel: 'Masters Degree (Research)',
  subjects: [{ code: '030901', label: 'Construction Engineering' }],
  fields: [{ code: '03', label: 'Engineering and Related Technologies' }],
  category: null,
  duration: { years: 4, weeks: 208 },
  locations: [{ name: 'Bruce Campus', city: 'BRUCE', region: 'ACT', lat: null, lng: null }],
  ucasCodes: [],
  fees: {
    currency: 'AUD',
    asOf: '2023-01-03',
    tuitionPerYear: null,
    tuitionTotal: null,
    nonTuitionTotal: 0,
    estimatedTotalCost: null,
    missing: {
      tuitionPerYear: 'registered-as-zero',
      tuitionTotal: 'registered-as-zero',
      estimatedTotalCost: 'registered-as-zero',
    },
  },
  outcomes: null,
  source: 'cricos',
  asOf: '2023-01-03',
  missing: { outcomes: 'no-outcomes' },
}

describe('programme file layout', () => {
  it('decodes to exactly the programmes it encoded, and they match the schema', () => {
    for (const programmes of [[uk, second], [au]]) {
      const decoded = decodeProgrammeText(encodeProgrammes(programmes))
      expect(decoded).toEqual(programmes)
      for (const p of decoded) expect(programmeSchema.parse(p)).toEqual(p)
    }
  })

  it('stores a shared location and outcome row once and writes one record per line', () => {
    const text = encodeProgrammes([uk, second])
    const file = JSON.parse(text)
    expect(file.locations).toHaveLength(1)
    expect(file.rows).toHaveLength(4)
    expect(text.split('\n').filter((line) => line.startsWith('["uk-'))).toHaveLength(2)
  })

  it('shares equal "not reported" maps and durations between records, frozen', () => {
    const [one, two] = decodeProgrammeText(
      encodeProgrammes([au, { ...au, id: 'au-012345b', title: 'Master of Engineering' }]),
    )
    expect(one!.fees!.missing).toEqual(au.fees!.missing)
    expect(two!.fees!.missing).toBe(one!.fees!.missing)
    expect(two!.missing).toBe(one!.missing)
    expect(two!.duration).toBe(one!.duration)
    expect(Object.isFrozen(one!.fees!.missing)).toBe(true)
    const [ukOne] = decodeProgrammeText(encodeProgrammes([uk]))
    const { employment, continuation } = ukOne!.outcomes!
    expect(employment.rows[0]!.missing).toEqual({})
    expect(employment.rows[0]!.missing).toBe(continuation.rows[0]!.missing)
  })

  it('refuses to mix sources in one file', () => {
    expect(() => encodeProgrammes([uk, au])).toThrow(/not from discover-uni-courses/)
  })
})
