// Runs only from `npm run test:services` (see .ci/run), against a real PostgreSQL server reached
// through a slow link, where a burst of sign-ins queues for the rate-limit store's connections.
import { freshDatabases } from '@/test/fresh-database'
import { createTestStaff, loadStaffApp, staffCalls, unloadApp } from '@/test/staff-app'
import { tcpProxy } from '@/test/tcp-proxy'

const DATABASE_URL = process.env.TEST_DATABASE_URL
if (!DATABASE_URL) throw new Error('Service tests need TEST_DATABASE_URL (a PostgreSQL server).')

const databases = freshDatabases(DATABASE_URL, 'login_limits_test')
afterAll(() => databases.dropAll())

describe('sign-in limits counted in PostgreSQL over a slow link', () => {
  let app: Awaited<ReturnType<typeof loadStaffApp>>
  let proxy: Awaited<ReturnType<typeof tcpProxy>>
  let error: jest.SpyInstance

  beforeAll(async () => {
    error = jest.spyOn(console, 'error').mockImplementation(() => {})
    const url = new URL(await databases.create())
    proxy = await tcpProxy(
      { host: url.hostname, port: Number(url.port || 5432) },
      { latencyMs: Number(process.env.SLOW_LINK_MS ?? 40) },
    )
    url.hostname = '127.0.0.1'
    url.port = String(proxy.port)
    app = await loadStaffApp({ DATABASE_URL: url.toString() })
    await app.db.openDatabase()
  }, 60_000)

  afterAll(async () => {
    await unloadApp(app)
    await proxy.close()
    error.mockRestore()
  })

  it('20 concurrent wrong attempts from one address get exactly 5 password checks, the rest refused', async () => {
    const call = staffCalls(app)
    const target = await createTestStaff(app)
    const address = '203.0.113.200'
    // Opens the store's connections, as a running server has them.
    expect((await call.login(target.email, target.password, { address })).status).toBe(200)
    const statuses = (
      await Promise.all(
        Array.from({ length: 20 }, () => call.login(target.email, 'wrong password!', { address })),
      )
    ).map((response) => response.status)
    expect(statuses.filter((status) => status === 401)).toHaveLength(5)
    // Beyond the five, refused: over the limit (429), or the store too slow to count in time (503).
    expect(statuses.filter((status) => status !== 401 && status !== 429 && status !== 503)).toEqual(
      [],
    )
  }, 60_000)
})
