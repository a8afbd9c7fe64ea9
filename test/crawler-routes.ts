import { startStandIn, type StandIn } from '@/test/firecrawl-stand-in'
import { loadCrawlerApp, unloadCrawlerApp } from '@/test/load-app'

export type CrawlerApp = Awaited<ReturnType<typeof loadCrawlerApp>>

let lastAddress = 0
/** A client address no other request in this run has used. */
export const freshAddress = () => `10.77.${Math.floor(++lastAddress / 250)}.${lastAddress % 250}`

export function crawlerRequest(
  path: string,
  {
    method = 'GET',
    body,
    cookie,
    address = freshAddress(),
  }: { method?: string; body?: unknown; cookie?: string; address?: string } = {},
) {
  const headers: Record<string, string> = { 'x-forwarded-for': address }
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (cookie) headers.cookie = cookie
  return new Request(`http://localhost${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

/** The Cookie header a browser would send after the key was saved. */
export const savedKeyCookie = (app: CrawlerApp, apiKey: string) =>
  `${app.keyCookie.KEY_COOKIE}=${app.keyCookie.sealApiKey(apiKey)}`

/** The `name=value` part of a Set-Cookie answer, as the browser would send it back. */
export const cookieFrom = (response: Response) => response.headers.get('set-cookie')?.split(';')[0]

export const idContext = (id: string) => ({ params: Promise.resolve({ id }) })

/**
 * For one test file: starts the Firecrawl stand-in, loads the crawler routes against it, quiets
 * the routes' expected warnings, and tears both down. Read `app` and `standIn` inside tests.
 */
export function setUpCrawlerRoutes() {
  const crawler = {} as { app: CrawlerApp; standIn: StandIn }
  beforeAll(async () => {
    crawler.standIn = await startStandIn()
    crawler.app = await loadCrawlerApp({ FIRECRAWL_API_URL: crawler.standIn.url })
  })
  afterAll(async () => {
    await unloadCrawlerApp(crawler.app)
    await crawler.standIn.close()
  })
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}))
  afterEach(() => jest.restoreAllMocks())
  return crawler
}
