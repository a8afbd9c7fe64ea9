import 'server-only'

import { cacheLife, cacheTag } from 'next/cache'

import { OPEN_DATA_TAG } from '@/lib/cache/channel.mjs'

export { OPEN_DATA_TAG }

/**
 * Called first inside a `'use cache'` query of the open data: the data changes only when a new
 * import is deployed or data:refresh loads one (which drops this tag everywhere), so a query's
 * answer is kept for days.
 */
export function cacheOpenData() {
  cacheTag(OPEN_DATA_TAG)
  cacheLife('days')
}
