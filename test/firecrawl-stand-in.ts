/**
 * Test code only: a local stand-in for the Firecrawl v2 crawl API, speaking its wire format as
 * shared/firecrawl/NOTES.md documents it (bearer keys, `success` on every answer, `next` omitted
 * once a finished crawl has no more pages, ISO `expiresAt`, the service's error bodies). The API key
 * picks the scenario, so one running stand-in serves every test. Jest route tests and the Playwright
 * suite (through FIRECRAWL_API_URL) both use it; nothing here talks to the internet.
 */
import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export const STAND_IN_KEYS = {
  /** Accepted; a crawl completes over five polls, its counts growing as pages are found. */
  completes: 'fc-valid-test-key-0001',
  /** Accepted; a crawl keeps running (one more page per poll) until it is cancelled. */
  slow: 'fc-slow-test-key-0001',
  /** Accepted; completes as `completes`, but its third page was redirected to a private address. */
  redirectsOff: 'fc-redirects-off-key-0001',
  /** Accepted; the crawl reports status "failed" on the second poll. */
  jobFails: 'fc-job-fails-key-0001',
  /** Accepted; the crawl failed at kickoff: HTTP 200 with success:false. */
  kickoffFails: 'fc-kickoff-fails-key-0001',
  /** Accepted; the first three polls answer 404 "Job not found" (firecrawl issue #2662), then as `completes`, with credits unknown (-1). */
  early404: 'fc-early-404-key-0001',
  /** Every request: 401 Unauthorized: Invalid token. */
  invalid: 'fc-invalid-key-0001',
  /** Every request: 402 insufficient credits. */
  outOfCredits: 'fc-out-of-credits-0001',
  /** Every request: 429 with Retry-After. */
  rateLimited: 'fc-rate-limited-0001',
  /** Every request: 500 UNKNOWN_ERROR. */
  serverError: 'fc-server-error-0001',
  /** Every request: the connection is dropped without an answer. */
  unreachable: 'fc-unreachable-0001',
} as const

type Scenario = keyof typeof STAND_IN_KEYS
const SCENARIO_PREFIXES: [string, Scenario][] = [
  ['fc-valid', 'completes'],
  ['fc-slow', 'slow'],
  ['fc-redirects-off', 'redirectsOff'],
  ['fc-job-fails', 'jobFails'],
  ['fc-kickoff-fails', 'kickoffFails'],
  ['fc-early-404', 'early404'],
  ['fc-out-of-credits', 'outOfCredits'],
  ['fc-rate-limited', 'rateLimited'],
  ['fc-server-error', 'serverError'],
  ['fc-unreachable', 'unreachable'],
]

const COMPLETING_POLLS = 5
const EARLY_404_POLLS = 3
const DOCUMENTS_PER_RESPONSE = 4
const TTL_MS = 24 * 60 * 60 * 1000

const ERRORS = {
  missing: [401, { success: false, error: 'Unauthorized' }],
  tokenMissing: [401, { success: false, error: 'Unauthorized: Token missing' }],
  invalid: [401, { success: false, error: 'Unauthorized: Invalid token' }],
  outOfCredits: [
    402,
    {
      success: false,
      error:
        'Insufficient credits to perform this request. For more credits, you can upgrade your plan at https://firecrawl.dev/pricing or try changing the request limit to a lower value.',
    },
  ],
  rateLimited: [
    429,
    {
      success: false,
      error:
        'Rate limit exceeded. Consumed (req/min): 16, Remaining (req/min): 0. Upgrade your plan at https://firecrawl.dev/pricing for increased rate limits or please retry after 42s, resets at Mon Jan 05 2026 10:00:00 GMT+0000 (Coordinated Universal Time)',
    },
  ],
  serverError: [
    500,
    {
      success: false,
      code: 'UNKNOWN_ERROR',
      error:
        'An unexpected error occurred. Please contact help@firecrawl.com for help. Your exception ID is 3f1c2a9b0d7e4c51',
    },
  ],
  jobNotFound: [404, { success: false, error: 'Job not found' }],
  invalidJobId: [400, { success: false, error: 'Invalid job ID' }],
  alreadyCompleted: [409, { success: false, error: 'Crawl is already completed' }],
  notFound: [404, { success: false, error: 'Not found' }],
} as const

const CRAWL_BODY_KEYS = new Set([
  'url',
  'prompt',
  'excludePaths',
  'includePaths',
  'maxDiscoveryDepth',
  'sitemap',
  'ignoreQueryParameters',
  'deduplicateSimilarURLs',
  'regexOnFullURL',
  'limit',
  'crawlEntireDomain',
  'allowExternalLinks',
  'allowSubdomains',
  'ignoreRobotsTxt',
  'robotsUserAgent',
  'delay',
  'maxConcurrency',
  'webhook',
  'scrapeOptions',
  'zeroDataRetention',
  'integration',
  'origin',
])

