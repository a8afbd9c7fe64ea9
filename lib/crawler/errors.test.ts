import { SdkError } from '@mendable/firecrawl-js'

import { classifyCrawlerError } from '@/lib/crawler/errors'

const withStatus = (status: number, code?: string) => new SdkError('service text', status, code)

describe('classifyCrawlerError', () => {
  it.each([
    [401, 'crawler_key_rejected', 'API key not found'],
    [402, 'crawler_out_of_credits', 'Insufficient credits to perform this request'],
    [429, 'crawler_rate_limited', 'Rate limit exceeded. Please try again later.'],
    [404, 'crawl_not_found', 'Failed to crawl website'],
    [200, 'crawler_job_failed', 'Crawl job failed or was stopped'],
    [502, 'crawler_unreachable', 'Failed to connect to the crawler service API'],
    [503, 'crawler_unreachable', 'Failed to connect to the crawler service API'],
    [504, 'crawler_unreachable', 'Failed to connect to the crawler service API'],
    [400, 'crawler_failed', 'Failed to crawl website'],
    [403, 'crawler_failed', 'Failed to crawl website'],
    [408, 'crawler_failed', 'Failed to crawl website'],
    [409, 'crawler_failed', 'Failed to crawl website'],
    [500, 'crawler_failed', 'Failed to crawl website'],
  ])('maps HTTP %i to %s (%s)', (status, code, message) => {
    expect(classifyCrawlerError(withStatus(status))).toMatchObject({ code, message })
  })

  it('maps timeouts and connection failures (an SdkError without a status) to "Failed to connect"', () => {
    for (const code of [
      'ECONNREFUSED',
      'ECONNRESET',
      'ETIMEDOUT',
      'ECONNABORTED',
      'ENOTFOUND',
      undefined,
    ])
      expect(classifyCrawlerError(new SdkError('socket hang up', undefined, code))).toMatchObject({
        code: 'crawler_unreachable',
        message: 'Failed to connect to the crawler service API',
      })
  })

  it('maps anything else to "Failed to crawl website", without echoing the service text', () => {
    for (const error of [new Error('URL cannot be empty'), 'boom', null, undefined, {}])
      expect(classifyCrawlerError(error)).toMatchObject({
        code: 'crawler_failed',
        message: 'Failed to crawl website',
      })
    expect(JSON.stringify(classifyCrawlerError(withStatus(500)))).not.toContain('service text')
  })

  it('answers 429 for the service rate limit and 5xx for the other upstream failures', () => {
    expect(classifyCrawlerError(withStatus(429)).status).toBe(429)
    expect(classifyCrawlerError(withStatus(404)).status).toBe(404)
    for (const status of [401, 402, 500, 200])
      expect(classifyCrawlerError(withStatus(status)).status).toBe(502)
    expect(classifyCrawlerError(new SdkError('timeout')).status).toBe(504)
  })
})
