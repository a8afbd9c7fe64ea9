import 'server-only'

import { readFileSync } from 'node:fs'
import path from 'node:path'

import { recordStore } from '@/lib/db/record-store'
import { universityProfiles } from '@/lib/db/schema'
import { parseUniversitiesSeed } from '@/lib/universities/seed'
import { universitySchema, type UniversitiesSeed, type University } from '@/data/schema'

export const UNIVERSITIES_SEED_FILE = path.join(process.cwd(), 'data', 'universities.json')

export function readUniversitiesSeed(file = UNIVERSITIES_SEED_FILE): UniversitiesSeed {
  return parseUniversitiesSeed(JSON.parse(readFileSync(/* turbopackIgnore: true */ file, 'utf8')))
}

/** The profiles' store: the editor's routes save and revert through it. */
export const universityProfileStore = recordStore<University>({
  table: universityProfiles,
  kind: 'university',
  schema: universitySchema,
  keyOf: (profile) => profile.slug,
  seedLock: 7_341_047,
})

/** Puts the seed file's profiles into the table; a staff edit is never overwritten by a deploy. */
export const seedUniversityProfiles = (seed: UniversitiesSeed = readUniversitiesSeed()) =>
  universityProfileStore.seed(seed.universities)
/** Every profile as the database holds it now, in the seed's order. */
export const readUniversityProfiles = universityProfileStore.readAll
/** One profile with its version and who changed it last, or undefined for an unknown slug. */
export const readStoredProfile = universityProfileStore.readOne
/** The back office's list: every profile with its version and last change, in the seed's order. */
export const listStoredProfiles = universityProfileStore.listStored
/** A profile's revisions, newest first. */
export const listProfileRevisions = universityProfileStore.revisions
