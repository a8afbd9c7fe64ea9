import { buildContentSecurityPolicy, rendersPerRequest } from '@/lib/security/csp'

describe('buildContentSecurityPolicy', () => {
  it('allows scripts only by nonce on pages rendered per request, never eval', () => {
    const csp = buildContentSecurityPolicy({ nonce: 'abc123' })
    expect(csp).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic';")
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).not.toMatch(/https?:\/\//)
  })

  it('allows same-origin and inline boot scripts on prerendered pages, nothing from elsewhere', () => {
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

describe('rendersPerRequest', () => {
  it.each([
    '/universities',
    '/universities/',
    '/uk-universities',
    '/courses',
    '/scholarships',
    '/scholarships/merit',
    '/search',
    '/apply-now',
    '/contact',
    '/track',
    '/track/abc',
    '/staff',
    '/staff/login',
    '/staff/applications/SA-1',
  ])('%s: nonce policy', (path) => expect(rendersPerRequest(path)).toBe(true))

  it.each([
    '/',
    '/about',
    '/universities/harvard-university',
    '/courses/computer-science',
    '/courses/undergraduate',
    '/scholarships/chevening-scholarships',
    '/blog/how-to-shortlist-universities',
    '/staffing',
    '/no/such/page',
  ])('%s: prerendered policy', (path) => expect(rendersPerRequest(path)).toBe(false))
})
