import { unpricedText } from '@/components/programmes/scope-notes'

describe('unpricedText', () => {
  it('says how many have no fee where an order by cost lists them last', () => {
    expect(unpricedText(1_204, false, true)).toBe(
      '1,204 programmes here have no fee reported: they come last, never as the cheapest.',
    )
    expect(unpricedText(1, true, false)).toBe(
      '1 programme here has no fee reported (or none in your currency): each comes last among its kind of fit, never as the cheapest.',
    )
  })

  it('says nothing without an order by cost or when every match has a fee', () => {
    expect(unpricedText(30, false, false)).toBeNull()
    expect(unpricedText(0, true, true)).toBeNull()
  })
})
