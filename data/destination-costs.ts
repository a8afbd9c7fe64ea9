// What each study destination's student visa asks for and charges beside tuition, compiled by the
// editors from the official pages named on each figure. The figures live in
// data/destination-costs.json (reviewed data, not code), checked against their schema once when
// first read. Server-side only.
import seed from './destination-costs.json'
import { destinationCostsSeedSchema, type DataSource, type DestinationCosts } from './schema'
import { parseSeed } from './seed'

const parsed = parseSeed(destinationCostsSeedSchema, seed, 'data/destination-costs.json', [
  'destinations',
])

/** Where the cost figures come from, for the Data sources page. */
export const destinationCostsSource: DataSource = parsed.source

/** One record per destination country, in the seed's order. */
export const destinationCosts: DestinationCosts[] = parsed.destinations
