/**
 * Set by scripts/server.mjs from the TCP socket on every request, overwriting anything the client
 * sent. Next's own server keeps a client-sent X-Forwarded-For unchanged, so that header alone
 * cannot identify a client unless a trusted proxy wrote it.
 */
export const SOCKET_ADDRESS_HEADER = 'x-socket-address'

const normalise = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')

/**
 * The client's address for rate limiting. With `trustedProxies` = 0 it is the socket peer, so
 * forged forwarding headers change nothing; with N trusted proxies in front, it is the address the
 * outermost trusted proxy appended to X-Forwarded-For.
 */
export function clientAddress(headers: Headers, trustedProxies: number): string {
  if (trustedProxies > 0) {
    const hops = (headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean)
    const reported = hops[hops.length - trustedProxies]
    if (reported) return normalise(reported)
  }
  const socket = headers.get(SOCKET_ADDRESS_HEADER)
  return socket ? normalise(socket) : 'unknown'
}
