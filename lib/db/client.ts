import 'server-only'

import { execFile } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'

import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'

import { isStoreFailure } from '@/lib/db/errors'
import { acquireFolderLock } from '@/lib/db/folder-lock.mjs'
import { noteStoreFailure } from '@/lib/db/outage'
import * as schema from '@/lib/db/schema'
import { env } from '@/lib/env'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export class DatabaseUnavailableError extends Error {
  constructor(message = 'The database is unreachable', options?: ErrorOptions) {
    super(message, options)
    this.name = 'DatabaseUnavailableError'
  }
}

export class DatabaseLockedError extends Error {
  constructor(dir: string, pid?: number) {
    super(
      `The embedded database folder ${dir} is already in use by another process${pid && pid > 0 ? ` (pid ${pid})` : ''}. PGlite allows one ` +
        'process per folder: stop the other server or script, give this one its own DATA_DIR, or set ' +
        'DATABASE_URL to share a PostgreSQL server between processes.',
    )
    this.name = 'DatabaseLockedError'
  }
}

const MIGRATIONS = path.join(process.cwd(), 'lib', 'db', 'migrations')
const PGLITE_INIT = path.join(process.cwd(), 'scripts', 'pglite-init.mjs')

/**
 * The site's tables fit in memory, where an index's random reads cost about what a scan's do: at
 * Postgres' default cost (4) the planner scans 55,000 programmes for a common word (30 ms) rather
 * than read the trigram index (8 ms).
 */
const RANDOM_PAGE_COST = ['-c', 'random_page_cost=1.1']

/**
 * The embedded database's Postgres settings. 16 MB of shared buffers instead of Postgres' 128 MB:
 * one small site's working set fits, and the server process stays about 130 MB smaller.
 */
const PGLITE_START_PARAMS = ['-c', 'shared_buffers=16MB', ...RANDOM_PAGE_COST]

/** Runs initdb for a new PGlite folder in a child process (scripts/pglite-init.mjs). */
function initialisePgliteFolder(dir: string) {
  return new Promise<void>((resolve, reject) => {
    execFile(process.execPath, [PGLITE_INIT, dir], (error, _stdout, stderr) =>
      error
        ? reject(
            new Error(
              `Could not create the embedded database in ${dir}: ${stderr || error.message}`,
            ),
          )
        : resolve(),
    )
  })
}
// Any constant shared by every instance: only one of them migrates at a time.
const MIGRATION_LOCK = 7_341_002

/**
 * Every request that needs PostgreSQL answers within 5 s: 2 s to connect, 3 s for a statement
 * (server- and client-side), after which the route answers 503 rather than waiting.
 */
export const POSTGRES_TIMEOUTS = {
  connectionTimeoutMillis: 2_000,
  statement_timeout: 3_000,
  query_timeout: 3_500,
  lock_timeout: 2_000,
  idle_in_transaction_session_timeout: 10_000,
} as const

type Handle = {
  db: Database
  close: () => Promise<void>
  /** The embedded database's folder; undefined on PostgreSQL. */
  dataDir?: string
  /** A PostgreSQL pool connection of its own (the open-data loader's transaction and COPY). */
  connect?: () => Promise<import('pg').PoolClient>
}

// One handle per process, even though Next bundles this module separately for instrumentation and routes.
const state = globalThis as typeof globalThis & {
  __studyAbroadDb?: Promise<Handle>
  __studyAbroadOutage?: boolean
}

async function openPglite(dir: string): Promise<Handle> {
  mkdirSync(dir, { recursive: true })
  const lock = acquireFolderLock(`${path.resolve(dir)}.lock`)
  if ('heldBy' in lock) throw new DatabaseLockedError(dir, lock.heldBy.pid)
  try {
    const { PGlite } = await import('@electric-sql/pglite')
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
    const { drizzle } = await import('drizzle-orm/pglite')
    const { migrate } = await import('drizzle-orm/pglite/migrator')
    // A new folder is created by a child process, so initdb's memory never stays in this one.
    if (!existsSync(path.join(dir, 'PG_VERSION'))) await initialisePgliteFolder(dir)
    const client = new PGlite(dir, {
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, ...PGLITE_START_PARAMS],
    })
    await client.waitReady
    const db = drizzle(client, { schema })
    await migrate(db, { migrationsFolder: MIGRATIONS })
    return {
      db: db as unknown as Database,
      close: async () => {
        await client.close()
        lock.release()
      },
      dataDir: dir,
    }
  } catch (error) {
    lock.release()
    throw error
  }
}