type Status = 'scraping' | 'completed' | 'failed' | 'cancelled'

export type StandInJob = {
  id: string
  key: string
  scenario: Scenario
  url: string
  limit: number
  formats: unknown[]
  polls: number
  status: Status
  completed: number
  total: number
  createdAt: string
  completedAt?: string
}

export type StandInRequest = { method: string; path: string; key?: string; body?: unknown }

export type StandIn = {
  url: string
  port: number
  /** Every request received, in order (tests check what the app sent). */
  requests: StandInRequest[]
  jobs: Map<string, StandInJob>
  close: () => Promise<void>
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function send(response: ServerResponse, status: number, body: unknown, headers = {}) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
  response.end(JSON.stringify(body))
}

const sendError = (response: ServerResponse, [status, body]: readonly [number, unknown]) =>
  send(response, status, body, status === 429 ? { 'retry-after': '42' } : {})

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** The job's next state; called once per status poll (not for `next` pages). */
function advance(job: StandInJob) {
  if (job.status !== 'scraping') return
  job.polls += 1
  const step = job.scenario === 'early404' ? job.polls - EARLY_404_POLLS : job.polls
  const finish = (status: Status) => {
    job.status = status
    job.completedAt = new Date().toISOString()
  }
  if (step <= 0) return
  if (job.scenario === 'slow') {
    job.total = job.limit
    job.completed = Math.min(job.limit - 1, step)
  } else if (job.scenario === 'jobFails') {
    if (step >= 2) finish('failed')
    else [job.completed, job.total] = [1, Math.min(4, job.limit)]
  } else if (job.scenario === 'kickoffFails') {
    finish('failed')
  } else if (step >= COMPLETING_POLLS) {
    job.completed = job.total = job.limit
    finish('completed')
  } else {
    job.completed = Math.floor((job.limit * step) / COMPLETING_POLLS)
    job.total = Math.min(job.limit, job.completed + Math.ceil(job.limit / 3))
  }
}

/** Where the stand-in's redirecting page ends up: the cloud metadata address. */
export const STAND_IN_REDIRECT_TARGET = 'http://169.254.169.254/latest/meta-data/'

function documentAt(job: StandInJob, index: number) {
  const url = index === 0 ? job.url : new URL(`/universities/page-${index}`, job.url).href
  const finalUrl = job.scenario === 'redirectsOff' && index === 2 ? STAND_IN_REDIRECT_TARGET : url
  const host = new URL(job.url).hostname
  const wants = (format: string) =>
    job.formats.some((f) => f === format || (f as { type?: string })?.type === format)
  return {
    ...(wants('markdown')
      ? { markdown: `# University listing ${index + 1}\n\nPrograms and scholarships at ${host}.` }
      : {}),
    ...(wants('html')
      ? { html: `<h1>University listing ${index + 1}</h1><p>Programs at ${host}.</p>` }
      : {}),
    metadata: {
      title: `University listing ${index + 1} | ${host}`,
      description: `Listing ${index + 1} crawled from ${host}`,
      language: 'en',
      sourceURL: url,
      url: finalUrl,
      statusCode: 200,
      contentType: 'text/html; charset=utf-8',
      scrapeId: `${job.id.slice(0, 24)}${String(index).padStart(12, '0')}`,
      proxyUsed: 'basic',
      cacheState: 'miss',
      creditsUsed: 1,
    },
  }
}

function statusBody(job: StandInJob, origin: string, skip: number) {
  if (job.scenario === 'kickoffFails')
    return {
      success: false,
      error: 'Crawl failed: the start URL could not be scraped.',
      status: 'failed',
      completed: 0,
      total: 0,
      data: [],
    }
  const end = Math.min(job.completed, skip + DOCUMENTS_PER_RESPONSE)
  const data = Array.from({ length: Math.max(0, end - skip) }, (_, i) => documentAt(job, skip + i))
  const more = job.status === 'scraping' || end < job.completed
  return {
    success: true,
    status: job.status,
    completed: job.completed,
    total: job.total,
    creditsUsed: job.scenario === 'early404' ? -1 : job.completed,
    expiresAt: new Date(Date.parse(job.createdAt) + TTL_MS).toISOString(),
    createdAt: job.createdAt,
    ...(job.completedAt ? { completedAt: job.completedAt } : {}),
    // Never `next: null`: clients test whether the key exists.
    ...(more ? { next: `${origin}/v2/crawl/${job.id}?skip=${end}` } : {}),
    data,
  }
}

