import http from 'node:http'
import https from 'node:https'

type Emitting = { emit: (event: string | symbol, ...args: unknown[]) => boolean }
const installed = Symbol.for('studyAbroad.directPeer')

/**
 * With no trusted proxy in front, the X-Forwarded-For a client sends is dropped as its request
 * arrives, so `next start` writes the connection's own address there (it keeps a header it finds)
 * and rate limits count that. Next gives route handlers no other way to see the peer.
 */
export function ignoreClientForwardedFor() {
  for (const proto of [http.Server.prototype, https.Server.prototype] as unknown as Array<
    Emitting & { [installed]?: true }
  >) {
    if (proto[installed]) continue
    const emit = proto.emit
    proto.emit = function (this: unknown, event, ...args) {
      if (event === 'request') delete (args[0] as http.IncomingMessage).headers['x-forwarded-for']
      return emit.call(this, event, ...args)
    }
    proto[installed] = true
  }
}
