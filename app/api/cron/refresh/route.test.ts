// The answers the cron route gives before any refresh runs (the refresh itself is exercised by
// scripts/data-import/refresh-db.services.test.ts).
export {}

const ORIGINAL_ENV = { ...process.env }
const SECRET = 'cron-secret-for-the-route-test'

async function loadRoute(secret: string | undefined) {
  process.env = { ...ORIGINAL_ENV }
  delete process.env.CRON_SECRET
  if (secret) process.env.CRON_SECRET = secret
  jest.resetModules()
  return import('./route')
}

const get = (query = '', authorization?: string) =>
  new Request(`http://localhost/api/cron/refresh${query}`, {
    headers: authorization ? { authorization } : {},
  })

afterAll(() => {
  process.env = { ...ORIGINAL_ENV }
})

describe('GET /api/cron/refresh', () => {
  it('answers 503 while CRON_SECRET is unset, whatever the request carries', async () => {
    const route = await loadRoute(undefined)
    const response = await route.GET(get('', 'Bearer anything'))
    expect(response.status).toBe(503)
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
      /CRON_SECRET/,
    )
  })

  it('answers 401 without the secret or with a wrong one', async () => {
    const route = await loadRoute(SECRET)
    expect((await route.GET(get())).status).toBe(401)
    expect((await route.GET(get('', `Bearer ${SECRET}-no`))).status).toBe(401)
    expect((await route.GET(get('', SECRET))).status).toBe(401)
  })

  it('answers 400 for a source it does not know, before refreshing anything', async () => {
    const route = await loadRoute(SECRET)
    const response = await route.GET(get('?only=nope', `Bearer ${SECRET}`))
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
      /source ids among/,
    )
  })
})
