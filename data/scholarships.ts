import { awardsSeedSchema } from './schema'
import seed from './scholarships.json'

// The awards' seed, checked once when first read. The database holds the live records (staff edit
// them in the back office); this file is what a new database starts from and what
// `npm run data:export` writes back, so pages never read it directly.
const parsed = awardsSeedSchema.parse(seed)

/** Where the awards come from, for the Data sources page and the calendar. */
export const scholarshipsSource = parsed.source

/** The seed's awards, in the dataset's order. */
export const scholarships = parsed.awards
