// The overload run's load generator (bench/server.ts), in a plain Node process of its own.
// Run from the tsx-loaded benchmark process, autocannon sent about 2,000 requests in 10 s over
// 1,000 connections where this process sends about 110,000, and the latencies it reported (p99
// 3-9 s) were its own; the server answered a plain client within 0.4 s at p99.
//
// node bench/overload.mjs <base url> <path with a query> <connections> <seconds>
// prints the run as JSON; every request carries `&o=<n>`, a query no other request had.
import autocannon from 'autocannon'

const [url, path, connections, seconds] = process.argv.slice(2)
let distinct = 0
const result = await autocannon({
  url,
  connections: Number(connections),
  duration: Number(seconds),
  timeout: 60,
  requests: [
    {
      method: 'GET',
      setupRequest: (request) => ({ ...request, path: `${path}&o=${(distinct += 1)}` }),
    },
  ],
})
process.stdout.write(
  JSON.stringify({
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    shed: result.statusCodeStats?.['503']?.count ?? 0,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  }),
)
