// The list queries timed on the database (no server), with the targets of the open data in SQL:
// PGlite in a bench folder of its own (loaded first if needed) and, when BENCH_DATABASE_URL is
// set, PostgreSQL. Run by `npm run bench` as a child process; prints the rows of its table as JSON.
// Alone: node --conditions=react-server --import tsx bench/queries.ts
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import type { QueryBench } from './report'

const TARGETS = { programmes: 20, short: 100, institutions: 10, awards: 200 }
const PGLITE_TARGETS = { programmes: 35, short: 150, institutions: 20, awards: 200 }

/** Rows of a committed table, as the manifest of the committed open data counts them. */
function committedRecords(...files: string[]): number {
  const manifest = JSON.parse(
    readFileSync(path.join('data', 'generated', 'manifest.json'), 'utf8'),
  ) as { outputs: Record<string, { records: number }> }
  return files.reduce((sum, file) => sum + (manifest.outputs[file]?.records ?? 0), 0)
}

async function benchOn(database: string, env: Record<string, string>): Promise<QueryBench[]> {
  Object.assign(process.env, env)
  const { ensureOpenData } = await import('@/lib/db/open-data')
  const { closeDatabase } = await import('@/lib/db/client')
  const started = performance.now()
  const { loaded } = await ensureOpenData()
  const loadMs = performance.now() - started
  const { benchProgrammesQuery } = await import('./programmes-query')
  const { benchInstitutionsQuery } = await import('./institutions-query')
  const { benchAwardListQuery } = await import('./award-list-query')
  const { seedAwards } = await import('@/lib/db/awards')
  await seedAwards()
  const targets = env.DATABASE_URL ? TARGETS : PGLITE_TARGETS
  const programmeRecords = committedRecords('programmes-uk.tsv', 'programmes-au.tsv')
  const [programmes, short] = await benchProgrammesQuery()
  const directory = await benchInstitutionsQuery()
  const awards = await benchAwardListQuery()
  await closeDatabase()
  console.error(
    `${database}: open data ${loaded ? 'loaded' : 'already loaded'} in ${(loadMs / 1000).toFixed(1)} s`,
  )
  return [
    {
      name: `${programmes!.name} (\`/programmes\`, ${database})`,
      records: programmeRecords,
      runs: programmes!.runs,
      medianMs: programmes!.medianMs,
      p95Ms: programmes!.p95Ms,
      targetMs: targets.programmes,
    },
    {
      name: `${short!.name} (\`/programmes\`, ${database})`,
      records: programmeRecords,
      runs: short!.runs,
      medianMs: short!.medianMs,
      p95Ms: short!.p95Ms,
      targetMs: targets.short,
    },
    {
      name: `directory: search, country, type, page (\`/institutions\`, ${database})`,
      records: committedRecords('institutions.tsv'),
      runs: directory.runs,
      medianMs: directory.medianMs,
      p95Ms: directory.p95Ms,
      targetMs: targets.institutions,
    },
    {
      name: `back office: award list, search and filters (\`/staff/data/awards\`, ${database})`,
      records: 65,
      runs: awards.runs,
      medianMs: awards.medianMs,
      p95Ms: awards.p95Ms,
      targetMs: targets.awards,
    },
  ]
}

/** Each database in a process of its own: the environment is read once per process. */
function benchApart(database: 'PostgreSQL' | 'PGlite'): QueryBench[] {
  const child = spawnSync(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'bench/queries.ts', database],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  if (child.status !== 0) throw new Error(`The ${database} query benchmark failed`)
  return JSON.parse(child.stdout) as QueryBench[]
}

export function benchQueries(): QueryBench[] {
  return [
    ...(process.env.BENCH_DATABASE_URL ? benchApart('PostgreSQL') : []),
    ...benchApart('PGlite'),
  ]
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const database = process.argv[2]
  // Only the rows go to standard output (the loader reports on the console).
  const print = console.log
  if (database) console.log = console.error
  const rows =
    database === 'PostgreSQL'
      ? benchOn(database, { DATABASE_URL: process.env.BENCH_DATABASE_URL! })
      : database === 'PGlite'
        ? benchOn(database, { DATA_DIR: path.join(process.cwd(), '.data', 'bench-pglite') })
        : Promise.resolve(benchQueries())
  void rows.then((r) => print(JSON.stringify(r)))
}
