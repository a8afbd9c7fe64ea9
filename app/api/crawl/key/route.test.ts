import { cookieFrom, crawlerRequest, freshAddress, setUpCrawlerRoutes } from '@/test/crawler-routes'
import { STAND_IN_KEYS } from '@/test/firecrawl-stand-in'

const crawler = setUpCrawlerRoutes()

const save = (apiKey: unknown, address?: string) =>
  crawler.app.key.POST(
    crawlerRequest('/api/crawl/key', { method: 'POST', body: { apiKey }, address }),
  )
const status = (cookie?: string) =>
  crawler.app.key.GET(crawlerRequest('/api/crawl/key', { cookie }))

describe('POST /api/crawl/key', () => {
  it('tests the trimmed key with a one-page crawl of the example page and keeps it in the sealed cookie', async () => {
    const before = crawler.standIn.requests.length
    const response = await save(`  ${STAND_IN_KEYS.completes}  `)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ connected: true })
    expect(response.headers.get('cache-control')).toBe('no-store')

    const calls = crawler.standIn.requests.slice(before)
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/v2/crawl',
        key: STAND_IN_KEYS.completes,
        body: { url: 'https://example.com', limit: 1, origin: expect.stringMatching(/^js-sdk@/) },
      },
    ])

    const setCookie = response.headers.get('set-cookie')!
    expect(setCookie).toMatch(
      /^__Secure-crawler-key=v1\.[\w-]+; Max-Age=604800; Path=\/api\/crawl; HttpOnly; Secure; SameSite=Strict$/,
    )
    expect(setCookie).not.toContain(STAND_IN_KEYS.completes)
    expect(crawler.app.keyCookie.unsealApiKey(cookieFrom(response)!.split('=')[1]!)).toBe(
      STAND_IN_KEYS.completes,
    )
  })

  it('answers 422 without calling the service for an empty or too short key', async () => {
    const before = crawler.standIn.requests.length
    for (const [apiKey, message] of [
      ['', 'Please enter your Firecrawl API key'],
      ['   ', 'Please enter your Firecrawl API key'],
      [undefined, 'Please enter your Firecrawl API key'],
      ['fc-12345', 'Invalid API key format'],
      [' fc-12345 ', 'Invalid API key format'],
    ] as const) {
      const response = await save(apiKey)
      expect(response.status).toBe(422)
      expect((await response.json()).error.fields).toEqual({ apiKey: message })
      expect(response.headers.get('set-cookie')).toBeNull()
    }
    expect(crawler.standIn.requests.length).toBe(before)
  })

  it.each([
    ['invalid', STAND_IN_KEYS.invalid, 502, 'API key not found'],
    ['unknown', 'fc-never-issued-key', 502, 'API key not found'],
    [
      'out of credits',
      STAND_IN_KEYS.outOfCredits,
      502,
      'Insufficient credits to perform this request',
    ],
    [
      'rate limited',
      STAND_IN_KEYS.rateLimited,
      429,
      'Rate limit exceeded. Please try again later.',
    ],
    ['server error', STAND_IN_KEYS.serverError, 502, 'Failed to crawl website'],
    ['unreachable', STAND_IN_KEYS.unreachable, 504, 'Failed to connect to the crawler service API'],
  ])('refuses a key whose test fails (%s), saving nothing', async (_, apiKey, code, message) => {
    const response = await save(apiKey)
    expect(response.status).toBe(code)
    expect(await response.json()).toEqual({ error: { code: 'invalid_key', message } })
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  it('allows 3 key tests per client in 5 minutes; the 4th is refused without reaching the service', async () => {
    const address = freshAddress()
    for (let i = 0; i < 3; i++) expect((await save('fc-short', address)).status).toBe(422)
    for (let i = 0; i < 3; i++)
      expect((await save(STAND_IN_KEYS.invalid, address)).status).toBe(502)
    const before = crawler.standIn.requests.length
    const fourth = await save(STAND_IN_KEYS.completes, address)
    expect(fourth.status).toBe(429)
    expect((await fourth.json()).error).toEqual({
      code: 'rate_limited',
      message: 'Rate limit exceeded. Please try again later.',
    })
    const retryAfter = Number(fourth.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(250)
    expect(retryAfter).toBeLessThanOrEqual(300)
    expect(fourth.headers.get('set-cookie')).toBeNull()
    expect(crawler.standIn.requests.length).toBe(before)
    expect((await save(STAND_IN_KEYS.completes)).status).toBe(200) // another client
  })
})

describe('GET and DELETE /api/crawl/key', () => {
  it('says whether a key is connected, and DELETE forgets it', async () => {
    const cookie = cookieFrom(await save(STAND_IN_KEYS.completes))!
    expect(await (await status(cookie)).json()).toEqual({ connected: true })
    expect(await (await status()).json()).toEqual({ connected: false })

    const removed = await crawler.app.key.DELETE()
    expect(await removed.json()).toEqual({ connected: false })
    expect(removed.headers.get('set-cookie')).toBe(
      '__Secure-crawler-key=; Max-Age=0; Path=/api/crawl; HttpOnly; Secure; SameSite=Strict',
    )
  })

  it('counts a tampered, expired or foreign cookie as no key, and clears it', async () => {
    const name = crawler.app.keyCookie.KEY_COOKIE
    const good = crawler.app.keyCookie.sealApiKey(STAND_IN_KEYS.completes)
    const expired = crawler.app.keyCookie.sealApiKey(STAND_IN_KEYS.completes, {
      now: Date.now() - 8 * 24 * 60 * 60 * 1000,
    })
    const foreign = crawler.app.keyCookie.sealApiKey(STAND_IN_KEYS.completes, {
      secret: 'another-deployment-secret-0123456789',
    })
    const tampered = good.slice(0, -2) + (good.endsWith('AA') ? 'AB' : 'AA')
    for (const value of [expired, foreign, tampered, 'v1.not-even-base64!']) {
      const response = await status(`${name}=${value}`)
      expect(await response.json()).toEqual({ connected: false })
      expect(response.headers.get('set-cookie')).toMatch(/^__Secure-crawler-key=; Max-Age=0;/)
    }
  })
})
