import { buildContentSecurityPolicy } from './csp'

describe('buildContentSecurityPolicy', () => {
  it('allows scripts only by nonce in production, never eval', () => {
    const csp = buildContentSecurityPolicy('abc123')
    expect(csp).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'")
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).not.toMatch(/https?:\/\//)
  })

  it('adds eval only for the development build', () => {
    expect(buildContentSecurityPolicy('n', { dev: true })).toContain("'unsafe-eval'")
  })
})
