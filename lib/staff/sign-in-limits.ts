import 'server-only'

import { logFailure } from '@/lib/log-failure'
import {
  accountClientKey,
  assertUnderRateLimit,
  clearRateLimit,
  countRateLimit,
  enforceRateLimit,
  hasRateLimitEntry,
  setRateLimitEntry,
  STAFF_KNOWN_CLIENTS,
  STAFF_LOGIN_ACCOUNT_CEILING,
  STAFF_LOGIN_ACCOUNT_LIMIT,
  STAFF_LOGIN_CLIENT_LIMIT,
} from '@/lib/security/rate-limit'

/**
 * Refuses a sign-in attempt (RateLimitError) before its password is checked when the client has
 * used its own attempts, or when the account's ceiling of wrong passwords is reached and the
 * account has never signed in from this client. The same for every e-mail, known or not.
 */
export async function admitSignInAttempt(email: string, client: string) {
  // Counted together, so a slow store delays a sign-in once, not three times.
  const [address, pair, ceiling] = await Promise.allSettled([
    enforceRateLimit(STAFF_LOGIN_CLIENT_LIMIT, client),
    enforceRateLimit(STAFF_LOGIN_ACCOUNT_LIMIT, accountClientKey(email, client)),
    assertUnderRateLimit(STAFF_LOGIN_ACCOUNT_CEILING, email),
  ])
  for (const limit of [address, pair]) if (limit.status === 'rejected') throw limit.reason
  if (
    ceiling.status === 'rejected' &&
    !(await hasRateLimitEntry(STAFF_KNOWN_CLIENTS, accountClientKey(email, client)))
  )
    throw ceiling.reason
}

/**
 * After the password check of an admitted attempt: a wrong one counts toward the account's
 * ceiling; a right one clears the client's count on the account and remembers the client. A store
 * failure here is logged: the answer already depends only on the password.
 */
export async function settleSignInAttempt(email: string, client: string, succeeded: boolean) {
  const key = accountClientKey(email, client)
  const steps = succeeded
    ? [clearRateLimit(STAFF_LOGIN_ACCOUNT_LIMIT, key), setRateLimitEntry(STAFF_KNOWN_CLIENTS, key)]
    : [countRateLimit(STAFF_LOGIN_ACCOUNT_CEILING, email)]
  for (const step of await Promise.allSettled(steps))
    if (step.status === 'rejected') logFailure('sign_in_limit_not_recorded', step.reason)
}
