import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { eq } from 'drizzle-orm'

import { applications } from '@/lib/db/schema'
import { application, applyRequest, freshAddress } from '@/test/apply-route-suite'
import { loadApp, unloadApp } from '@/test/load-app'

const dir = mkdtempSync(path.join(tmpdir(), 'tracking-link-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

let app: Awaited<ReturnType<typeof loadApp>>
let route: typeof import('@/app/api/track/new-link/route')
let info: jest.SpyInstance

beforeAll(async () => {
  app = await loadApp({ DATA_DIR: path.join(dir, 'db') })
  await app.db.openDatabase()
  route = await import('@/app/api/track/new-link/route')
}, 60_000)
afterAll(() => unloadApp(app))
beforeEach(() => {
  info = jest.spyOn(console, 'info').mockImplementation(() => {})
})
afterEach(() => info.mockRestore())

const ask = (body: unknown, address = freshAddress()) =>
  route.POST(
    new Request('http://localhost/api/track/new-link', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    }),
  )

async function apply(email: string) {
  const response = await app.route.POST(applyRequest({ ...application(), email }))
  expect(response.status).toBe(201)
  const { reference, trackingPath } = await response.json()
  return { reference: reference as string, token: (trackingPath as string).split('/').pop()! }
}

async function pendingToken(reference: string) {
  const db = await app.db.getDb()
  for (let i = 0; i < 50; i++) {
    const [row] = await db
      .select({ pending: applications.pendingTrackingToken })
      .from(applications)
      .where(eq(applications.reference, reference))
    if (row?.pending) return row.pending
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return null
}

const uniqueEmail = () => `student-${Math.random().toString(36).slice(2)}@example.com`

describe('POST /api/track/new-link', () => {
  it('answers the same for an address with applications and one without, naming neither', async () => {
    const email = uniqueEmail()
    await apply(email)
    const known = await ask({ email })
    const unknown = await ask({ email: uniqueEmail() })
    expect(known.status).toBe(202)
    expect(unknown.status).toBe(202)
    expect(await known.text()).toBe(await unknown.text())
  })

  it('gives each application of the address (any letter case) a new link; the old one works until it is opened', async () => {
    const email = uniqueEmail()
    const first = await apply(email)
    const second = await apply(email)
    expect((await ask({ email: email.toUpperCase() })).status).toBe(202)
    const pending = await pendingToken(first.reference)
    expect(pending).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(await pendingToken(second.reference)).not.toBeNull()

    const { getApplicationByTrackingToken } = app.applications
    const view = await getApplicationByTrackingToken(first.token)
    expect(view).toMatchObject({ reference: first.reference, sent: { studyLevel: 'masters' } })
    expect(JSON.stringify(view)).not.toContain('A12345678')
    expect(await getApplicationByTrackingToken(pending!)).toMatchObject({
      reference: first.reference,
    })
    // Opened once, the new link is the link: the old one stops, the new one keeps working.
    expect(await getApplicationByTrackingToken(first.token)).toBeUndefined()
    expect(await getApplicationByTrackingToken(pending!)).toMatchObject({
      reference: first.reference,
    })
    expect(await getApplicationByTrackingToken(second.token)).toMatchObject({
      reference: second.reference,
    })
  })

  it('logs, without SMTP, that no e-mail was sent: by reference, and nothing for an unknown address', async () => {
    const email = uniqueEmail()
    const { reference } = await apply(email)
    info.mockClear()
    await ask({ email })
    await pendingToken(reference)
    await ask({ email: uniqueEmail() })
    await new Promise((resolve) => setTimeout(resolve, 100))
    const lines = info.mock.calls.map((call) => String(call[0]))
    expect(lines.filter((line) => line.includes('tracking-link'))).toEqual([
      `No tracking-link e-mail sent for ${reference}: SMTP_URL is not set.`,
    ])
    expect(lines.join('\n')).not.toContain(email)
  })

  it('shows the e-mail field its form message for a missing or invalid address', async () => {
    for (const body of [{}, { email: '' }, { email: 'not-an-email' }]) {
      const response = await ask(body)
      expect(response.status).toBe(422)
      expect((await response.json()).error.fields).toEqual({ email: 'Invalid email address' })
    }
  })

  it('answers hostile bodies with a 4xx, never a 5xx', async () => {
    const send = (body: string, type = 'application/json') =>
      route.POST(
        new Request('http://localhost/api/track/new-link', {
          method: 'POST',
          headers: { 'content-type': type, 'x-forwarded-for': freshAddress() },
          body,
        }),
      )
    const answers = await Promise.all([
      send('{"email":"a\\u0000b@example.com"}'),
      send('{"email":["a@example.com"]}'),
      send('{"__proto__":{"email":"a@example.com"}}'),
      send(`{"email":"${'x'.repeat(5000)}@example.com"}`),
      send('not json'),
      send('{"email":"a@example.com"}', 'text/plain'),
    ])
    expect(answers.map((r) => r.status)).toEqual([422, 422, 422, 413, 400, 415])
  })

  it('limits requests per address asked for (3 an hour, from anywhere) and per client (5 an hour)', async () => {
    const email = uniqueEmail()
    await apply(email)
    for (const target of [email, uniqueEmail()]) {
      for (let i = 0; i < 3; i++) expect((await ask({ email: target })).status).toBe(202)
      const limited = await ask({ email: target })
      expect(limited.status).toBe(429)
      expect((await limited.json()).error.message).toBe(
        'Too many requests for a tracking link. Please try again in an hour.',
      )
    }
    const client = freshAddress()
    for (let i = 0; i < 5; i++)
      expect((await ask({ email: uniqueEmail() }, client)).status).toBe(202)
    expect((await ask({ email: uniqueEmail() }, client)).status).toBe(429)
  })

  it('answers 503 with Retry-After, not "sent", while the database is away', async () => {
    app.db.setSimulatedOutage(true)
    try {
      const response = await ask({ email: uniqueEmail() })
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/)
    } finally {
      app.db.setSimulatedOutage(false)
    }
    expect((await ask({ email: uniqueEmail() })).status).toBe(202)
  })
})
