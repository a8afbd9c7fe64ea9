import {
  afterFailedPoll,
  afterSuccessfulPoll,
  EARLY_NOT_FOUND_MS,
  MAX_FAILED_POLLS,
  POLL_INTERVAL_MS,
  startPolling,
  type PollDecision,
  type PollState,
} from '@/lib/crawler/poll'

const notFound = { code: 'crawl_not_found', message: 'Failed to crawl website' }
const unreachable = {
  code: 'crawler_unreachable',
  message: 'Failed to connect to the crawler service API',
}

function fail(state: PollState, failure: typeof notFound, now: number): PollState | string {
  const decision: PollDecision = afterFailedPoll(state, failure, now)
  return decision.action === 'continue' ? decision.state : decision.message
}

describe('crawl polling', () => {
  it('polls every 2 seconds and gives up after three failed polls in a row', () => {
    expect(POLL_INTERVAL_MS).toBe(2000)
    expect(MAX_FAILED_POLLS).toBe(3)
    let state: PollState | string = startPolling(0)
    for (const t of [20_000, 22_000]) {
      state = fail(state as PollState, unreachable, t)
      expect(typeof state).toBe('object')
    }
    expect(fail(state as PollState, unreachable, 24_000)).toBe(unreachable.message)
  })

  it('starts counting again after a poll that succeeds', () => {
    let state = startPolling(0)
    for (let i = 0; i < 5; i++) {
      const next = afterFailedPoll(state, unreachable, 20_000 + i)
      expect(next.action).toBe('continue')
      state = afterSuccessfulPoll(next.action === 'continue' ? next.state : state)
    }
  })

  it('treats a 404 in the first seconds as transient, however many there are', () => {
    let state: PollState | string = startPolling(1_000)
    for (let t = 3_000; t < 1_000 + EARLY_NOT_FOUND_MS; t += POLL_INTERVAL_MS) {
      state = fail(state as PollState, notFound, t)
      expect(state).toEqual({ startedAt: 1_000, failures: 0 })
    }
  })

  it('counts a 404 after those first seconds as a failed poll', () => {
    let state: PollState | string = startPolling(0)
    state = fail(state as PollState, notFound, EARLY_NOT_FOUND_MS)
    state = fail(state as PollState, notFound, EARLY_NOT_FOUND_MS + 2_000)
    expect(fail(state as PollState, notFound, EARLY_NOT_FOUND_MS + 4_000)).toBe(notFound.message)
  })

  it('stops at once on answers another poll cannot change', () => {
    for (const code of [
      'no_key',
      'crawler_key_rejected',
      'crawler_out_of_credits',
      'crawler_job_failed',
    ])
      expect(afterFailedPoll(startPolling(0), { code, message: code }, 1)).toEqual({
        action: 'stop',
        message: code,
      })
  })
})
