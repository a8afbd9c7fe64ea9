// A script policy by hash for the prerendered pages (scripts/server.mjs).
//
// A prerendered page is built once, for every visitor, so it cannot carry a per-request nonce, and
// proxy.ts gives it `script-src 'self' 'unsafe-inline'` for the framework's inline boot scripts.
// Its HTML is fixed at build time, though: at start-up the server reads every page Next prerendered
// for good (never revalidated, per Next's prerender manifest), hashes its inline scripts, and sends
// that page with `script-src 'self'` plus exactly those hashes instead. An injected script that is
// not byte-for-byte one of them cannot run. Pages Next may render again while the server runs (a
// revalidated page, one rendered on first request) keep the policy proxy.ts gave them.
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { inlineScriptHashes, pageRequest, withScriptSources } from './html-cache.mjs'

/**
 * The inline-script hashes of every page prerendered for good, by URL path.
 * @param {string} distDir Next's build folder (`.next`)
 * @returns {Map<string, string[]>}
 */
export function loadPrerenderedHashes(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8'))
  const hashes = new Map()
  for (const [route, entry] of Object.entries(manifest.routes ?? {})) {
    if (entry.initialRevalidateSeconds !== false) continue
    const file = path.join(distDir, 'server', 'app', `${route === '/' ? '/index' : route}.html`)
    let html
    try {
      html = readFileSync(file, 'utf8')
    } catch {
      continue // not a page (robots.txt, a sitemap, an icon)
    }
    hashes.set(route, [...inlineScriptHashes(html)])
  }
  return hashes
}

/** The URL path a request's prerendered page is stored under, or null when it is not a page request. */
function pagePath(request) {
  const target = pageRequest(request)
  if (!target || new URLSearchParams(target.query).has('_rsc')) return null
  let pathname
  try {
    pathname = decodeURIComponent(target.path)
  } catch {
    return null
  }
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
}

/**
 * `handle` with each prerendered page's policy narrowed from `'unsafe-inline'` to its own scripts'
 * hashes. Only an HTML answer whose policy still allows `'unsafe-inline'` scripts is touched.
 * @param {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => unknown} handle
 * @param {Map<string, string[]>} hashesByPath
 */
export function withPrerenderedPolicies(handle, hashesByPath) {
  return function prerenderedPolicies(request, response) {
    const route = pagePath(request)
    const hashes = route === null ? undefined : hashesByPath.get(route)
    if (!hashes) return handle(request, response)
    const writeHead = response.writeHead.bind(response)
    // Next sets the policy proxy.ts chose with setHeader; one given to writeHead itself, or set
    // after it, is left as it is (the page then keeps 'unsafe-inline': safe, only less strict).
    response.writeHead = (...args) => {
      const policy = String(response.getHeader('content-security-policy') ?? '')
      const type = String(response.getHeader('content-type') ?? '')
      if (type.startsWith('text/html') && /script-src [^;]*'unsafe-inline'/.test(policy))
        response.setHeader('content-security-policy', withScriptSources(policy, hashes))
      return writeHead(...args)
    }
    return handle(request, response)
  }
}
