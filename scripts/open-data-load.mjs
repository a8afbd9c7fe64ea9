// Loads the committed open data into an embedded PGlite folder, in a process of its own (see
// lib/db/open-data.ts): PGlite's memory never shrinks, so the server process, which opens the folder
// afterwards, does not keep the half gigabyte a load takes. Usage:
//   node scripts/open-data-load.mjs <data folder> <generated folder> <migrations folder> [run.json]
// With run.json ({ version, run }, from data:refresh), the folder is loaded under that version and
// the run is recorded in the same transaction.
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'

import { acquireFolderLock } from '../lib/db/folder-lock.mjs'
import {
  loadedVersion,
  loadOpenData,
  openDataVersion,
  pgliteLoader,
  recordRefresh,
} from '../lib/db/open-data-load.mjs'

const [dir, generated, migrations, runFile] = process.argv.slice(2)
if (!dir || !generated || !migrations) {
  console.error(
    'usage: node scripts/open-data-load.mjs <data folder> <generated folder> <migrations folder>',
  )
  process.exit(2)
}
// One process per folder: the server has closed it (and let go of its lock) before starting this one.
const lock = acquireFolderLock(`${path.resolve(dir)}.lock`)
if ('heldBy' in lock) {
  console.error(`The embedded database folder ${dir} is in use by process ${lock.heldBy.pid}.`)
  process.exit(1)
}
const pglite = new PGlite(dir, { extensions: { pg_trgm } })
try {
  await pglite.waitReady
  await migrate(drizzle(pglite), { migrationsFolder: migrations })
  const db = pgliteLoader(pglite)
  if (runFile) {
    const { version, run } = JSON.parse(readFileSync(runFile, 'utf8'))
    const { ms } = await loadOpenData(db, generated, version, (tx) => recordRefresh(tx, run))
    console.log(`Refreshed open data loaded into ${dir} in ${(ms / 1000).toFixed(1)} s`)
  } else {
    const version = openDataVersion(generated)
    if ((await loadedVersion(db.query)) !== version) {
      const { ms } = await loadOpenData(db, generated, version)
      console.log(`Open data loaded into ${dir} in ${(ms / 1000).toFixed(1)} s`)
    }
  }
} finally {
  await pglite.close()
  lock.release()
}
