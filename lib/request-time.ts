import 'server-only'

import { env } from '@/lib/env'

/** Fixes the date a request is served at, for the end-to-end suite only (with ENABLE_TEST_ROUTES). */
export const TEST_NOW_HEADER = 'x-test-now'

/**
 * The date a request is served at: `now`, unless the end-to-end test routes are on and the request
 * fixes another in TEST_NOW_HEADER (an ISO date), so dated rules can be checked on chosen days.
 */
export function requestTime(headers: Headers, now: Date): Date {
  if (!env.ENABLE_TEST_ROUTES) return now
  const fixed = Date.parse(headers.get(TEST_NOW_HEADER) ?? '')
  return Number.isNaN(fixed) ? now : new Date(fixed)
}
