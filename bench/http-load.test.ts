import { execFile } from 'node:child_process'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { promisify } from 'node:util'

const run = promisify(execFile)

describe('bench/http-load.mjs', () => {
  it('never repeats a "{n}" path, even across runs, so a cache in front always misses', async () => {
    const paths: string[] = []
    const server = http.createServer((request, response) => {
      paths.push(request.url ?? '')
      response.end('Universities worldwide')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const options = JSON.stringify({
      url: `http://127.0.0.1:${port}`,
      path: '/universities?search=a&v={n}',
      connections: 2,
      seconds: 0.3,
      clients: 'one',
      expect: 'Universities worldwide',
    })
    try {
      const first = JSON.parse(
        (await run(process.execPath, ['bench/http-load.mjs', options])).stdout,
      )
      const second = JSON.parse(
        (await run(process.execPath, ['bench/http-load.mjs', options])).stdout,
      )
      expect(first.ok).toBeGreaterThan(10)
      expect(second.ok).toBeGreaterThan(10)
      expect(paths).toHaveLength(first.requests + second.requests)
      expect(new Set(paths).size).toBe(paths.length)
      expect(paths.every((path) => /^\/universities\?search=a&v=\w+$/.test(path))).toBe(true)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
