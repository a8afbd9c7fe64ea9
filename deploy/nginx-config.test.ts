import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { SECURITY_HEADERS } from '@/lib/security/headers'

// deploy/nginx.conf read as text: what it lets through, checked against the app's own files.
const conf = readFileSync(path.join(process.cwd(), 'deploy', 'nginx.conf'), 'utf8')

/** The allowed "METHOD /path" patterns of the $method_refused map, as JavaScript regexes. */
function allowedPatterns(): RegExp[] {
  const map = /map "\$request_method \$uri" \$method_refused \{([\s\S]*?)\n\s*\}/.exec(conf)?.[1]
  if (!map) throw new Error('deploy/nginx.conf has no $method_refused map')
  return [...map.matchAll(/^\s*"~(.+)" 0;/gm)].map(
    ([, source]) => new RegExp(source!.replace(/\\\\/g, '\\')),
  )
}

// Called on each instance's own loopback address, never through the proxy: refused there. The
// scheduled refresh is a timer's curl to 127.0.0.1 (Vercel Cron calls it where there is no nginx).
const INTERNAL_ROUTES = ['/api/cache/revalidate', '/api/cron/refresh']

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE']

/** Every app/api route: a URL for it (a made-up value per dynamic segment) and its exported methods. */
function apiRoutes() {
  const routes: Array<{ url: string; methods: string[] }> = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name === 'route.ts') {
        const source = readFileSync(full, 'utf8')
        const methods = [
          ...source.matchAll(/export (?:async )?(?:function|const) (GET|POST|PUT|PATCH|DELETE)\b/g),
        ].map(([, method]) => method!)
        const url = path
          .relative('app', path.dirname(full))
          .split(path.sep)
          .map((segment) => (segment.startsWith('[') ? 'SA-2026-000123' : segment))
          .join('/')
        routes.push({
          url: `/${url}`,
          methods: methods.includes('GET') ? [...methods, 'HEAD'] : methods,
        })
      }
    }
  }
  walk(path.join('app', 'api'))
  return routes
}

describe('deploy/nginx.conf', () => {
  it('passes exactly the methods each API route answers, and only GET and HEAD to pages', () => {
    const patterns = allowedPatterns()
    const passes = (method: string, url: string) => patterns.some((p) => p.test(`${method} ${url}`))
    const routes = apiRoutes()
    expect(routes.length).toBeGreaterThan(10)
    for (const { url, methods } of routes)
      for (const method of METHODS)
        expect([method, url, passes(method, url)]).toEqual([
          method,
          url,
          !INTERNAL_ROUTES.includes(url) && methods.includes(method),
        ])
    // The two DELETEs the crawler screen sends.
    expect(passes('DELETE', '/api/crawl/key')).toBe(true)
    expect(passes('DELETE', '/api/crawl/abc123')).toBe(true)
    for (const method of METHODS)
      expect([method, passes(method, '/programmes')]).toEqual([
        method,
        method === 'GET' || method === 'HEAD',
      ])
  })

  it("gives the answers nginx makes itself (429, 503) every security header the app's answers carry", () => {
    for (const name of ['@slow_down', '@busy']) {
      const block = new RegExp(`location ${name} \\{([\\s\\S]*?)\\n\\s*\\}`).exec(conf)?.[1] ?? ''
      for (const { key, value } of SECURITY_HEADERS)
        expect([name, key, block.includes(`add_header ${key} `) && block.includes(value)]).toEqual([
          name,
          key,
          true,
        ])
    }
  })
})
