// `npm run bench`: the server on loopback, as production runs it.
//   1. Pages through the shipped proxy (deploy/nginx.conf in front of `next start`): a static page
//      and the list pages, runs alternating so that all see the same machine; a list query never
//      asked before (a miss in the proxy's cache), on this instance and then on two instances
//      on PostgreSQL and Redis; and 1,000 clients at once.
//   2. The back office's record lists, signed in as an editor, straight to `next start`.
//   3. POST /api/apply on PostgreSQL (when reachable) and on the embedded PGlite database, each
//      request from its own client address, then the stored rows counted.
import { execFile, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import autocannon from 'autocannon'
import { Client } from 'pg'

import { intakeYears } from '@/lib/apply/options'
import { COST_LIST_FILTERS, costListHref } from '@/lib/costs/staff-list'
import type { RecordListState } from '@/lib/records/list-view'
import { AWARD_LIST_FILTERS, awardListHref } from '@/lib/scholarships/staff-list'
import { DEADLINE_LIST_FILTERS, deadlineListHref } from '@/lib/universities/deadline-staff-list'
import { PROFILE_LIST_FILTERS, profileListHref } from '@/lib/universities/profile-staff-list'
import { validApplication } from '@/test/application-fixture'
import { nginxAvailable, startNginx } from '@/test/nginx'

import {
  ensureBuild,
  loadResults,
  machineInfo,
  pinAwayFromServer,
  saveResults,
  startServer,
} from './common'
import { pacedLoad } from './paced'
import {
  addFailures,
  REST_SECONDS,
  summariseOverload,
  summariseRuns,
  type ApplyResult,
  type Failures,
  type FirstRenderLoad,
  type ListSize,
  type LoadRun,
  type LoadSummary,
  type MemoryAtRest,
  type OfficeList,
  type OfficeResult,
  type OverloadRun,
  type PageLoad,
  type PagesResult,
  type QueryBench,
  type ServerResults,
} from './report'

const CONNECTIONS = 50
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
/** POST /api/apply: the load the latency target is stated at, and the size of each capacity run. */
const APPLY_RATE = 300
const APPLY_CAPACITY_REQUESTS = Number(process.env.BENCH_APPLY_REQUESTS ?? 5000)
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
/** BENCH_PARTS=pages (or office, or apply) runs one part; the others keep their last figures. */
const PARTS = new Set((process.env.BENCH_PARTS ?? 'pages,office,apply').split(','))
const PORT = Number(process.env.BENCH_PORT ?? 3200)
const STATIC_PATH = '/about'
/** Page 2 of a filtered search on each list that a student lands on. */
const LIST_PATHS = [
  '/universities?search=university&page=2',
  '/institutions?search=college&page=2',
  '/programmes?search=computer&page=2',
]
/** The first page of every list, for the HTML-size table (and the heaviest list page found). */
const FIRST_PAGES = [
  '/universities',
  '/uk-universities',
  '/institutions',
  '/programmes',
  '/programmes?search=engineering&page=2',
  '/courses',
  '/scholarships',
  '/scholarships?tab=browse',
  '/scholarships/government',
  '/scholarships/merit',
  '/scholarships/university',
  '/scholarships/external',
]
const POSTGRES_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const BENCH_DATABASE = 'study_abroad_bench'
// Its own logical database (15), so the benchmark's counters stay apart from other data.
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/15'

async function load(options: autocannon.Options): Promise<LoadRun & { accepted: number }> {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options })
  // autocannon counts a timeout in `errors` as well as in `timeouts`.
  const failures: Failures = {
    timeout: result.timeouts,
    'socket error': result.errors - result.timeouts,
  }
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {}))
    if (!code.startsWith('2')) failures[code] = stats?.count ?? 0
  const failed = result.non2xx + result.errors
  return {
    // Pages served (2xx) over the run's own duration: a 503 from the load shedding is not a page,
    // and runs of a fixed number of requests end early or late.
    requestsPerSecond: result['2xx'] / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    ok: result['2xx'],
    failed,
    failures,
    accepted: result['2xx'],
  }
}

