import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { scriptHash } from './html-cache.mjs'
import { loadPrerenderedHashes, withPrerenderedPolicies } from './prerendered-csp.mjs'

const PRERENDERED_POLICY =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'"
const boot = 'self.__next_f.push([0])'
const data = 'self.__next_f.push([1,"about"])'
const page = (...scripts: string[]) =>
  `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>${scripts
    .map((text) => `<script>${text}</script>`)
    .join('')}</body></html>`

describe('loadPrerenderedHashes', () => {
  let dist: string
  beforeAll(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'prerendered-'))
    mkdirSync(path.join(dist, 'server', 'app', 'universities'), { recursive: true })
    const routes = {
      '/': { initialRevalidateSeconds: false },
      '/about': { initialRevalidateSeconds: false },
      '/universities/oxford': { initialRevalidateSeconds: false },
      '/scholarships/rhodes': { initialRevalidateSeconds: 3600 },
      '/robots.txt': { initialRevalidateSeconds: false },
    }
    writeFileSync(path.join(dist, 'prerender-manifest.json'), JSON.stringify({ routes }))
    writeFileSync(path.join(dist, 'server', 'app', 'index.html'), page(boot))
    writeFileSync(path.join(dist, 'server', 'app', 'about.html'), page(boot, data, boot))
    writeFileSync(
      path.join(dist, 'server', 'app', 'universities', 'oxford.html'),
      page(boot, 'self.__next_f.push([1,"oxford"])'),
    )
    mkdirSync(path.join(dist, 'server', 'app', 'scholarships'))
    writeFileSync(path.join(dist, 'server', 'app', 'scholarships', 'rhodes.html'), page(boot))
  })
  afterAll(() => rmSync(dist, { recursive: true, force: true }))

  it('hashes the inline scripts of each page prerendered for good, once each, by URL path', () => {
    const hashes = loadPrerenderedHashes(dist)
    expect(hashes.get('/')).toEqual([scriptHash(boot)])
    expect(hashes.get('/about')).toEqual([scriptHash(boot), scriptHash(data)])
    expect(hashes.get('/universities/oxford')).toEqual([
      scriptHash(boot),
      scriptHash('self.__next_f.push([1,"oxford"])'),
    ])
  })

  it('leaves out pages Next may render again and routes that are not pages', () => {
    const hashes = loadPrerenderedHashes(dist)
    expect(hashes.has('/scholarships/rhodes')).toBe(false)
    expect(hashes.has('/robots.txt')).toBe(false)
    expect(hashes.size).toBe(3)
  })
})

describe('withPrerenderedPolicies', () => {
  const hashes = new Map([['/about', [scriptHash(boot), scriptHash(data)]]])
  let url: string
  let close: () => void
  beforeAll(async () => {
    // Stands in for Next: the page's policy as proxy.ts sets it, then the body.
    const next = (request: IncomingMessage, response: ServerResponse) => {
      const json = request.url?.startsWith('/api')
      response.setHeader('content-type', json ? 'application/json' : 'text/html; charset=utf-8')
      response.setHeader(
        'content-security-policy',
        request.url?.startsWith('/apply-now')
          ? "default-src 'self'; script-src 'self' 'nonce-abc' 'strict-dynamic'"
          : PRERENDERED_POLICY,
      )
      response.end(json ? '{}' : page(boot, data))
    }
    const server = createServer(withPrerenderedPolicies(next, hashes))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    close = () => server.close()
  })
  afterAll(() => close())

  const policyOf = async (pathname: string, headers: Record<string, string> = {}) =>
    (await fetch(url + pathname, { headers })).headers.get('content-security-policy')

  it("allows a prerendered page's own inline scripts by hash instead of 'unsafe-inline'", async () => {
    expect(await policyOf('/about')).toBe(
      `default-src 'self'; script-src 'self' ${scriptHash(boot)} ${scriptHash(data)}; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'`,
    )
    // The same HTML whatever the query or a trailing slash.
    expect(await policyOf('/about/?utm_source=x')).not.toContain(
      "script-src 'self' 'unsafe-inline'",
    )
  })

  it('hands hostile targets to Next untouched instead of failing on them', async () => {
    // Raw request targets a browser would never send (fetch normalises them).
    for (const target of ['//%00', '//', '/%E0%A4%A', '/about?_rsc=1', '/about?%zz']) {
      const status = await new Promise<number>((resolve, reject) => {
        const request = httpRequest(url + '/', { path: target }, (response) => {
          response.resume()
          resolve(response.statusCode ?? 0)
        })
        request.on('error', reject)
        request.setTimeout(5_000, () => request.destroy(new Error(`no answer to ${target}`)))
        request.end()
      })
      expect([target, status]).toEqual([target, 200])
    }
  })

  it('leaves every other answer as Next sent it', async () => {
    expect(await policyOf('/contact')).toBe(PRERENDERED_POLICY)
    expect(await policyOf('/about', { rsc: '1' })).toBe(PRERENDERED_POLICY)
    expect(await policyOf('/apply-now')).toContain("'nonce-abc'")
  })
})
