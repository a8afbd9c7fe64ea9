import {
  awardListHref,
  awardListStateSchema,
  awardListView,
  roundDatesPassed,
  type AwardListState,
} from '@/lib/scholarships/staff-list'
import type { Scholarship } from '@/data/schema'
import { makeScholarship } from '@/test/fixtures'

const today = new Date('2026-12-02T12:00:00Z')
const checked = {
  on: '2026-10-01',
  against: { title: 'Official page', url: 'https://www.example.org/' },
}
const cycle = (c: Partial<Scholarship['cycle']>): Scholarship['cycle'] => ({
  entryYear: 2027,
  rolling: false,
  opens: null,
  closes: null,
  ...c,
})

const open = makeScholarship({
  id: 'open-award',
  name: 'Chevening Scholarships',
  university: 'UK Foreign Office',
  checked,
  cycle: cycle({ opens: { date: '2026-08-05' }, closes: { date: '2027-01-15' } }),
})
const closed = makeScholarship({
  id: 'closed-award',
  name: 'Gates Cambridge',
  university: 'University of Cambridge',
  cycle: cycle({ opens: { date: '2026-09-01' }, closes: { date: '2026-10-14' } }),
})
const usRoundClosed = makeScholarship({
  id: 'us-round',
  name: 'Another Award',
  checked,
  cycle: cycle({
    opens: { date: '2026-09-01' },
    closes: { date: '2027-01-07' },
    exceptions: [
      {
        nationalities: ['US'],
        who: 'US citizens',
        opens: { date: '2026-09-01' },
        closes: { date: '2026-10-09' },
      },
    ],
  }),
})
const rolling = makeScholarship({ id: 'rolling', cycle: cycle({ rolling: true }) })
const items = [open, closed, usRoundClosed, rolling].map((record) => ({ record }))
const slugs = (list: { record: Scholarship }[]) => list.map((i) => i.record.slug)
/** The slugs the list shows for a search and filter. */
const listed = (q: string, filter: AwardListState['filter']) =>
  slugs(awardListView(items, { q, filter }, today).records)

describe('awardListStateSchema', () => {
  it('falls back to the whole list for an unknown filter, an array or an overlong search', () => {
    expect(awardListStateSchema.parse({ filter: 'stale', q: 'x'.repeat(101) })).toEqual({
      q: '',
      filter: 'all',
    })
    expect(awardListStateSchema.parse({ filter: ['passed', 'all'] }).filter).toBe('all')
    expect(awardListStateSchema.parse({ filter: 'passed', q: '  gates ' })).toEqual({
      q: 'gates',
      filter: 'passed',
    })
  })
})

describe('awardListHref', () => {
  it('leaves the defaults out of the address', () => {
    expect(awardListHref({ q: '', filter: 'all' })).toBe('/staff/data/awards')
    expect(awardListHref({ q: 'uk gov', filter: 'unchecked' })).toBe(
      '/staff/data/awards?q=uk+gov&filter=unchecked',
    )
  })
})

describe('roundDatesPassed', () => {
  it('is true once any round of the record has closed, including a round of some citizens', () => {
    expect(roundDatesPassed(open, today)).toBe(false)
    expect(roundDatesPassed(closed, today)).toBe(true)
    expect(roundDatesPassed(usRoundClosed, today)).toBe(true)
  })

  it('is false for a rolling award and for unknown dates', () => {
    expect(roundDatesPassed(rolling, today)).toBe(false)
    expect(roundDatesPassed(makeScholarship({ id: 'unknown' }), today)).toBe(false)
  })

  it('counts the closing day itself as not yet passed', () => {
    expect(roundDatesPassed(closed, new Date('2026-10-14T23:00:00Z'))).toBe(false)
    expect(roundDatesPassed(closed, new Date('2026-10-15T00:00:00Z'))).toBe(true)
  })
})

describe('the award list', () => {
  it('keeps every award, in order, with its flags, for the default state', () => {
    const all = awardListView(items, { q: '', filter: 'all' }, today).records
    expect(slugs(all)).toEqual(['open-award', 'closed-award', 'us-round', 'rolling'])
    expect(all[0]!.flags).toEqual({ unchecked: false, passed: false })
    expect(all[1]!.flags).toEqual({ unchecked: true, passed: true })
  })

  it('matches every search word in the name, provider or slug, in any case', () => {
    expect(listed('CHEVENING', 'all')).toEqual(['open-award'])
    expect(listed('cambridge gates', 'all')).toEqual(['closed-award'])
    expect(listed('us-round', 'all')).toEqual(['us-round'])
    expect(listed('chevening oxford', 'all')).toEqual([])
  })

  it('filters the awards not checked this cycle, and those whose round dates passed', () => {
    expect(listed('', 'unchecked')).toEqual(['closed-award', 'rolling'])
    expect(listed('', 'passed')).toEqual(['closed-award', 'us-round'])
    expect(listed('gates', 'unchecked')).toEqual(['closed-award'])
  })
})

describe('awardListView', () => {
  it("counts each filter within the search, and lists the chosen filter's awards", () => {
    const view = awardListView(items, { q: '', filter: 'passed' }, today)
    expect(view.counts).toEqual({ all: 4, unchecked: 2, passed: 2 })
    expect(slugs(view.records)).toEqual(['closed-award', 'us-round'])
    const searched = awardListView(items, { q: 'chevening', filter: 'unchecked' }, today)
    expect(searched.counts).toEqual({ all: 1, unchecked: 0, passed: 0 })
    expect(searched.records).toEqual([])
  })
})
