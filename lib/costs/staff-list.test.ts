import {
  costListHref,
  costListStateSchema,
  costListView,
  costsUnchecked,
} from '@/lib/costs/staff-list'
import { destinationCosts } from '@/data/destination-costs'

const TODAY = new Date('2026-12-02T12:00:00Z')
const checked = (on: string) => ({
  on,
  against: { title: 'GOV.UK', url: 'https://www.gov.uk/student-visa/money' },
})
const items = destinationCosts.map((record) => ({
  record: record.countryCode === 'GB' ? { ...record, checked: checked('2026-09-01') } : record,
}))

describe('the back office list of destination costs', () => {
  it('reads its state from the URL, falling back to the whole list', () => {
    expect(costListStateSchema.parse({ q: ' london ', filter: 'unchecked' })).toEqual({
      q: 'london',
      filter: 'unchecked',
    })
    expect(costListStateSchema.parse({ filter: 'nope', q: 'x'.repeat(101) })).toEqual({
      q: '',
      filter: 'all',
    })
    expect(costListHref({ q: 'new york', filter: 'unchecked' })).toBe(
      '/staff/data/costs?q=new+york&filter=unchecked',
    )
    expect(costListHref({ q: '', filter: 'all' })).toBe('/staff/data/costs')
  })

  it('counts a destination unchecked until it is compared with a source this cycle', () => {
    const uk = items.find((i) => i.record.countryCode === 'GB')!.record
    expect(costsUnchecked(uk, TODAY)).toBe(false)
    expect(costsUnchecked({ ...uk, checked: checked('2026-07-31') }, TODAY)).toBe(true)
    expect(costsUnchecked({ ...uk, checked: undefined }, TODAY)).toBe(true)
  })

  it('searches country names, codes and the cities a figure names, and filters the unchecked', () => {
    const all = costListView(items, { q: '', filter: 'all' }, TODAY)
    expect(all.counts).toEqual({ all: items.length, unchecked: items.length - 1 })
    const pittsburgh = costListView(items, { q: 'Pittsburgh', filter: 'all' }, TODAY)
    expect(pittsburgh.records.map((r) => r.record.countryCode)).toEqual(['US'])
    const london = costListView(items, { q: 'kingdom london', filter: 'unchecked' }, TODAY)
    expect(london.counts).toEqual({ all: 1, unchecked: 0 })
    expect(london.records).toEqual([])
    expect(costListView(items, { q: 'se', filter: 'all' }, TODAY).records.length).toBeGreaterThan(0)
  })
})
