import { WARM_UP_PATHS, warmUp } from './warm-up.mjs'

describe('warmUp', () => {
  it('asks for every list page once, in turn, and reports what failed without throwing', async () => {
    const asked: string[] = []
    const fetchPage = (async (url: string) => {
      asked.push(url)
      if (url.endsWith('/courses')) return new Response('busy', { status: 503 })
      if (url.endsWith('/programmes')) throw new Error('socket hang up')
      return new Response('<html></html>')
    }) as typeof fetch

    const failures = await warmUp('http://127.0.0.1:3000', { fetchPage })

    expect(asked).toEqual(WARM_UP_PATHS.map((path) => `http://127.0.0.1:3000${path}`))
    expect(failures).toEqual(['/courses: 503', '/programmes: socket hang up'])
  })

  it('covers each list page the page cache serves', async () => {
    const { CACHED_PAGES } = await import('./html-cache.mjs')
    const warmed = new Set(WARM_UP_PATHS.map((path) => path.split('?')[0]))
    expect([...CACHED_PAGES].filter((path) => !warmed.has(path))).toEqual([])
  })
})
