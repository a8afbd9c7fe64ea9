import 'server-only'

import { FirecrawlClient } from '@mendable/firecrawl-js'

import { classifyCrawlerError } from '@/lib/crawler/errors'
import {
  isFinished,
  type CrawlPage,
  type CrawlSnapshot,
  type CrawlStatus,
} from '@/lib/crawler/progress'
import { keepAllowedPages } from '@/lib/crawler/results'
import { env } from '@/lib/env'
import { ConflictError, HttpError } from '@/lib/errors'

/** The key test crawls this fixed example page, one page only. */
export const KEY_TEST_URL = 'https://example.com'
/** At most 10 pages per crawl, each as markdown and html. */
export const CRAWL_PAGE_LIMIT = 10
const REQUEST_TIMEOUT_MS = 30_000
/** Enough `next` pages for CRAWL_PAGE_LIMIT documents, however the service splits them. */
const MAX_RESULT_PAGES = 20

// maxRetries 1: the SDK would otherwise replay a POST (a new crawl) after a 502.
const client = (apiKey: string) =>
  new FirecrawlClient({
    apiKey,
    apiUrl: env.FIRECRAWL_API_URL,
    timeoutMs: REQUEST_TIMEOUT_MS,
    maxRetries: 1,
  })

async function call<T>(action: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof HttpError) throw error
    const failure = classifyCrawlerError(error)
    const { status, code } = (error ?? {}) as { status?: unknown; code?: unknown }
    // Status and code only: SDK errors hold the request, and the key must never reach a log.
    console.warn(
      JSON.stringify({
        event: 'crawler_call_failed',
        action,
        status: typeof status === 'number' ? status : null,
        serviceCode: typeof code === 'string' && /^[A-Z0-9_]{1,40}$/.test(code) ? code : null,
        code: failure.code,
      }),
    )
    throw new HttpError(failure.status, failure.code, failure.message)
  }
}

/** Resolves when the service accepts `apiKey` for a one-page crawl; throws the mapped failure otherwise. */
export async function testApiKey(apiKey: string): Promise<void> {
  await call('key_test', () => client(apiKey).startCrawl(KEY_TEST_URL, { limit: 1 }))
}

/** Starts an asynchronous crawl of `url` (already on the allowlist) and answers its job id. */
export async function startCrawl(apiKey: string, url: string): Promise<string> {
  const { id } = await call('start', () =>
    client(apiKey).startCrawl(url, {
      limit: CRAWL_PAGE_LIMIT,
      // Only the start site itself: the allowlist was checked for its host, not for others.
      allowExternalLinks: false,
      allowSubdomains: false,
      scrapeOptions: { formats: ['markdown', 'html'] },
    }),
  )
  return id
}

const TERMINAL = new Set<CrawlStatus>(['completed', 'failed', 'cancelled'])

/** The job's status and counts; every page once it has finished. */
export async function getCrawl(apiKey: string, id: string): Promise<CrawlSnapshot> {
  return call('status', async () => {
    const service = client(apiKey)
    // While a crawl runs, `next` is always set and following it blocks (firecrawl issue #4374).
    let job = await service.getCrawlStatus(id, { autoPaginate: false })
    const status: CrawlStatus = TERMINAL.has(job.status) ? job.status : 'scraping'
    if (isFinished(status) && job.next)
      job = await service.getCrawlStatus(id, {
        autoPaginate: true,
        maxPages: MAX_RESULT_PAGES,
      })
    const { pages, leftOut } = keepAllowedPages(isFinished(status) ? (job.data as CrawlPage[]) : [])
    return {
      id,
      status,
      completed: count(job.completed),
      total: count(job.total),
      creditsUsed:
        typeof job.creditsUsed === 'number' && job.creditsUsed >= 0 ? job.creditsUsed : null,
      expiresAt: isoDate(job.expiresAt),
      data: pages,
      leftOut,
    }
  })
}

/** Cancels a running crawl; a 409 when it has already finished. */
export async function cancelCrawl(apiKey: string, id: string): Promise<void> {
  await call('cancel', async () => {
    try {
      await client(apiKey).cancelCrawl(id)
    } catch (error) {
      if ((error as { status?: unknown }).status === 409)
        throw new ConflictError('The crawl has already finished.')
      throw error
    }
  })
}

const count = (n: unknown) =>
  typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0

function isoDate(value: unknown) {
  const time = typeof value === 'string' ? Date.parse(value) : NaN
  return Number.isNaN(time) ? null : new Date(time).toISOString()
}
