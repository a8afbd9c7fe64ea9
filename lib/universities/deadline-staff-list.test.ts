import { deadlineRecordsFromSeed } from '@/lib/universities/deadline-seed'
import {
  deadlineFlags,
  deadlineListHref,
  deadlineListStateSchema,
  deadlineListView,
  latestDay,
} from '@/lib/universities/deadline-staff-list'
import type { AdmissionDeadlines, UniversityDeadlineRecord } from '@/data/schema'
import { universityDeadlinesSeed } from '@/data/university-deadlines'

const DAY = new Date('2026-12-02T12:00:00Z')
const source = { title: 'Official page', url: 'https://example.org/' }

const level = (
  date: AdmissionDeadlines['deadlines'][number]['date'],
  checked: AdmissionDeadlines['checked'],
  l: 'undergraduate' | 'postgraduate' = 'postgraduate',
): AdmissionDeadlines => ({
  entryYear: 2027,
  asOf: '2026-11-28',
  checked,
  deadlines: [{ label: 'Deadline', level: l, date, source }],
})
const carried = { carriedFrom: '2025-26', note: 'Carried over' } as const
const checkedNow = { on: '2026-09-01', against: source }
const checkedLastCycle = { on: '2026-07-31', against: source }

const item = (slug: string, name: string, record: Omit<UniversityDeadlineRecord, 'slug'>) => ({
  name,
  record: { slug, ...record },
})
const items = [
  item('alpha-university', 'Alpha University', {
    postgraduate: level({ date: '2027-01-15', rule: 'x' }, checkedNow),
  }),
  item('beta-institute', 'Beta Institute', {
    postgraduate: level({ usual: true, month: 11, part: 'mid', year: 2026 }, checkedNow),
  }),
  item('gamma-college', 'Gamma College', {
    undergraduate: level({ date: '2027-01-01', rule: 'x' }, checkedNow, 'undergraduate'),
    postgraduate: level({ date: '2027-02-01', rule: 'x' }, checkedLastCycle),
  }),
  item('delta-school', 'Delta School', {
    postgraduate: level({ usual: true, month: 12, year: 2026 }, carried),
  }),
]

describe('the deadline list filters', () => {
  it('flags a level not compared since the cycle opened on 1 August, and a day behind us', () => {
    const flags = Object.fromEntries(items.map((i) => [i.name, deadlineFlags(i.record, DAY)]))
    expect(flags).toEqual({
      'Alpha University': { unchecked: false, passed: false },
      // Mid-November is over by 2 December.
      'Beta Institute': { unchecked: false, passed: true },
      // One level checked this cycle is not enough: the other was checked in July.
      'Gamma College': { unchecked: true, passed: false },
      // "December 2026" may still be ahead on 2 December.
      'Delta School': { unchecked: true, passed: false },
    })
  })

  it('narrows by filter and search together, with each filter’s count for the search', () => {
    const unchecked = deadlineListView(items, { q: '', filter: 'unchecked' }, DAY)
    expect(unchecked.records.map((r) => r.name)).toEqual(['Gamma College', 'Delta School'])
    expect(unchecked.counts).toEqual({ all: 4, unchecked: 2, passed: 1 })
    const searched = deadlineListView(items, { q: 'COLLEGE gamma', filter: 'all' }, DAY)
    expect(searched.records.map((r) => r.name)).toEqual(['Gamma College'])
    expect(searched.counts).toEqual({ all: 1, unchecked: 1, passed: 0 })
    expect(deadlineListView(items, { q: 'beta', filter: 'unchecked' }, DAY).records).toEqual([])
  })

  it('reads a usual timing as over only once all of it is', () => {
    expect(latestDay({ usual: true, month: 1, part: 'mid', year: 2027 })).toBe('2027-01-20')
    expect(latestDay({ usual: true, month: 2, year: 2027 })).toBe('2027-02-28')
    expect(latestDay({ usual: true, month: 12, day: 1, year: 2026 })).toBe('2026-12-01')
    expect(latestDay({ date: '2027-01-15' })).toBe('2027-01-15')
  })

  it('lists every seed record as not checked this cycle: all were carried over', () => {
    const seeded = deadlineRecordsFromSeed(universityDeadlinesSeed).map((record) => ({
      record,
      name: record.slug,
    }))
    const { counts } = deadlineListView(seeded, { q: '', filter: 'all' }, DAY)
    expect(counts.unchecked).toBe(seeded.length)
  })

  it('reads a bad address as the whole list and writes only what differs from it', () => {
    expect(deadlineListStateSchema.parse({ filter: 'stale', q: 'x'.repeat(101) })).toEqual({
      q: '',
      filter: 'all',
    })
    expect(deadlineListHref({ q: '', filter: 'all' })).toBe('/staff/data/deadlines')
    expect(deadlineListHref({ q: 'eth zurich', filter: 'passed' })).toBe(
      '/staff/data/deadlines?q=eth+zurich&filter=passed',
    )
  })
})
