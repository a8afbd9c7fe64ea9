import { heroSearchHref } from '@/lib/universities/options'
import { UNIVERSITIES_URL } from '@/lib/universities/state'

const hero = (term: string) => heroSearchHref(term, UNIVERSITIES_URL)

describe('heroSearchHref', () => {
  it('does nothing for blank terms', () => {
    expect(hero('')).toBeUndefined()
    expect(hero('   \t ')).toBeUndefined()
  })

  it('encodes the trimmed term into the search parameter', () => {
    expect(hero('  law & economics ')).toBe('/universities?search=law+%26+economics')
    expect(new URL(hero('São Paulo?')!, 'http://x').searchParams.get('search')).toBe('São Paulo?')
  })
})
