import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { dueAt, pacedLoad, percentile } from './paced'

/** A server that answers `status` after `delayMs` and notes when each request arrived. */
async function slowServer(delayMs: number, status = 200) {
  const arrivals: number[] = []
  const server = http.createServer((request, response) => {
    arrivals.push(performance.now())
    request.resume()
    response.statusCode = status
    setTimeout(() => response.end('ok'), delayMs)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    arrivals,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

const get = () => ({ method: 'GET', path: '/', headers: {} })

/** `amount` GETs of `url` at `rate` a second over at most `connections` connections. */
const paced = (url: string, rate: number, amount: number, connections: number) =>
  pacedLoad({ url, rate, amount, connections, request: get })

describe('percentile', () => {
  it('takes the nearest rank of sorted values', () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1)
    expect(percentile(values, 0.5)).toBe(50)
    expect(percentile(values, 0.99)).toBe(99)
    expect(percentile([7], 0.99)).toBe(7)
    expect(percentile([], 0.5)).toBeNaN()
  })
})

describe('pacedLoad', () => {
  it('sends the requests evenly spaced, not each second’s share at once', async () => {
    const server = await slowServer(1)
    try {
      const run = await paced(server.url, 100, 40, 10)
      expect(run.ok).toBe(40)
      expect(run.failed).toBe(0)
      // 40 requests at 100 a second take about 0.4 s; a burst would send them all in a few ms.
      const span = server.arrivals.at(-1)! - server.arrivals[0]!
      expect(span).toBeGreaterThan(dueAt(39, 100) * 0.8)
      // Evenly spaced: the typical gap is the 10 ms between due times. The median, not the
      // largest gap, so one stall of a busy machine does not fail it; chunks would give about 0.
      const gaps = server.arrivals.slice(1).map((at, index) => at - server.arrivals[index]!)
      const median = percentile(
        gaps.toSorted((a, b) => a - b),
        0.5,
      )
      expect(median).toBeGreaterThan(5)
      expect(median).toBeLessThan(20)
    } finally {
      await server.close()
    }
  })

  it('counts the time a request waits for a free connection', async () => {
    // One connection, answers in 50 ms, a request due every 10 ms: the queue grows, and so must
    // the latency (timed from when each request was due, not from when it left).
    const server = await slowServer(50)
    try {
      const run = await paced(server.url, 100, 10, 1)
      expect(run.ok).toBe(10)
      expect(run.p99Ms).toBeGreaterThan(300)
    } finally {
      await server.close()
    }
  })

  it('counts an answer outside 2xx, and a refused connection, as failed', async () => {
    const server = await slowServer(0, 503)
    const answered = await paced(server.url, 200, 5, 2)
    await server.close()
    expect(answered).toMatchObject({ ok: 0, failed: 5, failures: { '503': 5 } })
    const refused = await paced(server.url, 200, 3, 2)
    expect(refused).toMatchObject({ ok: 0, failed: 3, failures: { ECONNREFUSED: 3 } })
  })
})
