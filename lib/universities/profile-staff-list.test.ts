import {
  profileFlags,
  profileListHref,
  profileListStateSchema,
  profileListView,
} from '@/lib/universities/profile-staff-list'
import type { TuitionLevel, University } from '@/data/schema'
import { universities } from '@/data/universities'

const DAY = new Date('2026-12-02T12:00:00Z')
const source = { title: 'Official fees', url: 'https://www.example.org/fees' }
const base = universities.find((u) => u.slug === 'eth-zurich')!

const figure = (year: string): TuitionLevel => ({
  min: 1000,
  max: 2000,
  currency: 'EUR',
  period: 'year',
  year,
  source,
})
const notReported: TuitionLevel = { min: null, reason: 'Varies by programme.' }

const profile = (
  slug: string,
  name: string,
  tuition: University['tuition'],
  checked?: University['checked'],
): { record: University } => {
  const record: University = { ...base, slug, id: slug, name, tuition }
  delete record.checked
  return { record: checked ? { ...record, checked } : record }
}

const items = [
  profile('alpha-university', 'Alpha University', {
    undergraduate: figure('2026-27'),
    postgraduate: figure('2024-25'),
  }),
  profile(
    'beta-institute',
    'Beta Institute',
    { undergraduate: figure('2023-24'), postgraduate: notReported },
    { on: '2026-08-01', against: source },
  ),
  profile(
    'gamma-college',
    'Gamma College',
    { undergraduate: notReported, postgraduate: figure('2023') },
    { on: '2026-07-31', against: source },
  ),
  profile(
    'delta-school',
    'Delta School',
    { undergraduate: notReported, postgraduate: notReported },
    { carriedFrom: '2025-26', note: 'From last round.' },
  ),
]

describe('the university list filters', () => {
  it('flags a profile never checked, checked before 1 August or carried over, and either level’s old fee', () => {
    const flags = Object.fromEntries(items.map((i) => [i.record.name, profileFlags(i.record, DAY)]))
    expect(flags).toEqual({
      // No check recorded counts as never checked; 2024-25 is still within two years.
      'Alpha University': { unchecked: true, oldFee: false },
      // Checked on the day the cycle opened; the undergraduate fee of 2023-24 is old.
      'Beta Institute': { unchecked: false, oldFee: true },
      // Checked the day before the cycle opened; a calendar 2023 is old in 2026.
      'Gamma College': { unchecked: true, oldFee: true },
      // Neither level reported: nothing to be old.
      'Delta School': { unchecked: true, oldFee: false },
    })
  })

  it('lets a check lapse and a fee age with the calendar', () => {
    const beta = items[1]!.record
    expect(profileFlags(beta, new Date('2027-08-01T00:00:00Z')).unchecked).toBe(true)
    const alpha = items[0]!.record
    expect(profileFlags(alpha, new Date('2027-08-01T00:00:00Z')).oldFee).toBe(true)
  })

  it('searches every word in the name or slug, and counts each filter for the search', () => {
    expect(profileListView(items, { q: '', filter: 'all' }, DAY).counts).toEqual({
      all: 4,
      unchecked: 3,
      oldFee: 2,
    })
    const view = profileListView(items, { q: 'COLLEGE gam', filter: 'oldFee' }, DAY)
    expect(view.records.map((r) => r.record.slug)).toEqual(['gamma-college'])
    expect(view.counts).toEqual({ all: 1, unchecked: 1, oldFee: 1 })
    const unchecked = profileListView(items, { q: '', filter: 'unchecked' }, DAY)
    expect(unchecked.records.map((r) => r.record.name)).toEqual([
      'Alpha University',
      'Gamma College',
      'Delta School',
    ])
    expect(profileListView(items, { q: 'nowhere', filter: 'all' }, DAY)).toEqual({
      records: [],
      counts: { all: 0, unchecked: 0, oldFee: 0 },
    })
  })

  it('keeps the state in the address, and falls back to the whole list on a bad one', () => {
    expect(profileListHref({ q: '', filter: 'all' })).toBe('/staff/data/universities')
    expect(profileListHref({ q: 'lund uni', filter: 'oldFee' })).toBe(
      '/staff/data/universities?q=lund+uni&filter=oldFee',
    )
    expect(profileListStateSchema.parse({ q: 'x'.repeat(101), filter: 'stale' })).toEqual({
      q: '',
      filter: 'all',
    })
  })

  it('counts every seed profile as not checked, none having a check yet', () => {
    const view = profileListView(
      universities.map((record) => ({ record })),
      { q: '', filter: 'unchecked' },
      DAY,
    )
    expect(view.counts.unchecked).toBe(universities.length)
  })
})
