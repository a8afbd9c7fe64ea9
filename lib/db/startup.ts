import 'server-only'

import { DatabaseLockedError, openDatabase } from '@/lib/db/client'
import { ensureOpenData } from '@/lib/db/open-data'

/**
 * Opens and migrates the database when the server starts, before it serves (instrumentation.ts),
 * and loads the committed open data when the database does not hold it yet.
 */
export async function openDatabaseAtStartup() {
  try {
    await openDatabase()
    const started = Date.now()
    const { loaded } = await ensureOpenData()
    if (loaded) console.log(`Open data loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  } catch (error) {
    console.error((error as Error).message)
    // Another process owns the embedded database: refuse at once rather than risk corrupting it.
    if (error instanceof DatabaseLockedError) process.exit(1)
    // Otherwise (PostgreSQL unreachable) keep serving: pages work, and each request retries the database.
  }
}
