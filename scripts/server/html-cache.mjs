// A response cache for the list pages rendered per request (scripts/server.mjs).
//
// The lists are built from committed data and their URL state alone, so the HTML for one query is
// the same for every visitor until the data changes: rendering it once per canonical query and
// serving the stored bytes afterwards is what makes a list page as fast as a prerendered one.
// Only full-page GETs of the listed paths are stored; RSC navigations, server actions, the API,
// the back office and anything that sets a cookie go straight to Next.
//
// A stored page cannot keep its per-request nonce: every visitor would share it. On storing, the
// nonce is taken out of the page and the policy instead allows exactly the page's own inline
// scripts by their SHA-256 hashes (plus same-origin script files), so an injected script that is
// not byte-for-byte one of them still cannot run.
import { createHash } from 'node:crypto'
import {
  brotliCompressSync,
  brotliDecompressSync,
  gunzipSync,
  gzipSync,
  inflateSync,
  constants as zlibConstants,
} from 'node:zlib'

import { LRUCache } from 'lru-cache'

/** The list pages whose HTML depends on the path, the query and the display-currency cookie only. */
export const CACHED_PAGES = new Set([
  '/universities',
  '/uk-universities',
  '/courses',
  '/scholarships',
  '/search',
  '/institutions',
  '/programmes',
])

export const CACHE_DEFAULTS = {
  ttlMs: 5 * 60_000,
  maxBytes: 96 * 1024 * 1024,
  maxQueryLength: 512,
  /** Queries remembered as asked once (a key each, no page). */
  maxSeenKeys: 50_000,
}

// Cookies a cached page may read; the cache key carries their values.
const KEY_COOKIES = ['currency']

// Request headers that make Next answer with something other than the full page.
const NEXT_REQUEST_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-action',
]

// Response headers that describe one transfer, not the page.
const TRANSFER_HEADERS = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'keep-alive',
  'transfer-encoding',
  'vary',
])

/** @param {string | undefined} header @param {string} name */
function cookieValue(header, name) {
  if (!header) return ''
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim()
  }
  return ''
}

/**
 * A full-page GET or HEAD's path and query as sent (split by hand: a hostile target such as
 * `//%00` is not a URL `new URL` accepts), or null for anything else: other methods, RSC requests,
 * prefetches and server actions.
 * @param {{ method?: string, url?: string, headers: Record<string, unknown> }} request
 */
export function pageRequest(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  if (NEXT_REQUEST_HEADERS.some((name) => request.headers[name] !== undefined)) return null
  const url = request.url ?? '/'
  const queryAt = url.indexOf('?')
  return {
    path: queryAt === -1 ? url : url.slice(0, queryAt),
    query: queryAt === -1 ? '' : url.slice(queryAt + 1),
  }
}

/**
 * The cache key of a request, or null when the request must go to Next: the path and its query
 * with the parameters sorted (so `?a=1&b=2` and `?b=2&a=1` share one entry) and the cookies the
 * page reads.
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} request
 */
export function cacheKey(request, { maxQueryLength = CACHE_DEFAULTS.maxQueryLength } = {}) {
  const target = pageRequest(request)
  if (!target) return null
  const { path, query } = target
  if (!CACHED_PAGES.has(path) || query.length > maxQueryLength) return null

  let params
  try {
    params = new URLSearchParams(query)
  } catch {
    return null
  }
  if (params.has('_rsc')) return null
  params.sort()
  const cookieHeader = request.headers.cookie
  const cookies = KEY_COOKIES.map(
    (name) =>
      `${name}=${cookieValue(Array.isArray(cookieHeader) ? cookieHeader.join('; ') : cookieHeader, name)}`,
  )
  return `${path}?${params.toString()}#${cookies.join(';')}`
}

const SCRIPT_PATTERN = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const NONCE_POLICY_PATTERN = /'nonce-([A-Za-z0-9+/=_-]+)'/

