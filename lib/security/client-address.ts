const normalise = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')

/**
 * The client's address for rate limiting, from X-Forwarded-For. Each trusted proxy in front
 * (our nginx overwrites the header with the peer it saw; a CDN appends) leaves its hop at the end,
 * so with `trustedProxies` = N the client is the N-th hop from the end. With no header at all,
 * `next start` writes the socket peer there itself; it keeps one a client sent, which is why a
 * public site runs behind a proxy that overwrites it (docs/deploy.md).
 */
export function clientAddress(headers: Headers, trustedProxies: number): string {
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
  const reported = hops[hops.length - Math.max(1, trustedProxies)]
  return reported ? normalise(reported) : 'unknown'
}