type PgPool = import('pg').Pool
type PgClient = import('pg').PoolClient

/**
 * Checked-out clients whose connection dies are released (and destroyed) at once, and releasing
 * twice is harmless. drizzle's transaction() does not release its client when BEGIN itself fails
 * (a dead connection): without this each outage would leak pool slots until pool.end() hangs and
 * the pool stays full after the database is back.
 */
function releaseDeadCheckouts(pool: PgPool) {
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<PgClient> | void
  pool.connect = ((callback?: unknown) => {
    if (callback) return connect(callback) // pool.query(): pg-pool releases those itself
    return (connect() as Promise<PgClient>).then((client) => {
      const release = client.release.bind(client)
      let released = false
      const onError = () => setImmediate(() => client.release(true))
      client.release = (error?: Error | boolean) => {
        if (released) return
        released = true
        client.removeListener('error', onError)
        release(error)
      }
      client.on('error', onError)
      return client
    })
  }) as PgPool['connect']
}

async function openPostgres(url: string): Promise<Handle> {
  const { Pool } = await import('pg')
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const { migrate } = await import('drizzle-orm/node-postgres/migrator')
  const pool = new Pool({
    connectionString: url,
    max: 10,
    options: RANDOM_PAGE_COST.join(' '),
    ...POSTGRES_TIMEOUTS,
  })
  pool.on('error', (error) => {
    console.error('PostgreSQL pool error:', error.message)
    // An idle connection cut by the server: pages answer 503 until a probe finds it back.
    if (isStoreFailure(error)) noteStoreFailure()
  })
  // A connection cut while checked out emits 'error' on its client, which the pool does not listen
  // to then: without this the process would crash when the database goes away mid-request.
  pool.on('connect', (client) => client.on('error', () => {}))
  releaseDeadCheckouts(pool)
  let connection: import('pg').PoolClient
  try {
    connection = await pool.connect()
  } catch (error) {
    await pool.end().catch(() => {}) // the next request opens a new pool
    throw error
  }
  try {
    // Another instance may hold the lock while it migrates: wait for it, beyond the request timeouts.
    await connection.query('SET statement_timeout = 0')
    await connection.query({
      text: 'SELECT pg_advisory_lock($1)',
      values: [MIGRATION_LOCK],
      query_timeout: 10 * 60_000,
    } as { text: string; values: unknown[] })
    await migrate(drizzle(connection, { schema }), { migrationsFolder: MIGRATIONS })
  } finally {
    await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {})
    await connection.query('RESET statement_timeout').catch(() => {})
    connection.release()
  }
  return {
    db: drizzle(pool, { schema }) as unknown as Database,
    close: () => pool.end(),
    connect: () => pool.connect(),
  }
}

/** Opens (once) and migrates the database: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function openDatabase(): Promise<Handle> {
  state.__studyAbroadDb ??= (
    env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : openPglite(env.DATA_DIR)
  ).catch((error: unknown) => {
    state.__studyAbroadDb = undefined
    throw error
  })
  return state.__studyAbroadDb
}

export async function getDb(): Promise<Database> {
  if (state.__studyAbroadOutage) {
    noteStoreFailure()
    throw new DatabaseUnavailableError('Simulated database outage')
  }
  try {
    return (await openDatabase()).db
  } catch (error) {
    throw new DatabaseUnavailableError('The database could not be opened', { cause: error })
  }
}

export async function closeDatabase() {
  const handle = state.__studyAbroadDb
  state.__studyAbroadDb = undefined
  if (handle) await (await handle).close()
}

/** For the end-to-end suite only (see app/api/test/db-outage): make every query fail as if the database were down. */
export function setSimulatedOutage(on: boolean) {
  state.__studyAbroadOutage = on
}