/** The SHA-256 hash source of an inline script's text, as a policy writes it. */
export function scriptHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/** The hash sources of a page's inline scripts (those without `src`), each once. */
export function inlineScriptHashes(html) {
  const hashes = new Set()
  for (const [, attributes, text] of html.matchAll(SCRIPT_PATTERN)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    hashes.add(scriptHash(text))
  }
  return hashes
}

/**
 * `policy` whose scripts are same-origin files and `hashes` only: its nonce, `'strict-dynamic'`
 * and `'unsafe-inline'` go; any other script source stays.
 * @param {string} policy @param {Iterable<string>} hashes
 */
export function withScriptSources(policy, hashes) {
  const dropped = (source) =>
    ["'self'", "'strict-dynamic'", "'unsafe-inline'"].includes(source) ||
    source.startsWith("'nonce-")
  return policy
    .split(';')
    .map((directive) => {
      const trimmed = directive.trim()
      if (!trimmed.startsWith('script-src ')) return trimmed
      const extra = trimmed
        .slice('script-src '.length)
        .split(/\s+/)
        .filter((s) => !dropped(s))
      return ['script-src', "'self'", ...hashes, ...extra].join(' ')
    })
    .join('; ')
}

/**
 * The page without its nonce, and the policy that allows its inline scripts by hash instead.
 * Returns null when the policy has no nonce (nothing to rewrite: store as it is).
 * @param {string} html @param {string} policy
 */
export function withScriptHashes(html, policy) {
  const match = NONCE_POLICY_PATTERN.exec(policy)
  if (!match) return null
  const nonce = match[1]
  const withoutNonce = html.split(` nonce="${nonce}"`).join('')
  const hashes = inlineScriptHashes(withoutNonce)
  return { html: withoutNonce, policy: withScriptSources(policy, hashes), nonce }
}

/**
 * What to store of a finished response, or null when it must not be stored: only a complete 200
 * HTML page that sets no cookie.
 * @param {{ statusCode: number, headers: Record<string, string | string[] | number | undefined>, body: Buffer }} response
 */
export function pageToStore(response) {
  if (response.statusCode !== 200) return null
  const type = String(response.headers['content-type'] ?? '')
  if (!type.startsWith('text/html')) return null
  if (response.headers['set-cookie'] !== undefined) return null
  if (response.headers['content-encoding'] !== undefined) return null

  const headers = {}
  for (const [name, value] of Object.entries(response.headers)) {
    if (value === undefined || TRANSFER_HEADERS.has(name)) continue
    headers[name] = Array.isArray(value) ? value.join(', ') : String(value)
  }
  let html = response.body.toString('utf8')
  const policy = headers['content-security-policy']
  if (policy) {
    const hashed = withScriptHashes(html, policy)
    if (hashed) {
      html = hashed.html
      headers['content-security-policy'] = hashed.policy
      // The preload hints of the scripts carried the same nonce.
      if (headers.link) headers.link = headers.link.split(`; nonce="${hashed.nonce}"`).join('')
    }
  }
  // Compressed copies are made when a visitor first asks for one (bodyIn): a query asked once,
  // as most are, costs no compression beyond what its own answer needed.
  return { headers, bodies: { identity: Buffer.from(html, 'utf8') } }
}

/** A stored page's body in `encoding`, compressed on first need and kept with the page. */
export function bodyIn(page, encoding) {
  const kept = page.bodies[encoding]
  if (kept) return kept
  const { identity } = page.bodies
  const body =
    encoding === 'br'
      ? brotliCompressSync(identity, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
          },
        })
      : gzipSync(identity, { level: 6 })
  page.bodies[encoding] = body
  return body
}

/** The bytes of a response sent with Content-Encoding `encoding`, decoded; null if unknown. */
export function decodeBody(body, encoding) {
  switch (String(encoding ?? 'identity').toLowerCase()) {
    case 'identity':
      return body
    case 'gzip':
      return gunzipSync(body)
    case 'deflate':
      return inflateSync(body)
    case 'br':
      return brotliDecompressSync(body)
    default:
      return null
  }
}

