// data:refresh's last step: the import's output (<cache>/generated) goes into the database the site
// reads, in one transaction under the loader's advisory lock (visitors see the old data until it
// commits), with the run's manifest recorded per source in open_data_refresh, and each programme's
// total in euros stored again at the new rates; then every instance is told to drop its cached
// open-data pages (Redis, as lib/cache/revalidate.ts listens).
//
// PostgreSQL (DATABASE_URL): loaded from this process. The embedded database (PGlite, DATA_DIR):
// one process per folder, so a running site's folder cannot be loaded from here; the refresh then
// stops with a message and the site refreshes itself through /api/cron/refresh instead. A folder
// no process holds is loaded by scripts/open-data-load.mjs in a child process.
import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'

import { OPEN_DATA_TAG, REVALIDATE_CHANNEL } from '../../lib/cache/channel.mjs'
import { acquireFolderLock } from '../../lib/db/folder-lock.mjs'
import {
  LOAD_LOCK,
  loadedVersion,
  loadOpenData,
  loadRates,
  postgresLoader,
  recordRefresh,
  refreshedVersion,
  type LoaderDb,
  type RefreshRun,
} from '../../lib/db/open-data-load.mjs'
import { clientRunSql, storeTotals } from '../../lib/db/stored-totals'

const MIGRATIONS = path.join(process.cwd(), 'lib', 'db', 'migrations')
const COMMITTED = path.join(process.cwd(), 'data', 'generated')
// lib/db/client.ts's: migrations run one process at a time.
const MIGRATION_LOCK = 7_341_002

type SourceRecord = RefreshRun['sources'][number]

export type DatabaseTarget =
  { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string } | { kind: 'none' }

/** Where the site's database is, from the same variables the app reads (lib/env.ts). */
export function databaseTarget(
  environment: Record<string, string | undefined> = process.env,
): DatabaseTarget {
  const url = environment.DATABASE_URL?.trim()
  if (url) return { kind: 'postgres', url }
  return { kind: 'pglite', dir: environment.DATA_DIR?.trim() || '.data/pglite' }
}

export type LoadOutcome = { loaded: boolean; message: string | null; ms: number }

function run(
  records: SourceRecord[],
  trigger: RefreshRun['trigger'],
  loaded: boolean,
  loadMessage: string | null,
): RefreshRun {
  return { runId: randomUUID(), trigger, loaded, loadMessage, sources: records }
}

async function loadPostgres(
  url: string,
  generated: string | null,
  records: SourceRecord[],
  trigger: RefreshRun['trigger'],
  importMessage: string | null,
  ratesOnly: boolean,
): Promise<LoadOutcome> {
  const started = Date.now()
  const { Client } = await import('pg')
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const { migrate } = await import('drizzle-orm/node-postgres/migrator')
  const client = new Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
    try {
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS })
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK])
    }
    const db = await postgresLoader(client)
    if (!generated) {
      await recordRefresh(db, run(records, trigger, false, importMessage))
      return { loaded: false, message: importMessage, ms: Date.now() - started }
    }
    await client.query('SELECT pg_advisory_lock($1)', [LOAD_LOCK])
    // A refresh of the rates alone keeps the data, and so its version.
    let version: string
    try {
      const record = (tx: LoaderDb) => recordRefresh(tx, run(records, trigger, true, null))
      if (ratesOnly) {
        await loadRates(db, generated, record)
        version = (await loadedVersion(db.query))!
      } else {
        version = refreshedVersion(generated, COMMITTED)
        await loadOpenData(db, generated, version, record)
      }
    } catch (error) {
      const message = `load failed: ${(error as Error).message}; the database keeps its data`
      await recordRefresh(db, run(records, trigger, false, message)).catch(() => {})
      await client.query('SELECT pg_advisory_unlock($1)', [LOAD_LOCK]).catch(() => {})
      return { loaded: false, message, ms: Date.now() - started }
    }
    // The load emptied each programme's stored total in euros: stored again here, at the new
    // rates, before the instances are told, so budgets never wait for a restart to be fast again.
    // The data is in either way: a failure is reported, and the next start stores them.
    let message: string | null = null
    try {
      await storeTotals(clientRunSql(client), version)
    } catch (error) {
      message = `loaded, but the totals in euros were not stored: ${(error as Error).message}`
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [LOAD_LOCK]).catch(() => {})
    }
    return { loaded: true, message, ms: Date.now() - started }
  } finally {
    await client.end()
  }
}

