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
})
