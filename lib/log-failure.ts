import { randomUUID } from 'node:crypto'

import { summariseError } from '@/lib/db/errors'

/**
 * One log line for a failure: an id to quote, the error's class and codes, and nothing else. The
 * messages of database errors hold the query's parameters (names, e-mails, statements), so they
 * are never logged (lib/db/errors.ts).
 */
export function logFailure(event: string, error: unknown, context: Record<string, string> = {}) {
  const requestId = context.requestId ?? randomUUID()
  console.error(JSON.stringify({ event, requestId, ...context, error: summariseError(error) }))
  return requestId
}
