// An open-loop load generator: requests leave at evenly spaced times (`rate` a second), whatever
// the server is doing, and each one's latency is counted from the moment it was due to leave, so
// time spent waiting for a free connection counts too (no coordinated omission).
//
// autocannon's `overallRate` is not that: each connection sends its share of a second's requests
// back to back when its one-second timer fires, so 300 a second arrive as one burst at the start of
// every second, and its latency correction assumes a request every millisecond.
import http from 'node:http'

import type { Failures, LoadRun } from './report'

export interface PacedRequest {
  method: string
  path: string
  headers: Record<string, string>
  body?: string
}

export interface PacedOptions {
  /** Base address of the server, e.g. http://127.0.0.1:3200. */
  url: string
  /** Requests a second, evenly spaced. */
  rate: number
  /** Requests in all: the run lasts amount / rate seconds, plus the last answers. */
  amount: number
  /** Open connections at most; a request due while all are busy waits for one (and that counts). */
  connections: number
  /** The n-th request (from 0). */
  request: (n: number) => PacedRequest
}

/** The value below which `share` of the sorted values lie (nearest rank). */
export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN
  const rank = Math.ceil(share * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!
}

/** When the n-th request of a run is due, in ms after the run starts. */
export function dueAt(n: number, rate: number): number {
  return (n * 1000) / rate
}

export async function pacedLoad(options: PacedOptions): Promise<LoadRun & { accepted: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections })
  const target = new URL(options.url)
  const latencies: number[] = []
  let ok = 0
  let failed = 0
  const failures: Failures = {}
  const fail = (answer: string) => {
    failed += 1
    failures[answer] = (failures[answer] ?? 0) + 1
  }
  const started = performance.now()

  const send = (n: number, due: number) =>
    new Promise<void>((resolve) => {
      const { method, path, headers, body } = options.request(n)
      const request = http.request(
        { agent, host: target.hostname, port: target.port, method, path, headers },
        (response) => {
          response.resume()
          response.on('end', () => {
            latencies.push(performance.now() - due)
            if (response.statusCode! >= 200 && response.statusCode! < 300) ok += 1
            else fail(String(response.statusCode))
            resolve()
          })
        },
      )
      request.on('error', (error: NodeJS.ErrnoException) => {
        latencies.push(performance.now() - due)
        fail(error.code ?? 'socket error')
        resolve()
      })
      request.end(body)
    })

  const pending: Promise<void>[] = []
  await new Promise<void>((resolve) => {
    let next = 0
    const tick = () => {
      const now = performance.now() - started
      while (next < options.amount && dueAt(next, options.rate) <= now) {
        pending.push(send(next, started + dueAt(next, options.rate)))
        next += 1
      }
      if (next >= options.amount) return resolve()
      setTimeout(tick, Math.max(0, dueAt(next, options.rate) - (performance.now() - started)))
    }
    tick()
  })
  await Promise.all(pending)
  const seconds = (performance.now() - started) / 1000
  agent.destroy()
  latencies.sort((a, b) => a - b)
  return {
    requestsPerSecond: ok / seconds,
    p50Ms: Math.round(percentile(latencies, 0.5)),
    p99Ms: Math.round(percentile(latencies, 0.99)),
    ok,
    failed,
    failures,
    accepted: ok,
  }
}
