import { asOfHeadline, asOfText, sourceDateText, sourcesAsOf } from '@/lib/open-data/as-of'

describe('as-of labels of the open data', () => {
  it("writes a source's day as the site writes dates, and any other label as it is", () => {
    const asOf = sourcesAsOf([
      { id: 'cricos', asOf: '2026-07-01' },
      { id: 'discover-uni-courses', asOf: 'release of 2026-09-15' },
    ])
    expect(sourceDateText(asOf, 'cricos')).toBe('1 July 2026')
    expect(sourceDateText(asOf, 'discover-uni-courses')).toBe('release of 2026-09-15')
    expect(sourceDateText(asOf, 'ecb')).toBe('date not recorded')
    expect(asOfText('2023-01-03')).toBe('3 January 2023')
  })

  it('drops the asides in brackets when only the release is wanted', () => {
    expect(asOfHeadline('2025 collection (outcomes 2021-23, entry 2022-24)')).toBe(
      '2025 collection',
    )
    expect(asOfHeadline('2026-08-06 (commit 27b6174)')).toBe('2026-08-06')
    expect(asOfHeadline('release of 2026-09-15')).toBe('release of 2026-09-15')
  })
})
