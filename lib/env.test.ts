import { tmpdir } from 'node:os'
import path from 'node:path'

import { parseEnv } from '@/lib/env'

// As a process that already generated its secret: only the test about generating it sees the warning.
;(globalThis as { __crawlerCookieSecret?: string }).__crawlerCookieSecret = 's'.repeat(43)

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
    expect(parseEnv({ VERCEL: '1' }).TRUST_PROXY).toBe(1)
    expect(parseEnv({ VERCEL: '1', TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0)
  })

  it('keeps the refresh cache in the temporary folder on Vercel, the only one it may write', () => {
    expect(parseEnv({}).DATA_REFRESH_CACHE_DIR).toBe('.data/open-cache')
    expect(parseEnv({ VERCEL: '1' }).DATA_REFRESH_CACHE_DIR).toBe(
      path.join(tmpdir(), 'study-abroad-open-cache'),
    )
    expect(
      parseEnv({ VERCEL: '1', DATA_REFRESH_CACHE_DIR: '/mnt/cache' }).DATA_REFRESH_CACHE_DIR,
    ).toBe('/mnt/cache')
    expect(parseEnv({ DATA_REFRESH_CACHE_DIR: ' ' }).DATA_REFRESH_CACHE_DIR).toBe(
      '.data/open-cache',
    )
  })

  it('treats empty URLs as unset and refuses malformed ones with the variable name', () => {
    expect(parseEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined()
    expect(() => parseEnv({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/)
    expect(() => parseEnv({ TRUST_PROXY: 'lots' })).toThrow(/TRUST_PROXY/)
  })

  it('takes a SESSION_SECRET of at least 32 characters; production may start without one', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(
      /SESSION_SECRET: at least 32/,
    )
    const secret = 'x'.repeat(32)
    expect(parseEnv({ NODE_ENV: 'production', SESSION_SECRET: secret }).SESSION_SECRET).toBe(secret)
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    expect(parseEnv({ NODE_ENV: 'production' }).SESSION_SECRET).toBeUndefined()
    warn.mockRestore()
    expect(parseEnv({ NODE_ENV: 'development', SESSION_SECRET: '' }).SESSION_SECRET).toBeUndefined()
  })
})

describe('operator identity', () => {
  it('is unset on a fresh machine, and empty values stay unset', () => {
    const env = parseEnv({ OPERATOR_NAME: '  ', OPERATOR_PHONE: '' })
    expect([
      env.OPERATOR_NAME,
      env.OPERATOR_ADDRESS,
      env.OPERATOR_PHONE,
      env.OPERATOR_EMAIL,
      env.OPERATOR_COMPANY_NUMBER,
      env.OPERATOR_DATA_CONTROLLER,
    ]).toEqual(Array(6).fill(undefined))
  })

  it('takes each value trimmed, and refuses a malformed phone number or e-mail address by name', () => {
    const env = parseEnv({
      OPERATOR_NAME: ' Compass Education Ltd ',
      OPERATOR_PHONE: '+44 (0)20 7946-0000',
      OPERATOR_EMAIL: 'hello@example.org',
    })
    expect(env).toMatchObject({
      OPERATOR_NAME: 'Compass Education Ltd',
      OPERATOR_PHONE: '+44 (0)20 7946-0000',
      OPERATOR_EMAIL: 'hello@example.org',
    })
    expect(() => parseEnv({ OPERATOR_PHONE: 'call us' })).toThrow(/OPERATOR_PHONE/)
    expect(() => parseEnv({ OPERATOR_EMAIL: 'hello' })).toThrow(/OPERATOR_EMAIL/)
    expect(() => parseEnv({ OPERATOR_NAME: 'x'.repeat(201) })).toThrow(/OPERATOR_NAME/)
  })

  it("sends e-mails from the operator's address unless MAIL_FROM says otherwise", () => {
    expect(parseEnv({ OPERATOR_EMAIL: 'hello@example.org' }).MAIL_FROM).toBe(
      'Study Abroad Compass <hello@example.org>',
    )
    expect(
      parseEnv({ OPERATOR_EMAIL: 'hello@example.org', MAIL_FROM: 'Us <us@example.org>' }).MAIL_FROM,
    ).toBe('Us <us@example.org>')
  })
})

describe('sessionSecret', () => {
  afterEach(() => jest.restoreAllMocks())

  it('in production without SESSION_SECRET, disables staff sign-in (503) instead of using a throwaway key', async () => {
    jest.resetModules()
    const saved = { ...process.env }
    delete process.env.SESSION_SECRET
    Object.assign(process.env, { NODE_ENV: 'production' })
    jest.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const { sessionSecret } = await import('@/lib/env')
      expect(() => sessionSecret()).toThrow(
        expect.objectContaining({ status: 503, code: 'staff_sign_in_disabled' }),
      )
    } finally {
      process.env = saved
    }
  })

  it('outside production without SESSION_SECRET, generates one once and warns', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    jest.resetModules()
    const saved = process.env.SESSION_SECRET
    delete process.env.SESSION_SECRET
    try {
      const { sessionSecret } = await import('@/lib/env')
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

describe('crawler settings', () => {
  const secret = 'k'.repeat(32)

  it('defaults to the Firecrawl cloud and accepts a self-hosted http(s) URL without its trailing slash', () => {
    expect(parseEnv({}).FIRECRAWL_API_URL).toBe('https://api.firecrawl.dev')
    expect(parseEnv({ FIRECRAWL_API_URL: 'http://127.0.0.1:3002/' }).FIRECRAWL_API_URL).toBe(
      'http://127.0.0.1:3002',
    )
    expect(() => parseEnv({ FIRECRAWL_API_URL: 'ftp://files.example.com' })).toThrow(
      /FIRECRAWL_API_URL/,
    )
  })

  it('takes a cookie secret of 32+ characters, and generates one when it is unset, even in production', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    expect(
      parseEnv({ NODE_ENV: 'production' }).CRAWLER_COOKIE_SECRET.length,
    ).toBeGreaterThanOrEqual(32)
    warn.mockRestore()
    expect(() => parseEnv({ NODE_ENV: 'production', CRAWLER_COOKIE_SECRET: 'short' })).toThrow(
      /CRAWLER_COOKIE_SECRET: at least 32/,
    )
    expect(parseEnv({ NODE_ENV: 'production', CRAWLER_COOKIE_SECRET: secret })).toMatchObject({
      CRAWLER_COOKIE_SECRET: secret,
    })
    expect(
      parseEnv({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' })
        .CRAWLER_COOKIE_SECRET,
    ).toHaveLength(43)
  })

  it('generates one secret per process elsewhere, with a warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    delete (globalThis as { __crawlerCookieSecret?: string }).__crawlerCookieSecret
    const first = parseEnv({ NODE_ENV: 'development' }).CRAWLER_COOKIE_SECRET
    expect(first.length).toBeGreaterThanOrEqual(32)
    expect(parseEnv({ NODE_ENV: 'test' }).CRAWLER_COOKIE_SECRET).toBe(first)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]![0])).toMatch(/CRAWLER_COOKIE_SECRET is unset/)
    warn.mockRestore()
  })
})
