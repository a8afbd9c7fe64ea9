import 'server-only'

import { isStoreFailure } from '@/lib/db/errors'
import { noteStoreFailure } from '@/lib/db/outage'
import { PAGE_UNAVAILABLE_DIGEST } from '@/lib/errors'
import { logFailure } from '@/lib/log-failure'

/**
 * Thrown to a page's error.tsx instead of the driver's error, whose message quotes the query. Next
 * keeps a digest that an error already has, so the error view can tell an outage from a bug.
 */
export class PageUnavailableError extends Error {
  readonly digest = PAGE_UNAVAILABLE_DIGEST

  constructor() {
    super('The database is temporarily unavailable')
    this.name = 'PageUnavailableError'
  }
}

/**
 * A database read for a page: a failure is logged as codes only (Next would log the error with its
 * message, parameters included) and rethrown as PageUnavailableError, which the page's error.tsx
 * shows as "temporarily unavailable".
 */
export async function readForPage<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    if (!isStoreFailure(error)) throw error
    logFailure('page_store_unavailable', error)
    // The next requests answer 503 from proxy.ts, before a page could be sent as a 200.
    noteStoreFailure()
    throw new PageUnavailableError()
  }
}
