import { EventEmitter } from 'node:events'
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'

import {
  bodyIn,
  cacheKey,
  chooseEncoding,
  createPageCache,
  createSeenKeys,
  pageToStore,
  scriptHash,
  withPageCache,
  withScriptHashes,
} from './html-cache.mjs'

const get = (url: string, headers: Record<string, string> = {}) => ({ method: 'GET', url, headers })

describe('cacheKey', () => {
  it('is the same for the same query in any parameter order', () => {
    expect(cacheKey(get('/universities?search=a&page=2'))).toBe(
      cacheKey(get('/universities?page=2&search=a')),
    )
    expect(cacheKey(get('/universities?search=a'))).not.toBe(
      cacheKey(get('/universities?search=b')),
    )
  })

  it('tells display currencies apart by their cookie', () => {
    const usd = cacheKey(get('/programmes', { cookie: 'currency=USD' }))
    const aud = cacheKey(get('/programmes', { cookie: 'other=1; currency=AUD' }))
    expect(usd).not.toBe(aud)
  })

  it('leaves everything but full-page GETs of the list pages to Next', () => {
    expect(cacheKey(get('/about'))).toBeNull()
    expect(cacheKey(get('/api/search?q=a'))).toBeNull()
    expect(cacheKey(get('/staff?q=a'))).toBeNull()
    expect(cacheKey({ ...get('/universities'), method: 'POST' })).toBeNull()
    expect(cacheKey(get('/universities', { rsc: '1' }))).toBeNull()
    expect(cacheKey(get('/universities?_rsc=abc'))).toBeNull()
    expect(cacheKey(get(`/universities?search=${'a'.repeat(600)}`))).toBeNull()
  })
})

describe('withScriptHashes', () => {
  const policy =
    "default-src 'self'; script-src 'self' 'nonce-abc123' 'strict-dynamic'; style-src 'self'"
  const html =
    '<head><script src="/_next/a.js" nonce="abc123" async></script></head>' +
    '<body><script nonce="abc123">self.__next_f.push([1,"x"])</script></body>'

  it('takes the nonce out and allows exactly the inline scripts by hash', () => {
    const result = withScriptHashes(html, policy)!
    expect(result.html).not.toContain('abc123')
    expect(result.policy).toBe(
      `default-src 'self'; script-src 'self' ${scriptHash('self.__next_f.push([1,"x"])')}; style-src 'self'`,
    )
  })

  it('leaves a policy without a nonce alone', () => {
    expect(withScriptHashes(html, "script-src 'self' 'unsafe-inline'")).toBeNull()
  })
})

describe('pageToStore', () => {
  const page = (statusCode: number, headers: Record<string, string>) => ({
    statusCode,
    headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
    body: Buffer.from('<p>Universities (3 found)</p>'),
  })

  it('stores a 200 HTML page without transfer headers, compressing it only when asked', () => {
    const stored = pageToStore(page(200, { 'content-length': '29', 'x-frame-options': 'DENY' }))!
    expect(stored.headers).toEqual({
      'content-type': 'text/html; charset=utf-8',
      'x-frame-options': 'DENY',
    })
    expect(stored.bodies.gzip).toBeUndefined()
    const gzip = bodyIn(stored, 'gzip')
    expect(gunzipSync(gzip).toString()).toBe('<p>Universities (3 found)</p>')
    // Made once, then kept.
    expect(bodyIn(stored, 'gzip')).toBe(gzip)
  })

  it('refuses errors, other types and anything that sets a cookie', () => {
    expect(pageToStore(page(404, {}))).toBeNull()
    expect(pageToStore(page(200, { 'set-cookie': 'a=1' }))).toBeNull()
    expect(pageToStore(page(200, { 'content-type': 'application/json' }))).toBeNull()
  })
})

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br')
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip')
    expect(chooseEncoding(undefined)).toBe('identity')
  })
})

class FakeResponse extends EventEmitter {
  statusCode = 200
  headers: Record<string, string | number> = {}
  sent: Buffer[] = []
  setHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value
  }
  getHeaders() {
    return { ...this.headers }
  }
  writeHead(status: number, headers: Record<string, string | number>) {
    this.statusCode = status
    for (const [name, value] of Object.entries(headers)) this.headers[name.toLowerCase()] = value
  }
  write(chunk: string | Buffer) {
    this.sent.push(Buffer.from(chunk))
    return true
  }
  end(chunk?: string | Buffer) {
    if (chunk) this.sent.push(Buffer.from(chunk))
    return this
  }
}

