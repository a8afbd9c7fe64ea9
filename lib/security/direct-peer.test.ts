import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { ignoreClientForwardedFor } from '@/lib/security/direct-peer'

function listen(server: Server) {
  return new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  )
}

function forwardedForSeen(port: number, forged: string) {
  return new Promise<string>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        headers: { 'x-forwarded-for': forged },
        localAddress: '127.0.0.7',
      },
      (res) => {
        let body = ''
        res.on('data', (chunk: Buffer) => (body += chunk))
        res.on('end', () => resolve(body))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

describe('ignoreClientForwardedFor', () => {
  it("drops a client's X-Forwarded-For, so the server sees the connection's address", async () => {
    // What `next start` does with the header: keeps one it finds, else writes the peer.
    const server = createServer((req, res) => {
      req.headers['x-forwarded-for'] ??= req.socket.remoteAddress
      res.end(String(req.headers['x-forwarded-for']))
    })
    const port = await listen(server)
    try {
      expect(await forwardedForSeen(port, '203.0.113.9')).toBe('203.0.113.9')
      ignoreClientForwardedFor()
      ignoreClientForwardedFor()
      expect(await forwardedForSeen(port, '203.0.113.9')).toBe('127.0.0.7')
      expect(await forwardedForSeen(port, '198.51.100.1, 127.0.0.9')).toBe('127.0.0.7')
    } finally {
      server.close()
    }
  })
})
