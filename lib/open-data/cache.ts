import 'server-only'

import { cacheLife, cacheTag } from 'next/cache'

/** The tag of every cached read of the open data, should a reload need to drop them all. */
export const OPEN_DATA_TAG = 'open-data'

/**
 * Called first inside a `'use cache'` query of the open data: the data changes only when a new
 * import is deployed (and loaded as the server starts), so a query's answer is kept for days.
 */
export function cacheOpenData() {
  cacheTag(OPEN_DATA_TAG)
  cacheLife('days')
}
