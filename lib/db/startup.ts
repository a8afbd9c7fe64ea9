import 'server-only'

import { openDatabase } from '@/lib/db/client'

/**
 * Opens and migrates the database when the server starts, before it serves (instrumentation.ts).
 * A failure never stops the server: pages and routes answer "temporarily unavailable" (503) and
 * each request tries again, so the site recovers once PostgreSQL is back or the other process
 * holding the embedded database folder has stopped.
 */
export async function openDatabaseAtStartup() {
  try {
    await openDatabase()
  } catch (error) {
    console.error((error as Error).message)
  }
}
