// What may be said about a failure in a log line, and whether it means "the database is away".
// Drizzle's errors quote the SQL and every parameter (names, e-mails, statements) in their message,
// and pg's errors may quote a value in `detail`: only the fields whitelisted here are ever logged.

type Inspectable = {
  name?: unknown
  code?: unknown
  constraint?: unknown
  severity?: unknown
  syscall?: unknown
  message?: unknown
  cause?: unknown
  errors?: unknown
}

export type ErrorSummary = {
  name: string
  code?: string
  constraint?: string
  severity?: string
  syscall?: string
  /** Which known driver failure it was, when its message is one of the drivers' fixed texts. */
  reason?: string
  cause?: ErrorSummary
}

const SAFE_TOKEN = /^[A-Za-z0-9_.:-]{1,80}$/

const token = (value: unknown) =>
  typeof value === 'string' && SAFE_TOKEN.test(value) ? value : undefined

/** The error's class name and codes only, following `cause` a few levels: never a message or a value. */
export function summariseError(error: unknown, depth = 0): ErrorSummary {
  if (!error || typeof error !== 'object') return { name: typeof error }
  const e = error as Inspectable
  const summary: ErrorSummary = {
    name: isDrizzleQueryError(error) ? 'DrizzleQueryError' : (token(e.name) ?? 'Error'),
  }
  const code = token(e.code)
  if (code) summary.code = code
  const constraint = token(e.constraint)
  if (constraint) summary.constraint = constraint
  const severity = token(e.severity)
  if (severity) summary.severity = severity
  const syscall = token(e.syscall)
  if (syscall) summary.syscall = syscall
  const reason = driverFailure(e.message)
  if (reason) summary.reason = reason
  if (e.cause && depth < 3) summary.cause = summariseError(e.cause, depth + 1)
  else if (Array.isArray(e.errors) && e.errors[0] && depth < 3)
    summary.cause = summariseError(e.errors[0], depth + 1) // AggregateError (IPv4 and IPv6 refused)
  return summary
}

// Connection failures (Node's socket errors) and the PostgreSQL classes that mean "not now":
// 08 connection exception, 53 insufficient resources, 57 operator intervention (incl. 57014
// statement timeout, 57P01 admin shutdown), 58 system error, and PGlite closing under us.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'NR_CLOSED',
  'ECONNABORTED',
])

// The drivers' fixed messages for "not now" (pg and pg-pool throw plain Errors for them, with no
// code), each with the name a log line gives it: the message itself is never logged. First match wins.
const DRIVER_FAILURES: [RegExp, string][] = [
  [/timeout exceeded/i, 'pool_wait_timeout'], // pg-pool: no pooled connection in time
  [/Connection terminated due to connection timeout/i, 'connect_timeout'],
  [/Query read timeout/i, 'query_timeout'],
  [/Connection terminated/i, 'connection_terminated'],
  [/PGlite is closed/i, 'pglite_closed'],
  [/Client has encountered a connection error|connection is closed/i, 'connection_error'],
  [/Client was closed|Cannot use a pool after calling end/i, 'client_closed'],
]

/** The name of the driver failure a message is, if it is one of DRIVER_FAILURES. */
function driverFailure(message: unknown): string | undefined {
  if (typeof message !== 'string') return undefined
  return DRIVER_FAILURES.find(([pattern]) => pattern.test(message))?.[1]
}

/** Drizzle's query error (its `name` is plain "Error"): it carries the SQL and its parameters. */
function isDrizzleQueryError(error: object): boolean {
  return 'query' in error && 'params' in error && error instanceof Error
}

function isOutage(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false
  const e = error as Inspectable
  const code = typeof e.code === 'string' ? e.code : ''
  if (NETWORK_CODES.has(code) || /^(08|53|57|58)/.test(code)) return true
  if (driverFailure(e.message)) return true
  if (Array.isArray(e.errors) && e.errors.some((inner) => isOutage(inner, depth + 1))) return true
  return isOutage(e.cause, depth + 1)
}

/**
 * True for a failure of the database or of the rate-limit store: a query drizzle could not run
 * (DrizzleQueryError, whatever its cause), a lost or refused connection, a timeout. Such requests
 * answer 503 with Retry-After rather than 500.
 */
export function isStoreFailure(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const name = (error as { name?: unknown }).name
  if (isDrizzleQueryError(error) || name === 'DatabaseUnavailableError') return true
  if (name === 'RateLimitStoreError') return true
  return isOutage(error)
}
