import { feeRange, feeRangeText } from '@/lib/courses/fee-range'

const CRICOS = { currency: 'AUD', register: 'CRICOS', country: 'Australian', asOf: '2023-01-03' }

describe('feeRange', () => {
  it('gives the middle 80 % of the known fees, to the nearest 100', () => {
    const fees = [20_000, 31_040, 32_000, 33_000, 34_000, 35_000, 36_000, 37_000, 38_000, 39_000]
    // One cheap outlier and one expensive one do not stretch the range.
    expect(feeRange([...fees, 90_000])).toEqual({ low: 31_000, high: 39_000, count: 11 })
  })

  it('never counts a missing fee, so the low end is never 0', () => {
    const range = feeRange([null, undefined, 0, Number.NaN, 30_000, 31_000, 32_000, 33_000, 34_000])
    expect(range).toEqual({ low: 30_000, high: 34_000, count: 5 })
  })

  it('gives no range with fewer than five known fees', () => {
    expect(feeRange([30_000, 31_000, 32_000, 33_000, null])).toBeNull()
    expect(feeRange([])).toBeNull()
  })
})

describe('feeRangeText', () => {
  it('names the currency, the count, the register and its date', () => {
    expect(feeRangeText({ low: 31_000, high: 39_000, count: 312 }, CRICOS)).toBe(
      "AUD 31,000 - 39,000 a year (middle 80 % of 312 Australian programmes' fees, CRICOS, 3 January 2023)",
    )
    expect(feeRangeText(null, CRICOS)).toBeNull()
  })
})
