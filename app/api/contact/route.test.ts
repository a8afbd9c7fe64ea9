import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { count, eq } from 'drizzle-orm'

import { contactMessages } from '@/lib/db/schema'
import { freshAddress } from '@/test/apply-route-suite'
import { loadApp, unloadApp } from '@/test/load-app'

const dir = mkdtempSync(path.join(tmpdir(), 'contact-route-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const message = () => ({
  name: 'Amara Okafor',
  email: 'amara@example.com',
  subject: 'Applying for a master’s',
  message: 'Hello, can you help me apply to three universities in the UK for next autumn?',
})

function contactRequest(body: unknown, { address = freshAddress(), headers = {} } = {}) {
  return new Request('http://localhost/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

describe('POST /api/contact', () => {
  let app: Awaited<ReturnType<typeof loadApp>>
  let route: typeof import('./route')
  let info: jest.SpyInstance

  beforeAll(async () => {
    info = jest.spyOn(console, 'info').mockImplementation(() => {})
    app = await loadApp({ DATA_DIR: path.join(dir, 'db') })
    route = await import('./route') // after loadApp, so it shares the same fresh modules
    await app.db.openDatabase()
  }, 60_000)
  afterAll(async () => {
    info.mockRestore()
    await unloadApp(app)
  })

  const rows = async () => {
    const db = await app.db.getDb()
    const [row] = await db.select({ n: count() }).from(contactMessages)
    return row!.n
  }

  it('stores a valid message, sanitised and trimmed, and answers 201', async () => {
    info.mockClear()
    const response = await route.POST(
      contactRequest({ ...message(), name: ' <Amara> ', subject: '  Hello team  ' }),
    )
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body).toEqual({ status: 'received', receivedAt: expect.any(String) })
    const db = await app.db.getDb()
    const [stored] = await db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, 'Hello team'))
    expect(stored).toMatchObject({
      name: 'Amara',
      email: 'amara@example.com',
      message: message().message,
    })
    const logged = info.mock.calls.map((c) => String(c[0])).find((l) => l.includes('contact_'))
    expect(JSON.parse(logged!)).toEqual({
      event: 'contact_message_received',
      timestamp: expect.any(String),
    })
  })

  it('answers 422 with a plain message for each field, and stores nothing', async () => {
    const before = await rows()
    const response = await route.POST(
      contactRequest({ name: 'A', email: 'nope', subject: '', message: 'Too short' }),
    )
    expect(response.status).toBe(422)
    expect((await response.json()).error.fields).toEqual({
      name: 'Please enter your name (at least 2 characters)',
      email: 'Invalid email address',
      subject: 'Please enter a subject (at least 3 characters)',
      message: 'Please write a little more (at least 20 characters)',
    })
    expect(await rows()).toBe(before)
  })

  it('answers 400 for a body that is not JSON and 413 for one too large', async () => {
    expect((await route.POST(contactRequest('{"name":'))).status).toBe(400)
    const huge = await route.POST(contactRequest({ ...message(), message: 'x'.repeat(40_000) }))
    expect(huge.status).toBe(413)
  })

  it('refuses the 6th message in an hour from one client with 429, whatever hops it forges', async () => {
    const address = freshAddress()
    for (let i = 0; i < 5; i++) {
      // The client's own hop first, then the one the proxy wrote.
      const forged = { 'x-forwarded-for': `${freshAddress()}, ${address}` }
      expect(
        (await route.POST(contactRequest(message(), { address, headers: forged }))).status,
      ).toBe(201)
    }
    const before = await rows()
    const sixth = await route.POST(contactRequest(message(), { address }))
    expect(sixth.status).toBe(429)
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(3000)
    expect((await sixth.json()).error.message).toBe(
      'You can only send 5 messages per hour. Please try again later.',
    )
    expect(await rows()).toBe(before)
    expect((await route.POST(contactRequest(message()))).status).toBe(201) // another client
  })

  it('does not count invalid messages against the limit', async () => {
    const address = freshAddress()
    for (let i = 0; i < 6; i++)
      expect(
        (await route.POST(contactRequest({ ...message(), email: 'x' }, { address }))).status,
      ).toBe(422)
    expect((await route.POST(contactRequest(message(), { address }))).status).toBe(201)
  })

  it('can reset one client’s count (the end-to-end suite does this before its runs)', async () => {
    const address = freshAddress()
    for (let i = 0; i < 5; i++) await route.POST(contactRequest(message(), { address }))
    expect((await route.POST(contactRequest(message(), { address }))).status).toBe(429)
    await app.limits.clearRateLimit(app.limits.CONTACT_LIMIT, address)
    expect((await route.POST(contactRequest(message(), { address }))).status).toBe(201)
  })

  it('answers 503 when the database is unreachable', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    app.db.setSimulatedOutage(true)
    try {
      const response = await route.POST(contactRequest(message()))
      expect(response.status).toBe(503)
      expect((await response.json()).error.code).toBe('unavailable')
    } finally {
      app.db.setSimulatedOutage(false)
      error.mockRestore()
    }
  })
})
