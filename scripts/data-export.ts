// `npm run data:export`: writes the awards as the database holds them now (staff edits included)
// back to data/scholarships.json, so the repository keeps a reviewed copy. An unchanged database
// gives the committed file byte for byte. With the embedded database, stop the server first (one
// process per folder); with DATABASE_URL it can run beside the servers.
import { readFileSync, writeFileSync } from 'node:fs'

import { AWARDS_SEED_FILE, readAwards, readAwardsSeed, seedAwards } from '../lib/db/awards'
import { closeDatabase, openDatabase } from '../lib/db/client'
import { exportSeedText } from '../lib/scholarships/seed'

async function main() {
  await openDatabase()
  const committed = readAwardsSeed()
  // A database that never started the site holds no awards yet: the seed is its current state.
  await seedAwards(committed)
  const text = exportSeedText(committed, await readAwards())
  if (text === readFileSync(AWARDS_SEED_FILE, 'utf8')) return 'data/scholarships.json: unchanged'
  writeFileSync(AWARDS_SEED_FILE, text)
  return 'data/scholarships.json: written with the database’s awards'
}

main()
  .then((message) => console.log(message))
  .catch((error: unknown) => {
    console.error(`Could not export the awards: ${(error as Error).message}`)
    process.exitCode = 1
  })
  .finally(() => closeDatabase().catch(() => {}))
