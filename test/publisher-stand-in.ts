// A publisher on the loopback address for the refresh's tests: it answers each path its `files`
// hold with that body and a Last-Modified date (or a redirect, or a body with headers of its own),
// anything else 404, and notes every path asked.
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export const STAND_IN_LAST_MODIFIED = 'Tue, 30 Sep 2025 08:00:00 GMT'

/** A body; a redirect to another path; or a body sent with extra headers (Content-Disposition). */
export type StandInAnswer =
  Uint8Array | { redirect: string } | { body: Uint8Array; headers: Record<string, string> }

export function publisherStandIn() {
  let files: Record<string, StandInAnswer> = {}
  const requests: string[] = []
  let base = ''
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '')
    const answer = files[req.url ?? '']
    if (!answer) {
      res.writeHead(404)
      res.end()
      return
    }
    if ('redirect' in answer) {
      res.writeHead(302, { location: answer.redirect })
      res.end()
      return
    }
    const [body, headers] = 'body' in answer ? [answer.body, answer.headers] : [answer, {}]
    res.writeHead(200, {
      'content-length': body.length,
      'last-modified': STAND_IN_LAST_MODIFIED,
      ...headers,
    })
    res.end(body)
  })
  return {
    /** The paths asked since the last `serve`. */
    requests,
    /** From now on, answers exactly these paths. */
    serve(next: Record<string, StandInAnswer>) {
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
