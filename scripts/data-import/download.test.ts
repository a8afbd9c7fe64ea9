import { createHash } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { dispositionFilename, download, DownloadError } from './download'

// A publisher on the loopback address serving the fixture files, well and badly.
const fixture = readFileSync(path.join(__dirname, 'fixtures', 'KISCOURSE.csv'))
const server = http.createServer((req, res) => {
  switch (req.url) {
    case '/KISCOURSE.csv':
      res.writeHead(200, {
        'content-length': fixture.length,
        'last-modified': 'Tue, 01 Jul 2025 09:00:00 GMT',
      })
      res.end(fixture)
      return
    case '/moved':
      res.writeHead(302, { location: '/KISCOURSE.csv' })
      res.end()
      return
    case '/loop':
      res.writeHead(301, { location: '/loop' })
      res.end()
      return
    case '/slow-answer':
      // Never answers within the client's timeout.
      setTimeout(() => res.destroyed || res.end('late'), 5_000).unref()
      return
    case '/stalls':
      res.writeHead(200, { 'content-length': fixture.length })
      res.write(fixture.subarray(0, 100))
      return
    case '/truncated':
      res.writeHead(200, { 'content-length': fixture.length })
      res.write(fixture.subarray(0, 200), () => res.socket?.destroy())
      return
    default:
      res.writeHead(404)
      res.end('not here')
  }
})
let base = ''
let cache = ''
const OLD = 'the copy from last month\n'
const cached = () => path.join(cache, 'KISCOURSE.csv')

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})
beforeEach(() => {
  cache = mkdtempSync(path.join(os.tmpdir(), 'download-test-'))
  writeFileSync(cached(), OLD)
})
afterEach(() => rmSync(cache, { recursive: true, force: true }))

async function failure(url: string, options = {}) {
  const error = await download(url, cached(), { timeoutMs: 300, ...options }).then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(DownloadError)
  // The current copy is untouched and no partial file is left beside it.
  expect(readFileSync(cached(), 'utf8')).toBe(OLD)
  expect(readdirSync(cache)).toEqual(['KISCOURSE.csv'])
  return error as DownloadError
}

describe('download', () => {
  it('replaces the cached file with the new body, hashed while streaming, after a redirect', async () => {
    const result = await download(`${base}/moved`, cached())
    expect(readFileSync(cached())).toEqual(fixture)
    expect(result).toEqual({
      path: cached(),
      url: `${base}/KISCOURSE.csv`,
      sha256: createHash('sha256').update(fixture).digest('hex'),
      bytes: fixture.length,
      lastModified: 'Tue, 01 Jul 2025 09:00:00 GMT',
    })
    expect(readdirSync(cache)).toEqual(['KISCOURSE.csv'])
  })

  it('stops after the redirect limit', async () => {
    const error = await failure(`${base}/loop`, { maxRedirects: 3 })
    expect(error.kind).toBe('redirects')
    expect(error.message).toContain('more than 3 redirects')
  })

  it('gives up on a slow answer and on a body that stops coming', async () => {
    const slow = await failure(`${base}/slow-answer`)
    expect(slow.kind).toBe('timeout')
    expect(slow.message).toContain('no data for 0.3 s')
    const stalls = await failure(`${base}/stalls`)
    expect(stalls.kind).toBe('timeout')
    expect(stalls.message).toContain('after 100 bytes')
  })

  it('detects a body shorter than its Content-Length', async () => {
    const error = await failure(`${base}/truncated`)
    expect(error.kind).toBe('truncated')
    expect(error.message).toContain(`after 200 of ${fixture.length} bytes`)
  })

  it('says plainly that the file is not at the address on a 404', async () => {
    const error = await failure(`${base}/KISCOURSE-2026.csv`)
    expect(error.kind).toBe('not-found')
    expect(error.message).toBe(
      `${base}/KISCOURSE-2026.csv: 404 not found at ${base}/KISCOURSE-2026.csv; the publisher has moved or removed the file, the cached copy is kept`,
    )
  })
})

describe('dispositionFilename', () => {
  it('reads the plain, quoted and RFC 6266 forms, never a folder', () => {
    const name = 'cricos-providers-courses-and-locations-as-at-2026-7-1-10-38-49.xlsx'
    expect(dispositionFilename(`attachment; filename=${name}`)).toBe(name)
    expect(dispositionFilename(`attachment; filename="${name}"; size=4`)).toBe(name)
    expect(
      dispositionFilename(
        `attachment; filename="old.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
      ),
    ).toBe(name)
    expect(dispositionFilename(`attachment; filename="../../etc/${name}"`)).toBe(name)
    expect(dispositionFilename('inline')).toBeNull()
    expect(dispositionFilename(undefined)).toBeNull()
  })
})
