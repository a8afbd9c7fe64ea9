// Runs only from `npm run test:services`, against real PostgreSQL and Redis servers and a build.
import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'

import { Client } from 'pg'

import { saveCheveningClosing, signInEditor } from '@/test/award-edit'
import { saveMastersDay } from '@/test/deadline-edit'
import { nextStartArgs, waitForServer } from '@/test/next-server'

const DATABASE_URL = process.env.TEST_DATABASE_URL
const REDIS_URL = process.env.TEST_REDIS_URL
if (!DATABASE_URL || !REDIS_URL)
  throw new Error('Service tests need TEST_DATABASE_URL and TEST_REDIS_URL.')

const name = `revalidate_test_${randomUUID().replace(/-/g, '').slice(0, 12)}`
const databaseUrl = (() => {
  const url = new URL(DATABASE_URL)
  url.pathname = `/${name}`
  return url.toString()
})()

async function admin(query: string) {
  const client = new Client({ connectionString: DATABASE_URL })
  await client.connect()
  await client.query(query)
  await client.end()
}

const ports = [3421, 3422] as const
const servers: ChildProcess[] = []
const base = (port: number) => `http://127.0.0.1:${port}/api/test/cache-probe`

const read = async (port: number, key: string) =>
  ((await (await fetch(`${base(port)}?key=${key}`)).json()) as { value: string | null }).value

const write = (port: number, key: string, value: string) =>
  fetch(base(port), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key, value }),
  })

/** Milliseconds until `port` answers `value` for `key`, polling; Infinity after 5 s. */
async function timeUntil(port: number, key: string, value: string) {
  const started = Date.now()
  while (Date.now() - started < 5_000) {
    if ((await read(port, key)) === value) return Date.now() - started
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return Infinity
}

beforeAll(async () => {
  if (!existsSync('.next/BUILD_ID')) throw new Error('Build the app first (npm run build).')
  await admin(`CREATE DATABASE ${name}`)
  for (const port of ports)
    servers.push(
      spawn(process.execPath, nextStartArgs(port), {
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          REDIS_URL,
          NODE_ENV: 'production',
          ENABLE_TEST_ROUTES: '1',
          SESSION_SECRET: 'services-test-secret-0123456789abcdef',
        },
        stdio: 'ignore',
      }),
    )
  // One after the other: the first runs the migrations and loads the open data.
  for (const [i, port] of ports.entries())
    await waitForServer(`http://127.0.0.1:${port}`, servers[i], 180_000)
}, 400_000)

afterAll(async () => {
  servers.forEach((server) => server.kill('SIGTERM'))
  await new Promise((resolve) => setTimeout(resolve, 500))
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
})

it('a change saved through one instance shows on the other within 5 seconds', async () => {
  const [a, b] = ports
  const key = `probe-${randomUUID().slice(0, 8)}`
  expect((await write(a, key, 'first')).status).toBe(200)
  expect(await timeUntil(b, key, 'first')).toBeLessThan(5_000)
  // Let the first write's message land before the copy below is cached: it would drop it.
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  expect(await read(b, key)).toBe('first')

  // The other instance serves its cached copy: a change behind its back stays unseen...
  const db = new Client({ connectionString: databaseUrl })
  await db.connect()
  await db.query('UPDATE cache_probes SET value = $1 WHERE key = $2', ['behind-its-back', key])
  await db.end()
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(await read(b, key)).toBe('first')

  // ...and a change through the first instance reaches it, each way, every time.
  for (let i = 0; i < 5; i++) {
    const [from, to] = i % 2 ? [b, a] : [a, b]
    expect((await write(from, key, `edit-${i}`)).status).toBe(200)
    expect(await read(from, key)).toBe(`edit-${i}`)
    expect(await timeUntil(to, key, `edit-${i}`)).toBeLessThan(5_000)
  }
}, 120_000)

it("the loopback route refuses anyone without this process's token", async () => {
  const response = await fetch(`http://127.0.0.1:${ports[0]}/api/cache/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-token': 'guess' },
    body: JSON.stringify({ tags: ['probe:x'] }),
  })
  expect(response.status).toBe(404)
})

it('an award edited through one instance shows on the other within 5 seconds', async () => {
  const [a, b] = ports
  const origin = `http://127.0.0.1:${a}`
  const session = await signInEditor(databaseUrl, origin)
  const page = `http://127.0.0.1:${b}/scholarships/chevening-scholarships`
  // The other instance has the page cached before the edit.
  expect(await (await fetch(page)).text()).not.toContain('20 January 2027')

  const save = await saveCheveningClosing(origin, session, '2027-01-20')
  expect(save.status).toBe(200)
  const started = Date.now()
  let shown = false
  while (!shown && Date.now() - started < 5_000) {
    shown = (await (await fetch(page)).text()).includes('20 January 2027')
    if (!shown) await new Promise((resolve) => setTimeout(resolve, 100))
  }
  expect(shown).toBe(true)
}, 60_000)

it("a university's deadline edited through one instance shows on the other within 5 seconds", async () => {
  const [a, b] = ports
  const origin = `http://127.0.0.1:${a}`
  const session = await signInEditor(databaseUrl, origin)
  const page = `http://127.0.0.1:${b}/universities/university-of-copenhagen?level=postgraduate`
  // The other instance has the page cached before the edit.
  expect(await (await fetch(page)).text()).not.toContain('28 February 2027')

  const save = await saveMastersDay(
    databaseUrl,
    origin,
    session,
    'university-of-copenhagen',
    '2027-02-28',
  )
  expect(save.status).toBe(200)
  const started = Date.now()
  let shown = false
  while (!shown && Date.now() - started < 5_000) {
    shown = (await (await fetch(page)).text()).includes('28 February 2027')
    if (!shown) await new Promise((resolve) => setTimeout(resolve, 100))
  }
  expect(shown).toBe(true)
}, 60_000)
