// The curated university profiles as the seed file (data/universities.json) holds them, and the
// file's text after an export. Pure: no database. What the database starts from, what the build
// renders while no database is loaded, and what tests and benchmarks compare the pages with.
import { canonicalJson } from '@/lib/scholarships/seed'
import { curatedTuition, withRegisteredTuition } from '@/lib/universities/registered-tuition'
import { universitiesSeedSchema, type UniversitiesSeed, type University } from '@/data/schema'
import { parseSeed } from '@/data/seed'
import { universities } from '@/data/universities'

export const UNIVERSITIES_SEED_NAME = 'data/universities.json'

/** Parses the seed file's content; throws naming the file, record and field when it is invalid. */
export const parseUniversitiesSeed = (input: unknown): UniversitiesSeed =>
  parseSeed(universitiesSeedSchema, input, UNIVERSITIES_SEED_NAME, ['universities'])

/** The seed file's text for these profiles: byte for byte the committed file when none was edited. */
export const exportUniversitiesSeedText = (
  committed: UniversitiesSeed,
  profiles: readonly University[],
) =>
  canonicalJson(universitiesSeedSchema.parse({ source: committed.source, universities: profiles }))

/** The profiles with the tuition the register holds where their own data has none. */
export const withRegisteredFees = (profiles: readonly University[]): University[] =>
  withRegisteredTuition(profiles, curatedTuition)

/** The seed's profiles as pages show them, in the seed's order. */
export const seedUniversities: University[] = withRegisteredFees(universities)
