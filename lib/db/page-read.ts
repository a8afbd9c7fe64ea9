import 'server-only'

import { isStoreFailure } from '@/lib/db/errors'
import { logFailure } from '@/lib/http'

/** Thrown to a page's error.tsx instead of the driver's error, whose message quotes the query. */
export class PageUnavailableError extends Error {
  constructor() {
    super('The database is temporarily unavailable')
    this.name = 'PageUnavailableError'
  }
}

/**
 * A database read for a page: a failure is logged as codes only (Next would log the error with its
 * message, parameters included) and rethrown as PageUnavailableError, which the page's error.tsx
 * shows as "temporarily unavailable" and scripts/server.mjs answers with 503.
 */
export async function readForPage<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    if (!isStoreFailure(error)) throw error
    logFailure('page_store_unavailable', error)
    throw new PageUnavailableError()
  }
}
