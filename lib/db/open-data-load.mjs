// Loads the committed open data (data/generated/*.tsv, written by `npm run data:import`) into the
// database, in one transaction, and records which data it was. Plain JavaScript so that the child
// process that loads the embedded database (scripts/open-data-load.mjs) can run it without a
// build; lib/db/open-data.ts runs it in the server process for PostgreSQL. The database is
// reached through two functions, so PGlite and node-postgres share everything else.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The two things the loader asks of a database.
 * @typedef {{
 *   query(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>
 *   copy(table: string, columns: string, body: string): Promise<unknown>
 * }} LoaderDb
 */

/** Bump when the loader's derived tables change, so that every database loads again. */
const LOADER_VERSION = 5

/** Any constant shared by every instance and the refresh: one of them loads while the others wait. */
export const LOAD_LOCK = 7_341_003

/**
 * Each committed table and the files it is loaded from, in load order.
 * @type {[table: string, files: string[]][]}
 */
export const OPEN_DATA_TABLES = [
  ['institutions', ['institutions.tsv']],
  ['programme_combos', ['programme-combos.tsv']],
  ['outcome_rows', ['outcome-rows.tsv']],
  ['programmes', ['programmes-uk.tsv', 'programmes-au.tsv', 'programmes-us.tsv']],
]

/** Files only some imports write (a refresh with the field-of-study file): loaded when present. */
const OPTIONAL_FILES = new Set(['programmes-us.tsv'])

// The last two are filled after a load by the server (lib/programmes/stored-extras.ts): emptied
// with the rest, they are worked out again for the new data.
const DERIVED_TABLES = [
  'programme_search',
  'institution_search',
  'programme_budget_combos',
  'programme_extras_state',
]

/**
 * Which data a database must hold: the manifest's hash of every generated file (it changes with
 * any of them) and the loader's version.
 * @param {string} dir
 */
export function openDataVersion(dir) {
  const manifest = readFileSync(path.join(dir, 'manifest.json'))
  const hash = createHash('sha256').update(manifest).digest('hex').slice(0, 16)
  return `${hash}-${LOADER_VERSION}`
}

/**
 * The version a refreshed load records: the refreshed files' version over the committed data's, so
 * that a restart of the same deployment keeps the fresher data, and a deployment bringing new
 * committed data loads that (the next scheduled refresh brings the publishers' data back).
 * @param {string} refreshedDir
 * @param {string} committedDir
 */
export function refreshedVersion(refreshedDir, committedDir) {
  return `${openDataVersion(refreshedDir)}+over:${openDataVersion(committedDir)}`
}

/**
 * Whether the database's data is good for this deployment: the committed data, or a refresh of it.
 * @param {string | null} current
 * @param {string} committed
 */
export function holdsOpenData(current, committed) {
  return current === committed || (current?.endsWith(`+over:${committed}`) ?? false)
}

/**
 * The version the database holds, or null (never loaded).
 * @param {LoaderDb['query']} query
 * @returns {Promise<string | null>}
 */
export async function loadedVersion(query) {
  const rows = await query('SELECT version FROM open_data_state LIMIT 1')
  const version = rows[0]?.version
  return typeof version === 'string' ? version : null
}

/**
 * A table file's column names (its header) and its rows without the header.
 * @param {string} text
 */
export function splitHeader(text) {
  const end = text.indexOf('\n')
  if (end < 0) throw new Error('Open data file without a header line')
  return { columns: text.slice(0, end).split('\t'), body: text.slice(end + 1) }
}

const quoted = (/** @type {string} */ name) => `"${name.replace(/"/g, '""')}"`

// What the loader works out from the committed rows: the narrow search table (data order, title
// order, the provider's names in the search key, cards sharing a title at one provider, the
// length and place the cost model reads, the card a course in its other mode is on), the counts
// per combination and per provider (cards: a part-time course listed on its full-time card
// counts with it).
const DERIVE = [
  `INSERT INTO institution_search
     (id, name, kind, country, city, region, domain, name_key, names_key, search_vector)
   SELECT id, name, kind, country, city, region, coalesce(domains ->> 0, ''), name_key, names_key,
     to_tsvector('simple', search_key)
   FROM institutions`,
  `INSERT INTO programme_search
     (id, ord, combo, provider, title_key, search_key, name_rank, fee_eur, salary, title_peers,
      years, city, region, dest, mode_variant_of)
   SELECT p.id,
     row_number() OVER (ORDER BY p.country = 'AU', p.id COLLATE "C"),
     p.combo, p.provider, p.title_key,
     p.search_key || coalesce(' ' || (
       SELECT string_agg(n.value, ' ') FROM jsonb_array_elements_text(i.names_key) AS n(value)
     ), ''),
     row_number() OVER (ORDER BY p.title_key COLLATE "C", p.country = 'AU', p.id COLLATE "C"),
     p.fee_eur,
     (p.salary ->> 'median')::integer,
     count(*) FILTER (WHERE p.mode_variant_of IS NULL) OVER (PARTITION BY p.provider, p.title),
     x.years, x.city, x.region,
     dense_rank() OVER (ORDER BY p.country, p.level, x.years, x.city, x.region),
     p.mode_variant_of
   FROM programmes p LEFT JOIN institutions i ON i.id = p.provider,
     LATERAL (SELECT (p.duration ->> 'years')::double precision AS years,
       coalesce(i.city, (SELECT l ->> 'city' FROM jsonb_array_elements(p.locations) l
         WHERE l ->> 'city' IS NOT NULL LIMIT 1)) AS city,
       coalesce(i.facts -> 'uk' ->> 'nation', p.locations -> 0 ->> 'region') AS region) x`,
  `UPDATE programme_combos c SET programmes = s.n, priced = s.priced,
     subject_slugs = (SELECT string_agg(e.value ->> 0, ',') FROM jsonb_array_elements(c.subjects) e)
   FROM (SELECT combo, count(*) AS n, count(fee_eur) AS priced FROM programmes GROUP BY combo) s
   WHERE s.combo = c.combo`,
  `UPDATE institutions i SET programmes = s.n
   FROM (SELECT provider, count(*) FILTER (WHERE mode_variant_of IS NULL) AS n
     FROM programmes GROUP BY provider) s
   WHERE s.provider = i.id`,
]

// A course's non-tuition fees (CRICOS, whole course) for a year of it, in euros at the data's
// rates, as lib/costs spreads a one-off charge: only where the course states its length.
const COURSE_FEES = `UPDATE programme_search s
  SET course_fees_eur = (p.fees ->> 'nonTuitionTotal')::double precision
    / ($1::jsonb ->> (p.fees ->> 'currency'))::double precision / s.years
  FROM programmes p
  WHERE p.id = s.id AND (p.fees ->> 'nonTuitionTotal')::double precision > 0 AND s.years > 0
    AND $1::jsonb ? (p.fees ->> 'currency')`

/**
 * The data's rate table (fx-rates.json): its ECB reference day and the whole table as text.
 * @param {string} dir
 */
function rateTable(dir) {
  const text = readFileSync(path.join(dir, 'fx-rates.json'), 'utf8')
  const fx = JSON.parse(text)
  return { date: String(fx.date), text, euroRates: { ...fx.rates, [fx.base]: 1 } }
}

/**
 * Replaces the open data with the files of `dir` and records `version`, in one transaction:
 * readers see the old data until it commits. `db.query(sql, params)` answers rows;
 * `db.copy(table, columns, body)` loads COPY text rows.
 * `beforeCommit` runs in the same transaction (the refresh records its manifest there).
 * @param {LoaderDb} db
 * @param {string} dir
 * @param {string} version
 * @param {(db: LoaderDb) => Promise<void>} [beforeCommit]
 */
export async function loadOpenData(db, dir, version, beforeCommit) {
  const started = Date.now()
  await db.query('BEGIN')
  try {
    // DELETE, not TRUNCATE: TRUNCATE would lock out the readers of a running instance.
    for (const table of [
      'open_data_state',
      'open_data_rates',
      ...DERIVED_TABLES,
      ...OPEN_DATA_TABLES.map(([t]) => t).reverse(),
    ])
      await db.query(`DELETE FROM ${quoted(table)}`)
    for (const [table, files] of OPEN_DATA_TABLES)
      for (const file of files) {
        if (OPTIONAL_FILES.has(file) && !existsSync(path.join(dir, file))) continue
        const { columns, body } = splitHeader(readFileSync(path.join(dir, file), 'utf8'))
        await db.copy(table, columns.map(quoted).join(', '), body)
      }
    // The rates come with the data, so a refresh's new reference day reaches the pages with it.
    const rates = rateTable(dir)
    await db.query(PROGRAMME_FEES, [JSON.stringify(rates.euroRates)])
    for (const statement of DERIVE) await db.query(statement)
    await db.query('INSERT INTO open_data_rates (date, fx) VALUES ($1, $2::jsonb)', [
      rates.date,
      rates.text,
    ])
    await db.query(COURSE_FEES, [JSON.stringify(rates.euroRates)])
    await db.query('INSERT INTO open_data_state (version) VALUES ($1)', [version])
    if (beforeCommit) await beforeCommit(db)
    await db.query('COMMIT')
  } catch (error) {
    await db.query('ROLLBACK').catch(() => {})
    throw error
  }
  // Statistics for the planner, and the visibility map that lets counts read an index alone.
  for (const [table] of [...OPEN_DATA_TABLES, ...DERIVED_TABLES.map((t) => [t])])
    await db.query(`VACUUM ANALYZE ${quoted(table)}`)
  return { ms: Date.now() - started }
}

// Each programme's fee per year in euros at the data's rates (units per 1 EUR), worked out here
// alone: at every load, and again when the rates alone are refreshed. A budget in any currency
// compares to it.
const PROGRAMME_FEES = `UPDATE programmes SET fee_eur = CASE
     WHEN (fees ->> 'tuitionPerYear')::double precision > 0
     THEN (fees ->> 'tuitionPerYear')::double precision
       / ($1::jsonb ->> (fees ->> 'currency'))::double precision END
   WHERE fees IS NOT NULL`

// The search table's copies of the fees, after a refresh of the rates alone.
const SEARCH_FEES = [
  `UPDATE programme_search s SET fee_eur = p.fee_eur FROM programmes p
   WHERE p.id = s.id AND s.fee_eur IS DISTINCT FROM p.fee_eur`,
  `UPDATE programme_search SET course_fees_eur = NULL WHERE course_fees_eur IS NOT NULL`,
]

/**
 * Replaces the rate table alone (a refresh of the rate sources), in one transaction: the other
 * tables stay, and each fee in euros is worked out again at the new rates. `beforeCommit` as in
 * loadOpenData. Throws when the database holds no open data yet.
 * @param {LoaderDb} db
 * @param {string} dir the folder of the new fx-rates.json
 * @param {(db: LoaderDb) => Promise<void>} [beforeCommit]
 */
export async function loadRates(db, dir, beforeCommit) {
  const started = Date.now()
  const rates = rateTable(dir)
  const euroRates = JSON.stringify(rates.euroRates)
  await db.query('BEGIN')
  try {
    if (!(await loadedVersion(db.query)))
      throw new Error('the database holds no open data yet: a refresh of the rates needs it loaded')
    await db.query('DELETE FROM open_data_rates')
    await db.query('INSERT INTO open_data_rates (date, fx) VALUES ($1, $2::jsonb)', [
      rates.date,
      rates.text,
    ])
    await db.query(PROGRAMME_FEES, [euroRates])
    for (const statement of SEARCH_FEES) await db.query(statement)
    await db.query(COURSE_FEES, [euroRates])
    if (beforeCommit) await beforeCommit(db)
    await db.query('COMMIT')
  } catch (error) {
    await db.query('ROLLBACK').catch(() => {})
    throw error
  }
  return { ms: Date.now() - started }
}

/**
 * One refresh run as the database records it (scripts/data-import/refresh.ts writes the sources).
 * @typedef {{
 *   runId: string
 *   trigger: 'cli' | 'cron'
 *   loaded: boolean
 *   loadMessage: string | null
 *   sources: {
 *     id: string
 *     result: string
 *     message: string | null
 *     files: unknown[]
 *     asOf: string | null
 *     rowsRead: number | null
 *     rowsKept: number | null
 *     rowsRejected: Record<string, number> | null
 *   }[]
 * }} RefreshRun
 */

/**
 * Records a refresh run, one row per source, in open_data_refresh.
 * @param {LoaderDb} db
 * @param {RefreshRun} run
 */
export async function recordRefresh(db, run) {
  for (const s of run.sources)
    await db.query(
      `INSERT INTO open_data_refresh (run_id, trigger, source, result, message, files, as_of,
         rows_read, rows_kept, rows_rejected, loaded, load_message)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10::jsonb, $11, $12)`,
      [
        run.runId,
        run.trigger,
        s.id,
        s.result,
        s.message,
        JSON.stringify(s.files),
        s.asOf,
        s.rowsRead,
        s.rowsKept,
        s.rowsRejected === null ? null : JSON.stringify(s.rowsRejected),
        run.loaded,
        run.loadMessage,
      ],
    )
}

/**
 * The loader's database functions over a PGlite instance.
 * @param {import('@electric-sql/pglite').PGlite} pglite
 * @returns {LoaderDb}
 */
export function pgliteLoader(pglite) {
  return {
    query: async (sql, params = []) =>
      /** @type {Record<string, unknown>[]} */ ((await pglite.query(sql, params)).rows),
    copy: (table, columns, body) =>
      pglite.query(`COPY ${quoted(table)} (${columns}) FROM '/dev/blob'`, [], {
        blob: new Blob([body]),
      }),
  }
}

// A load takes seconds, beyond the request timeouts the pool's connections have.
const LOAD_TIMEOUT = 10 * 60_000

/**
 * The loader's database functions over one node-postgres client (a transaction needs one).
 * @param {import('pg').ClientBase} client
 * @returns {Promise<LoaderDb>}
 */
export async function postgresLoader(client) {
  const { from: copyFrom } = await import('pg-copy-streams')
  const { pipeline } = await import('node:stream/promises')
  const { Readable } = await import('node:stream')
  return {
    query: async (text, values = []) =>
      (
        await client.query(
          /** @type {import('pg').QueryConfig} */ ({ text, values, query_timeout: LOAD_TIMEOUT }),
        )
      ).rows,
    copy: (table, columns, body) => {
      const stream = copyFrom(`COPY ${quoted(table)} (${columns}) FROM STDIN`)
      Object.assign(stream, { query_timeout: LOAD_TIMEOUT })
      return pipeline(Readable.from([body]), client.query(stream))
    },
  }
}
