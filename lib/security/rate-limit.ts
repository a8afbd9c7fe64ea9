import 'server-only'

import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'

import { openDatabase, POSTGRES_TIMEOUTS } from '@/lib/db/client'
import { env } from '@/lib/env'
import { RateLimitError } from '@/lib/errors'

export type LimitSpec = {
  name: string
  points: number
  durationSeconds: number
  message: string
  /**
   * When the shared store cannot answer, refuse (503) instead of counting in this process: a
   * second count that starts from zero would let through as many attempts again.
   */
  failClosed?: boolean
}

export const APPLY_LIMIT: LimitSpec = {
  name: 'apply',
  points: 3, // 3 applications per hour from one client
  durationSeconds: 3600,
  message: 'You can only submit 3 applications per hour. Please try again later.',
}

export const CRAWL_KEY_TEST_LIMIT: LimitSpec = {
  name: 'crawl-key-test',
  points: 3, // 3 key tests per 5 minutes
  durationSeconds: 300,
  message: 'Rate limit exceeded. Please try again later.',
}

export const CRAWL_LIMIT: LimitSpec = {
  name: 'crawl',
  points: 10, // 10 crawls per hour
  durationSeconds: 3600,
  message: 'Rate limit exceeded. Please try again later.',
}

const SIGN_IN_MESSAGE = 'Too many sign-in attempts. Please wait 15 minutes and try again.'

/** Every staff sign-in attempt from one client address, successful or not. */
export const STAFF_LOGIN_CLIENT_LIMIT: LimitSpec = {
  name: 'staff_login_client',
  points: 20,
  durationSeconds: 15 * 60,
  message: SIGN_IN_MESSAGE,
  failClosed: true,
}

/**
 * Sign-in attempts on one account from one client address since that client's last successful
 * sign-in. Counted per account and client, so wrong passwords sent from elsewhere cannot lock the
 * staff member out of their own browser.
 */
export const STAFF_LOGIN_ACCOUNT_LIMIT: LimitSpec = {
  name: 'staff_login_account_client',
  points: 5,
  durationSeconds: 15 * 60,
  message: SIGN_IN_MESSAGE,
  failClosed: true,
}

/**
 * Wrong passwords for one account from anywhere, counting only attempts that the two limits above
 * let through: a high ceiling over a short window that slows a password-guessing botnet, while one
 * stranger's address, refused after its own few attempts, cannot use it up. A client the account
 * has signed in from before is let through even when it is reached.
 */
export const STAFF_LOGIN_ACCOUNT_CEILING: LimitSpec = {
  name: 'staff_login_account_all',
  points: 30,
  durationSeconds: 60,
  message: 'Too many sign-in attempts on this account. Please wait a minute and try again.',
  failClosed: true,
}

/**
 * Clients each account has signed in from, remembered 21 days from the last sign-in there (the
 * memory store's timers cannot run past 24.8 days).
 */
export const STAFF_KNOWN_CLIENTS: LimitSpec = {
  name: 'staff_login_known_client',
  points: 1,
  durationSeconds: 21 * 24 * 3600,
  message: '',
  failClosed: true,
}

/** The key of STAFF_LOGIN_ACCOUNT_LIMIT and STAFF_KNOWN_CLIENTS: one account from one client. */
export const accountClientKey = (email: string, client: string) => `${email}|${client}`

const TRACKING_LINK_MESSAGE = 'Too many requests for a tracking link. Please try again in an hour.'

/** Requests for a new tracking link from one client address, whatever address they name. */
export const TRACKING_LINK_CLIENT_LIMIT: LimitSpec = {
  name: 'tracking_link_client',
  points: 5,
  durationSeconds: 3600,
  message: TRACKING_LINK_MESSAGE,
}

/**
 * Requests for a new tracking link for one e-mail address (keyed by its hash), from anywhere:
 * counted the same whether or not anyone applied with it, so the answer reveals nothing.
 */
export const TRACKING_LINK_EMAIL_LIMIT: LimitSpec = {
  name: 'tracking_link_email',
  points: 3,
  durationSeconds: 3600,
  message: TRACKING_LINK_MESSAGE,
}

/**
 * E-mails of any kind we send to one address (keyed by its hash), however many clients ask: a
 * stranger can make us write to an inbox only a few times an hour. Beyond it nothing is sent.
 */
export const MAIL_RECIPIENT_LIMIT: LimitSpec = {
  name: 'mail_recipient',
  points: 4,
  durationSeconds: 3600,
  message: 'Too many e-mails to this address.',
}

export const CONTACT_LIMIT: LimitSpec = {
  name: 'contact',
  points: 5,
  durationSeconds: 3600,
  message: 'You can only send 5 messages per hour. Please try again later.',
}

type Stores = {
  limiters: Map<string, Promise<RateLimiterAbstract>>
  redis?: unknown
  pool?: unknown
}
const state = globalThis as typeof globalThis & { __studyAbroadLimits?: Stores }

function stores(): Stores {
  state.__studyAbroadLimits ??= { limiters: new Map() }
  return state.__studyAbroadLimits
}

/** Which store counts: Redis when REDIS_URL is set, else PostgreSQL when DATABASE_URL is set, else memory. */
export function rateLimitStore(): 'redis' | 'postgres' | 'memory' {
  return env.REDIS_URL ? 'redis' : env.DATABASE_URL ? 'postgres' : 'memory'
}

