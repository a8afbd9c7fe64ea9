import 'server-only'

import { readFileSync } from 'node:fs'
import path from 'node:path'

import { chargeIdentity } from '@/lib/costs/cost-edit'
import { costsKey, parseCostsSeed } from '@/lib/costs/seed'
import { recordStore } from '@/lib/db/record-store'
import { destinationCosts } from '@/lib/db/schema'
import { destinationCosts as seedCosts } from '@/data/destination-costs'
import {
  destinationCostsSchema,
  type DestinationCharge,
  type DestinationCosts,
  type DestinationCostsSeed,
} from '@/data/schema'

export const COSTS_SEED_FILE = path.join(process.cwd(), 'data', 'destination-costs.json')

export function readCostsSeed(file = COSTS_SEED_FILE): DestinationCostsSeed {
  return parseCostsSeed(JSON.parse(readFileSync(/* turbopackIgnore: true */ file, 'utf8')))
}

/** The destination costs' store: the editor's routes save and revert through it. */
export const costsStore = recordStore<DestinationCosts>({
  table: destinationCosts,
  kind: 'costs',
  schema: destinationCostsSchema,
  keyOf: costsKey,
  // One charge's change is shown as that charge's, not as the whole list before and after.
  lists: { charges: (charge) => chargeIdentity(charge as DestinationCharge) },
  seedLock: 7_341_058,
})

/** Puts the seed file's destinations into the table; a staff edit is never overwritten by a deploy. */
export const seedDestinationCosts = (seed: DestinationCostsSeed = readCostsSeed()) =>
  costsStore.seed(seed.destinations)
/**
 * Every destination's costs as the database holds them now, in the seed's order; the seed file's
 * before any server has seeded the table, as the stored totals read them (loadedCostModel), so a
 * card and the list's SQL never judge a budget with different figures.
 */
export async function readCostRecords(): Promise<DestinationCosts[]> {
  const records = await costsStore.readAll()
  return records.length ? records : seedCosts
}
/** One destination's costs with their version and last change, or undefined. */
export const readStoredCosts = costsStore.readOne
/** The back office's list: every destination with its version and last change. */
export const listStoredCosts = costsStore.listStored
export const listCostRevisions = costsStore.revisions
