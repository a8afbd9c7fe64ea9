import {
  parseBudget,
  parseGpa,
  SCHOLARSHIPS_DEFAULTS,
  scholarshipsHref,
  type ScholarshipsState,
} from './scholarship-options'

describe('matcher inputs (SPEC §5)', () => {
  it.each([
    ['3.7', 3.7],
    [' 2 ', 2],
    ['4', 4],
    ['0', 0],
    ['abc', 0],
    ['3.5abc', 0],
    ['', 0],
    [undefined, 0],
    [['3.1', '2'], 0],
    ['NaN', 0],
    ['Infinity', 0],
    ['9', 4],
    ['-1', 0],
    ['3.14159', 3.1],
  ])('GPA %p becomes %p', (input, expected) => {
    expect(parseGpa(input)).toBe(expected)
  })

  it.each([
    ['25000', 25_000],
    ['25000.9', 25_000],
    ['abc', 0],
    ['12k', 0],
    ['', 0],
    [null, 0],
    ['-500', 0],
    ['1e12', 100_000_000],
  ])('budget %p becomes %p', (input, expected) => {
    expect(parseBudget(input)).toBe(expected)
  })
})

describe('scholarshipsHref', () => {
  const state = (changes: Partial<ScholarshipsState>) => ({ ...SCHOLARSHIPS_DEFAULTS, ...changes })

  it('keeps the default view plain', () => {
    expect(scholarshipsHref(SCHOLARSHIPS_DEFAULTS)).toBe('/scholarships')
  })

  it('writes a shareable results link with the submitted profile', () => {
    const href = scholarshipsHref(
      state({ match: 1, degree: "Master's", field: 'Computer Science', gpa: 3.5 }),
    )
    const params = new URL(href, 'http://x').searchParams
    expect(params.get('match')).toBe('1')
    expect(params.get('degree')).toBe("Master's")
    expect(params.get('field')).toBe('Computer Science')
    expect(params.get('gpa')).toBe('3.5')
    expect(params.has('budget')).toBe(false)
  })

  it('names the tab only when it differs from the one the filters imply', () => {
    expect(scholarshipsHref(state({ tab: 'browse', type: 'government' }))).toBe(
      '/scholarships?type=government',
    )
    expect(scholarshipsHref(state({ tab: 'browse' }))).toBe('/scholarships?tab=browse')
    expect(scholarshipsHref(state({ tab: 'matcher', funding: 'merit' }))).toBe(
      '/scholarships?tab=matcher&funding=merit',
    )
  })
})
