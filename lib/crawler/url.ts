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

type AllowedSite = (typeof ALLOWED_SITES)[number]

/**
 * The subdomains each site really serves, beyond the site itself and its www: a host is checked
 * label by label, so a name that merely ends in an allowed site (localhost.example.com) is refused.
 */
const SUBDOMAINS: Record<AllowedSite, RegExp | null> = {
  'example.com': null,
  // Language editions (en, simple, zh-min-nan), each with its mobile site (en.m).
  'wikipedia.org': /^(?:[a-z]{2,3}(?:-[a-z]{2,8}){0,2}|simple)(?:\.m)?$/,
  'github.com': /^(?:docs|gist|education|skills)$/,
  'stackoverflow.com': /^(?:meta|pt|ru|es|ja)$/,
  'medium.com': null,
  'dev.to': null,
  'developer.mozilla.org': null,
  'docs.python.org': null,
  'w3schools.com': null,
  'scholarshipportal.com': null,
}

/** True when `hostname` (already lower-case) is an allowed site, its www, or one of its known subdomains. */
export function isAllowedHost(hostname: string): boolean {
  const host = hostname.replace(/\.$/, '')
  return ALLOWED_SITES.some((site) => {
    if (host === site || host === `www.${site}`) return true
    if (!host.endsWith(`.${site}`)) return false
    return SUBDOMAINS[site]?.test(host.slice(0, -site.length - 1)) ?? false
  })
}

const EMBEDDED_URL = /(?:[a-z][a-z0-9+.-]*:)?[\\/]{2}([^\\/?#\s&"'<>]+)/gi

/**
 * The hosts of web addresses carried inside `url` after its own host (an open redirect's target,
 * ?redirectUrl=http://169.254.169.254/), percent-decoded until decoding changes nothing: a target
 * may be encoded any number of times, since each hop of a redirect chain may decode once.
 */
export function embeddedHosts(url: URL): string[] {
  let text = `${url.pathname}${url.search}${url.hash}`
  const hosts: string[] = []
  // Each decoding that changes the text shortens it, so this ends.
  for (;;) {
    for (const [, authority] of text.matchAll(EMBEDDED_URL))
      hosts.push(authority!.replace(/^.*@/, '').replace(/:\d*$/, '').toLowerCase())
    const decoded = decodeOnce(text)
    if (decoded === text) break
    text = decoded
  }
  return [...new Set(hosts)]
}

/** One round of percent-decoding; a malformed escape is left as it is, the rest still decoded. */
function decodeOnce(text: string) {
  try {
    return decodeURIComponent(text)
  } catch {
    return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run)
      } catch {
        return run
      }
    })
  }
}

/** Whether `address` is on an allowed site, as a crawled page's final address must be. */
export function isAllowedPageUrl(address: unknown): boolean {
  if (typeof address !== 'string') return false
  try {
    const url = new URL(address)
    return /^https?:$/.test(url.protocol) && isAllowedHost(url.hostname) && !url.port
  } catch {
    return false
  }
}

/**
 * The crawl URL check: http(s) only, no credentials, a host on the allowlist and no address of
 * another host inside it. Answers the normalised URL, which is what goes to the crawler, so it
 * cannot read the input another way.
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
  // An allowed site's open redirect would send the crawler anywhere, a private address included.
  if (embeddedHosts(url).some((host) => !isAllowedHost(host)))
    return { ok: false, message: CRAWLER_MESSAGES.domain }
  return { ok: true, url: url.href }
}