/**
 * The list queries on the database, timed in a process of their own (an embedded database there
 * must not share this process's event loop), on PGlite and, with BENCH_DATABASE_URL, PostgreSQL.
 */
function benchQueriesApart(): QueryBench[] {
  const child = spawnSync(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'bench/queries.ts'],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  )
  if (child.status !== 0) throw new Error(`The query benchmark failed:\n${child.stderr}`)
  return JSON.parse(child.stdout) as QueryBench[]
}

/** Pages that load every data set the server holds: the lists, the site search, a record page. */
const DATA_PATHS = [
  ...LIST_PATHS,
  '/search?q=oxford',
  '/institutions/massachusetts-institute-of-technology',
]

/**
 * Resident memory of a fresh server, then with all its data loaded, on one database: 3 s after
 * the loading, and again after REST_SECONDS without a request (V8 returns the garbage of start-up
 * and loading to the system only once the process has been idle for a while).
 */
async function memoryAtRest(database: string, env: Record<string, string>): Promise<MemoryAtRest> {
  const server = await startServer(`memory-${database}`, PORT, env)
  try {
    const wait = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000))
    await wait(3)
    const startedMiB = server.memoryMiB()
    for (const path of DATA_PATHS)
      await fetch(server.url + path).then((response) => response.arrayBuffer())
    await wait(3)
    const loadedMiB = server.memoryMiB()
    await wait(REST_SECONDS)
    return { database, startedMiB, loadedMiB, restingMiB: server.memoryMiB() }
  } finally {
    await server.stop()
  }
}

