import { ukStateSchema, universitiesStateSchema } from '@/lib/universities/state'
import { UK_URL, UNIVERSITIES_URL, universitiesHref } from '@/lib/universities/url'

describe('university list URLs', () => {
  it('default to what the state schemas parse from an empty query', () => {
    expect(UNIVERSITIES_URL.defaults).toEqual(
      universitiesStateSchema({ countries: [], regions: [] }).parse({}),
    )
    expect(UK_URL.defaults).toEqual(ukStateSchema({ cities: [] }).parse({}))
  })

  it('hold only what differs from the defaults', () => {
    expect(universitiesHref(UNIVERSITIES_URL.defaults, { compare: ['mit', 'eth'], page: 2 })).toBe(
      '/universities?page=2&compare=mit,eth',
    )
  })
})
