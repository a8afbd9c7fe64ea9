// Runs only from `npm run test:services`, against a build (npm run build) and the shared data
// folder: the built site on the embedded database (PGlite) refreshes every source through its cron
// route (data:refresh imports in a child process, the site loads its own folder) while ten
// visitors keep asking for the list pages. No page may fail or take a second at the 99th
// percentile, and the run must end within 120 s.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { nextStartArgs, waitForServer } from '@/test/next-server'

const SHARED = process.env.SHARED_DATA_DIR ?? '/work/shared/data'
if (!existsSync(path.join(SHARED, 'open')))
  throw new Error(`The shared data folder ${SHARED} has no open/ folder (set SHARED_DATA_DIR).`)

const PORT = Number(process.env.REFRESH_LOAD_PORT ?? 3473)
const origin = `http://127.0.0.1:${PORT}`
const SECRET = 'cron-secret-for-the-load-test'
const PAGES = ['/programmes', '/institutions', '/universities']
const work = mkdtempSync(path.join(tmpdir(), 'refresh-load-'))

let server: ChildProcess | undefined
let output = ''

type Load = { requests: number; failures: string[]; latencies: number[] }

/** Ten visitors, each asking for the next page as soon as the last one arrived, until stopped. */
function pageLoad() {
  const load: Load = { requests: 0, failures: [], latencies: [] }
  let running = true
  const visitor = async (n: number) => {
    for (let i = n; running; i++) {
      const page = PAGES[i % PAGES.length]!
      const started = performance.now()
      try {
        const response = await fetch(`${origin}${page}`, { signal: AbortSignal.timeout(30_000) })
        await response.arrayBuffer()
        load.latencies.push(performance.now() - started)
        if (response.status !== 200) load.failures.push(`${page}: ${response.status}`)
      } catch (error) {
        load.failures.push(`${page}: ${(error as Error).message}`)
      }
      load.requests++
    }
  }
  const visitors = Array.from({ length: 10 }, (_, n) => visitor(n))
  return {
    load,
    stop: async () => {
      running = false
      await Promise.all(visitors)
    },
  }
}

const p99 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.99)]

beforeAll(async () => {
  if (!existsSync('.next/BUILD_ID')) throw new Error('Build the app first (npm run build)')
  const environment: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: path.join(work, 'pglite'),
    CRON_SECRET: SECRET,
    DATA_REFRESH_CACHE_DIR: path.join(work, 'cache'),
    DATA_REFRESH_OFFLINE_DIR: path.join(SHARED, 'open'),
    SESSION_SECRET: 'services-test-secret-0123456789abcdef',
  }
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'NODE_OPTIONS']) delete environment[key]
  server = spawn(process.execPath, nextStartArgs(PORT), {
    env: environment,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  // A fresh folder: the first start loads the committed data before it serves.
  await waitForServer(origin, server, 180_000)
  for (const page of PAGES) {
    const response = await fetch(`${origin}${page}`)
    await response.arrayBuffer()
    expect([page, response.status]).toEqual([page, 200])
  }
}, 240_000)

afterAll(async () => {
  const child = server
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
  rmSync(work, { recursive: true, force: true })
})

it('refreshes every source on PGlite within 120 s while pages answer 200 within 1 s (p99)', async () => {
  const { load, stop } = pageLoad()
  const started = Date.now()
  const response = await fetch(`${origin}/api/cron/refresh?only=all`, {
    headers: { authorization: `Bearer ${SECRET}` },
    signal: AbortSignal.timeout(300_000),
  })
  const body = (await response.json()) as {
    loaded?: boolean
    sources?: { id: string; result: string }[]
  }
  const seconds = (Date.now() - started) / 1000
  await stop()
  console.log(
    `cron refresh (all sources, --offline) on PGlite: ${seconds.toFixed(1)} s; ` +
      `${load.requests} page requests during it, p99 ${p99(load.latencies)?.toFixed(0)} ms, ` +
      `${load.failures.length} failed`,
  )
  expect([response.status, body.loaded]).toEqual([200, true])
  expect(
    body.sources?.filter((s) => s.result !== 'refreshed').map((s) => [s.id, s.result]),
  ).toEqual([['scorecard-fos', 'absent']])
  expect(load.failures).toEqual([])
  expect(load.requests).toBeGreaterThan(30)
  expect(p99(load.latencies)).toBeLessThan(1000)
  expect(seconds).toBeLessThan(120)
  // Still serving after the run.
  expect((await fetch(`${origin}/programmes`)).status).toBe(200)
  if (server?.exitCode !== null) throw new Error(`The server stopped:\n${output}`)
}, 300_000)
