// `npm run bench`: server throughput on loopback with autocannon.
//   1. A prerendered page and the dynamic, filtered university list from one `npm start`, runs
//      alternating so that both see the same machine.
//   2. POST /api/apply on PostgreSQL (when reachable) and on the embedded PGlite database, each
//      request from its own client address, then the stored rows counted.
import autocannon from 'autocannon'
import { Client } from 'pg'

import { intakeYears } from '@/lib/apply-options'
import { validApplication } from '@/lib/testing/application-fixture'

import { ensureBuild, machineInfo, saveResults, startServer } from './common'
import {
  summariseRuns,
  type ApplyResult,
  type LoadRun,
  type PagesResult,
  type ServerResults,
} from './report'

const CONNECTIONS = 50
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const PORT = Number(process.env.BENCH_PORT ?? 3200)
const STATIC_PATH = '/about'
const DYNAMIC_PATH = '/universities?search=university&page=2'
const POSTGRES_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const BENCH_DATABASE = 'study_abroad_bench'

async function load(options: autocannon.Options): Promise<LoadRun & { accepted: number }> {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options })
  const failed = result.non2xx + result.errors + result.timeouts
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    ok: result['2xx'],
    failed,
    accepted: result['2xx'],
  }
}

async function benchPages(): Promise<PagesResult> {
  const server = await startServer('pages', PORT, {})
  try {
    for (const path of [STATIC_PATH, DYNAMIC_PATH]) {
      const response = await fetch(server.url + path)
      if (!response.ok) throw new Error(`${path} answered ${response.status}.`)
      await load({ url: server.url + path, duration: 3 }) // warm-up, not reported
    }
    const staticRuns: LoadRun[] = []
    const dynamicRuns: LoadRun[] = []
    for (let run = 1; run <= RUNS; run++) {
      console.log(`Pages: run ${run} of ${RUNS}`)
      staticRuns.push(await load({ url: server.url + STATIC_PATH }))
      dynamicRuns.push(await load({ url: server.url + DYNAMIC_PATH }))
    }
    const staticPage = { path: STATIC_PATH, ...summariseRuns(staticRuns) }
    const dynamicList = { path: DYNAMIC_PATH, ...summariseRuns(dynamicRuns) }
    return {
      machine: machineInfo(),
      connections: CONNECTIONS,
      seconds: SECONDS,
      staticPage,
      dynamicList,
      ratio: dynamicList.requestsPerSecond / staticPage.requestsPerSecond,
      peakMemoryMiB: server.peakMemoryMiB(),
    }
  } finally {
    await server.stop()
  }
}

/** A distinct address per request, so the 3-an-hour limit never applies twice to one client. */
function addressSource() {
  let next = 0
  return () => {
    next += 1
    return `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`
  }
}

async function benchApply(
  database: string,
  rateLimitStore: string,
  env: Record<string, string>,
  countRows: (dataDir: string) => Promise<number>,
): Promise<ApplyResult> {
  const server = await startServer(`apply-${database.toLowerCase()}`, PORT, {
    TRUST_PROXY: '1',
    ...env,
  })
  const nextAddress = addressSource()
  const body = JSON.stringify(validApplication({}, intakeYears(new Date())[1]))
  const options: autocannon.Options = {
    url: `${server.url}/api/apply`,
    requests: [
      {
        method: 'POST',
        path: '/api/apply',
        setupRequest: (request) => ({
          ...request,
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': nextAddress(),
          },
          body,
        }),
      },
    ],
  }
  try {
    let accepted = 0
    const warm = await load({ ...options, duration: 3 })
    accepted += warm.accepted
    const runs: LoadRun[] = []
    for (let run = 1; run <= RUNS; run++) {
      console.log(`Apply on ${database}: run ${run} of ${RUNS}`)
      const result = await load(options)
      accepted += result.accepted
      runs.push(result)
    }
    const summary = summariseRuns(runs)
    const peakMemoryMiB = server.peakMemoryMiB()
    await server.stop() // PGlite is read after its server has let go of the folder
    const rowsAfter = await countRows(server.dataDir)
    return {
      database,
      rateLimitStore,
      connections: CONNECTIONS,
      seconds: SECONDS,
      accepted,
      rejected: warm.failed + summary.failed,
      rowsAfter,
      acceptedPerSecond: summary.requestsPerSecond,
      p50Ms: summary.p50Ms,
      p99Ms: summary.p99Ms,
      peakMemoryMiB,
    }
  } finally {
    await server.stop()
  }
}

async function withAdmin<T>(task: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: POSTGRES_ADMIN_URL })
  await client.connect()
  try {
    return await task(client)
  } finally {
    await client.end()
  }
}

function databaseUrl(name: string) {
  const url = new URL(POSTGRES_ADMIN_URL)
  url.pathname = `/${name}`
  return url.toString()
}

async function countApplications(connectionString: string) {
  const client = new Client({ connectionString })
  await client.connect()
  try {
    const result = await client.query<{ count: string }>('select count(*) from applications')
    return Number(result.rows[0]?.count)
  } finally {
    await client.end()
  }
}

async function countPgliteApplications(dataDir: string) {
  const { PGlite } = await import('@electric-sql/pglite')
  const db = await PGlite.create(dataDir)
  try {
    const result = await db.query<{ count: number }>(
      'select count(*)::int as count from applications',
    )
    return result.rows[0]?.count ?? Number.NaN
  } finally {
    await db.close()
  }
}

async function main() {
  ensureBuild()
  const results: ServerResults = { machine: machineInfo(), apply: [], skipped: [] }
  results.pages = await benchPages()

  let postgresReady = false
  try {
    await withAdmin(async (client) => {
      await client.query(`drop database if exists ${BENCH_DATABASE} with (force)`)
      await client.query(`create database ${BENCH_DATABASE}`)
    })
    postgresReady = true
  } catch (error) {
    const reason = `PostgreSQL at ${POSTGRES_ADMIN_URL} (set BENCH_POSTGRES_URL): ${(error as Error).message}`
    console.warn(`Skipping the PostgreSQL run. ${reason}`)
    results.skipped.push(reason)
  }
  if (postgresReady) {
    const url = databaseUrl(BENCH_DATABASE)
    results.apply.push(
      await benchApply('PostgreSQL', 'PostgreSQL', { DATABASE_URL: url }, () =>
        countApplications(url),
      ),
    )
  }
  results.apply.push(await benchApply('PGlite', 'memory', {}, countPgliteApplications))
  saveResults('server.json', results)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
