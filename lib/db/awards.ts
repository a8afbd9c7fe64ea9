import 'server-only'

import { readFileSync } from 'node:fs'
import path from 'node:path'

import { recordStore } from '@/lib/db/record-store'
import { curatedAwards } from '@/lib/db/schema'
import { parseSeedFile } from '@/lib/scholarships/seed'
import { scholarshipSchema, type AwardsSeed, type Scholarship } from '@/data/schema'

export const AWARDS_SEED_FILE = path.join(process.cwd(), 'data', 'scholarships.json')

export function readAwardsSeed(file = AWARDS_SEED_FILE): AwardsSeed {
  return parseSeedFile(readFileSync(/* turbopackIgnore: true */ file, 'utf8'))
}

/** The awards' store: the editor's routes save and revert through it. */
export const awardStore = recordStore<Scholarship>({
  table: curatedAwards,
  kind: 'scholarship',
  schema: scholarshipSchema,
  keyOf: (award) => award.slug,
  seedLock: 7_341_045,
})

/** Puts the seed file's awards into the table; a staff edit is never overwritten by a deploy. */
export const seedAwards = (seed: AwardsSeed = readAwardsSeed()) => awardStore.seed(seed.awards)
/** Every award's current record, in the dataset's order. */
export const readAwards = awardStore.readAll
/** One award with its version and who changed it last, or undefined for an unknown slug. */
export const readAward = awardStore.readOne
/** The back office's list: every award with its version and last change, in the dataset's order. */
export const listStoredAwards = awardStore.listStored
/** An award's revisions, newest first. */
export const listAwardRevisions = awardStore.revisions
