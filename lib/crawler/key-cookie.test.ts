import {
  clearKeyCookieHeader,
  KEY_COOKIE,
  keyCookieHeader,
  readKeyCookie,
  requireApiKey,
  sealApiKey,
  unsealApiKey,
} from '@/lib/crawler/key-cookie'

const KEY = 'fc-0123456789abcdef'
const SECRET = 'a-test-secret-that-is-long-enough-0123'
const DAY = 24 * 60 * 60 * 1000

const cookieHeaders = (value: string) => new Headers({ cookie: `other=1; ${KEY_COOKIE}=${value}` })

describe('the crawler key cookie', () => {
  it('round-trips the key, and the sealed value does not contain it', () => {
    const sealed = sealApiKey(KEY, { secret: SECRET })
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/)
    expect(sealed).not.toContain(KEY)
    expect(Buffer.from(sealed.slice(3), 'base64url').toString('latin1')).not.toContain(KEY)
    expect(unsealApiKey(sealed, { secret: SECRET })).toBe(KEY)
    expect(sealApiKey(KEY, { secret: SECRET })).not.toBe(sealed) // a fresh IV each time
  })

  it('expires after 7 days', () => {
    const now = Date.UTC(2026, 0, 1)
    const sealed = sealApiKey(KEY, { secret: SECRET, now })
    expect(unsealApiKey(sealed, { secret: SECRET, now: now + 7 * DAY - 1 })).toBe(KEY)
    expect(unsealApiKey(sealed, { secret: SECRET, now: now + 7 * DAY })).toBeUndefined()
  })

  it('refuses a tampered, truncated, foreign or malformed value', () => {
    const sealed = sealApiKey(KEY, { secret: SECRET })
    const bytes = Buffer.from(sealed.slice(3), 'base64url')
    for (const index of [0, 12, 20, bytes.length - 1]) {
      const flipped = Buffer.from(bytes)
      flipped[index]! ^= 1
      expect(
        unsealApiKey(`v1.${flipped.toString('base64url')}`, { secret: SECRET }),
      ).toBeUndefined()
    }
    expect(unsealApiKey(sealed.slice(0, -4), { secret: SECRET })).toBeUndefined()
    expect(unsealApiKey(sealed, { secret: `${SECRET}-rotated` })).toBeUndefined()
    for (const value of ['', 'v1.', 'v2.' + sealed.slice(3), KEY, 'v1.%%%', 'v1.AAAA'])
      expect(unsealApiKey(value, { secret: SECRET })).toBeUndefined()
  })

  it('reads a request: absent, invalid (to clear) or valid', () => {
    expect(readKeyCookie(new Headers())).toEqual({ state: 'absent' })
    expect(readKeyCookie(new Headers({ cookie: 'other=1' }))).toEqual({ state: 'absent' })
    expect(readKeyCookie(cookieHeaders('v1.garbage'))).toEqual({ state: 'invalid' })
    expect(readKeyCookie(cookieHeaders(sealApiKey(KEY)))).toEqual({ state: 'valid', apiKey: KEY })
  })

  it('is httpOnly, Secure, SameSite=Strict, sent to /api/crawl only, for 7 days', () => {
    const header = keyCookieHeader(KEY)
    expect(header).not.toContain(KEY)
    expect(header.split('; ').slice(1)).toEqual([
      'Max-Age=604800',
      'Path=/api/crawl',
      'HttpOnly',
      'Secure',
      'SameSite=Strict',
    ])
    expect(clearKeyCookieHeader()).toBe(
      `${KEY_COOKIE}=; Max-Age=0; Path=/api/crawl; HttpOnly; Secure; SameSite=Strict`,
    )
  })

  it("requires a valid key: 'Please set your API key first', clearing an unusable cookie", () => {
    expect(requireApiKey(cookieHeaders(sealApiKey(KEY)))).toBe(KEY)
    expect(() => requireApiKey(new Headers())).toThrow('Please set your API key first')
    try {
      requireApiKey(cookieHeaders('v1.tampered'))
      throw new Error('not refused')
    } catch (error) {
      expect(error).toMatchObject({ status: 401, code: 'no_key' })
      expect((error as { headers?: Record<string, string> }).headers).toEqual({
        'Set-Cookie': clearKeyCookieHeader(),
      })
    }
  })
})