describe('withPageCache', () => {
  const counting = () => {
    const state = { renders: 0 }
    const handle = (_request: unknown, response: FakeResponse) => {
      state.renders += 1
      response.setHeader('content-type', 'text/html; charset=utf-8')
      response.write('<p>')
      response.end(`render ${state.renders}</p>`)
    }
    return { state, handle }
  }

  it('stores a query’s page when it is asked a second time, and answers repeats from the store', () => {
    const { state, handle } = counting()
    const cache = createPageCache()
    const cached = withPageCache(handle as never, { cache, seen: createSeenKeys() })
    const first = new FakeResponse()
    cached(
      get('/universities?page=2&search=a', { 'accept-encoding': 'gzip' }) as never,
      first as never,
    )
    // Asked once: rendered and sent, nothing stored.
    expect(first.headers['x-page-cache']).toBe('miss')
    expect(cache.size).toBe(0)
    const second = new FakeResponse()
    cached(get('/universities?search=a&page=2') as never, second as never)
    expect(second.headers['x-page-cache']).toBe('miss')
    expect(cache.size).toBe(1)
    const third = new FakeResponse()
    cached(get('/universities?page=2&search=a') as never, third as never)

    expect(state.renders).toBe(2)
    expect(Buffer.concat(third.sent).toString()).toBe('<p>render 2</p>')
    expect(third.headers['x-page-cache']).toBe('hit')
  })

  it('forgets a query asked once when its time to live has passed', async () => {
    const { state, handle } = counting()
    const cache = createPageCache({ ttlMs: 30 })
    const cached = withPageCache(handle as never, { cache, seen: createSeenKeys({ ttlMs: 30 }) })
    cached(get('/courses?search=law') as never, new FakeResponse() as never)
    await new Promise((resolve) => setTimeout(resolve, 60))
    // Asked again after the time to live: as good as the first time, so still not stored.
    cached(get('/courses?search=law') as never, new FakeResponse() as never)
    expect(cache.size).toBe(0)
    cached(get('/courses?search=law') as never, new FakeResponse() as never)
    expect(cache.size).toBe(1)
    expect(state.renders).toBe(3)
  })

  it('lets Next compress a miss for its client, and stores the page itself', () => {
    const html = '<html><p>Programmes (12 found)</p></html>'
    const asked: (string | undefined)[] = []
    const handle = (request: { headers: Record<string, string> }, response: FakeResponse) => {
      asked.push(request.headers['accept-encoding'])
      response.setHeader('content-type', 'text/html; charset=utf-8')
      response.setHeader('content-encoding', 'gzip')
      const gzip = gzipSync(html)
      response.write(gzip.subarray(0, 10))
      response.end(gzip.subarray(10))
    }
    // The query was asked before, so this render is stored.
    const seen = createSeenKeys()
    seen.set('/programmes?search=law#currency=', true)
    const cached = withPageCache(handle as never, { cache: createPageCache(), seen })
    const first = new FakeResponse()
    cached(
      get('/programmes?search=law', { 'accept-encoding': 'gzip, br' }) as never,
      first as never,
    )
    expect(asked).toEqual(['gzip, br'])
    expect(gunzipSync(Buffer.concat(first.sent)).toString()).toBe(html)

    const brotli = new FakeResponse()
    cached(get('/programmes?search=law', { 'accept-encoding': 'br' }) as never, brotli as never)
    expect(brotli.headers['x-page-cache']).toBe('hit')
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(Buffer.concat(brotli.sent)).toString()).toBe(html)
    const plain = new FakeResponse()
    cached(get('/programmes?search=law') as never, plain as never)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(Buffer.concat(plain.sent).toString()).toBe(html)
    expect(asked).toHaveLength(1)
  })

  it('does not store a page that sets a cookie', () => {
    let renders = 0
    const handle = (_request: unknown, response: FakeResponse) => {
      renders += 1
      response.setHeader('content-type', 'text/html')
      response.setHeader('set-cookie', 'currency=AUD')
      response.end('<p>x</p>')
    }
    const cached = withPageCache(handle as never, { cache: createPageCache() })
    for (let asked = 1; asked <= 3; asked++)
      cached(get('/programmes?currency=AUD') as never, new FakeResponse() as never)
    expect(renders).toBe(3)
  })
})
