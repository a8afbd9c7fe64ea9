// What scripts/server.mjs answers itself, before Next sees a request:
// - 400 for a path whose percent-encoding does not decode (Next would answer a bare 500);
// - 503 with Retry-After when too many page and API requests are already in flight, rather than
//   queueing them for tens of seconds (real static files are never refused).
// Both answers carry the site's security headers (lib/security/headers.mjs). And when a page fails
// because the database is away, its 500 goes out as 503 (answerOutagesWith503).
import { existsSync, readdirSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'

import { runWithOutageMarker } from '../lib/db/outage-marker.mjs'
import { NON_PAGE_CSP, SECURITY_HEADERS } from '../lib/security/headers.mjs'

/** Seconds a shed client is asked to wait. */
export const SHED_RETRY_AFTER_SECONDS = 5

/** In-flight page and API requests allowed at once: MAX_IN_FLIGHT, else 12 per core (24 on 2 cores). */
export function defaultMaxInFlight(env = process.env) {
  const configured = Number(env.MAX_IN_FLIGHT)
  if (Number.isInteger(configured) && configured > 0) return configured
  return Math.max(8, availableParallelism() * 12)
}

/** True when the path part of a request target does not percent-decode to UTF-8 text. */
export function hasBadPercentEncoding(target) {
  const path = (target ?? '/').split('?')[0]
  try {
    decodeURIComponent(path)
    return false
  } catch {
    return true
  }
}

/** The URL path of every file under `dir` (Next serves public/ at the site's root). */
export function listPublicFiles(dir = path.join(process.cwd(), 'public')) {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map(
      (entry) =>
        `/${path
          .relative(dir, path.join(entry.parentPath ?? entry.path, entry.name))
          .split(path.sep)
          .join('/')}`,
    )
}

// A dot-segment or an encoded slash could make Next serve something else than a file under
// /_next/static/: such a path is not exempt.
const ESCAPES_STATIC = /\.\.|%2e|%2f|%5c|\\/i

/**
 * Real static files (Next's build output under /_next/static/, and the files of public/): cheap to
 * serve and needed by the pages that did get through, so never shed. Anything else that merely
 * looks static (`/anything.js`, `/_next/image`, sitemaps) is rendered by Next and counts.
 */
export function isStaticAsset(request, publicFiles) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const target = (request.url ?? '/').split('?')[0]
  if (target.startsWith('/_next/static/')) return !ESCAPES_STATIC.test(target)
  return publicFiles.has(decodeURIComponent(target))
}

function reply(request, response, status, text, extraHeaders = {}) {
  response.statusCode = status
  for (const { key, value } of SECURITY_HEADERS) response.setHeader(key, value)
  response.setHeader('Content-Security-Policy', NON_PAGE_CSP)
  response.setHeader('Content-Type', 'text/plain; charset=utf-8')
  response.setHeader('Cache-Control', 'no-store')
  for (const [key, value] of Object.entries(extraHeaders)) response.setHeader(key, value)
  response.end(request.method === 'HEAD' ? undefined : `${text}\n`)
}

/**
 * Runs `serve` (Next's handler) for one request. A page that cannot read the database shows a
 * "temporarily unavailable" view (its error.tsx), which Next sends as a 500: when the page marked
 * the request as failed by a store outage (lib/db/outage-marker.mjs, set by readForPage), answer
 * 503 with Retry-After instead. Every other 500 stays a 500, so real bugs are not hidden.
 */
export function answerOutagesWith503(response, serve) {
  const marker = { outage: false }
  const writeHead = response.writeHead
  response.writeHead = function (status, ...rest) {
    if (status === 500 && marker.outage) {
      response.statusCode = 503
      response.setHeader('Retry-After', String(SHED_RETRY_AFTER_SECONDS * 6))
      return writeHead.call(this, 503, ...rest)
    }
    return writeHead.call(this, status, ...rest)
  }
  return runWithOutageMarker(marker, serve)
}

/** At the latest, this long after its client left, a request's slot is given back. */
export const ABANDONED_RELEASE_MS = 30_000

/**
 * A guard for the HTTP server: call it first with each request; when it returns true it has
 * answered, otherwise pass the request on, and call `guard.done(response)` when the handler has
 * finished. A request counts until its response is sent or its handler is done: a client that
 * leaves does not stop the render, so its slot is not free before (else a burst of clients that
 * gave up would be rendered all at once, long after they left).
 */
export function createRequestGuard({
  maxInFlight = defaultMaxInFlight(),
  publicFiles = listPublicFiles(),
} = {}) {
  const staticFiles = new Set(publicFiles)
  const releases = new WeakMap()
  let inFlight = 0
  const guard = (request, response) => {
    if (hasBadPercentEncoding(request.url)) {
      reply(request, response, 400, 'Bad request: the address is not valid.')
      return true
    }
    if (isStaticAsset(request, staticFiles)) return false
    // A client that already left (a burst's connections waiting in the accept queue after their
    // clients gave up): nothing to render for, and rendering them kept the server busy for seconds.
    const socket = request.socket
    if (socket.destroyed || socket.readableEnded || !socket.writable) {
      socket.destroy()
      return true
    }
    if (inFlight >= maxInFlight) {
      reply(request, response, 503, 'The site is busy. Please try again in a few seconds.', {
        'Retry-After': String(SHED_RETRY_AFTER_SECONDS),
      })
      return true
    }
    inFlight++
    let released = false
    const release = () => {
      if (released) return
      released = true
      inFlight--
      releases.delete(response)
    }
    releases.set(response, release)
    response.once('finish', release)
    response.once('close', () => {
      if (!released) setTimeout(release, ABANDONED_RELEASE_MS).unref()
    })
    return false
  }
  guard.inFlight = () => inFlight
  /** The handler of `response` has finished its work (a no-op for requests not counted). */
  guard.done = (response) => releases.get(response)?.()
  return guard
}
