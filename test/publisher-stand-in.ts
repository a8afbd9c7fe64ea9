// A publisher on the loopback address for the refresh's tests: it answers each path its `files`
// hold with that body and a Last-Modified date, anything else 404, and notes every path asked.
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export const STAND_IN_LAST_MODIFIED = 'Tue, 30 Sep 2025 08:00:00 GMT'

export function publisherStandIn() {
  let files: Record<string, Uint8Array> = {}
  const requests: string[] = []
  let base = ''
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '')
    const body = files[req.url ?? '']
    if (!body) {
      res.writeHead(404)
      res.end()
      return
    }
    res.writeHead(200, { 'content-length': body.length, 'last-modified': STAND_IN_LAST_MODIFIED })
    res.end(body)
  })
  return {
    /** The paths asked since the last `serve`. */
    requests,
    /** From now on, answers exactly these paths. */
    serve(next: Record<string, Uint8Array>) {
      files = next
      requests.length = 0
    },
    url: (file: string) => `${base}${file}`,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    },
    async stop() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
