/** The hosts a request may have been addressed to: Host, plus X-Forwarded-Host when trusted proxies set it. */
function addressedHosts(headers: Headers, trustedProxies: number): string[] {
  const forwarded =
    trustedProxies > 0 ? (headers.get('x-forwarded-host') ?? '').split(',') : ([] as string[])
  return [headers.get('host') ?? '', ...forwarded]
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean)
}

/**
 * CSRF check for state-changing requests: the page that sent it (Origin, or Referer when a browser
 * omits Origin) must be on the host the request was sent to. A request with neither is refused:
 * browsers send Origin on every cross-site POST, so only non-browser clients lack both.
 */
export function isSameOrigin(headers: Headers, trustedProxies: number): boolean {
  const source = headers.get('origin') || headers.get('referer')
  if (!source || source === 'null') return false
  let sourceHost: string
  try {
    sourceHost = new URL(source).host.toLowerCase()
  } catch {
    return false
  }
  return addressedHosts(headers, trustedProxies).includes(sourceHost)
}
