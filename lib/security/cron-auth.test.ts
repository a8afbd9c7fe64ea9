import { checkCronAuth } from '@/lib/security/cron-auth'

const SECRET = 'a-cron-secret-of-some-length'

describe('checkCronAuth', () => {
  it('lets the scheduler in with the bearer secret', () => {
    expect(checkCronAuth(`Bearer ${SECRET}`, SECRET)).toBe('ok')
  })

  it('refuses a request without the header, with another secret, or another scheme', () => {
    expect(checkCronAuth(null, SECRET)).toBe('unauthorised')
    expect(checkCronAuth('', SECRET)).toBe('unauthorised')
    expect(checkCronAuth('Bearer ', SECRET)).toBe('unauthorised')
    expect(checkCronAuth(`Bearer ${SECRET}x`, SECRET)).toBe('unauthorised')
    expect(checkCronAuth(`Bearer ${SECRET.slice(0, -1)}`, SECRET)).toBe('unauthorised')
    expect(checkCronAuth(`Basic ${SECRET}`, SECRET)).toBe('unauthorised')
    expect(checkCronAuth(SECRET, SECRET)).toBe('unauthorised')
  })

  it('lets nobody in when no secret is configured', () => {
    expect(checkCronAuth('Bearer ', undefined)).toBe('not-configured')
    expect(checkCronAuth('Bearer anything', '')).toBe('not-configured')
  })
})
