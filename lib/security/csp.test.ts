import { buildContentSecurityPolicy, isPrivatePage } from '@/lib/security/csp'

describe('buildContentSecurityPolicy', () => {
  it('allows scripts only by nonce on private pages, never eval', () => {
    const csp = buildContentSecurityPolicy({ nonce: 'abc123' })
    expect(csp).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic';")
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).not.toMatch(/https?:\/\//)
  })

  it('allows same-origin and inline boot scripts on shared pages, nothing from elsewhere', () => {
    const csp = buildContentSecurityPolicy()
    expect(csp).toContain("script-src 'self' 'unsafe-inline';")
    expect(csp).not.toContain('nonce-')
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toMatch(/https?:\/\//)
  })

  it('adds eval only for the development build', () => {
    expect(buildContentSecurityPolicy({ nonce: 'n', dev: true })).toContain("'unsafe-eval'")
    expect(buildContentSecurityPolicy({ dev: true })).toContain("'unsafe-eval'")
  })
})

describe('isPrivatePage', () => {
  it.each([
    '/apply-now',
    '/contact',
    '/contact/',
    '/track',
    '/track/abc',
    '/staff',
    '/staff/login',
    '/staff/applications/SA-1',
    '/test-error',
  ])('%s: private (nonce, never stored)', (path) => expect(isPrivatePage(path)).toBe(true))

  it.each([
    '/',
    '/about',
    '/universities',
    '/universities?page=2',
    '/universities/harvard-university',
    '/programmes',
    '/scholarships/merit',
    '/search',
    '/shortlist',
    '/staffing',
    '/no/such/page',
  ])('%s: shared (cacheable)', (path) => expect(isPrivatePage(path)).toBe(false))
})
