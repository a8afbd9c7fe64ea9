import {
  EMPTY_SHORTLIST,
  normaliseShortlist,
  SHORTLIST_CAP,
  shortlistHref,
  toggleSaved,
} from '@/lib/shortlist'
import { parseShortlist } from '@/lib/shortlist/parse'

describe('shortlist URL', () => {
  it('round-trips a shortlist through its shareable link', () => {
    const list = {
      university: ['mit', 'oxford'],
      programme: ['au-012345a'],
      institution: [],
      scholarship: ['chevening-scholarships'],
    }
    const href = shortlistHref(list)
    expect(href).toBe('/shortlist?u=mit,oxford&p=au-012345a&s=chevening-scholarships')
    const query = Object.fromEntries(new URL(href, 'http://x').searchParams)
    expect(parseShortlist(query)).toEqual(list)
  })

  it('gives the bare path for an empty list and empty lists for a bare or junk query', () => {
    expect(shortlistHref(EMPTY_SHORTLIST)).toBe('/shortlist')
    expect(parseShortlist({})).toEqual(EMPTY_SHORTLIST)
    expect(parseShortlist({ u: ['<script>', 'x'], s: 42 as unknown as string })).toEqual({
      ...EMPTY_SHORTLIST,
      university: [],
    })
  })

  it('drops repeats, malformed and unknown ids, and caps each kind', () => {
    const many = Array.from({ length: SHORTLIST_CAP + 5 }, (_, n) => `uni-${n}`).join(',')
    const parsed = parseShortlist(
      { u: `mit,MIT, mit ,../etc,nowhere,${many}`, s: 'rhodes-scholarship,made-up' },
      {
        university: (id) => id !== 'nowhere',
        scholarship: (id) => id === 'rhodes-scholarship',
      },
    )
    expect(parsed.university[0]).toBe('mit')
    expect(parsed.university).not.toContain('nowhere')
    expect(parsed.university).not.toContain('../etc')
    expect(new Set(parsed.university).size).toBe(parsed.university.length)
    expect(parsed.university.length).toBeLessThanOrEqual(SHORTLIST_CAP)
    expect(parsed.scholarship).toEqual(['rhodes-scholarship'])
  })
})

describe('saving', () => {
  it('adds and removes one id of one kind', () => {
    const saved = toggleSaved(EMPTY_SHORTLIST, 'scholarship', 'rhodes-scholarship')
    expect(saved.scholarship).toEqual(['rhodes-scholarship'])
    expect(saved.university).toEqual([])
    expect(toggleSaved(saved, 'scholarship', 'rhodes-scholarship')).toEqual(EMPTY_SHORTLIST)
  })

  it('reads stored junk as an empty list', () => {
    expect(normaliseShortlist('nope')).toEqual(EMPTY_SHORTLIST)
    expect(normaliseShortlist({ university: 'mit', scholarship: ['a', 'a', 3] })).toEqual({
      ...EMPTY_SHORTLIST,
      scholarship: ['a'],
    })
  })
})
