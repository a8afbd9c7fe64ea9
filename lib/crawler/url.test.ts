import { CRAWLER_MESSAGES } from '@/lib/crawler/messages'
import {
  ALLOWED_SITES,
  DEFAULT_CRAWL_URL,
  embeddedHosts,
  isAllowedHost,
  isAllowedPageUrl,
  validateCrawlUrl,
} from '@/lib/crawler/url'

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

  it('accepts the subdomains the sites serve, and normalises case, spaces and a trailing dot', () => {
    for (const host of [
      'en.wikipedia.org',
      'simple.wikipedia.org',
      'zh-min-nan.wikipedia.org',
      'en.m.wikipedia.org',
      'docs.github.com',
      'gist.github.com',
      'meta.stackoverflow.com',
      'pt.stackoverflow.com',
    ])
      expect(validateCrawlUrl(`https://${host}/`)).toEqual({ ok: true, url: `https://${host}/` })
    expect(validateCrawlUrl('  HTTPS://WWW.GitHub.COM./Trending  ')).toEqual({
      ok: true,
      url: 'https://www.github.com./Trending',
    })
  })

  it('refuses a host that merely ends in an allowed site: unknown or special labels, any depth', () => {
    for (const host of [
      'localhost.example.com',
      'www.localhost.example.com',
      'internal.medium.com',
      '169.254.169.254.medium.com',
      'metadata.github.com',
      'a.b.docs.python.org',
      'api.dev.to',
      'x.www.w3schools.com',
      'localhost.wikipedia.org',
      '127-0-0-1.wikipedia.org',
      'en.x.wikipedia.org',
      'www.en.wikipedia.org',
      'intranet.stackoverflow.com',
    ]) {
      expect(isAllowedHost(host)).toBe(false)
      expect(refused(`https://${host}/`)).toBe(CRAWLER_MESSAGES.domain)
    }
  })

  it("refuses an allowed site's open redirect to another host, however the target is written", () => {
    for (const url of [
      'https://medium.com/m/global-identity-2?redirectUrl=http://169.254.169.254/',
      'https://medium.com/m/global-identity-2?redirectUrl=http%3A%2F%2F169.254.169.254%2Flatest',
      'https://medium.com/m/signin?redirect=http%253A%252F%252Flocalhost%253A8080%252F',
      'https://medium.com/m/global-identity-2?redirectUrl=http%25253A%25252F%25252F169.254.169.254',
      `https://medium.com/r?to=${encodeTimes('http://169.254.169.254/', 6)}`,
      'https://example.com/out?to=%25%zz%252F%252F10.0.0.1',
      'https://example.com/out?to=//10.0.0.1/admin',
      'https://example.com/out?to=%2F%2F10.0.0.1',
      'https://example.com/out?to=https:%5C%5Cevil.net',
      'https://example.com//evil.net/',
      'https://example.com/go#url=http://[::1]:3000/',
      'https://example.com/?next=https://user@evil.net:8443/x',
      'https://github.com/login?return_to=https%3A%2F%2Flocalhost.example.com%2F',
    ])
      expect(refused(url)).toBe(CRAWLER_MESSAGES.domain)
  })

  it('accepts addresses inside a URL when they are on the allowlist too', () => {
    expect(
      validateCrawlUrl(
        'https://medium.com/m/global-identity-2?redirectUrl=https%3A%2F%2Fmedium.com%2F%40someone',
      ).ok,
    ).toBe(true)
    expect(validateCrawlUrl('https://en.wikipedia.org/wiki/Special:Search?search=a+b').ok).toBe(
      true,
    )
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

function encodeTimes(text: string, times: number): string {
  return times ? encodeTimes(encodeURIComponent(text), times - 1) : text
}

describe('embeddedHosts', () => {
  it("finds the hosts of addresses after the URL's own host, decoded, without userinfo or port", () => {
    expect(
      embeddedHosts(
        new URL('https://medium.com/r?u=http%253A%252F%252FAdmin%3Ax%40Evil.net%3A81%2F&v=//b.org'),
      ).sort(),
    ).toEqual(['b.org', 'evil.net'])
    expect(embeddedHosts(new URL('https://en.wikipedia.org/wiki/University'))).toEqual([])
  })
})

describe('isAllowedPageUrl', () => {
  it('is true for http(s) pages of allowed hosts on default ports only', () => {
    expect(isAllowedPageUrl('https://en.wikipedia.org/wiki/X')).toBe(true)
    for (const address of [
      'http://169.254.169.254/latest/meta-data/',
      'https://localhost.example.com/',
      'https://example.com:8080/',
      'file:///etc/passwd',
      'not a url',
      undefined,
      42,
    ])
      expect(isAllowedPageUrl(address)).toBe(false)
  })
})
