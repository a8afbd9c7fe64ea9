import { createServer, request, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { NON_PAGE_CSP, SECURITY_HEADERS } from '@/lib/security/headers'
import { guardIncomingRequests } from '@/lib/security/incoming-requests'

// A stand-in for `next start`'s first steps: it keeps an X-Forwarded-For it finds (else writes the
// peer), redirects a path with `//` at once, and otherwise echoes what it was asked.
let server: Server
let port: number
beforeAll(async () => {
  server = createServer((req, res) => {
    req.headers['x-forwarded-for'] ??= req.socket.remoteAddress
    if (req.url!.startsWith('//')) {
      res.writeHead(308, { Location: req.url!.replace(/^\/+/, '/') }).end()
      return
    }
    res.end(JSON.stringify({ url: req.url, forwardedFor: req.headers['x-forwarded-for'] }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => server.close())

type Answer = { res: IncomingMessage; body: string }
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, headers, localAddress: '127.0.0.7' },
      (res) => {
        let body = ''
        res.on('data', (chunk: Buffer) => (body += chunk))
        res.on('end', () => resolve({ res, body }))
      },
    )
    req.on('error', reject)
    req.end()
  })
}
const seen = async (path: string, headers?: Record<string, string>) =>
  JSON.parse((await get(path, headers)).body) as { url: string; forwardedFor: string }

describe('guardIncomingRequests', () => {
  it("with no trusted proxy, drops a client's X-Forwarded-For so the connection's address counts", async () => {
    expect((await seen('/', { 'x-forwarded-for': '203.0.113.9' })).forwardedFor).toBe('203.0.113.9')
    guardIncomingRequests({ ignoreForwardedFor: true })
    expect((await seen('/', { 'x-forwarded-for': '203.0.113.9' })).forwardedFor).toBe('127.0.0.7')
    expect((await seen('/', { 'x-forwarded-for': '198.51.100.1, 127.0.0.9' })).forwardedFor).toBe(
      '127.0.0.7',
    )
    // Behind a proxy the header is the proxy's, and kept.
    guardIncomingRequests({ ignoreForwardedFor: false })
    expect((await seen('/', { 'x-forwarded-for': '203.0.113.9' })).forwardedFor).toBe('203.0.113.9')
  })

  it('reads an absolute-form request as its path, so it never reaches another host', async () => {
    guardIncomingRequests({ ignoreForwardedFor: false })
    expect((await seen('http://evil.example/about?x=1')).url).toBe('/about?x=1')
    expect((await seen('https://evil.example')).url).toBe('/')
    expect((await seen('/about')).url).toBe('/about')
  })

  it("gives the server's own early redirects every security header", async () => {
    guardIncomingRequests({ ignoreForwardedFor: false })
    const { res } = await get('//evil.example/')
    expect(res.statusCode).toBe(308)
    expect(res.headers.location).toBe('/evil.example/')
    for (const { key, value } of SECURITY_HEADERS)
      expect([key, res.headers[key.toLowerCase()]]).toEqual([key, value])
    expect(res.headers['content-security-policy']).toBe(NON_PAGE_CSP)
  })
})
