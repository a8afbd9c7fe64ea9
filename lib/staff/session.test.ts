const ORIGINAL_ENV = { ...process.env }
afterEach(() => {
  process.env = { ...ORIGINAL_ENV }
})

async function sessionModule(env: Record<string, string>) {
  Object.assign(process.env, env)
  jest.resetModules()
  return import('@/lib/staff/session')
}

describe('session cookie attributes', () => {
  it('are httpOnly, SameSite=Strict, path /, and Secure in production', async () => {
    const { sessionCookieHeader, clearedSessionCookieHeader } = await sessionModule({
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(32),
    })
    expect(sessionCookieHeader('sealed')).toBe(
      'staff_session=sealed; Max-Age=28800; Path=/; HttpOnly; SameSite=Strict; Secure',
    )
    expect(clearedSessionCookieHeader()).toBe(
      'staff_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict; Secure',
    )
  })

  it('leave out Secure in development, where the site runs on plain http://localhost', async () => {
    const { sessionCookieHeader } = await sessionModule({ NODE_ENV: 'development' })
    expect(sessionCookieHeader('sealed')).not.toContain('Secure')
  })
})

describe('sealed sessions', () => {
  it('hold only the staff id, session id and version, encrypted, and open only with the same secret', async () => {
    const id = '9a2e3b4c-1d2e-4f50-8a6b-7c8d9e0f1a2b'
    const first = await sessionModule({ NODE_ENV: 'test', SESSION_SECRET: 'a'.repeat(32) })
    const sealed = await first.sealSession(id, id, 3)
    expect(sealed).toMatch(/^Fe26\.2\*/)
    expect(sealed).not.toContain(id)
    const { unsealData } = await import('iron-session')
    expect(await unsealData(sealed, { password: 'a'.repeat(32) })).toEqual({
      staffId: id,
      sessionId: id,
      version: 3,
    })
    expect(await unsealData(sealed, { password: 'b'.repeat(32) })).toEqual({})
  })
})
