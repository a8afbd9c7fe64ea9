import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { NON_PAGE_CSP, SECURITY_HEADERS } from '@/lib/security/headers'
import { application } from '@/test/apply-route-suite'
import { freshDatabases } from '@/test/fresh-database'
import { nextStartArgs, waitForServer } from '@/test/next-server'
import { brotliAvailable, nginxAvailable, startNginx, type RunningNginx } from '@/test/nginx'

// The production topology, as docs/deploy.md sets it up: deploy/nginx.conf in front of
// `next start` on PostgreSQL. Each client is a loopback address of its own (127.0.0.x), as
// nginx's per-client limits count addresses.

const SERVER_URL = process.env.TEST_DATABASE_URL
const APP_PORT = 3461
const PROXY_PORT = 3462
const databases = freshDatabases(SERVER_URL ?? 'postgres://unset', 'nginx')
const dir = mkdtempSync(path.join(os.tmpdir(), 'nginx-topology-'))
let app: ChildProcess
let proxy: RunningNginx

type Answer = {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** One request from the loopback address `from`, sent byte for byte (no URL normalising). */
function send(
  from: string,
  target: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: PROXY_PORT, path: target, method, headers, localAddress: from },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      },
    )
    req.on('error', reject)
    req.setTimeout(20_000, () => req.destroy(new Error(`timeout: ${method} ${target}`)))
    req.end(body)
  })
}

function expectSecurityHeaders(answer: Answer, label: string) {
  for (const { key, value } of SECURITY_HEADERS)
    expect([label, key, answer.headers[key.toLowerCase()]]).toEqual([label, key, value])
  expect(answer.headers['content-security-policy']).toBeDefined()
}

beforeAll(async () => {
  if (!SERVER_URL) throw new Error('TEST_DATABASE_URL is required (npm run test:services)')
  if (!existsSync('.next/BUILD_ID')) throw new Error('Build the app first (npm run build)')
  if (!nginxAvailable()) throw new Error('nginx is not installed: apt-get install -y nginx')
  app = spawn(process.execPath, nextStartArgs(APP_PORT), {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: await databases.create(),
      SESSION_SECRET: 'nginx-topology-test-secret-0123456789',
      TRUST_PROXY: '1',
    },
    stdio: 'ignore',
  })
  await waitForServer(`http://127.0.0.1:${APP_PORT}`, app, 120_000)
  proxy = await startNginx({ listenPort: PROXY_PORT, appPort: APP_PORT, dir })
}, 180_000)

afterAll(async () => {
  await proxy?.stop()
  app?.kill('SIGTERM')
  await databases.dropAll().catch(() => {})
  rmSync(dir, { recursive: true, force: true })
})

