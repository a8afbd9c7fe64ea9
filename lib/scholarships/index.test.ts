import { existsSync } from 'node:fs'
import { join } from 'node:path'

import {
  closedLast,
  featuredScholarships,
  filterScholarships,
  getScholarshipBySlug,
  hostCountryOptions,
  listScholarships,
  listScholarshipsForUniversity,
} from '@/lib/scholarships'
import {
  NO_BROWSE_FILTERS,
  SCHOLARSHIP_LIST_KEYS,
  type BrowseFilters,
} from '@/lib/scholarships/options'
import { roundStatus } from '@/lib/scholarships/round'
import { scholarships } from '@/data/scholarships'
import { makeScholarship } from '@/test/fixtures'

describe('scholarship queries', () => {
  it('finds a scholarship by slug, and nothing for an unknown one', () => {
    expect(getScholarshipBySlug('rhodes-scholarship', scholarships)?.name).toBe(
      'Rhodes Scholarship',
    )
    expect(getScholarshipBySlug('no-such-award', scholarships)).toBeUndefined()
  })

  it('filters by type and by merit, in dataset order', () => {
    const items = [
      makeScholarship({ id: 'a', type: 'Government', isMeritBased: false }),
      makeScholarship({ id: 'b', type: 'External' }),
      makeScholarship({ id: 'c', type: 'Government' }),
    ]
    const ids = (filter: Parameters<typeof listScholarships>[0]) =>
      listScholarships(filter, items).map((s) => s.id)
    expect(ids({ type: '', funding: '' })).toEqual(['a', 'b', 'c'])
    expect(ids({ type: 'government', funding: '' })).toEqual(['a', 'c'])
    expect(ids({ type: 'external', funding: '' })).toEqual(['b'])
    expect(ids({ type: 'university', funding: '' })).toEqual([])
    expect(ids({ type: '', funding: 'merit' })).toEqual(['b', 'c'])
    expect(ids({ type: 'government', funding: 'merit' })).toEqual(['c'])
  })

  describe('Browse filters', () => {
    const today = new Date('2026-11-26T12:00:00Z')
    const items = [
      makeScholarship({
        id: 'uk-masters',
        eligibleDegrees: ["Master's"],
        hostCountries: ['GB'],
        isFullyFunded: true,
        cycle: { entryYear: 2027, rolling: true, opens: null, closes: null },
      }),
      makeScholarship({
        id: 'africa-any-level',
        eligibleDegrees: ["Bachelor's", "Master's"],
        hostCountries: ['africa'],
      }),
      makeScholarship({ id: 'anywhere-phd', eligibleDegrees: ['Ph.D.'], isFullyFunded: true }),
      makeScholarship({
        id: 'deadline-only',
        eligibleDegrees: ["Master's"],
        hostCountries: ['NL'],
        // A deadline, but no published opening: not known to be open.
        cycle: {
          entryYear: 2027,
          rolling: false,
          opens: null,
          closes: { usual: true, month: 2, day: 1, year: 2027 },
        },
      }),
    ]
    const ids = (changes: Partial<BrowseFilters>) =>
      filterScholarships(items, { ...NO_BROWSE_FILTERS, ...changes }, today).map((s) => s.id)

    it('keeps everything, in dataset order, with no filter', () => {
      expect(ids({})).toEqual(['uk-masters', 'africa-any-level', 'anywhere-phd', 'deadline-only'])
    })

    it('filters by level and by a host country, named or in a group, or usable anywhere', () => {
      expect(ids({ level: "Master's" })).toEqual([
        'uk-masters',
        'africa-any-level',
        'deadline-only',
      ])
      expect(ids({ host: 'KE' })).toEqual(['africa-any-level', 'anywhere-phd'])
      expect(ids({ host: 'GB', level: "Master's" })).toEqual(['uk-masters'])
      expect(ids({ host: 'FR', level: "Bachelor's" })).toEqual([])
    })

    it('filters fully funded and open now, which a deadline alone does not make', () => {
      expect(ids({ funded: 1 })).toEqual(['uk-masters', 'anywhere-phd'])
      expect(ids({ open: 1 })).toEqual(['uk-masters'])
      expect(ids({ open: 1, funded: 1, level: 'Ph.D.' })).toEqual([])
    })

    it('offers every country where an award can be used, groups expanded, by name', () => {
      const options = hostCountryOptions(items)
      expect(options.map((o) => o.code)).toEqual(expect.arrayContaining(['GB', 'KE', 'NL']))
      expect(options).toHaveLength(2 + 54)
      const names = options.map((o) => o.name)
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
      expect(hostCountryOptions(scholarships).find((o) => o.code === 'FR')?.name).toBe('France')
    })
  })

  it('features the first six prestigious scholarships whose round is not over', () => {
    const today = new Date('2026-12-02T12:00:00Z')
    const featured = featuredScholarships(scholarships, today)
    expect(featured).toEqual(
      scholarships.filter((s) => s.isPrestigious && !roundStatus(s, today).closed).slice(0, 6),
    )
    expect(featured.length).toBeGreaterThan(0)
    // Rhodes and Chevening closed for 2027 entry before December 2026.
    for (const id of ['rhodes-scholarship', 'chevening-scholarships']) {
      expect(
        roundStatus(
          scholarships.find((s) => s.id === id)!,
          today,
        ).closed,
      ).toBe(true)
      expect(featured.map((s) => s.id)).not.toContain(id)
    }
  })

  it('puts closed rounds after the others, each kept in dataset order', () => {
    const today = new Date('2026-12-02T12:00:00Z')
    const ordered = closedLast(scholarships, today)
    expect(new Set(ordered)).toEqual(new Set(scholarships))
    const firstClosed = ordered.findIndex((s) => roundStatus(s, today).closed)
    expect(firstClosed).toBeGreaterThan(0)
    for (const s of ordered.slice(firstClosed)) expect(roundStatus(s, today).closed).toBe(true)
  })

  it('lists the scholarships of one university', () => {
    expect(listScholarshipsForUniversity('oxford', scholarships).map((s) => s.slug)).toEqual([
      'rhodes-scholarship',
      'clarendon-fund',
    ])
  })
})

describe('scholarship routes', () => {
  it('give each footer list its own static route', () => {
    for (const key of SCHOLARSHIP_LIST_KEYS) {
      expect(existsSync(join(process.cwd(), 'app/scholarships', key, 'page.tsx'))).toBe(true)
    }
  })

  it('never let a scholarship slug collide with a list route', () => {
    const reserved = new Set<string>(SCHOLARSHIP_LIST_KEYS)
    expect(scholarships.filter((s) => reserved.has(s.slug)).map((s) => s.slug)).toEqual([])
  })
})