/** The encoding to send a stored page in for a request's Accept-Encoding. */
export function chooseEncoding(acceptEncoding) {
  const accepted = String(acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => !quality || !/^q=0(\.0+)?$/.test(quality.trim()))
    .map(([name]) => name.trim().toLowerCase())
  if (accepted.includes('br')) return 'br'
  if (accepted.includes('gzip')) return 'gzip'
  return 'identity'
}

/** An LRU of stored pages, bounded by the bytes it holds and with a time to live. */
export function createPageCache({
  ttlMs = CACHE_DEFAULTS.ttlMs,
  maxBytes = CACHE_DEFAULTS.maxBytes,
} = {}) {
  return new LRUCache({
    maxSize: maxBytes,
    ttl: ttlMs,
    sizeCalculation: (page) =>
      page.bodies.identity.length +
      (page.bodies.br?.length ?? 0) +
      (page.bodies.gzip?.length ?? 0) +
      1024,
  })
}

/**
 * The queries asked once lately: a page is stored only when its query comes a second time within
 * the time to live. Most queries are asked once; storing each of them cost every first render the
 * copying and decoding of its page, and filled the heap with pages no one asked for again.
 */
export function createSeenKeys({
  ttlMs = CACHE_DEFAULTS.ttlMs,
  maxKeys = CACHE_DEFAULTS.maxSeenKeys,
} = {}) {
  return new LRUCache({ max: maxKeys, ttl: ttlMs })
}

/**
 * Wraps Next's request handler: a stored page is answered at once; a cacheable miss goes to Next
 * and is sent to its client as it streams (compressed by Next as any page). The second miss of a
 * query within the time to live is also stored, decoded, when it ends.
 * @param {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => unknown} handle
 */
export function withPageCache(
  handle,
  { cache = createPageCache(), seen = createSeenKeys(), maxQueryLength } = {},
) {
  return function cachedHandle(request, response) {
    const key = cacheKey(request, { maxQueryLength })
    if (key === null) return handle(request, response)

    const stored = cache.get(key)
    if (stored) {
      const encoding = chooseEncoding(request.headers['accept-encoding'])
      const fresh = !stored.bodies[encoding]
      const body = bodyIn(stored, encoding)
      // The new copy counts towards the cache's size from now on.
      if (fresh) cache.set(key, stored, { noUpdateTTL: true })
      response.writeHead(200, {
        ...stored.headers,
        ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
        vary: 'Accept-Encoding',
        'content-length': body.length,
        'x-page-cache': 'hit',
      })
      response.end(request.method === 'HEAD' ? undefined : body)
      return
    }

    if (request.method !== 'GET') return handle(request, response)
    response.setHeader('x-page-cache', 'miss')
    if (!seen.has(key)) {
      seen.set(key, true)
      return handle(request, response)
    }
    seen.delete(key)
    const chunks = []
    const write = response.write.bind(response)
    const end = response.end.bind(response)
    const collect = (chunk, encoding) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'),
      )
    }
    response.write = (chunk, encoding, callback) => {
      collect(chunk, encoding)
      return write(chunk, encoding, callback)
    }
    response.end = (chunk, encoding, callback) => {
      collect(chunk, encoding)
      try {
        // Next compressed the page for its client as usual: stored is the page itself.
        const { 'content-encoding': sentEncoding, ...headers } = response.getHeaders()
        const body = decodeBody(Buffer.concat(chunks), sentEncoding)
        const page = body && pageToStore({ statusCode: response.statusCode, headers, body })
        if (page) cache.set(key, page)
      } catch (error) {
        console.error('page cache: could not store', key.split('?')[0], error?.message)
      }
      return end(chunk, encoding, callback)
    }
    return handle(request, response)
  }
}
