import { parseEnv } from './env'

describe('parseEnv', () => {
  it('gives the embedded defaults on a fresh machine', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({
      DATA_DIR: '.data/pglite',
      TRUST_PROXY: 0,
      ENABLE_TEST_ROUTES: false,
    })
    expect([env.DATABASE_URL, env.REDIS_URL, env.SMTP_URL]).toEqual([
      undefined,
      undefined,
      undefined,
    ])
  })

  it('reads TRUST_PROXY as a hop count', () => {
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1)
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
    expect(parseEnv({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(0)
  })

  it('treats empty URLs as unset and refuses malformed ones with the variable name', () => {
    expect(parseEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined()
    expect(() => parseEnv({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/)
    expect(() => parseEnv({ TRUST_PROXY: 'lots' })).toThrow(/TRUST_PROXY/)
  })

  it('requires a SESSION_SECRET of at least 32 characters in production, but not while building', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: required/)
    expect(() => parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(
      /SESSION_SECRET: at least 32/,
    )
    const secret = 'x'.repeat(32)
    expect(parseEnv({ NODE_ENV: 'production', SESSION_SECRET: secret }).SESSION_SECRET).toBe(secret)
    expect(
      parseEnv({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' }).SESSION_SECRET,
    ).toBeUndefined()
    expect(parseEnv({ NODE_ENV: 'development', SESSION_SECRET: '' }).SESSION_SECRET).toBeUndefined()
  })
})

describe('sessionSecret', () => {
  afterEach(() => jest.restoreAllMocks())

  it('outside production without SESSION_SECRET, generates one once and warns', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    jest.resetModules()
    const saved = process.env.SESSION_SECRET
    delete process.env.SESSION_SECRET
    try {
      const { sessionSecret } = await import('./env')
      const first = sessionSecret()
      expect(first).toMatch(/^[0-9a-f]{64}$/)
      expect(sessionSecret()).toBe(first)
      expect(warn).toHaveBeenCalledTimes(1)
      expect(String(warn.mock.calls[0]![0])).toMatch(/SESSION_SECRET is not set/)
    } finally {
      if (saved !== undefined) process.env.SESSION_SECRET = saved
    }
  })
})
