import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { nginxAvailable, startNginx, type RunningNginx } from '@/test/nginx'

// Two stand-ins for `next start` behind the shipped nginx.conf: one answers at once, the other
// takes 300 ms, as an instance busy with a long render would.
async function instance(name: string, delayMs: number) {
  const server = http.createServer((request, response) => {
    request.resume()
    setTimeout(() => {
      response.setHeader('cache-control', 'no-store')
      response.end(name)
    }, delayMs)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

describe('deploy/nginx.conf with several instances', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nginx-upstream-'))
  let proxy: RunningNginx
  let fast: Awaited<ReturnType<typeof instance>>
  let slow: Awaited<ReturnType<typeof instance>>

  beforeAll(async () => {
    if (!nginxAvailable()) throw new Error('nginx is not installed: apt-get install -y nginx')
    fast = await instance('fast', 0)
    slow = await instance('slow', 300)
    proxy = await startNginx({ listenPort: 3475, appPort: [slow.port, fast.port], dir })
  })
  afterAll(async () => {
    await proxy?.stop()
    await fast?.close()
    await slow?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('sends each request to the least busy instance, not to each in turn', async () => {
    const answers: string[] = []
    // 6 visitors, 6 pages each, one after another: taken in turn, half would wait on the slow one
    // (18 of 36 when the upstream is round-robin).
    await Promise.all(
      Array.from({ length: 6 }, async (_, visitor) => {
        for (let page = 0; page < 6; page++) {
          const response = await fetch(`${proxy.url}/about?visitor=${visitor}&page=${page}`)
          expect(response.status).toBe(200)
          answers.push(await response.text())
        }
      }),
    )
    const slowAnswers = answers.filter((answer) => answer === 'slow').length
    expect(answers).toHaveLength(36)
    expect(slowAnswers).toBeLessThanOrEqual(10)
  })
})