describe('nginx in front of next start', () => {
  it('serves a repeated list URL from its cache, with the shared-cache headers', async () => {
    const url = `/universities?search=institute&page=1&t=${Date.now()}`
    const first = await send('127.0.0.5', url)
    const second = await send('127.0.0.6', url)
    expect(first.status).toBe(200)
    expect(first.headers['cache-control']).toMatch(
      /public.*s-maxage=\d+.*stale-while-revalidate=\d+/,
    )
    expect(first.headers['x-cache-status']).toBe('MISS')
    expect(second.headers['x-cache-status']).toBe('HIT')
    expect(second.body).toBe(first.body)
  })

  it('never stores a private page: each answer has its own nonce', async () => {
    const [a, b] = [await send('127.0.0.5', '/apply-now'), await send('127.0.0.5', '/apply-now')]
    expect(a.headers['cache-control']).toContain('no-store')
    expect(b.headers['x-cache-status']).not.toBe('HIT')
    const nonce = (answer: Answer) =>
      /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1]
    expect(nonce(a)).toBeTruthy()
    expect(nonce(a)).not.toBe(nonce(b))
  })

  it('compresses text for clients that accept it', async () => {
    const gzip = await send('127.0.0.5', '/about', { headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    if (brotliAvailable()) {
      const br = await send('127.0.0.5', '/about', { headers: { 'accept-encoding': 'br, gzip' } })
      expect(br.headers['content-encoding']).toBe('br')
    }
  })

  it('answers TRACE, GET *, other methods and undecodable paths with a 4xx and the security headers', async () => {
    const odd: Array<[string, string, number]> = [
      ['TRACE', '/about', 405],
      ['PROPFIND', '/about', 405],
      ['PUT', '/api/apply', 405],
      ['GET', '*', 400],
      ['GET', '/universities/%ff', 400],
      ['GET', '/%E0%A4%A', 400],
      ['GET', '/track/%ED%A0%80', 400],
    ]
    for (const [method, target, status] of odd) {
      const answer = await send('127.0.0.7', target, { method })
      expect([method, target, answer.status]).toEqual([method, target, status])
      expectSecurityHeaders(answer, `${method} ${target}`)
      expect(answer.headers['content-security-policy']).toBe(NON_PAGE_CSP)
    }
    // A UTF-8 path still reaches the app.
    expect((await send('127.0.0.7', '/search?q=%C3%A9cole')).status).toBe(200)
  })

  it('counts the rate limit against the client nginx saw, whatever X-Forwarded-For it sends', async () => {
    const statuses = []
    for (let i = 0; i < 4; i++) {
      const answer = await send('127.0.0.9', '/api/apply', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `203.0.113.${i + 1}`,
          'x-real-ip': `198.51.100.${i + 1}`,
        },
        body: JSON.stringify(application()),
      })
      statuses.push(answer.status)
    }
    expect(statuses).toEqual([201, 201, 201, 429])
  })

  it('keeps every other client at 200 while one client holds 50 slow uploads open', async () => {
    const sockets = Array.from({ length: 50 }, () => {
      const socket = connect({ host: '127.0.0.1', port: PROXY_PORT, localAddress: '127.0.0.2' })
      socket.on('error', () => {})
      socket.write(
        'POST /api/apply HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          'Content-Length: 20000\r\n\r\n{',
      )
      return socket
    })
    const trickle = setInterval(() => sockets.forEach((s) => s.writable && s.write(' ')), 1_000)
    try {
      const statuses: Array<[string, number]> = []
      const started = Date.now()
      const pages = [
        '/',
        '/universities',
        '/favicon.ico',
        '/about',
        '/api/search?q=oxford',
        '/apply-now',
      ]
      for (let i = 0; Date.now() - started < 12_000; i++) {
        const target = pages[i % pages.length]!
        statuses.push([target, (await send('127.0.0.3', target)).status])
      }
      expect(statuses.length).toBeGreaterThan(pages.length)
      expect(statuses.filter(([, status]) => status !== 200)).toEqual([])
    } finally {
      clearInterval(trickle)
      sockets.forEach((socket) => socket.destroy())
    }
  }, 60_000)

  it('keeps every other client at 200 while a link checker crawls the site, and serves the checker', async () => {
    // The link checker as a visitor runs it (`npx linkinator <site> --recurse --concurrency 2`),
    // from 127.0.0.1; it keeps far more requests in flight than its flag says.
    const checker = spawn(
      'node_modules/.bin/linkinator',
      [proxy.url, '--recurse', '--concurrency', '2', '--timeout', '20000'],
      { stdio: 'ignore' },
    )
    const statuses: number[] = []
    const until = Date.now() + 20_000
    try {
      while (Date.now() < until) {
        statuses.push((await send('127.0.0.8', '/programmes?page=2')).status)
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
    } finally {
      checker.kill('SIGKILL')
    }
    expect(statuses.length).toBeGreaterThan(10)
    expect(statuses.filter((status) => status !== 200)).toEqual([])
    // What the checker was answered, from nginx's log: pages, and "slow down" (429) for what it
    // sent beyond its share; nothing failed.
    const crawl = readFileSync(path.join(dir, 'access.log'), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('127.0.0.1 '))
      .map((line) => Number(/" (\d{3}) /.exec(line)?.[1]))
    expect(crawl.filter((status) => status === 200).length).toBeGreaterThan(100)
    expect(crawl.filter((status) => status >= 500)).toEqual([])
  }, 60_000)

  it("passes each route's own methods: the crawler's DELETEs reach the app, a GET of a POST route does not", async () => {
    const removeKey = await send('127.0.0.10', '/api/crawl/key', { method: 'DELETE' })
    expect(removeKey.status).toBe(200)
    expect(JSON.parse(removeKey.body)).toEqual({ connected: false })
    const cancel = await send('127.0.0.10', '/api/crawl/abc123', { method: 'DELETE' })
    expect(cancel.status).not.toBe(405)
    expect(cancel.headers['content-type']).toContain('application/json')
    for (const [method, target] of [
      ['GET', '/api/apply'],
      ['DELETE', '/api/apply'],
      ['POST', '/about'],
      ['OPTIONS', '/api/search'],
    ] as const) {
      const refused = await send('127.0.0.10', target, { method })
      expect([method, target, refused.status]).toEqual([method, target, 405])
      expectSecurityHeaders(refused, `${method} ${target}`)
    }
  })

  it('never stores a framework data request or a redirect as the page', async () => {
    const url = `/programmes?t=${Date.now()}`
    const rsc = await send('127.0.0.11', url, { headers: { rsc: '1' } })
    expect(rsc.headers['x-cache-status']).not.toBe('HIT')
    const rscAgain = await send('127.0.0.11', url, { headers: { rsc: '1' } })
    expect(rscAgain.headers['x-cache-status']).not.toBe('HIT')
    await send('127.0.0.11', `${url}&_rsc=abc12`)
    const [first, second] = [await send('127.0.0.12', url), await send('127.0.0.12', url)]
    expect([first.status, second.status]).toEqual([200, 200])
    expect(first.headers['content-type']).toContain('text/html')
    expect(second.headers['x-cache-status']).toBe('HIT')
    expect(second.body).toBe(first.body)
    // A redirect (the scholarships list's old ?type= links) is answered afresh each time.
    const moved = `/scholarships?funding=merit&t=${Date.now()}`
    const [a, b] = [await send('127.0.0.12', moved), await send('127.0.0.12', moved)]
    expect([a.status, b.status]).toEqual([308, 308])
    expect(b.headers['x-cache-status']).not.toBe('HIT')
  })

  it('keeps the port in Host: staff sign-in on a non-default port is checked, not refused as cross-site', async () => {
    const answer = await send('127.0.0.13', '/api/staff/login', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: `http://127.0.0.1:${PROXY_PORT}`,
      },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password-1' }),
    })
    expect(answer.status).toBe(401)
  })

  it('answers a client over its connection limit with 429 and every security header', async () => {
    const sockets = Array.from({ length: 40 }, () => {
      const socket = connect({ host: '127.0.0.1', port: PROXY_PORT, localAddress: '127.0.0.14' })
      socket.on('error', () => {})
      socket.write(
        'POST /api/apply HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          'Content-Length: 20000\r\n\r\n{',
      )
      return socket
    })
    try {
      await new Promise((resolve) => setTimeout(resolve, 500))
      const answer = await send('127.0.0.14', '/about')
      expect(answer.status).toBe(429)
      expectSecurityHeaders(answer, '429')
      expect(answer.headers['retry-after']).toBeDefined()
    } finally {
      sockets.forEach((socket) => socket.destroy())
    }
  })
})
