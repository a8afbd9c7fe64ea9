import 'server-only'

import { execFile } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
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
  refreshedVersion,
  type RefreshRun,
} from '@/lib/db/open-data-load.mjs'
import { openDataRefresh } from '@/lib/db/schema'

const GENERATED = path.join(process.cwd(), 'data', 'generated')
const MIGRATIONS = path.join(process.cwd(), 'lib', 'db', 'migrations')
const LOADER = path.join(process.cwd(), 'scripts', 'open-data-load.mjs')

/** Runs scripts/open-data-load.mjs on the embedded database's folder, in a process of its own. */
function loadInChildProcess(dataDir: string, generated: string, runFile?: string) {
  return new Promise<void>((resolve, reject) => {
    execFile(
      process.execPath,
      [LOADER, dataDir, generated, MIGRATIONS, ...(runFile ? [runFile] : [])],
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

/**
 * The embedded database's side of a refresh run through the site (/api/cron/refresh): PGlite
 * allows one process per folder, so the folder is closed, loaded by a child process under the
 * refreshed version (the run recorded in the same transaction), and opened again, as at start-up.
 * Pages answer "temporarily unavailable" for the seconds the folder is closed. False on PostgreSQL,
 * where data:refresh loads it itself.
 */
export async function loadRefreshIntoEmbedded(
  generated: string,
  run: RefreshRun,
): Promise<boolean> {
  const handle = await openDatabase()
  if (!handle.dataDir) return false
  const dataDir = handle.dataDir
  const runFile = path.join(path.dirname(generated), 'load-run.json')
  await writeFile(runFile, JSON.stringify({ version: refreshedVersion(generated, GENERATED), run }))
  await closeDatabase()
  try {
    await loadInChildProcess(dataDir, generated, runFile)
  } finally {
    await openDatabase()
  }
  return true
}

/** Records a refresh run whose data did not reach the database (as recordRefresh would). */
export async function recordUnloadedRefresh(run: RefreshRun) {
  const handle = await openDatabase()
  if (!run.sources.length) return
  await handle.db.insert(openDataRefresh).values(
    run.sources.map((s) => ({
      runId: run.runId,
      trigger: run.trigger,
      source: s.id,
      result: s.result,
      message: s.message,
      files: s.files as (typeof openDataRefresh.$inferInsert)['files'],
      asOf: s.asOf,
      rowsRead: s.rowsRead,
      rowsKept: s.rowsKept,
      rowsRejected: s.rowsRejected,
      loaded: run.loaded,
      loadMessage: run.loadMessage,
    })),
  )
}
