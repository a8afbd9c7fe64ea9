import { creditsLabel, keepAllowedPages, previewText, resultsJson } from '@/lib/crawler/results'

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

describe('keepAllowedPages', () => {
  const page = (sourceURL?: string, url?: string) => ({
    markdown: '#',
    metadata: { sourceURL, url },
  })

  it('keeps pages whose request and final address are on allowed sites, and counts the others', () => {
    const kept = page('https://example.com/', 'https://www.example.com/')
    const result = keepAllowedPages([
      kept,
      page('https://example.com/go', 'http://169.254.169.254/latest/meta-data/'),
      page('http://10.0.0.1/', 'https://example.com/'),
      page('https://localhost.example.com/', 'https://localhost.example.com/'),
      page(undefined, 'https://example.com/only-final'),
      { markdown: 'no metadata' },
    ])
    expect(result.pages).toEqual([kept, page(undefined, 'https://example.com/only-final')])
    expect(result.leftOut).toBe(4)
  })
})
