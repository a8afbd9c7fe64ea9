import { CRAWLER_MESSAGES } from '@/lib/crawler/messages'

/**
 * The ten sites a crawl may start from: an example site, an encyclopedia, a code host, a Q&A site,
 * a blogging site, a developer community, two documentation sites, a tutorial site and a public
 * scholarships site.
 */
export const ALLOWED_SITES = [
  'example.com',
  'wikipedia.org',
  'github.com',
  'stackoverflow.com',
  'medium.com',
  'dev.to',
  'developer.mozilla.org',
  'docs.python.org',
  'w3schools.com',
  'scholarshipportal.com',
] as const

/** The screen's default start: the home page of the public scholarships site. */
export const DEFAULT_CRAWL_URL = 'https://www.scholarshipportal.com/'

const MAX_URL_LENGTH = 2048

export type UrlCheck = { ok: true; url: string } | { ok: false; message: string }

/** True when `hostname` (already lower-case) is an allowed site or one of its subdomains. */
export function isAllowedHost(hostname: string): boolean {
  const host = hostname.replace(/\.$/, '').replace(/^www\./, '')
  return ALLOWED_SITES.some((site) => host === site || host.endsWith(`.${site}`))
}

/**
 * The crawl URL check: http(s) only, no credentials, and a host on the allowlist. Answers the
 * normalised URL, which is what goes to the crawler, so it cannot read the input another way.
 */
export function validateCrawlUrl(input: string): UrlCheck {
  const text = input.trim()
  if (!text || text.length > MAX_URL_LENGTH)
    return { ok: false, message: CRAWLER_MESSAGES.urlFormat }
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return { ok: false, message: CRAWLER_MESSAGES.urlFormat }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, message: CRAWLER_MESSAGES.protocol }
  // user:pass@host is how lookalikes such as https://example.com@evil.net are built; refuse any
  // userinfo, even an empty one that the parser drops.
  if (url.username || url.password || !url.hostname || /^[^:]+:\/*[^/?#\\]*@/.test(text))
    return { ok: false, message: CRAWLER_MESSAGES.urlFormat }
  if (!isAllowedHost(url.hostname)) return { ok: false, message: CRAWLER_MESSAGES.domain }
  // The allowed sites serve the web on the default ports; any other port (an admin console, a
  // service on the same host) is not what the allowlist means. URL() drops :80/:443 for http(s).
  if (url.port) return { ok: false, message: CRAWLER_MESSAGES.domain }
  return { ok: true, url: url.href }
}
