import aliases from '@/data/generated/programme-aliases.json'

import { mergedInto } from './aliases'

describe('mergedInto', () => {
  it('leads each merged UK course id to the programme that holds its UCAS code', () => {
    // Anglia Ruskin's Mechanical engineering (Peterborough) under eight UCAS codes: one programme.
    expect(mergedInto('uk-10000291-k00936-full-time')).toBe('uk-10000291-k00935-full-time')
    expect(mergedInto('uk-10000291-k00935-full-time')).toBeNull()
    expect(mergedInto('toString')).toBeNull()
    // No alias leads to another alias.
    const targets = new Set(Object.values(aliases as Record<string, string>))
    expect(Object.keys(aliases).filter((id) => targets.has(id))).toEqual([])
  })
})
