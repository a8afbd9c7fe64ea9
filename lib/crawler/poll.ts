// How the screen follows a running crawl: it polls every 2 s and ends the run after three failed
// polls in a row.

export const POLL_INTERVAL_MS = 2_000
export const MAX_FAILED_POLLS = 3
/** The service can answer 404 for a job it has just created (firecrawl issue #2662). */
export const EARLY_NOT_FOUND_MS = 10_000

export type PollState = { startedAt: number; failures: number }
export type PollFailure = { code?: string; message: string }
export type PollDecision =
  { action: 'continue'; state: PollState } | { action: 'stop'; message: string }

/** Answers that another poll cannot change. */
const FINAL_CODES = new Set([
  'no_key',
  'bad_request',
  'crawler_key_rejected',
  'crawler_out_of_credits',
  'crawler_job_failed',
])

export const startPolling = (now: number): PollState => ({ startedAt: now, failures: 0 })

export const afterSuccessfulPoll = (state: PollState): PollState => ({ ...state, failures: 0 })

export function afterFailedPoll(state: PollState, failure: PollFailure, now: number): PollDecision {
  if (failure.code === 'crawl_not_found' && now - state.startedAt < EARLY_NOT_FOUND_MS)
    return { action: 'continue', state }
  if (failure.code && FINAL_CODES.has(failure.code))
    return { action: 'stop', message: failure.message }
  const failures = state.failures + 1
  return failures >= MAX_FAILED_POLLS
    ? { action: 'stop', message: failure.message }
    : { action: 'continue', state: { ...state, failures } }
}
