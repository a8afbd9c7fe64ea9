import 'server-only'

import { execFile } from 'node:child_process'
import path from 'node:path'

import { sql } from 'drizzle-orm'

import { closeDatabase, openDatabase } from '@/lib/db/client'
import {
  holdsOpenData,
  LOAD_LOCK,
  loadedVersion,
  loadOpenData,
  openDataVersion,
  postgresLoader,
} from '@/lib/db/open-data-load.mjs'

const GENERATED = path.join(process.cwd(), 'data', 'generated')
const MIGRATIONS = path.join(process.cwd(), 'lib', 'db', 'migrations')
const LOADER = path.join(process.cwd(), 'scripts', 'open-data-load.mjs')

/** Runs scripts/open-data-load.mjs on the embedded database's folder, in a process of its own. */
function loadInChildProcess(dataDir: string, generated: string) {
  return new Promise<void>((resolve, reject) => {
    execFile(
      process.execPath,
      [LOADER, dataDir, generated, MIGRATIONS],
      { maxBuffer: 1 << 20 },
      (error, stdout, stderr) => {
        if (stdout.trim()) console.log(stdout.trim())
        if (error) reject(new Error(`Could not load the open data: ${stderr || error.message}`))
        else resolve()
      },
    )
  })
}

/**
 * Makes the database hold the committed open data (data/generated), loading it on the first start
 * and again whenever the committed data changes. Runs before the server serves. PGlite: the folder
 * is closed, loaded by a child process, and opened again. PostgreSQL: loaded here in one
 * transaction, one instance at a time; the others keep serving the previous data meanwhile.
 */
export async function ensureOpenData(dir = GENERATED) {
  const version = openDataVersion(dir)
  const handle = await openDatabase()
  const query = async (text: string) =>
    (await handle.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }
  const current = await loadedVersion(async (text) => (await query(text)).rows)
  // A refresh of this deployment's data (data:refresh) is kept across restarts.
  if (holdsOpenData(current, version)) return { loaded: false }

  if (handle.dataDir) {
    const dataDir = handle.dataDir
    await closeDatabase()
    await loadInChildProcess(dataDir, dir)
    await openDatabase()
    return { loaded: true }
  }
  const client = await handle.connect!()
  try {
    await client.query('SET statement_timeout = 0')
    await client.query('SELECT pg_advisory_lock($1)', [LOAD_LOCK])
    const db = await postgresLoader(client)
    // Another instance may have loaded it while this one waited for the lock.
    if (!holdsOpenData(await loadedVersion(db.query), version)) await loadOpenData(db, dir, version)
    return { loaded: true }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOAD_LOCK]).catch(() => {})
    await client.query('RESET statement_timeout').catch(() => {})
    client.release()
  }
}
