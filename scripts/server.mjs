// Production server: Next's request handler behind a plain Node HTTP server that records the TCP
// peer's address in a header of its own, overwriting anything the client sent. Next keeps a
// client-sent X-Forwarded-For as it is, so rate limits read this header unless TRUST_PROXY is set.
// Before Next, scripts/request-guard.mjs answers malformed paths (400) and sheds load (503); then
// scripts/server/html-cache.mjs answers repeated list pages from its store, and
// scripts/server/prerendered-csp.mjs narrows each prerendered page's script policy to its own hashes.
import { createServer } from 'node:http'
import path from 'node:path'
import next from 'next'

import { answerOutagesWith503, createRequestGuard } from './request-guard.mjs'
import { createPageCache, createSeenKeys, withPageCache } from './server/html-cache.mjs'
import { loadPrerenderedHashes, withPrerenderedPolicies } from './server/prerendered-csp.mjs'
import { warmUp } from './server/warm-up.mjs'

const port = Number(process.env.PORT || 3000)
const hostname = process.env.HOST || '0.0.0.0'
const SOCKET_ADDRESS_HEADER = 'x-socket-address' // lib/security/client-address.ts

const app = next({ dev: false, hostname, port })
await app.prepare()
// PAGE_CACHE=off serves every list page from Next (to compare in the benchmark).
const pageTtlMs = Number(process.env.PAGE_CACHE_TTL_MS || 5 * 60_000)
const render =
  process.env.PAGE_CACHE === 'off'
    ? app.getRequestHandler()
    : withPageCache(app.getRequestHandler(), {
        cache: createPageCache({ ttlMs: pageTtlMs }),
        seen: createSeenKeys({ ttlMs: pageTtlMs }),
      })
const handle = withPrerenderedPolicies(
  render,
  loadPrerenderedHashes(path.join(process.cwd(), '.next')),
)

const guard = createRequestGuard()

const server = createServer((request, response) => {
  if (guard(request, response)) return
  request.headers[SOCKET_ADDRESS_HEADER] = request.socket.remoteAddress ?? 'unknown'
  const served = answerOutagesWith503(response, () => handle(request, response))
  void Promise.resolve(served).finally(() => guard.done(response))
})
server.keepAliveTimeout = 65_000
// Connections waiting to be accepted while the event loop renders. Node's default (511) overflows
// when a thousand clients connect at once, and a dropped SYN is retried by the client only after
// 1, 3 and 7 s; the kernel caps this at net.core.somaxconn.
const LISTEN_BACKLOG = 4096
server.listen({ port, host: hostname, backlog: LISTEN_BACKLOG }, () => {
  console.log(`Ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`)
  const self = ['0.0.0.0', '::'].includes(hostname) ? '127.0.0.1' : hostname
  void warmUp(`http://${self.includes(':') ? `[${self}]` : self}:${port}`).then((failures) => {
    for (const failure of failures) console.warn(`warm-up: ${failure}`)
  })
})

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close()
    setTimeout(() => process.exit(0), 2_000).unref()
    app.close?.().finally(() => process.exit(0))
  })
}
