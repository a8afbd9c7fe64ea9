import { parseBudget, parseGpa } from '@/lib/scholarships/options'

describe('matcher inputs: GPA 0-4.0 in steps of 0.1, budget a whole number, junk 0', () => {
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
