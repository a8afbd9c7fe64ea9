// Runs only from `npm run test:services`: the database (and so the rate-limit store) taken away
// behind a TCP proxy, at start-up and after it, then brought back.
import { randomUUID } from 'node:crypto'

import { application, applyRequest } from '@/test/apply-route-suite'
import { freshDatabases } from '@/test/fresh-database'
import {
  contactMessage,
  contactRequest,
  loadHardenedApp,
  rowCounts,
  type HardenedApp,
} from '@/test/hardening-suite'
import {
  cookieOf,
  createTestApplication,
  createTestStaff,
  staffCalls,
  unloadApp,
} from '@/test/staff-app'
import { tcpProxy } from '@/test/tcp-proxy'

const DATABASE_URL = process.env.TEST_DATABASE_URL
const REDIS_URL = process.env.TEST_REDIS_URL
if (!DATABASE_URL || !REDIS_URL) {
  throw new Error(
    'Service tests need TEST_DATABASE_URL and TEST_REDIS_URL (a PostgreSQL and a Redis server).',
  )
}

const databases = freshDatabases(DATABASE_URL, 'outage_test')
afterAll(() => databases.dropAll())

async function proxiedDatabase() {
  const url = new URL(await databases.create())
  const proxy = await tcpProxy({ host: url.hostname, port: Number(url.port || 5432) })
  const proxied = new URL(url)
  proxied.hostname = '127.0.0.1'
  proxied.port = String(proxy.port)
  return { proxy, url: proxied.toString() }
}

/**
 * Every writing route once; each must answer within 5 s. Sign-out (which ends `cookie`'s session)
 * is left out once the database is back, where the other staff routes still need the cookie.
 */
async function everyWritingRoute(
  app: HardenedApp,
  cookie: string,
  reference: string,
  { withLogout = true } = {},
) {
  const call = staffCalls(app)
  const timed = async (name: string, answer: Promise<Response>) => {
    const started = Date.now()
    const response = await answer
    return {
      name,
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      setCookie: response.headers.get('set-cookie'),
      message: response.status >= 400 ? (await response.json()).error.message : undefined,
      ms: Date.now() - started,
    }
  }
  return Promise.all([
    timed('apply', app.route.POST(applyRequest(application()))),
    timed('contact', app.contact.POST(contactRequest(contactMessage()))),
    timed('note', call.addNote(reference, { body: 'Called the student' }, { cookie })),
    timed(
      'status',
      call.changeStatus(reference, { from: 'received', to: 'in_review' }, { cookie }),
    ),
    timed('login', call.login(`nobody-${randomUUID()}@example.org`, 'wrong password')),
    ...(withLogout ? [timed('logout', call.logout({ cookie }))] : []),
  ])
}

function expectAll503(results: Awaited<ReturnType<typeof everyWritingRoute>>) {
  for (const result of results) {
    expect({ name: result.name, status: result.status }).toEqual({ name: result.name, status: 503 })
    expect(Number(result.retryAfter)).toBeGreaterThan(0)
    expect(result.ms).toBeLessThan(5_000)
  }
  // Not signed out: the session lives on, so the cookie is kept for a retry, and the user is told.
  const logout = results.find((result) => result.name === 'logout')!
  expect(logout.setCookie).toBeNull()
  expect(logout.message).toMatch(/^You are still signed in/)
}

describe.each([
  ['PostgreSQL for data and rate limits', false],
  ['PostgreSQL and Redis', true],
])('database outages (%s)', (_label, withRedis) => {
  let app: HardenedApp
  let proxy: Awaited<ReturnType<typeof tcpProxy>>
  let error: jest.SpyInstance
  let info: jest.SpyInstance

  beforeAll(async () => {
    error = jest.spyOn(console, 'error').mockImplementation(() => {})
    info = jest.spyOn(console, 'info').mockImplementation(() => {})
    const database = await proxiedDatabase()
    proxy = database.proxy
    await proxy.set('refuse')
    app = await loadHardenedApp({ DATABASE_URL: database.url, ...(withRedis ? { REDIS_URL } : {}) })
  }, 60_000)

  afterAll(async () => {
    await proxy.close()
    await unloadApp(app)
    error.mockRestore()
    info.mockRestore()
  }, 30_000)

  it('answers 503 on every writing route while the database is unreachable from the start, then 201 once it is back', async () => {
    const { sealSession } = await import('@/lib/staff/session')
    const forged = `staff_session=${await sealSession(randomUUID(), randomUUID(), 0)}`
    expectAll503(await everyWritingRoute(app, forged, 'SA-2026-AAAAAA'))

    await proxy.set('up')
    expect((await app.route.POST(applyRequest(application()))).status).toBe(201)
    expect((await app.contact.POST(contactRequest(contactMessage()))).status).toBe(201)
    expect(await rowCounts(app)).toEqual({ applications: 1, contacts: 1, notes: 0 })
  }, 60_000)

  it.each(['refuse', 'hang'] as const)(
    'answers 503 within 5 s on every writing route when the database goes away after start-up (%s), and loses nothing',
    async (mode) => {
      const call = staffCalls(app)
      const expert = await createTestStaff(app)
      const cookie = cookieOf(await call.login(expert.email, expert.password))
      const { reference } = await createTestApplication(app)
      expect((await call.addNote(reference, { body: 'Before' }, { cookie })).status).toBe(201)
      const before = await rowCounts(app)

      await proxy.set(mode)
      expectAll503(await everyWritingRoute(app, cookie, reference))

      await proxy.set('up')
      const after = await everyWritingRoute(app, cookie, reference, { withLogout: false })
      expect(Object.fromEntries(after.map((r) => [r.name, r.status]))).toEqual({
        apply: 201,
        contact: 201,
        note: 201,
        status: 200,
        login: 401,
      })
      expect(await rowCounts(app)).toEqual({
        applications: before.applications + 1,
        contacts: before.contacts + 1,
        notes: before.notes + 1,
      })

      // The sign-out refused during the outage works now, and ends the session.
      const logout = await call.logout({ cookie })
      expect(logout.status).toBe(204)
      expect(logout.headers.get('set-cookie')).toMatch(/^staff_session=; Max-Age=0/)
      expect((await call.exportCsv('', { cookie })).status).toBe(401)
    },
    60_000,
  )
})