function execNode(args: string[]) {
  return new Promise<string>((resolve, reject) =>
    execFile(process.execPath, args, { maxBuffer: 1 << 20 }, (error, stdout, stderr) =>
      error ? reject(new Error((stderr || error.message).trim())) : resolve(stdout.trim()),
    ),
  )
}

/** Loads `generated` into a PGlite folder no process holds (a child process, as at start-up). */
export async function loadPgliteFolder(
  dir: string,
  generated: string,
  runFile: string,
  run: RefreshRun,
  ratesOnly = false,
) {
  // The rates alone keep the version the folder holds (the loader reads it).
  const version = ratesOnly ? null : refreshedVersion(generated, COMMITTED)
  await writeFile(runFile, JSON.stringify({ version, run, ratesOnly }))
  // tsx: the loader stores the totals in euros too (lib/db/stored-totals.ts).
  return execNode([
    '--import',
    'tsx',
    path.join(process.cwd(), 'scripts', 'open-data-load.mjs'),
    dir,
    generated,
    MIGRATIONS,
    runFile,
  ])
}

async function loadPglite(
  dir: string,
  generated: string | null,
  cache: string,
  records: SourceRecord[],
  trigger: RefreshRun['trigger'],
  ratesOnly: boolean,
): Promise<LoadOutcome> {
  const started = Date.now()
  const lock = acquireFolderLock(`${path.resolve(dir)}.lock`)
  if ('heldBy' in lock)
    return {
      loaded: false,
      ms: 0,
      message:
        `not loaded: the embedded database ${dir} is held by process ${lock.heldBy.pid} (the running site); ` +
        'PGlite allows one process per folder, so refresh a running site through its own route: ' +
        'curl -H "Authorization: Bearer $CRON_SECRET" http://127.0.0.1:3000/api/cron/refresh',
    }
  lock.release()
  if (!generated) return { loaded: false, message: null, ms: 0 }
  try {
    await loadPgliteFolder(
      dir,
      generated,
      path.join(cache, 'load-run.json'),
      run(records, trigger, true, null),
      ratesOnly,
    )
    return { loaded: true, message: null, ms: Date.now() - started }
  } catch (error) {
    return {
      loaded: false,
      message: `load failed: ${(error as Error).message}; the database keeps its data`,
      ms: Date.now() - started,
    }
  }
}

/**
 * Loads the refreshed output (null: the import did not run; only the run is recorded) into the
 * site's database and records the run. `ratesOnly`: the output is the rate table alone.
 */
export async function loadIntoDatabase(options: {
  target: DatabaseTarget
  generated: string | null
  cache: string
  records: SourceRecord[]
  trigger: RefreshRun['trigger']
  importMessage: string | null
  ratesOnly?: boolean
}): Promise<LoadOutcome> {
  const { target } = options
  const ratesOnly = options.ratesOnly ?? false
  if (target.kind === 'none') return { loaded: false, message: null, ms: 0 }
  if (target.kind === 'postgres')
    return loadPostgres(
      target.url,
      options.generated,
      options.records,
      options.trigger,
      options.importMessage,
      ratesOnly,
    )
  return loadPglite(
    target.dir,
    options.generated,
    options.cache,
    options.records,
    options.trigger,
    ratesOnly,
  )
}

/**
 * Tells every running instance (through Redis) to drop its cached open-data pages and id sets.
 * Without Redis no other process can be told: an instance keeps its cached pages until their
 * lifetime ends, unless the refresh ran through its /api/cron/refresh route.
 */
export async function announceRefresh(redisUrl: string | undefined): Promise<string> {
  if (!redisUrl)
    return 'REDIS_URL unset: running instances keep their cached open-data pages until they expire (run the refresh through /api/cron/refresh to drop them at once)'
  const { Redis } = await import('ioredis')
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000 })
  try {
    const listeners = await redis.publish(
      REVALIDATE_CHANNEL,
      JSON.stringify({ from: `data-refresh-${randomUUID()}`, tags: [OPEN_DATA_TAG] }),
    )
    return `told ${listeners} running instance(s) to drop their cached open-data pages`
  } finally {
    redis.disconnect()
  }
}
