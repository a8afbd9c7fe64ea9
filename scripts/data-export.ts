// `npm run data:export`: writes the awards, the university deadlines, the university profiles and
// the destination costs as the database holds them now (staff edits included) back to
// data/scholarships.json, data/university-deadlines.json, data/universities.json and
// data/destination-costs.json, so the repository keeps a reviewed copy. An unchanged database gives the committed files byte for
// byte. With the embedded database, stop the server first (one process per folder); with
// DATABASE_URL it can run beside the servers.
import { readFileSync, writeFileSync } from 'node:fs'

import { exportCostsSeedText } from '../lib/costs/seed'
import { AWARDS_SEED_FILE, readAwards, readAwardsSeed, seedAwards } from '../lib/db/awards'
import { closeDatabase, openDatabase } from '../lib/db/client'
import {
  DEADLINES_SEED_FILE,
  readDeadlineRecords,
  readDeadlinesSeed,
  seedDeadlines,
} from '../lib/db/deadlines'
import {
  COSTS_SEED_FILE,
  readCostRecords,
  readCostsSeed,
  seedDestinationCosts,
} from '../lib/db/destination-costs'
import {
  readUniversitiesSeed,
  readUniversityProfiles,
  seedUniversityProfiles,
  UNIVERSITIES_SEED_FILE,
} from '../lib/db/university-profiles'
import { exportSeedText } from '../lib/scholarships/seed'
import { exportDeadlinesSeedText } from '../lib/universities/deadline-seed'
import { exportUniversitiesSeedText } from '../lib/universities/seed'

/** Writes `text` to `file` when it differs; says which it did. */
function write(file: string, name: string, text: string) {
  if (text === readFileSync(file, 'utf8')) return `${name}: unchanged`
  writeFileSync(file, text)
  return `${name}: written with the database’s records`
}

async function main() {
  await openDatabase()
  // A database that never started the site holds no records yet: the seed is its current state.
  const awards = readAwardsSeed()
  await seedAwards(awards)
  const deadlines = readDeadlinesSeed()
  await seedDeadlines(deadlines)
  const profiles = readUniversitiesSeed()
  await seedUniversityProfiles(profiles)
  const costs = readCostsSeed()
  await seedDestinationCosts(costs)
  return [
    write(AWARDS_SEED_FILE, 'data/scholarships.json', exportSeedText(awards, await readAwards())),
    write(
      DEADLINES_SEED_FILE,
      'data/university-deadlines.json',
      exportDeadlinesSeedText(deadlines, await readDeadlineRecords()),
    ),
    write(
      UNIVERSITIES_SEED_FILE,
      'data/universities.json',
      exportUniversitiesSeedText(profiles, await readUniversityProfiles()),
    ),
    write(
      COSTS_SEED_FILE,
      'data/destination-costs.json',
      exportCostsSeedText(costs, await readCostRecords()),
    ),
  ].join('\n')
}

main()
  .then((message) => console.log(message))
  .catch((error: unknown) => {
    console.error(`Could not export the data: ${(error as Error).message}`)
    process.exitCode = 1
  })
  .finally(() => closeDatabase().catch(() => {}))
