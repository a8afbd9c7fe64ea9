import 'server-only'

import { execFile } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'

import { sql } from 'drizzle-orm'
import type { PoolClient } from 'pg'

import { yieldCpu } from '@/lib/background-process'
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
import {
  clientRunSql,
  loadedTotalsVersion,
  storedTotalsCurrent,
  storeTotals,
} from '@/lib/db/stored-totals'
import { refreshExtras, storedExtrasCurrent, type RunSql } from '@/lib/programmes/stored-extras'

const GENERATED = path.join(process.cwd(), 'data', 'generated')
const MIGRATIONS = path.join(process.cwd(), 'lib', 'db', 'migrations')
const LOADER = path.join(process.cwd(), 'scripts', 'open-data-load.mjs')

/**
 * Runs scripts/open-data-load.mjs on the embedded database's folder, in a process of its own. A
 * refresh's load (`runFile`) also stores the totals there, which takes tsx.
 */
function loadInChildProcess(dataDir: string, generated: string, runFile?: string) {
  return new Promise<void>((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [
        ...(runFile ? ['--import', 'tsx'] : []),
        LOADER,
        dataDir,
        generated,
        MIGRATIONS,
        ...(runFile ? [runFile] : []),
      ],
      { maxBuffer: 1 << 20 },
      (error, stdout, stderr) => {
        if (stdout.trim()) console.log(stdout.trim())
        if (stderr.trim() && !error) console.error(stderr.trim())
        if (error) reject(new Error(`Could not load the open data: ${stderr || error.message}`))
        else resolve()
      },
    )
    if (runFile) yieldCpu(child.pid)
  })
}

async function rowsOf(handle: Awaited<ReturnType<typeof openDatabase>>, text: string) {
  const result = (await handle.db.execute(sql.raw(text))) as unknown as {
    rows: Record<string, unknown>[]
  }
  return result.rows
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
  const current = await loadedVersion(async (text) => rowsOf(handle, text))
  // A refresh of this deployment's data (data:refresh) is kept across restarts; the totals are
  // worked out for whichever data, at whichever rates, the database holds.
  if (holdsOpenData(current, version)) {
    await ensureStoredExtras(current ?? version)
    return { loaded: false }
  }

  if (handle.dataDir) {
    const dataDir = handle.dataDir
    await closeDatabase()
    await loadInChildProcess(dataDir, dir)
    await openDatabase()
    await ensureStoredExtras(version)
    return { loaded: true }
  }
  await withLoadLock(async (client) => {
    const db = await postgresLoader(client)
    // Another instance may have loaded it while this one waited for the lock.
    if (!holdsOpenData(await loadedVersion(db.query), version)) await loadOpenData(db, dir, version)
    await storeTotals(clientRunSql(client), (await loadedVersion(db.query)) ?? version)
  })
  return { loaded: true }
}

/** Runs `work` on a connection of its own holding the load lock (PostgreSQL). */
async function withLoadLock(work: (client: PoolClient) => Promise<void>) {
  const handle = await openDatabase()
  const client = await handle.connect!()
  try {
    await client.query('SET statement_timeout = 0')
    await client.query('SELECT pg_advisory_lock($1)', [LOAD_LOCK])
    await work(client)
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOAD_LOCK]).catch(() => {})
    await client.query('RESET statement_timeout').catch(() => {})
    client.release()
  }
}

/**
 * The embedded database's side of a refresh run through the site (/api/cron/refresh): PGlite
 * allows one process per folder, so the folder is closed, loaded by a child process under the
 * refreshed version (the run recorded in the same transaction), and opened again, as at start-up;
 * then each programme's total in euros is stored again at the new rates, before the caller drops
 * the cached pages. Pages answer "temporarily unavailable" for the seconds the folder is closed.
 * False on PostgreSQL, where data:refresh loads it (and stores the totals) itself.
 */
export async function loadRefreshIntoEmbedded(
  generated: string,
  run: RefreshRun,
  ratesOnly = false,
): Promise<boolean> {
  const handle = await openDatabase()
  if (!handle.dataDir) return false
  const dataDir = handle.dataDir
  const runFile = path.join(path.dirname(generated), 'load-run.json')
  // A refresh of the rates alone keeps the data, and so its version.
  const version = ratesOnly
    ? ((await loadedVersion(async (text) => rowsOf(handle, text))) ?? 'none')
    : refreshedVersion(generated, GENERATED)
  await writeFile(runFile, JSON.stringify({ version, run, ratesOnly }))
  await closeDatabase()
  try {
    await loadInChildProcess(dataDir, generated, runFile)
  } finally {
    await openDatabase()
  }
  // The loader emptied the stored totals: without them budgets take the slow per-destination
  // path. The data is in either way, so a failure here is reported, not the refresh's.
  await ensureStoredExtras(version).catch((error: unknown) =>
    console.error(`Totals in euros not stored after the refresh: ${(error as Error).message}`),
  )
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

/**
 * The data of `dataVersion` is loaded: stores each programme's total in euros when the data, the
 * cost model or the rates changed since they were stored (lib/db/stored-totals.ts).
 */
async function ensureStoredExtras(dataVersion: string) {
  const handle = await openDatabase()
  const run: RunSql = async (query) =>
    ((await handle.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows
  // The embedded database has one connection: these statements run in this transaction alone.
  if (handle.dataDir) return storeTotals(run, dataVersion)
  if (await storedTotalsCurrent(run, dataVersion)) return
  await withLoadLock((client) => storeTotals(clientRunSql(client), dataVersion))
}

let refreshing: Promise<void> | undefined
let refreshAgain = false

/**
 * After a staff edit of the cost figures: stores each programme's total in euros again with the
 * figures the database holds now. Written in short statements outside any transaction
 * (refreshExtras), so the pages and a next save go on meanwhile; one refresh at a time in this
 * process, and an edit saved during one brings one more pass. Resolves when the totals match the
 * figures; without open data loaded there is nothing to store.
 */
export function refreshStoredTotals(): Promise<void> {
  if (refreshing) {
    refreshAgain = true
    return refreshing
  }
  refreshing = (async () => {
    try {
      do {
        refreshAgain = false
        await refreshTotalsOnce()
      } while (refreshAgain)
    } finally {
      refreshing = undefined
    }
  })()
  return refreshing
}

async function refreshTotalsOnce() {
  const handle = await openDatabase()
  const dataVersion = await loadedVersion(async (text) => rowsOf(handle, text))
  if (!dataVersion) return
  const work = async (run: RunSql) => {
    const { fx, model, version } = await loadedTotalsVersion(run, dataVersion)
    if (!(await storedExtrasCurrent(run, version))) await refreshExtras(run, version, fx, model)
  }
  if (handle.dataDir)
    return work(
      async (query) =>
        ((await handle.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows,
    )
  // On PostgreSQL one instance at a time, as a load stores them.
  await withLoadLock((client) => work(clientRunSql(client)))
}
