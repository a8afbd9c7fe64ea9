import { creditsLabel, previewText, resultsJson } from '@/lib/crawler/results'

const pages = (n: number) => Array.from({ length: n }, (_, i) => ({ metadata: { url: `/p${i}` } }))

describe('crawl results', () => {
  it('previews the first 3 entries and counts the rest', () => {
    expect(previewText(pages(10))).toBe(
      `${JSON.stringify(pages(3), null, 2)}\n... and 7 more entries`,
    )
    expect(previewText(pages(3))).toBe(JSON.stringify(pages(3), null, 2))
    expect(previewText([])).toBe('[]')
  })

  it('downloads every entry as indented JSON', () => {
    expect(JSON.parse(resultsJson(pages(10)))).toEqual(pages(10))
  })

  it("shows 'unknown' credits when the service reports none", () => {
    expect(creditsLabel(null)).toBe('unknown')
    expect(creditsLabel(0)).toBe('0')
    expect(creditsLabel(10)).toBe('10')
  })
})