function badRequest(response: ServerResponse, message: string, path: string[] = []) {
  send(response, 400, {
    success: false,
    code: 'BAD_REQUEST',
    error: 'Bad Request',
    details: [{ code: 'custom', path, message }],
  })
}

/** Starts the stand-in on 127.0.0.1 (port 0: any free port). */
export async function startStandIn({ port = 0 }: { port?: number } = {}): Promise<StandIn> {
  const requests: StandInRequest[] = []
  const jobs = new Map<string, StandInJob>()

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? '127.0.0.1'}`)
    const method = request.method ?? 'GET'
    const text = method === 'POST' ? await readBody(request) : ''
    const auth = request.headers.authorization
    const key = auth?.startsWith('Bearer ') ? auth.slice('Bearer '.length).trim() : undefined
    let body: unknown
    try {
      body = text ? JSON.parse(text) : undefined
    } catch {
      body = text
    }
    requests.push({ method, path: url.pathname + url.search, key, body })

    if (method === 'GET' && url.pathname === '/__stand-in/jobs')
      return send(
        response,
        200,
        [...jobs.values()].map((job) => ({ ...job, key: undefined })),
      )

    const crawlPath = url.pathname.match(/^\/v2\/crawl(?:\/([^/]+))?$/)
    if (!crawlPath) return sendError(response, ERRORS.notFound)

    if (!auth) return sendError(response, ERRORS.missing)
    if (!key) return sendError(response, ERRORS.tokenMissing)
    const scenario = SCENARIO_PREFIXES.find(([prefix]) => key.startsWith(prefix))?.[1]
    if (!scenario) return sendError(response, ERRORS.invalid)
    if (scenario === 'unreachable') return request.socket.destroy()
    if (scenario === 'outOfCredits') return sendError(response, ERRORS.outOfCredits)
    if (scenario === 'rateLimited') return sendError(response, ERRORS.rateLimited)
    if (scenario === 'serverError') return sendError(response, ERRORS.serverError)

    const [, id] = crawlPath
    if (!id) {
      if (method !== 'POST') return sendError(response, ERRORS.notFound)
      if (typeof body !== 'object' || body === null || Array.isArray(body))
        return send(response, 400, {
          success: false,
          code: 'BAD_REQUEST_INVALID_JSON',
          error: 'Bad Request',
        })
      const input = body as Record<string, unknown>
      const unknown = Object.keys(input).filter((k) => !CRAWL_BODY_KEYS.has(k))
      if (unknown.length)
        return badRequest(
          response,
          'Unrecognized key in body -- please review the v2 API documentation',
        )
      if (typeof input.url !== 'string' || !URL.canParse(input.url))
        return badRequest(response, 'Invalid URL', ['url'])
      const limit = input.limit ?? 10000
      if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1)
        return badRequest(response, 'Expected a positive integer', ['limit'])
      const formats = (input.scrapeOptions as { formats?: unknown[] } | undefined)?.formats
      const job: StandInJob = {
        id: randomUUID(),
        key,
        scenario,
        url: input.url,
        limit: Math.min(limit, 25),
        formats: Array.isArray(formats) ? formats : ['markdown'],
        polls: 0,
        status: 'scraping',
        completed: 0,
        total: 0,
        createdAt: new Date().toISOString(),
      }
      jobs.set(job.id, job)
      return send(response, 200, {
        success: true,
        id: job.id,
        url: `${url.origin}/v2/crawl/${job.id}`,
      })
    }

    if (!UUID.test(id)) return sendError(response, ERRORS.invalidJobId)
    const job = jobs.get(id)
    if (!job || job.key !== key) return sendError(response, ERRORS.jobNotFound)

    if (method === 'GET') {
      const skip = Number(url.searchParams.get('skip') ?? 0)
      if (!url.searchParams.has('skip')) advance(job)
      if (job.scenario === 'early404' && job.polls <= EARLY_404_POLLS)
        return sendError(response, ERRORS.jobNotFound)
      return send(response, 200, statusBody(job, url.origin, Number.isInteger(skip) ? skip : 0))
    }
    if (method === 'DELETE') {
      if (job.status === 'completed') return sendError(response, ERRORS.alreadyCompleted)
      job.status = 'cancelled'
      job.completedAt = new Date().toISOString()
      return send(response, 200, { success: true, status: 'cancelled' })
    }
    return sendError(response, ERRORS.notFound)
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const actualPort = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    requests,
    jobs,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
