import 'server-only'

import { listenForRevalidation, revalidateHereOnceServing } from '@/lib/cache/revalidate'
import { COSTS_TAG } from '@/lib/costs/model'
import { seedAwards } from '@/lib/db/awards'
import { openDatabase } from '@/lib/db/client'
import { seedDeadlines } from '@/lib/db/deadlines'
import { seedDestinationCosts } from '@/lib/db/destination-costs'
import { ensureOpenData } from '@/lib/db/open-data'
import { purgeExpiredReports } from '@/lib/db/reports'
import { seedUniversityProfiles } from '@/lib/db/university-profiles'
import { env } from '@/lib/env'
import { DEADLINES_TAG } from '@/lib/universities/deadline-records'
import { UNIVERSITIES_TAG } from '@/lib/universities/profiles'

/**
 * Opens and migrates the database when the server starts, before it serves (instrumentation.ts),
 * loads the committed open data when the database does not hold it yet, and the destination
 * costs', awards', deadlines' and university profiles' seeds. A failure never stops
 * the server: pages and routes answer "temporarily unavailable" (503) and each request tries
 * again, so the site recovers once PostgreSQL is back or the other process holding the embedded
 * database folder has stopped.
 */
export async function openDatabaseAtStartup() {
  try {
    await openDatabase()
    // Before the open data: the programmes' stored totals are worked out with these figures.
    const costs = await seedDestinationCosts()
    if (costs.inserted || costs.updated)
      console.log(
        `Destination costs from the seed: ${costs.inserted} added, ${costs.updated} updated`,
      )
    const started = Date.now()
    const { loaded } = await ensureOpenData(env.OPEN_DATA_DIR)
    if (loaded) console.log(`Open data loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    const awards = await seedAwards()
    if (awards.inserted || awards.updated)
      console.log(`Awards from the seed: ${awards.inserted} added, ${awards.updated} updated`)
    const deadlines = await seedDeadlines()
    if (deadlines.inserted || deadlines.updated)
      console.log(
        `Deadlines from the seed: ${deadlines.inserted} added, ${deadlines.updated} updated`,
      )
    const profiles = await seedUniversityProfiles()
    if (profiles.inserted || profiles.updated)
      console.log(
        `University profiles from the seed: ${profiles.inserted} added, ${profiles.updated} updated`,
      )
    // Award and university pages on disk may not match the tables: the build prerendered them from the seed file,
    // and Next keeps a page regenerated after an edit in .next and serves it after a restart, even
    // on a database that holds the seed only. Dropping them once costs one render per page.
    revalidateHereOnceServing(['scholarships', DEADLINES_TAG, UNIVERSITIES_TAG, COSTS_TAG])
  } catch (error) {
    console.error((error as Error).message)
  }
  scheduleReportPurge()
  // With Redis, a record changed through another instance is dropped from this one's cache too.
  listenForRevalidation().catch((error: unknown) =>
    console.error(`Not listening for other instances' changes: ${(error as Error).message}`),
  )
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Visitors' reports (with any e-mail address in them) are kept 12 months: deleted now and once a
 * day while the server runs. A failure (the database away) is logged and tried again the next day.
 */
function scheduleReportPurge() {
  const purge = () =>
    purgeExpiredReports(new Date()).then(
      (n) => {
        if (n) console.log(`Deleted ${n} reports older than 12 months`)
      },
      (error: unknown) => console.error(`Report purge failed: ${(error as Error).message}`),
    )
  void purge()
  setInterval(() => void purge(), DAY_MS).unref()
}
