import { CRAWLER_MESSAGES } from '@/lib/crawler/messages'

export type CrawlerFailure = {
  /** Our answer's HTTP status. */
  status: number
  /** Stable code the screen acts on (see lib/crawler/poll.ts). */
  code: CrawlerErrorCode
  message: string
}

export type CrawlerErrorCode =
  | 'crawler_key_rejected'
  | 'crawler_out_of_credits'
  | 'crawler_rate_limited'
  | 'crawler_unreachable'
  | 'crawler_job_failed'
  | 'crawl_not_found'
  | 'crawler_failed'

const FAILURES: Record<CrawlerErrorCode, CrawlerFailure> = {
  crawler_key_rejected: {
    status: 502,
    code: 'crawler_key_rejected',
    message: CRAWLER_MESSAGES.keyNotFound,
  },
  crawler_out_of_credits: {
    status: 502,
    code: 'crawler_out_of_credits',
    message: CRAWLER_MESSAGES.outOfCredits,
  },
  crawler_rate_limited: {
    status: 429,
    code: 'crawler_rate_limited',
    message: CRAWLER_MESSAGES.rateLimited,
  },
  crawler_unreachable: {
    status: 504,
    code: 'crawler_unreachable',
    message: CRAWLER_MESSAGES.unreachable,
  },
  crawler_job_failed: {
    status: 502,
    code: 'crawler_job_failed',
    message: CRAWLER_MESSAGES.jobFailed,
  },
  crawl_not_found: { status: 404, code: 'crawl_not_found', message: CRAWLER_MESSAGES.crawlFailed },
  crawler_failed: { status: 502, code: 'crawler_failed', message: CRAWLER_MESSAGES.crawlFailed },
}

/** What the SDK's SdkError carries: the HTTP status (none without an answer) and a code. */
type ServiceError = { name?: unknown; status?: unknown; code?: unknown }

/** Gateways answer these when they cannot reach the service behind them. */
const GATEWAY_STATUSES = new Set([502, 503, 504])

/**
 * Maps a failed call to the crawler service onto the scraper's fixed messages. Never echoes the service's
 * own text, which we do not control.
 */
export function classifyCrawlerError(error: unknown): CrawlerFailure {
  const e = (typeof error === 'object' && error !== null ? error : {}) as ServiceError
  const status = typeof e.status === 'number' ? e.status : undefined
  if (status === undefined) {
    // The SDK reports timeouts and refused or dropped connections as an SdkError without a status.
    return FAILURES[e.name === 'FirecrawlSdkError' ? 'crawler_unreachable' : 'crawler_failed']
  }
  if (status === 401) return FAILURES.crawler_key_rejected
  if (status === 402) return FAILURES.crawler_out_of_credits
  if (status === 429) return FAILURES.crawler_rate_limited
  if (status === 404) return FAILURES.crawl_not_found
  // An HTTP 200 with success:false: a crawl that failed at kickoff.
  if (status === 200) return FAILURES.crawler_job_failed
  if (GATEWAY_STATUSES.has(status)) return FAILURES.crawler_unreachable
  return FAILURES.crawler_failed
}

/** A job the service reports as failed or cancelled. */
export const JOB_FAILED = FAILURES.crawler_job_failed
