// The pages benchmark's load generator (bench/server.ts), in a plain Node process of its own: from
// the tsx-loaded benchmark process a load generator measures itself as much as the server.
//
// node bench/http-load.mjs '<json options>' prints the run as JSON. Options:
//   url          base URL (http://127.0.0.1:port)
//   path         request path, or a list of them taken in turn; every "{n}" becomes a value no
//                earlier request had, in this run or an earlier one (so a proxy's cache misses)
//   headers      extra request headers (a session cookie, say)
//   expect       text every 2xx answer must contain (after gunzip); one without it counts as a
//                failure, "unexpected page", as a sign-in page served with 200 would
//   connections  clients at once, each a keep-alive connection of its own
//   seconds      how long the run lasts
//   clients      'distinct' (each connection from a loopback address of its own, 127.2.x.y, as
//                many visitors) or 'one' (all from 127.0.0.1)
//   timeoutMs    an answer slower than this counts as a timeout (default 30 s)
//
// Unlike autocannon it binds each connection to its own source address (a proxy limits each
// client address) and keeps every latency, so p95 is exact.
import { randomBytes } from 'node:crypto'
import { Agent, request } from 'node:http'
import { gunzipSync } from 'node:zlib'

const options = JSON.parse(process.argv[2] ?? '{}')
const {
  url,
  path,
  headers = {},
  expect,
  connections,
  seconds,
  clients = 'distinct',
  timeoutMs = 30_000,
} = options
const paths = Array.isArray(path) ? path : [path]
const target = new URL(url)
// Each run's values start from a tag of its own: runs one after another never repeat a path.
const runTag = randomBytes(4).toString('hex')
let counter = 0
let turn = 0
const latencies = []
const shedLatencies = []
const statuses = {}
const errors = {}
const stopAt = performance.now() + seconds * 1000

function address(i) {
  if (clients === 'one') return '127.0.0.1'
  return `127.2.${Math.floor(i / 250)}.${(i % 250) + 1}`
}

function once(agent, localAddress) {
  const started = performance.now()
  const requestPath = paths[turn++ % paths.length].replaceAll(
    '{n}',
    () => `${runTag}${(counter += 1)}`,
  )
  return new Promise((resolve) => {
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: requestPath,
        agent,
        localAddress,
        headers: { 'accept-encoding': 'gzip', ...headers },
      },
      (res) => {
        // The body is kept only when it is to be checked.
        const chunks = []
        if (expect === undefined) res.resume()
        else res.on('data', (chunk) => chunks.push(chunk))
        res.on('end', () => {
          const ms = performance.now() - started
          latencies.push(ms)
          if (res.statusCode === 503) shedLatencies.push(ms)
          if (res.statusCode >= 200 && res.statusCode < 300 && !holdsExpected(res, chunks))
            errors['unexpected page'] = (errors['unexpected page'] ?? 0) + 1
          else statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1
          resolve()
        })
      },
    )
    req.setTimeout(timeoutMs, () =>
      req.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })),
    )
    req.on('error', (error) => {
      errors[error.code ?? error.message] = (errors[error.code ?? error.message] ?? 0) + 1
      latencies.push(performance.now() - started)
      resolve()
    })
    req.end()
  })
}

function holdsExpected(res, chunks) {
  if (expect === undefined) return true
  const body = Buffer.concat(chunks)
  const text = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString()
  return text.includes(expect)
}

async function client(i) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  const localAddress = address(i)
  while (performance.now() < stopAt) await once(agent, localAddress)
  agent.destroy()
}

const started = performance.now()
await Promise.all(Array.from({ length: connections }, (_, i) => client(i)))
const elapsed = (performance.now() - started) / 1000

const percentile = (values, p) => {
  if (!values.length) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}
const ok = Object.entries(statuses)
  .filter(([code]) => code.startsWith('2'))
  .reduce((sum, [, n]) => sum + n, 0)
process.stdout.write(
  JSON.stringify({
    requests: latencies.length,
    ok,
    requestsPerSecond: ok / elapsed,
    statuses,
    errors,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
    shed: statuses[503] ?? 0,
    shedP99Ms: percentile(shedLatencies, 99),
  }),
)
