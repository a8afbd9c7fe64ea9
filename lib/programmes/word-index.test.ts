import fc from 'fast-check'

import { buildWordIndex, hasBit, keysContaining } from '@/lib/programmes/word-index'

const holders = (keys: string[], part: string) => {
  const index = buildWordIndex(keys)
  const bits = keysContaining(index, part)
  return keys.map((_, i) => i).filter((i) => hasBit(bits, i))
}

describe('word index', () => {
  it('finds a part inside any word of a key, and only there', () => {
    const keys = ['master of computer science', 'computing', 'neuroscience', '', 'law']
    expect(holders(keys, 'comput')).toEqual([0, 1])
    expect(holders(keys, 'science')).toEqual([0, 2])
    expect(holders(keys, 'w')).toEqual([4])
    expect(holders(keys, 'zz')).toEqual([])
  })

  it('gives the keys whose text includes the part, for any keys of words and any part', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'é', '1'), maxLength: 5 })
    const key = fc.array(word, { maxLength: 5 }).map((words) => words.filter(Boolean).join(' '))
    fc.assert(
      fc.property(fc.array(key, { maxLength: 70 }), word, (keys, part) => {
        const expected = keys.map((_, i) => i).filter((i) => keys[i]!.includes(part))
        expect(holders(keys, part)).toEqual(expected)
      }),
    )
  })
})