/** One answer of `url`, as text; fails on anything but 200. */
async function html(url: string) {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url} answered ${response.status}.`)
  return response.text()
}

/** Raw size of one answer of `url`, in KiB. */
const htmlKiB = async (url: string) => Buffer.byteLength(await html(url)) / 1024

async function listSizes(base: string): Promise<ListSize[]> {
  const sizes: ListSize[] = []
  for (const path of FIRST_PAGES) {
    const text = await html(base + path)
    const cards = text.match(/<article[\s>]|<li><h[23][\s>]/g)?.length ?? 0
    sizes.push({ path, cards, htmlKiB: Buffer.byteLength(text) / 1024 })
  }
  return sizes
}

/** Clients at once in the overload run: far beyond what two cores render in time. */
const OVERLOAD_CONNECTIONS = 1000
/** A list query never asked before, for the first-render and overload runs. */
const FRESH_LIST_PATH = '/universities?search=a&v={n}'
/** Connections of the first-render run (its target is stated at 10). */
const FIRST_RENDER_CONNECTIONS = 10
/**
 * Never-asked queries sent before the first-render runs, not reported: V8 compiles the render's
 * hot code as it runs, and a fresh server takes about a minute of them to reach a working
 * server's pace (10 s runs from a fresh start: p95 179, 147, 166, 139, 135, 123 ms).
 */
const FIRST_RENDER_WARMUP_SECONDS = 60
const PROXY_PORT = PORT + 1
const runFile = promisify(execFile)

type HttpLoad = LoadRun & {
  requests: number
  p95Ms: number
  statuses: Record<string, number>
  errors: Record<string, number>
  shed: number
  shedP99Ms: number
}

/**
 * One run of bench/http-load.mjs, the load generator in a plain Node process of its own: each
 * connection from a loopback address of its own (a proxy limits each client address), every
 * latency kept.
 */
async function httpLoad(options: {
  url: string
  /** One path, or several taken in turn. */
  path: string | string[]
  connections: number
  seconds?: number
  clients?: 'distinct' | 'one'
  headers?: Record<string, string>
  /** Text every 2xx answer must hold; one without it counts as a failure. */
  expect?: string
}): Promise<HttpLoad> {
  const { stdout } = await runFile(
    process.execPath,
    ['bench/http-load.mjs', JSON.stringify({ seconds: SECONDS, ...options })],
    { maxBuffer: 16 * 1024 * 1024 },
  )
  const run = JSON.parse(stdout) as Omit<HttpLoad, 'failed' | 'failures'>
  const failures: Failures = { ...run.errors }
  for (const [code, n] of Object.entries(run.statuses))
    if (!code.startsWith('2')) failures[code] = n
  return { ...run, failed: run.requests - run.ok, failures }
}

/**
 * 1,000 clients, each from its own address, asking the proxy for list pages no one asked for
 * before (so none comes from its cache): how many the app serves, how many the proxy refuses
 * with 503, and how long any answer takes.
 */
async function overloadRun(url: string): Promise<OverloadRun> {
  const run = await httpLoad({ url, path: FRESH_LIST_PATH, connections: OVERLOAD_CONNECTIONS })
  const errors = Object.values(run.errors).reduce((sum, n) => sum + n, 0)
  return {
    path: FRESH_LIST_PATH.replace('{n}', '<n>'),
    connections: OVERLOAD_CONNECTIONS,
    seconds: SECONDS,
    requests: run.requests,
    ok: run.ok,
    shed: run.shed,
    failed: run.requests - run.ok - run.shed,
    connectionErrors: errors,
    p50Ms: run.p50Ms,
    p99Ms: run.p99Ms,
    shedP99Ms: run.shedP99Ms,
  }
}

async function benchPages(): Promise<PagesResult> {
  if (!nginxAvailable()) throw new Error('nginx is not installed: apt-get install -y nginx')
  const server = await startServer('pages', PORT, {})
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'))
  // One machine stands in for many visitors: the per-client request rate is lifted so that the
  // run measures the proxy and the app, not the limit (every other line is the shipped file's).
  const proxy = await startNginx({
    listenPort: PROXY_PORT,
    appPort: PORT,
    dir,
    clientRate: '100000r/s',
  })
  try {
    // A list page that does not exist yet in this build is left out, and said.
    const lists: string[] = []
    for (const path of LIST_PATHS) {
      const response = await fetch(proxy.url + path)
      if (response.ok) lists.push(path)
      else console.warn(`Leaving out ${path}: it answered ${response.status}.`)
    }
    const paths = [STATIC_PATH, ...lists]
    const sizes = new Map<string, number>()
    for (const path of paths) {
      sizes.set(path, await htmlKiB(proxy.url + path))
      // Warm-up, not reported: the proxy's cache holds each page after its first answer.
      await httpLoad({ url: proxy.url, path, connections: CONNECTIONS, seconds: 3 })
    }
    const sizesOfLists = await listSizes(proxy.url)

    await httpLoad({
      url: proxy.url,
      path: FRESH_LIST_PATH,
      connections: FIRST_RENDER_CONNECTIONS,
      seconds: FIRST_RENDER_WARMUP_SECONDS,
    })

    const runs = new Map<string, LoadRun[]>(paths.map((path) => [path, []]))
    const firstRuns: LoadRun[] = []
    for (let run = 1; run <= RUNS; run++) {
      console.log(`Pages: run ${run} of ${RUNS}`)
      for (const path of paths)
        runs.get(path)!.push(await httpLoad({ url: proxy.url, path, connections: CONNECTIONS }))
      // As a visitor gets it: every request a list query of its own, so the proxy's cache misses,
      // Next renders it and nginx compresses it (the proxy asks the app for none).
      firstRuns.push(
        await httpLoad({
          url: proxy.url,
          path: FRESH_LIST_PATH,
          connections: FIRST_RENDER_CONNECTIONS,
          expect: 'Universities worldwide',
        }),
      )
    }
    const overloads: OverloadRun[] = []
    for (let run = 1; run <= RUNS; run++) {
      console.log(`Pages: overload, ${OVERLOAD_CONNECTIONS} connections, run ${run} of ${RUNS}`)
      overloads.push(await overloadRun(proxy.url))
    }
    const overload = summariseOverload(overloads)
    const staticSummary = summariseRuns(runs.get(STATIC_PATH)!)
    const page = (path: string, summary: LoadSummary, size: number): PageLoad => ({
      path,
      ...summary,
      htmlKiB: size,
      ratio: summary.requestsPerSecond / staticSummary.requestsPerSecond,
    })
    return {
      machine: machineInfo(),
      connections: CONNECTIONS,
      seconds: SECONDS,
      staticPage: page(STATIC_PATH, staticSummary, sizes.get(STATIC_PATH)!),
      lists: lists.map((path) => page(path, summariseRuns(runs.get(path)!), sizes.get(path)!)),
      firstRender: {
        ...page(
          FRESH_LIST_PATH.replace('{n}', '<n>'),
          summariseRuns(firstRuns),
          sizes.get(lists[0] ?? STATIC_PATH) ?? 0,
        ),
        connections: FIRST_RENDER_CONNECTIONS,
        via: 'proxy',
        warmupSeconds: FIRST_RENDER_WARMUP_SECONDS,
      },
      overload,
      listSizes: sizesOfLists,
      peakMemoryMiB: server.peakMemoryMiB(),
    }
  } finally {
    await proxy.stop()
    await server.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * The first-render row again on the shape docs/deploy.md gives a machine of more than one core:
 * two instances on one PostgreSQL and Redis, both in the proxy's upstream (one line each).
 */
async function firstRenderOnTwoInstances(): Promise<FirstRenderLoad> {
  await freshBenchDatabase()
  const env = { DATABASE_URL: databaseUrl(BENCH_DATABASE), REDIS_URL }
  const ports = [PORT + 2, PORT + 3]
  const servers: Awaited<ReturnType<typeof startServer>>[] = []
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-two-'))
  let proxy: Awaited<ReturnType<typeof startNginx>> | undefined
  try {
    // One after the other: the first loads the open data, the second finds it loaded.
    for (const [index, port] of ports.entries()) {
      const server = await startServer(`two-${index + 1}`, port, env)
      servers.push(server)
      for (const path of DATA_PATHS) await html(server.url + path)
    }
    proxy = await startNginx({
      listenPort: PORT + 4,
      appPort: ports,
      dir,
      clientRate: '100000r/s',
    })
    const options = {
      url: proxy.url,
      path: FRESH_LIST_PATH,
      connections: FIRST_RENDER_CONNECTIONS,
      expect: 'Universities worldwide',
    }
    await httpLoad({ ...options, seconds: FIRST_RENDER_WARMUP_SECONDS })
    const runs: LoadRun[] = []
    for (let run = 1; run <= RUNS; run++) {
      console.log(`Pages: first render on two instances, run ${run} of ${RUNS}`)
      runs.push(await httpLoad(options))
    }
    const summary = summariseRuns(runs)
    return {
      path: FRESH_LIST_PATH.replace('{n}', '<n>'),
      ...summary,
      htmlKiB:
        Buffer.byteLength(await html(proxy.url + '/universities?search=university&page=2')) / 1024,
      ratio: Number.NaN,
      connections: FIRST_RENDER_CONNECTIONS,
      via: 'proxy',
      warmupSeconds: FIRST_RENDER_WARMUP_SECONDS,
    }
  } finally {
    await proxy?.stop()
    for (const server of servers) await server.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Clients at once on a back-office list: a few staff at work together. */
const OFFICE_CONNECTIONS = 4
const OFFICE_EDITOR = { email: 'bench.editor@example.org', name: 'Bench Editor' }

/** A record list's addresses: the whole list, a search, and each filter. */
function officeList<F extends string>(
  title: string,
  href: (state: RecordListState<F>) => string,
  filters: readonly ('all' | F)[],
  search: string,
) {
  const all = href({ q: '', filter: 'all' })
  return {
    path: all,
    // The list's heading: the page itself, not the sign-in page, even if that came with a 200.
    marker: `>${title}</h1>`,
    urls: [
      all,
      href({ q: search, filter: 'all' }),
      ...filters.flatMap((filter) => (filter === 'all' ? [] : [href({ q: '', filter })])),
    ],
  }
}

const OFFICE_LISTS = [
  {
    ...officeList('Awards', awardListHref, AWARD_LIST_FILTERS, 'university'),
    table: 'curated_awards',
  },
  {
    ...officeList('Universities', profileListHref, PROFILE_LIST_FILTERS, 'university'),
    table: 'university_profiles',
  },
  {
    ...officeList('University deadlines', deadlineListHref, DEADLINE_LIST_FILTERS, 'university'),
    table: 'university_deadlines',
  },
  {
    ...officeList('Destination costs', costListHref, COST_LIST_FILTERS, 'visa'),
    table: 'destination_costs',
  },
]

/** Signs in once (sign-in is rate limited per e-mail and client) and returns the Cookie header. */
async function signIn(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/staff/login`, {
    method: 'POST',
    // The login refuses a request whose Origin is not the server's own.
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password }),
  })
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  if (!response.ok || !cookie)
    throw new Error(`Signing in answered ${response.status}: ${await response.text()}`)
  return cookie
}

