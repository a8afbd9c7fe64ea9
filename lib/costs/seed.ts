// The destination costs' seed file (data/destination-costs.json) and the table's rows: one record
// per destination country, stored under its lower-case code (the back office's URL). What the
// start-up loader puts into the database and what `npm run data:export` writes back. Pure.
import { canonicalJson } from '@/lib/scholarships/seed'
import {
  destinationCostsSeedSchema,
  type DataSource,
  type DestinationCosts,
  type DestinationCostsSeed,
} from '@/data/schema'
import { parseSeed } from '@/data/seed'

export const COSTS_SEED_NAME = 'data/destination-costs.json'

/** Parses the seed file's content; throws naming the file, record and field when it is invalid. */
export const parseCostsSeed = (input: unknown): DestinationCostsSeed =>
  parseSeed(destinationCostsSeedSchema, input, COSTS_SEED_NAME, ['destinations'])

/** The row key of a destination: its country code in lower case ("gb"). */
export const costsKey = (record: Pick<DestinationCosts, 'countryCode'>) =>
  record.countryCode.toLowerCase()

/** The seed file's text for these records (in list order), under the committed file's source. */
export const exportCostsSeedText = (
  committed: { source: DataSource },
  records: readonly DestinationCosts[],
) =>
  canonicalJson(
    destinationCostsSeedSchema.parse({ source: committed.source, destinations: records }),
  )
