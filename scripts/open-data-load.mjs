// Loads the committed open data into an embedded PGlite folder, in a process of its own (see
// lib/db/open-data.ts): PGlite's memory never shrinks, so the server process, which opens the folder
// afterwards, does not keep the half gigabyte a load takes. Usage:
//   node scripts/open-data-load.mjs <data folder> <generated folder> <migrations folder> [run.json]
// With run.json ({ version, run, ratesOnly }, from data:refresh), the folder is loaded under that
// version (with ratesOnly, the rate table alone, the data and its version staying), the
// run is recorded in the same transaction, and each programme's total in euros is stored for the new
// data here too (run with `--import tsx`): in the site's own process that work would hold its one
// database connection, and every page, for seconds after the folder is opened again.
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
  loadRates,
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
    const { version: refreshed, run, ratesOnly } = JSON.parse(readFileSync(runFile, 'utf8'))
    // A refresh of the rates alone keeps the data, and so its version.
    const record = (/** @type {import('../lib/db/open-data-load.mjs').LoaderDb} */ tx) =>
      recordRefresh(tx, run)
    const { ms } = ratesOnly
      ? await loadRates(db, generated, record)
      : await loadOpenData(db, generated, refreshed, record)
    const version = ratesOnly ? await loadedVersion(db.query) : refreshed
    console.log(
      `Refreshed ${ratesOnly ? 'rates' : 'open data'} loaded into ${dir} in ${(ms / 1000).toFixed(1)} s`,
    )
    // The data is in either way: a failure here is reported, and the site stores them on opening.
    try {
      const { storeTotals } = await import('../lib/db/stored-totals.ts')
      const stored = Date.now()
      const db = drizzle(pglite)
      await storeTotals(async (statement) => (await db.execute(statement)).rows, version)
      console.log(`Totals in euros stored in ${((Date.now() - stored) / 1000).toFixed(1)} s`)
    } catch (error) {
      console.error(`Totals in euros not stored: ${error instanceof Error ? error.message : error}`)
    }
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
