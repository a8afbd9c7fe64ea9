// Runs only from `npm run test:services`, after a build: the scheduled refresh works from what a
// Vercel function holds. Vercel ships a route with the files its traces list (`*.nft.json`) and
// the build output, nothing else; this copies exactly those (and Next's own package, which Vercel
// brings itself) into an empty folder, starts the server there as on Vercel (`VERCEL=1`, a
// PostgreSQL database) and runs a monthly refresh through the route. Needs the shared data folder
// (read as the publishers' files through DATA_REFRESH_OFFLINE_DIR).
import { spawn, type ChildProcess } from 'node:child_process'
import {
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { Client } from 'pg'

import { freshDatabases } from '@/test/fresh-database'
import { waitForServer } from '@/test/next-server'
import { writeFixtureTables } from '@/test/open-data-fixture'

const ROOT = process.cwd()
const NEXT_DIR = path.join(ROOT, '.next')
const SHARED = process.env.SHARED_DATA_DIR ?? '/work/shared/data'
const SERVER_URL = process.env.TEST_DATABASE_URL
const PORT = Number(process.env.SERVICES_PORT ?? 3472) + 4
const SECRET = 'cron-secret-for-the-bundle-test'

/** The project-relative paths a trace file lists. */
function traced(traceFile: string): string[] {
  const { files } = JSON.parse(readFileSync(traceFile, 'utf8')) as { files: string[] }
  return files.map((file) => path.relative(ROOT, path.resolve(path.dirname(traceFile), file)))
}

/** Hard links of every file under `from` (same disk: nothing is copied). */
function linkTree(from: string, to: string) {
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    const target = path.join(to, path.relative(from, file))
    if (existsSync(target)) continue
    mkdirSync(path.dirname(target), { recursive: true })
    linkSync(file, target)
  }
}

// What Vercel puts in the cron route's function: its own trace and those of the code every request
// passes through (instrumentation, proxy).
const TRACES = [
  path.join(NEXT_DIR, 'server', 'app', 'api', 'cron', 'refresh', 'route.js.nft.json'),
  path.join(NEXT_DIR, 'next-server.js.nft.json'),
  path.join(NEXT_DIR, 'server', 'instrumentation.js.nft.json'),
  path.join(NEXT_DIR, 'server', 'middleware.js.nft.json'),
]

describe('the cron route run from the files Vercel ships', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'cron-bundle-'))
  const app = path.join(work, 'app')
  const databases = freshDatabases(SERVER_URL ?? '', 'cron_bundle')
  let databaseUrl = ''
  let fixtureTables = ''
  let server: ChildProcess | undefined
  let output = ''

  beforeAll(async () => {
    if (!SERVER_URL) throw new Error('TEST_DATABASE_URL is required (npm run test:services)')
    if (!existsSync(path.join(NEXT_DIR, 'BUILD_ID')))
      throw new Error('Build the app first (npm run build).')
    if (!existsSync(path.join(SHARED, 'open')))
      throw new Error(`The shared data folder ${SHARED} has no open/ folder (set SHARED_DATA_DIR).`)
    databaseUrl = await databases.create()
    fixtureTables = await writeFixtureTables()

    for (const file of new Set(TRACES.flatMap(traced))) {
      const from = path.join(ROOT, file)
      if (file.startsWith('..') || file.startsWith('.next/') || !existsSync(from)) continue
      mkdirSync(path.dirname(path.join(app, file)), { recursive: true })
      linkSync(from, path.join(app, file))
    }
    for (const dir of ['next', '@next'])
      linkTree(path.join(ROOT, 'node_modules', dir), path.join(app, 'node_modules', dir))
    cpSync(NEXT_DIR, path.join(app, '.next'), {
      recursive: true,
      filter: (from) => !/\.next\/(cache|dev|diagnostics|trace)/.test(from),
    })
    // How `output: 'standalone'` starts a traced copy: the build's configuration, no next.config.ts.
    const { config } = JSON.parse(
      readFileSync(path.join(NEXT_DIR, 'required-server-files.json'), 'utf8'),
    ) as { config: unknown }
    writeFileSync(
      path.join(app, 'server.js'),
      [
        `const config = ${JSON.stringify(config)}`,
        `process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config)`,
        `require('next/dist/server/lib/start-server').startServer({ dir: __dirname, isDev: false, config, hostname: '127.0.0.1', port: ${PORT}, allowRetry: false })`,
      ].join('\n'),
    )
    mkdirSync(path.join(work, 'tmp'))
    server = spawn(process.execPath, ['server.js'], {
      cwd: app,
      detached: true,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        VERCEL: '1',
        TMPDIR: path.join(work, 'tmp'),
        DATABASE_URL: databaseUrl,
        CRON_SECRET: SECRET,
        // A small start-up load: the refresh brings the full data.
        OPEN_DATA_DIR: fixtureTables,
        DATA_REFRESH_OFFLINE_DIR: SHARED,
      },
    })
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    await waitForServer(`http://127.0.0.1:${PORT}`, server).catch((error: Error) => {
      throw new Error(`${error.message}:\n${output.slice(-4000)}`)
    })
  }, 180_000)

  afterAll(async () => {
    if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGKILL')
    await databases.dropAll()
    for (const dir of [work, fixtureTables]) if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it('imports every source in the function and loads the database, caching under tmpdir()', async () => {
    const response = await fetch(`http://127.0.0.1:${PORT}/api/cron/refresh?only=all`, {
      headers: { authorization: `Bearer ${SECRET}` },
      signal: AbortSignal.timeout(280_000),
    })
    const body = (await response.json()) as {
      loaded: boolean
      message: string | null
      sources: { id: string; result: string }[]
    }
    if (response.status !== 200) console.error(output.slice(-4000))
    expect([response.status, body.loaded, body.message]).toEqual([200, true, null])
    expect(body.sources.find((s) => s.id === 'cricos')?.result).toBe('refreshed')
    expect(
      existsSync(path.join(work, 'tmp', 'study-abroad-open-cache', 'refresh-manifest.json')),
    ).toBe(true)

    const client = new Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      const { rows } = await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM programmes',
      )
      // The full data, where the start-up load brought the fixture's few programmes.
      expect(rows[0]!.n).toBeGreaterThan(10_000)
    } finally {
      await client.end()
    }
  }, 300_000)
})
