// User-facing texts of the crawler, shared by the route handlers and the screen.

export const CRAWLER_SERVICE = 'Firecrawl'

export const CRAWLER_MESSAGES = {
  enterKey: `Please enter your ${CRAWLER_SERVICE} API key`,
  keyFormat: 'Invalid API key format',
  setKeyFirst: 'Please set your API key first',
  keyNotFound: 'API key not found',
  outOfCredits: 'Insufficient credits to perform this request',
  rateLimited: 'Rate limit exceeded. Please try again later.',
  unreachable: 'Failed to connect to the crawler service API',
  jobFailed: 'Crawl job failed or was stopped',
  crawlFailed: 'Failed to crawl website',
  protocol: 'Only HTTP and HTTPS protocols are allowed',
  domain: 'Domain is not in the allowed list',
  urlFormat: 'Invalid URL format',
} as const
