import { isSameOrigin } from '@/lib/staff/origin'

const check = (headers: Record<string, string>, trustedProxies = 0) =>
  isSameOrigin(new Headers(headers), trustedProxies)

describe('isSameOrigin', () => {
  it('accepts an Origin on the host the request was sent to, port included', () => {
    expect(check({ host: 'example.org', origin: 'https://example.org' })).toBe(true)
    expect(check({ host: '127.0.0.1:3500', origin: 'http://127.0.0.1:3500' })).toBe(true)
    expect(check({ host: 'Example.org', origin: 'https://example.ORG' })).toBe(true)
  })

  it('refuses another site, another port, an opaque origin, or no source at all', () => {
    expect(check({ host: 'example.org', origin: 'https://evil.example' })).toBe(false)
    expect(check({ host: 'example.org', origin: 'https://example.org.evil.example' })).toBe(false)
    expect(check({ host: '127.0.0.1:3500', origin: 'http://127.0.0.1:3501' })).toBe(false)
    expect(check({ host: 'example.org', origin: 'null' })).toBe(false)
    expect(check({ host: 'example.org', origin: 'not a url' })).toBe(false)
    expect(check({ host: 'example.org' })).toBe(false)
  })

  it('falls back to the Referer only when Origin is absent', () => {
    expect(check({ host: 'example.org', referer: 'https://example.org/staff/login' })).toBe(true)
    expect(check({ host: 'example.org', referer: 'https://evil.example/' })).toBe(false)
    expect(check({ host: 'example.org', origin: '', referer: 'https://example.org/' })).toBe(true)
    expect(
      check({
        host: 'example.org',
        origin: 'https://evil.example',
        referer: 'https://example.org/',
      }),
    ).toBe(false)
  })

  it('trusts X-Forwarded-Host only behind a trusted proxy', () => {
    const proxied = {
      host: 'app.internal:3000',
      'x-forwarded-host': 'example.org',
      origin: 'https://example.org',
    }
    expect(check(proxied, 0)).toBe(false)
    expect(check(proxied, 1)).toBe(true)
  })
})
