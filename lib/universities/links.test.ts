import { universityHref } from './links'

describe('universityHref', () => {
  it('keeps a chosen level, and names none when none was chosen', () => {
    expect(universityHref('imperial-college-london', 'postgraduate')).toBe(
      '/universities/imperial-college-london?level=postgraduate',
    )
    expect(universityHref('imperial-college-london')).toBe('/universities/imperial-college-london')
  })
})
