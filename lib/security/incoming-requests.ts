import http from 'node:http'
import https from 'node:https'

import { NON_PAGE_CSP, SECURITY_HEADERS } from '@/lib/security/headers'

type Emitting = { emit: (event: string | symbol, ...args: unknown[]) => boolean }
const installed = Symbol.for('studyAbroad.incomingRequests')
const options = { ignoreForwardedFor: false }

// A target in absolute form (GET http://host/path HTTP/1.1): only its path and query are ours.
const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i

/**
 * What `next start` answers before any of the app's code or configuration runs, set as each
 * request arrives (Next gives no earlier hook):
 * - with no trusted proxy in front, a client's X-Forwarded-For is dropped, so Next writes the
 *   connection's own address there (it keeps a header it finds) and rate limits count that;
 * - a request in absolute form is read as its path, so it is never redirected to the host it names;
 * - every answer starts with the security headers, so Next's own redirect of a path with `//` or
 *   `\` carries them too (the app's configuration sets the same values on everything else).
 */
export function guardIncomingRequests({ ignoreForwardedFor }: { ignoreForwardedFor: boolean }) {
  options.ignoreForwardedFor = ignoreForwardedFor
  for (const proto of [http.Server.prototype, https.Server.prototype] as unknown as Array<
    Emitting & { [installed]?: true }
  >) {
    if (proto[installed]) continue
    const emit = proto.emit
    proto.emit = function (this: unknown, event, ...args) {
      if (event === 'request')
        guard(args[0] as http.IncomingMessage, args[1] as http.ServerResponse)
      return emit.call(this, event, ...args)
    }
    proto[installed] = true
  }
}

function guard(req: http.IncomingMessage, res: http.ServerResponse) {
  if (options.ignoreForwardedFor) delete req.headers['x-forwarded-for']
  const url = req.url ?? '/'
  if (ABSOLUTE_FORM.test(url)) req.url = url.replace(ABSOLUTE_FORM, '') || '/'
  for (const { key, value } of SECURITY_HEADERS) res.setHeader(key, value)
  if (/^[^?]*(?:\/\/|\\)/.test(req.url ?? ''))
    res.setHeader('Content-Security-Policy', NON_PAGE_CSP)
}
