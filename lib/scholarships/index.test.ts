import { existsSync } from 'node:fs'
import { join } from 'node:path'

import {
  featuredScholarships,
  getScholarshipBySlug,
  listScholarships,
  listScholarshipsForUniversity,
} from '@/lib/scholarships'
import { SCHOLARSHIP_LIST_KEYS } from '@/lib/scholarships/options'
import { scholarships } from '@/data/scholarships'
import { makeScholarship } from '@/test/fixtures'

describe('scholarship queries', () => {
  it('finds a scholarship by slug, and nothing for an unknown one', () => {
    expect(getScholarshipBySlug('rhodes-scholarship')?.name).toBe('Rhodes Scholarship')
    expect(getScholarshipBySlug('no-such-award')).toBeUndefined()
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

  it('features the first six prestigious scholarships', () => {
    const featured = featuredScholarships()
    expect(featured).toEqual(scholarships.filter((s) => s.isPrestigious).slice(0, 6))
    expect(featured).toHaveLength(6)
  })

  it('lists the scholarships of one university', () => {
    expect(listScholarshipsForUniversity('oxford').map((s) => s.slug)).toEqual([
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
