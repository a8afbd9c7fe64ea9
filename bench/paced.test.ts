import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { dueAt, pacedLoad, percentile } from './paced'

/** A server that answers after `delayMs` and notes when each request arrived. */
async function slowServer(delayMs: number) {
  const arrivals: number[] = []
  const server = http.createServer((request, response) => {
    arrivals.push(performance.now())
    request.resume()
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
      const run = await pacedLoad({
        url: server.url,
        rate: 100,
        amount: 40,
        connections: 10,
        request: get,
      })
      expect(run.ok).toBe(40)
      expect(run.failed).toBe(0)
      // 40 requests at 100 a second take about 0.4 s; a burst would send them all in a few ms.
      const span = server.arrivals.at(-1)! - server.arrivals[0]!
      expect(span).toBeGreaterThan(dueAt(39, 100) * 0.8)
      const gaps = server.arrivals.slice(1).map((at, index) => at - server.arrivals[index]!)
      expect(Math.max(...gaps)).toBeLessThan(40)
    } finally {
      await server.close()
    }
  })

  it('counts the time a request waits for a free connection', async () => {
    // One connection, answers in 50 ms, a request due every 10 ms: the queue grows, and so must
    // the latency (timed from when each request was due, not from when it left).
    const server = await slowServer(50)
    try {
      const run = await pacedLoad({
        url: server.url,
        rate: 100,
        amount: 10,
        connections: 1,
        request: get,
      })
      expect(run.ok).toBe(10)
      expect(run.p99Ms).toBeGreaterThan(300)
    } finally {
      await server.close()
    }
  })

  it('counts an answer outside 2xx, and a refused connection, as failed', async () => {
    const server = http.createServer((_request, response) => {
      response.statusCode = 503
      response.end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const answered = await pacedLoad({
      url: `http://127.0.0.1:${port}`,
      rate: 200,
      amount: 5,
      connections: 2,
      request: get,
    })
    await new Promise((resolve) => server.close(resolve))
    expect(answered).toMatchObject({ ok: 0, failed: 5 })
    const refused = await pacedLoad({
      url: `http://127.0.0.1:${port}`,
      rate: 200,
      amount: 3,
      connections: 2,
      request: get,
    })
    expect(refused).toMatchObject({ ok: 0, failed: 3 })
  })
})