async function createLimiter(spec: LimitSpec): Promise<RateLimiterAbstract> {
  const options = {
    keyPrefix: `rl_${spec.name}`,
    points: spec.points,
    duration: spec.durationSeconds,
  }
  // If the shared store fails, count in this process rather than let every request through.
  const insuranceLimiter = spec.failClosed ? undefined : new RateLimiterMemory(options)
  const s = stores()
  if (env.REDIS_URL) {
    s.redis ??= await connectRedis(env.REDIS_URL)
    return new RateLimiterRedis({ ...options, storeClient: s.redis, insuranceLimiter })
  }
  if (env.DATABASE_URL) {
    const { Pool } = await import('pg')
    if (!s.pool) {
      // A shorter connect timeout than the data's: a sign-in counts three limits before its query.
      const pool = new Pool({
        connectionString: env.DATABASE_URL,
        max: 3,
        ...POSTGRES_TIMEOUTS,
        connectionTimeoutMillis: 1_000,
      })
      // An idle connection cut by the server must not become an unhandled 'error' event.
      pool.on('error', (error) => console.error('PostgreSQL (rate limits):', error.message))
      pool.on('connect', (client) => client.on('error', () => {}))
      s.pool = pool
    }
    // The migrations make the counters' table (lib/db/schema.ts): wait for them, then count.
    await openDatabase()
    return new RateLimiterPostgres({
      ...options,
      storeClient: s.pool,
      tableName: 'rate_limits',
      tableCreated: true,
      insuranceLimiter,
    })
  }
  return new RateLimiterMemory(options)
}

/** Waits (briefly) for the connection: until it is ready every count would fall to the per-process insurance. */
async function connectRedis(url: string) {
  const { Redis } = await import('ioredis')
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
  })
  redis.on('error', (error: Error) => console.error('Redis (rate limits):', error.message))
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 3_000)
    redis.once('ready', () => {
      clearTimeout(timer)
      resolve()
    })
  })
  return redis
}

/** The rate-limit store (Redis or PostgreSQL) could not count: the route answers 503. */
export class RateLimitStoreError extends Error {
  constructor(options?: ErrorOptions) {
    super('The rate-limit store is unavailable', options)
    this.name = 'RateLimitStoreError'
  }
}

function limiterFor(spec: LimitSpec) {
  const { limiters } = stores()
  let limiter = limiters.get(spec.name)
  if (!limiter) {
    limiter = createLimiter(spec).catch((error: unknown) => {
      limiters.delete(spec.name)
      throw new RateLimitStoreError({ cause: error })
    })
    limiters.set(spec.name, limiter)
  }
  return limiter
}

const storeFailure = (error: unknown) => new RateLimitStoreError({ cause: error })

/** Counts one attempt by `key`; throws RateLimitError (429) once the limit is reached. */
export async function enforceRateLimit(spec: LimitSpec, key: string) {
  const limiter = await limiterFor(spec)
  try {
    await limiter.consume(key)
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes)
      throw new RateLimitError(spec.message, rejection.msBeforeNext / 1000)
    throw storeFailure(rejection)
  }
}

/** Throws RateLimitError (429) when `key` has used every point of `spec`, counting nothing. */
export async function assertUnderRateLimit(spec: LimitSpec, key: string) {
  const limiter = await limiterFor(spec)
  const used = await limiter.get(key).catch((error: unknown) => {
    throw storeFailure(error)
  })
  if (used && used.consumedPoints >= spec.points)
    throw new RateLimitError(spec.message, used.msBeforeNext / 1000)
}

/** Counts one attempt by `key` without refusing it (an outcome known only afterwards). */
export async function countRateLimit(spec: LimitSpec, key: string) {
  const limiter = await limiterFor(spec)
  await limiter.penalty(key).catch((error: unknown) => {
    throw storeFailure(error)
  })
}

/** Whether `key` was counted against `spec` within its duration (a remembered fact, not a limit). */
export async function hasRateLimitEntry(spec: LimitSpec, key: string) {
  const limiter = await limiterFor(spec)
  const entry = await limiter.get(key).catch((error: unknown) => {
    throw storeFailure(error)
  })
  return entry !== null && entry.consumedPoints > 0
}

/** Records `key` against `spec` for its whole duration from now. */
export async function setRateLimitEntry(spec: LimitSpec, key: string) {
  const limiter = await limiterFor(spec)
  await limiter.set(key, 1, spec.durationSeconds).catch((error: unknown) => {
    throw storeFailure(error)
  })
}

/** Forgets the attempts counted for `key` against one limit (a successful sign-in; e2e resets). */
export async function clearRateLimit(spec: LimitSpec, key: string) {
  await (await limiterFor(spec)).delete(key)
}

/** Drops every limiter and connection (tests and shutdown). */
export async function resetRateLimits() {
  const s = stores()
  s.limiters.clear()
  await (s.redis as { quit?: () => Promise<unknown> } | undefined)?.quit?.().catch(() => {})
  await (s.pool as { end?: () => Promise<void> } | undefined)?.end?.().catch(() => {})
  state.__studyAbroadLimits = undefined
}
