import { readIdempotencyKey, trackingPath, trackingUrl } from '@/lib/apply/submission'
import { BadRequestError } from '@/lib/errors'
import { siteConfig } from '@/lib/site'

describe('application submission', () => {
  it('reads an optional, well-formed Idempotency-Key and refuses a malformed one with 400', () => {
    const key = (value?: string) =>
      readIdempotencyKey(new Headers(value === undefined ? {} : { 'Idempotency-Key': value }))
    expect(key()).toBeUndefined()
    expect(key('  ')).toBeUndefined()
    expect(key(' 0b8f5c1e-7d2a-4c3b-9e6f-1a2b3c4d5e6f ')).toBe(
      '0b8f5c1e-7d2a-4c3b-9e6f-1a2b3c4d5e6f',
    )
    for (const bad of ['short', 'has spaces inside', 'x'.repeat(129), 'semi;colon1'])
      expect(() => key(bad)).toThrow(BadRequestError)
  })

  it('builds the private tracking link from the token, on the site’s own address', () => {
    expect(trackingPath('abc_DEF-123')).toBe('/track/abc_DEF-123')
    expect(trackingUrl('abc_DEF-123')).toBe(`${siteConfig.url}/track/abc_DEF-123`)
  })
})