/**
 * Each back-office record list as staff get it: an editor signed in, 4 connections asking the
 * list's addresses in turn straight from `next start` (private pages: each rendered by Next), on
 * the embedded database with the full open data loaded; then the records counted in it.
 */
async function benchOffice(): Promise<OfficeResult> {
  const password = randomBytes(18).toString('base64url')
  const env = { SESSION_SECRET: randomBytes(32).toString('hex') }
  const server = await startServer('office', PORT, env, {
    // The account first: PGlite lets one process at a time open the folder.
    prepare: (dataDir) => {
      const create = spawnSync(
        'npm',
        [
          'run',
          '--silent',
          'staff:create',
          '--',
          '--email',
          OFFICE_EDITOR.email,
          '--name',
          OFFICE_EDITOR.name,
          '--role',
          'editor',
        ],
        {
          stdio: 'inherit',
          env: {
            ...process.env,
            NODE_ENV: 'production',
            DATA_DIR: dataDir,
            STAFF_PASSWORD: password,
            ...env,
          },
        },
      )
      if (create.status !== 0) throw new Error('`npm run staff:create` failed.')
    },
  })
  try {
    const cookie = await signIn(server.url, OFFICE_EDITOR.email, password)
    const load = (list: (typeof OFFICE_LISTS)[number], seconds = SECONDS) =>
      httpLoad({
        url: server.url,
        path: list.urls,
        connections: OFFICE_CONNECTIONS,
        seconds,
        headers: { cookie },
        expect: list.marker,
      })
    for (const list of OFFICE_LISTS) {
      for (const url of list.urls) {
        const response = await fetch(server.url + url, { headers: { cookie }, redirect: 'manual' })
        const text = await response.text()
        if (response.status !== 200 || !text.includes(list.marker))
          console.warn(
            `${url} answered ${response.status}${response.headers.has('location') ? ` to ${response.headers.get('location')}` : ''}, not the list page: its runs will count failures.`,
          )
      }
      await load(list, 3) // warm-up, not reported
    }
    const runs = new Map<string, LoadRun[]>(OFFICE_LISTS.map((list) => [list.path, []]))
    for (let run = 1; run <= RUNS; run++) {
      console.log(`Back office: run ${run} of ${RUNS}`)
      for (const list of OFFICE_LISTS) runs.get(list.path)!.push(await load(list))
    }
    const peakMemoryMiB = server.peakMemoryMiB()
    const failed = [...runs.values()].flat().some((run) => run.failed > 0)
    if (failed) console.warn(`Back office: failures; server stderr:\n${server.stderrTail()}`)
    await server.stop() // PGlite is read after its server has let go of the folder
    const counts = await countPgliteRows(server.dataDir, [
      'institutions',
      'programmes',
      ...OFFICE_LISTS.map((list) => list.table),
    ])
    const lists: OfficeList[] = OFFICE_LISTS.map((list) => ({
      path: list.path,
      urls: list.urls,
      records: counts[list.table]!,
      ...summariseRuns(runs.get(list.path)!),
    }))
    return {
      machine: machineInfo(),
      connections: OFFICE_CONNECTIONS,
      seconds: SECONDS,
      lists,
      institutions: counts.institutions!,
      programmes: counts.programmes!,
      peakMemoryMiB,
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
  const pinning = pinAwayFromServer()
  const server = await startServer(
    `apply-${database.toLowerCase()}`,
    PORT,
    // Straight to `next start`, each request with an address of its own, as a proxy writes it.
    { TRUST_PROXY: '1', ...env },
    { cpu: pinning.serverCpu },
  )
  const nextAddress = addressSource()
  // Each application from an address of its own, as autocannon and the paced runs send them.
  const applyHeaders = () => ({
    'content-type': 'application/json',
    'x-forwarded-for': nextAddress(),
  })
  const body = JSON.stringify(validApplication({}, intakeYears(new Date())[1]))
  const options: autocannon.Options = {
    url: `${server.url}/api/apply`,
    requests: [
      {
        method: 'POST',
        path: '/api/apply',
        setupRequest: (request) => ({
          ...request,
          headers: applyHeaders(),
          body,
        }),
      },
    ],
  }
  try {
    // Runs of a fixed number of requests, each waited for, so every answer is counted.
    let accepted = 0
    let rejected = 0
    const refusals: Failures = {}
    const run = async (extra: Partial<autocannon.Options>) => {
      const result = await load({ ...options, ...extra })
      accepted += result.accepted
      rejected += result.failed
      addFailures(refusals, result.failures)
      return result
    }
    await run({ amount: 500, connections: 20 }) // warm-up, not reported
    const capacity: LoadRun[] = []
    const atRate: LoadRun[] = []
    const bursts: LoadRun[] = []
    for (let round = 1; round <= RUNS; round++) {
      console.log(`Apply on ${database}: run ${round} of ${RUNS}`)
      // As fast as 50 clients can go: the most the server accepts per second.
      capacity.push(await run({ amount: APPLY_CAPACITY_REQUESTS }))
      // 300 a second, evenly spaced, on up to 50 connections: the latency students see at that load.
      const paced = await pacedLoad({
        url: server.url,
        rate: APPLY_RATE,
        amount: APPLY_RATE * SECONDS,
        connections: CONNECTIONS,
        request: () => ({
          method: 'POST',
          path: '/api/apply',
          headers: applyHeaders(),
          body,
        }),
      })
      accepted += paced.accepted
      rejected += paced.failed
      addFailures(refusals, paced.failures)
      atRate.push(paced)
      // The same 300 a second as autocannon sends them: each second's share at once.
      bursts.push(await run({ amount: APPLY_RATE * SECONDS, overallRate: APPLY_RATE }))
    }
    const peakMemoryMiB = server.peakMemoryMiB()
    // Why any were refused: the server logs its failures (codes only, no personal data) to stderr.
    if (rejected > 0)
      console.warn(
        `${database}/${rateLimitStore}: ${rejected} refused; server stderr:\n${server.stderrTail()}`,
      )
    await server.stop() // PGlite is read after its server has let go of the folder
    const latency = summariseRuns(atRate)
    const burst = summariseRuns(bursts)
    return {
      database,
      rateLimitStore,
      connections: CONNECTIONS,
      rate: APPLY_RATE,
      capacityPerSecond: summariseRuns(capacity).requestsPerSecond,
      acceptedPerSecondAtRate: latency.requestsPerSecond,
      p50Ms: latency.p50Ms,
      p99Ms: latency.p99Ms,
      burstP50Ms: burst.p50Ms,
      burstP99Ms: burst.p99Ms,
      accepted,
      rejected,
      refusals,
      rowsAfter: await countRows(server.dataDir),
      peakMemoryMiB,
      pinning: pinning.note,
    }
  } finally {
    await server.stop()
    pinning.undo()
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

/** An empty benchmark database, so the row count afterwards is this run's alone. */
async function freshBenchDatabase() {
  await withAdmin(async (client) => {
    await client.query(`drop database if exists ${BENCH_DATABASE} with (force)`)
    await client.query(`create database ${BENCH_DATABASE}`)
  })
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

/** Rows in each of `tables` of an embedded database its server has let go of. */
async function countPgliteRows(dataDir: string, tables: string[]) {
  const { PGlite } = await import('@electric-sql/pglite')
  const db = await PGlite.create(dataDir)
  try {
    const counts: Record<string, number> = {}
    for (const table of tables) {
      const result = await db.query<{ count: number }>(
        `select count(*)::int as count from ${table}`,
      )
      counts[table] = result.rows[0]?.count ?? Number.NaN
    }
    return counts
  } finally {
    await db.close()
  }
}

async function countPgliteApplications(dataDir: string) {
  return (await countPgliteRows(dataDir, ['applications'])).applications!
}

async function redisAnswers(skipped: string[]) {
  const { Redis } = await import('ioredis')
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 })
  try {
    await redis.connect()
    await redis.flushdb()
    return true
  } catch (error) {
    skipped.push(`Redis at ${REDIS_URL} (set BENCH_REDIS_URL): ${(error as Error).message}`)
    return false
  } finally {
    redis.disconnect()
  }
}

async function main() {
  ensureBuild()
  const results: ServerResults = { machine: machineInfo(), apply: [], skipped: [] }
  const previous = loadResults<ServerResults>('server.json')
  results.queries = benchQueriesApart()
  results.memory = [await memoryAtRest('PGlite (embedded)', {})]
  try {
    await freshBenchDatabase()
    results.memory.push(
      await memoryAtRest('PostgreSQL', { DATABASE_URL: databaseUrl(BENCH_DATABASE) }),
    )
  } catch (error) {
    results.skipped.push(`Memory on PostgreSQL: ${(error as Error).message}`)
  }
  // A part left out keeps its rows from the last run that had it, and says so.
  const carriedNote = ' in this run (BENCH_PARTS='
  const carry = (what: string) =>
    results.skipped.push(
      `${what}${carriedNote}${[...PARTS].join(',')}): the rows are carried over from the run of ${previous!.machine.date}.`,
    )
  if (PARTS.has('pages')) {
    results.pages = await benchPages()
    try {
      if (await redisAnswers(results.skipped))
        results.pages.firstRenderTwoInstances = await firstRenderOnTwoInstances()
    } catch (error) {
      results.skipped.push(`First render on two instances: ${(error as Error).message}`)
    }
  } else if ((results.pages = previous?.pages)) carry('The pages')
  if (PARTS.has('office')) results.office = await benchOffice()
  else if ((results.office = previous?.office)) carry('The back-office lists')
  if (!PARTS.has('apply')) {
    results.apply = previous?.apply ?? []
    if (results.apply.length) carry('POST /api/apply')
    // What the earlier run left out, and why, still holds for the rows it passes on.
    const earlier = (previous?.skipped ?? []).filter(
      (line) => !line.includes(carriedNote) && !results.skipped.includes(line),
    )
    results.skipped.push(...earlier)
    saveResults('server.json', results)
    return
  }

  let postgresReady = false
  try {
    await freshBenchDatabase()
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
  // The same on a fresh database, with the rate limits counted in Redis instead.
  if (postgresReady && (await redisAnswers(results.skipped))) {
    await freshBenchDatabase()
    const url = databaseUrl(BENCH_DATABASE)
    results.apply.push(
      await benchApply('PostgreSQL', 'Redis', { DATABASE_URL: url, REDIS_URL }, () =>
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
