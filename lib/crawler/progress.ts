export type CrawlStatus = 'scraping' | 'completed' | 'failed' | 'cancelled'

/** One crawled page as the service sends it (markdown, html, metadata, ...). */
export type CrawlPage = Record<string, unknown>

/** GET /api/crawl/<id>: the job's real counts; `data` holds the pages once the job has finished. */
export type CrawlSnapshot = {
  id: string
  status: CrawlStatus
  completed: number
  total: number
  /** null when the service reports no amount (self-hosted) or an unknown one (-1). */
  creditsUsed: number | null
  expiresAt: string | null
  data: CrawlPage[]
  /** Pages the crawl returned that ended off the allowed sites (a redirect), left out of `data`. */
  leftOut: number
}

export const isFinished = (status: CrawlStatus) => status !== 'scraping'

/**
 * The progress bar's percent from the job's real counts. `total` grows while the crawl discovers
 * pages, so this can fall back; it never reads 100 before the service says the job is completed.
 */
export function crawlPercent({
  status,
  completed,
  total,
}: Pick<CrawlSnapshot, 'status' | 'completed' | 'total'>): number {
  if (status === 'completed') return 100
  if (!(total > 0) || !(completed > 0)) return 0
  return Math.min(99, Math.floor((Math.min(completed, total) / total) * 100))
}
