import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request as httpRequest, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { markStoreOutage } from '@/lib/db/outage-marker.mjs'

import {
  answerOutagesWith503,
  createRequestGuard,
  defaultMaxInFlight,
  hasBadPercentEncoding,
  isStaticAsset,
  listPublicFiles,
} from './request-guard.mjs'

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; ms: number }

/** A raw GET: the path is sent byte for byte, as a hostile client would (fetch would re-encode it). */
function get(port: number, path: string): Promise<Answer> {
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, method: 'GET', agent: false },
      (res) => {
        res.resume()
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, ms: Date.now() - started }),
        )
      },
    )
    req.on('error', reject)
    req.end()
  })
}

describe('request guard (scripts/request-guard.mjs, run by scripts/server.mjs before Next)', () => {
  let server: Server
  let port: number
  const waiting: (() => void)[] = []

  beforeAll(async () => {
    const guard = createRequestGuard({ maxInFlight: 2, publicFiles: ['/icons.0123abcd.svg'] })
    // Like Next rendering a page whose database read failed (readForPage marks the request), or
    // which failed for any other reason: both answer with the error view and 500.
    const fail = async (response: ServerResponse, outage: boolean) => {
      await new Promise((resolve) => setTimeout(resolve, 20))
      if (outage) markStoreOutage()
      await new Promise((resolve) => setImmediate(resolve))
      response.statusCode = 500
      response.end('error view')
    }
    server = createServer((request, response) => {
      if (guard(request, response)) return
      answerOutagesWith503(response, () => {
        // Pages wait until the test releases them; everything else answers at once.
        if (request.url?.startsWith('/slow')) waiting.push(() => response.end('page'))
        // A render that goes on after its client left, until the test says it is done.
        else if (request.url?.startsWith('/left')) waiting.push(() => guard.done(response))
        else if (request.url?.endsWith('/outage')) void fail(response, true)
        else if (request.url?.endsWith('/fails')) void fail(response, false)
        else response.end('ok')
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })

  afterAll(() => new Promise((resolve) => server.close(resolve)))

  it.each(['/universities/%ff', '/%E0%A4%A', '/api/crawl/%ff', '/%ED%A0%80', '/staff/%C0%AF?q=1'])(
    'answers %s with 400 and the security headers',
    async (path) => {
      const answer = await get(port, path)
      expect(answer.status).toBe(400)
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
      expect(answer.headers['x-frame-options']).toBe('DENY')
      expect(answer.headers['strict-transport-security']).toMatch(/max-age=/)
      expect(answer.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      )
    },
  )

  it('passes well-formed paths on, including encoded text and a bad escape in the query', async () => {
    for (const path of ['/universities/s%C3%A3o-paulo', '/?q=%ff', '/%20'])
      expect((await get(port, path)).status).toBe(200)
  })

  it('sheds page requests beyond the cap with a quick 503 and Retry-After, never static assets', async () => {
    const slow = [get(port, '/slow/1'), get(port, '/slow/2')]
    while (waiting.length < 2) await new Promise((resolve) => setTimeout(resolve, 5))
    const shed = await get(port, '/universities?search=a')
    expect(shed.status).toBe(503)
    expect(shed.headers['retry-after']).toBe('5')
    expect(shed.headers['x-content-type-options']).toBe('nosniff')
    expect(shed.ms).toBeLessThan(1000)
    expect((await get(port, '/_next/static/chunks/app.js')).status).toBe(200)
    expect((await get(port, '/icons.0123abcd.svg')).status).toBe(200)
    // Only real static files: whatever else Next would render counts, however it looks.
    for (const path of [
      '/anything.js',
      '/universities.xml',
      '/robots.txt',
      '/_next/image?url=%2Fimages%2Fhero.svg&w=3840&q=75',
      '/_next/static/..%2f..%2funiversities',
      '/icons.0123abcd.svg/../universities',
    ])
      expect({ path, status: (await get(port, path)).status }).toEqual({ path, status: 503 })
    waiting.splice(0).forEach((release) => release())
    expect((await Promise.all(slow)).map((a) => a.status)).toEqual([200, 200])
    // Capacity comes back once they are answered.
    expect((await get(port, '/universities')).status).toBe(200)
  })

  it('keeps counting a request whose client left until its handler is done', async () => {
    const left = [1, 2].map((n) => {
      const request = httpRequest({ host: '127.0.0.1', port, path: `/left/${n}` })
      request.end()
      request.on('error', () => {})
      return request
    })
    while (waiting.length < 2) await new Promise((resolve) => setTimeout(resolve, 5))
    left.forEach((request) => request.destroy())
    await new Promise((resolve) => setTimeout(resolve, 50))
    // Both renders still run: no room for a third.
    expect((await get(port, '/universities')).status).toBe(503)
    waiting.splice(0).forEach((done) => done())
    expect((await get(port, '/universities')).status).toBe(200)
  })

  it('answers 503 with Retry-After for a page that failed because the database is away', async () => {
    for (const path of ['/track/abc/outage', '/staff/outage', '/universities/outage']) {
      const answer = await get(port, path)
      expect(answer.status).toBe(503)
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
    }
  })

  it('keeps every other 500 a 500, on tracking and staff pages too, even while an outage is answered', async () => {
    // Two at once (the cap): the outage marked by one request is not seen by the other.
    const [outage, bug] = await Promise.all([get(port, '/staff/outage'), get(port, '/staff/fails')])
    expect([outage.status, bug.status]).toEqual([503, 500])
    expect(bug.headers['retry-after']).toBeUndefined()
    for (const path of ['/track/abc/fails', '/staff/login/fails', '/universities/fails'])
      expect((await get(port, path)).status).toBe(500)
  })
})

describe('request guard and a client already gone', () => {
  it('drops the request without rendering or counting it', () => {
    const guard = createRequestGuard({ maxInFlight: 1, publicFiles: [] })
    let destroyed = 0
    const socket = {
      destroyed: false,
      readableEnded: true,
      writable: false,
      destroy: () => destroyed++,
    }
    const request = { method: 'GET', url: '/universities?search=a', headers: {}, socket }
    expect(guard(request as never, {} as never)).toBe(true)
    expect(destroyed).toBe(1)
    expect(guard.inFlight()).toBe(0)
  })
})

describe('request guard helpers', () => {
  it('reads MAX_IN_FLIGHT, else 12 per core and at least 8', () => {
    expect(defaultMaxInFlight({ MAX_IN_FLIGHT: '40' })).toBe(40)
    expect(defaultMaxInFlight({ MAX_IN_FLIGHT: 'lots' })).toBeGreaterThanOrEqual(8)
  })

  it('tells bad encodings apart', () => {
    expect(hasBadPercentEncoding('/a%zz')).toBe(true)
    expect(hasBadPercentEncoding('/a%2F?x=%zz')).toBe(false)
  })

  it('counts as static only the build output under /_next/static/ and the files of public/', () => {
    const publicFiles = new Set(['/images/hero image.svg', '/icons.0123abcd.svg'])
    const isStatic = (url: string, method = 'GET') => isStaticAsset({ url, method }, publicFiles)
    expect(isStatic('/_next/static/chunks/app-0123.js')).toBe(true)
    expect(isStatic('/_next/static/media/inter.woff2?v=1', 'HEAD')).toBe(true)
    expect(isStatic('/images/hero%20image.svg')).toBe(true)
    expect(isStatic('/icons.0123abcd.svg?x=1')).toBe(true)
    for (const url of [
      '/anything.js',
      '/anything.css',
      '/sitemap-index.xml',
      '/sitemap/0.xml',
      '/robots.txt',
      '/shortlist.ics',
      '/_next/image?url=%2Fimages%2Fhero.svg&w=64&q=75',
      '/_next/data/build/index.json',
      '/_next/static/../../universities',
      '/_next/static/%2e%2e/%2e%2e/universities',
      '/_next/static/chunks%2f..%2f..%2funiversities',
      '/images/other.svg',
      '/universities',
    ])
      expect({ url, static: isStatic(url) }).toEqual({ url, static: false })
    expect(isStatic('/_next/static/chunks/app.js', 'POST')).toBe(false)
  })

  it('lists the files of public/ as the paths Next serves them at', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'public-'))
    try {
      mkdirSync(path.join(dir, 'images', 'flags'), { recursive: true })
      writeFileSync(path.join(dir, 'icons.abc.svg'), '')
      writeFileSync(path.join(dir, 'images', 'flags', 'gb.svg'), '')
      expect(listPublicFiles(dir).sort()).toEqual(['/icons.abc.svg', '/images/flags/gb.svg'])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
    expect(listPublicFiles(path.join(dir, 'gone'))).toEqual([])
    expect(listPublicFiles()).toContain('/images/hero.svg')
  })
})
