import 'server-only'

import { DatabaseLockedError, openDatabase } from '@/lib/db/client'

/** Opens and migrates the database when the server starts, before it serves (instrumentation.ts). */
export async function openDatabaseAtStartup() {
  try {
    await openDatabase()
  } catch (error) {
    console.error((error as Error).message)
    // Another process owns the embedded database: refuse at once rather than risk corrupting it.
    if (error instanceof DatabaseLockedError) process.exit(1)
    // Otherwise (PostgreSQL unreachable) keep serving: pages work, and each request retries the database.
  }
}
