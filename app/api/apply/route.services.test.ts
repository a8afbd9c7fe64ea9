// Runs only from `npm run test:services` (see .ci/run), against real PostgreSQL and Redis servers.
import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { request } from 'node:http'

import { Client } from 'pg'

import { application, describeApplyRoute } from '@/test/apply-route-suite'
import { nextStartArgs, waitForServer } from '@/test/next-server'

// References are drawn with randomInt: one test draws a taken one on purpose (test/forced-random.ts).
jest.mock('node:crypto', () =>
  jest
    .requireActual<typeof import('@/test/forced-random')>('@/test/forced-random')
    .cryptoWithForcedRandomInt(),
)

const DATABASE_URL = process.env.TEST_DATABASE_URL
const REDIS_URL = process.env.TEST_REDIS_URL
if (!DATABASE_URL || !REDIS_URL) {
  throw new Error(
    'Service tests need TEST_DATABASE_URL and TEST_REDIS_URL (a PostgreSQL and a Redis server).',
  )
}

const databases: string[] = []

/** A new, empty database on the test server, dropped after the run. */
async function freshDatabase(): Promise<string> {
  const name = `apply_test_${randomUUID().replace(/-/g, '').slice(0, 12)}`
  const admin = new Client({ connectionString: DATABASE_URL })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  databases.push(name)
  const url = new URL(DATABASE_URL!)
  url.pathname = `/${name}`
  return url.toString()
}

afterAll(async () => {
  const admin = new Client({ connectionString: DATABASE_URL })
  await admin.connect()
  for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await admin.end()
})

describeApplyRoute('PostgreSQL and Redis', async () => ({
  DATABASE_URL: await freshDatabase(),
  REDIS_URL,
}))
describeApplyRoute('PostgreSQL for data and rate limits', async () => ({
  DATABASE_URL: await freshDatabase(),
}))

describe('two server instances sharing PostgreSQL and Redis', () => {
  const servers: ChildProcess[] = []
  const ports = [3411, 3412]
  let databaseUrl: string

  beforeAll(async () => {
    if (!existsSync('.next/BUILD_ID'))
      throw new Error('Build the app first (npm run build): this test starts `npm start` twice.')
    databaseUrl = await freshDatabase()
    for (const port of ports) {
      const server = spawn(process.execPath, nextStartArgs(port), {
        env: {
          ...process.env,
          PORT: String(port),
          DATABASE_URL: databaseUrl,
          REDIS_URL,
          NODE_ENV: 'production',
          SESSION_SECRET: 'services-test-secret-0123456789abcdef',
        },
        stdio: 'ignore',
      })
      servers.push(server)
    }
    for (const [i, port] of ports.entries())
      await waitForServer(`http://127.0.0.1:${port}`, servers[i])
  }, 90_000)

  afterAll(() => servers.forEach((server) => server.kill('SIGTERM')))

  it('refuses the 4th application from one client whichever instance receives it', async () => {
    // A loopback source address of its own, so counters left in Redis by earlier runs do not interfere.
    const client = `127.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push(await postFrom(client, ports[i % 2]!, application()))
    expect(statuses).toEqual([201, 201, 201, 429])
    const db = new Client({ connectionString: databaseUrl })
    await db.connect()
    const { rows } = await db.query('SELECT count(*)::int AS n FROM applications')
    await db.end()
    expect(rows[0].n).toBe(3)
  }, 60_000)
})

function postFrom(localAddress: string, port: number, body: unknown): Promise<number> {
  const payload = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/apply',
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}
