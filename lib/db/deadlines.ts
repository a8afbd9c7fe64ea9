import 'server-only'

import { readFileSync } from 'node:fs'
import path from 'node:path'

import { sql } from 'drizzle-orm'

import { recordStore } from '@/lib/db/record-store'
import { universityDeadlines } from '@/lib/db/schema'
import {
  deadlineRecordsFromSeed,
  parseDeadlinesSeed,
  UCAS_SLUG,
} from '@/lib/universities/deadline-seed'
import {
  universityDeadlineRecordSchema,
  type UniversityDeadlineRecord,
  type UniversityDeadlinesSeed,
} from '@/data/schema'

export const DEADLINES_SEED_FILE = path.join(process.cwd(), 'data', 'university-deadlines.json')

export function readDeadlinesSeed(file = DEADLINES_SEED_FILE): UniversityDeadlinesSeed {
  return parseDeadlinesSeed(JSON.parse(readFileSync(/* turbopackIgnore: true */ file, 'utf8')))
}

/** The deadlines' store: the editor's routes save and revert through it. */
export const deadlineStore = recordStore<UniversityDeadlineRecord>({
  table: universityDeadlines,
  kind: 'deadlines',
  schema: universityDeadlineRecordSchema,
  keyOf: (record) => record.slug,
  seedLock: 7_341_046,
  // UCAS's row first, then the universities by slug.
  orderBy: [sql`${universityDeadlines.slug} <> ${UCAS_SLUG}`, sql`${universityDeadlines.slug}`],
})

/** Puts the seed file's deadlines into the table; a staff edit is never overwritten by a deploy. */
export const seedDeadlines = (seed: UniversityDeadlinesSeed = readDeadlinesSeed()) =>
  deadlineStore.seed(deadlineRecordsFromSeed(seed))
/** Every deadline record as the database holds it now: UCAS's first, then by slug. */
export const readDeadlineRecords = deadlineStore.readAll
/** One university's deadlines with their version and last change, or undefined. */
export const readStoredDeadlines = deadlineStore.readOne
/** The back office's list: every record with its version and last change. */
export const listStoredDeadlines = deadlineStore.listStored
export const listDeadlineRevisions = deadlineStore.revisions
