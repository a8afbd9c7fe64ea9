import { CRAWLER_MESSAGES } from '@/lib/crawler/messages'
import { ALLOWED_SITES, DEFAULT_CRAWL_URL, validateCrawlUrl } from '@/lib/crawler/url'

const refused = (url: string) => {
  const check = validateCrawlUrl(url)
  return check.ok ? undefined : check.message
}

describe('validateCrawlUrl', () => {
  it('accepts each allowed site over http and https, with or without www, and the default URL', () => {
    for (const site of ALLOWED_SITES) {
      expect(validateCrawlUrl(`https://${site}/`)).toEqual({ ok: true, url: `https://${site}/` })
      expect(validateCrawlUrl(`http://www.${site}/path?q=1`).ok).toBe(true)
    }
    expect(ALLOWED_SITES).toHaveLength(10)
    expect(validateCrawlUrl(DEFAULT_CRAWL_URL).ok).toBe(true)
  })

  it('accepts subdomains at any depth, and normalises case, spaces and a trailing dot', () => {
    expect(validateCrawlUrl('https://en.wikipedia.org/wiki/University').ok).toBe(true)
    expect(validateCrawlUrl('https://a.b.docs.python.org/3/').ok).toBe(true)
    expect(validateCrawlUrl('  HTTPS://WWW.GitHub.COM./Trending  ')).toEqual({
      ok: true,
      url: 'https://www.github.com./Trending',
    })
  })

  it("refuses other schemes with 'Only HTTP and HTTPS protocols are allowed'", () => {
    for (const url of [
      'ftp://example.com/file',
      'javascript:alert(1)',
      'file:///etc/passwd',
      'data:text/html,hi',
      'ws://example.com/',
    ])
      expect(refused(url)).toBe(CRAWLER_MESSAGES.protocol)
  })

  it("refuses lookalike and unlisted hosts with 'Domain is not in the allowed list'", () => {
    for (const url of [
      'https://evil-example.com/',
      'https://example.com.evil.net/',
      'https://notexample.com/',
      'https://wwwexample.com/',
      'https://example.co/',
      'https://mozilla.org/',
      'https://python.org/',
      'https://127.0.0.1/',
      'http://[::1]/',
      'https://localhost/',
      'https://exаmple.com/', // Cyrillic a: a different host in punycode
      'https://evil.net/example.com',
      'https://evil.net/?u=https://example.com',
      'https://evil.net#@example.com',
    ])
      expect(refused(url)).toBe(CRAWLER_MESSAGES.domain)
  })

  it('refuses userinfo tricks: any credentials, before an allowed or a foreign host', () => {
    for (const url of [
      'https://example.com@evil.net/',
      'https://example.com:443@evil.net/',
      'https://www.example.com%40evil.net@evil.net/',
      'https://user:pass@example.com/',
      'https://evil.net@example.com/',
      'https://:@example.com/',
    ])
      expect(refused(url)).toBe(CRAWLER_MESSAGES.urlFormat)
    // WHATWG parsing reads the backslash as a path separator: the host stays example.com, and the
    // normalised URL (what the crawler receives) says so unambiguously.
    expect(validateCrawlUrl('https://example.com\\@evil.net/')).toEqual({
      ok: true,
      url: 'https://example.com/@evil.net/',
    })
  })

  it("refuses anything that is not an absolute URL with 'Invalid URL format'", () => {
    for (const url of [
      '',
      '   ',
      'example.com',
      '//example.com',
      'https://',
      'http://exa mple.com',
    ])
      expect(refused(url)).toBe(CRAWLER_MESSAGES.urlFormat)
    expect(refused(`https://example.com/${'a'.repeat(2100)}`)).toBe(CRAWLER_MESSAGES.urlFormat)
  })

  it('refuses an allowed host on a non-default port, and accepts its default port written out', () => {
    for (const url of [
      'https://example.com:8443/',
      'http://github.com:22/',
      'https://en.wikipedia.org:444/wiki',
      'http://example.com:443/',
    ])
      expect(refused(url)).toBe(CRAWLER_MESSAGES.domain)
    expect(validateCrawlUrl('https://example.com:443/')).toEqual({
      ok: true,
      url: 'https://example.com/',
    })
    expect(validateCrawlUrl('http://example.com:80/').ok).toBe(true)
  })
})
