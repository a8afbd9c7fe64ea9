import 'server-only'

import { cacheLife, cacheTag } from 'next/cache'

import { newStamp, sharedCopy } from '@/lib/cache/shared-copy'
import { readCostRecords } from '@/lib/db/destination-costs'
import { readForPage } from '@/lib/db/page-read'
import { env } from '@/lib/env'
import { destinationCosts as seedCosts } from '@/data/destination-costs'
import type { DestinationCosts } from '@/data/schema'

/** The cache tag of every cost-model read; each destination's own is costsTag(key). */
export const COSTS_TAG = 'destination-costs'
/** `key` as the table stores it: the lower-case country code. */
export const costsTag = (key: string) => `destination-costs:${key.toLowerCase()}`

/**
 * Every destination's costs (the cost model the pure cost functions take) as the database holds
 * them now, in the seed's order. Kept until a save drops a tag; while building (no database loaded
 * yet) the seed file is what the database will hold.
 */
export const getCostModel: () => Promise<readonly DestinationCosts[]> = sharedCopy(
  async () => {
    'use cache'
    cacheTag(COSTS_TAG)
    cacheLife('hours')
    return newStamp()
  },
  async () => {
    'use cache'
    cacheTag(COSTS_TAG)
    cacheLife('hours')
    if (env.BUILDING) return seedCosts
    return readForPage(readCostRecords)
  },
)

/**
 * The cost model of the destinations `countryCodes` alone (a university page needs its country's
 * only), tagged with each one's record so a save to it drops this copy.
 */
export async function getCostModelFor(
  countryCodes: readonly string[],
): Promise<DestinationCosts[]> {
  'use cache'
  cacheTag(...countryCodes.map(costsTag), COSTS_TAG)
  cacheLife('hours')
  const wanted = new Set(countryCodes)
  return (await getCostModel()).filter((d) => wanted.has(d.countryCode))
}
