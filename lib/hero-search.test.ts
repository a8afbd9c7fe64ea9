import { heroSearchHref } from './hero-search'

describe('heroSearchHref', () => {
  it('does nothing for blank terms', () => {
    expect(heroSearchHref('')).toBeUndefined()
    expect(heroSearchHref('   \t ')).toBeUndefined()
  })

  it('encodes the trimmed term into the search parameter', () => {
    expect(heroSearchHref('  law & economics ')).toBe('/universities?search=law%20%26%20economics')
    expect(new URL(heroSearchHref('São Paulo?')!, 'http://x').searchParams.get('search')).toBe(
      'São Paulo?',
    )
  })
})
