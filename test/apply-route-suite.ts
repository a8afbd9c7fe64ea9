import { randomUUID } from 'node:crypto'

import { count } from 'drizzle-orm'

import { intakeYears } from '@/lib/apply/options'
import { applications, applicationStatusHistory } from '@/lib/db/schema'
import { validApplication } from '@/test/application-fixture'
import { forceRandomInts } from '@/test/forced-random'
import { loadApp, unloadApp, type AppEnv } from '@/test/load-app'

type App = Awaited<ReturnType<typeof loadApp>>

/** A client address no other test (or earlier run against a shared Redis) has used. */
export const freshAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`

export function applyRequest(
  body: unknown,
  {
    address = freshAddress(),
    headers = {},
  }: { address?: string; headers?: Record<string, string> } = {},
) {
  return new Request('http://localhost/api/apply', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

export const application = () => validApplication({}, intakeYears(new Date())[0])

export async function countRows(app: App) {
  const db = await app.db.getDb()
  const [a] = await db.select({ n: count() }).from(applications)
  const [h] = await db.select({ n: count() }).from(applicationStatusHistory)
  return { applications: a!.n, history: h!.n }
}

/** The behaviour of POST /api/apply, run against whichever stores `makeEnv` configures. */
export function describeApplyRoute(label: string, makeEnv: () => Promise<AppEnv> | AppEnv) {
  describe(`POST /api/apply (${label})`, () => {
    let app: App

    beforeAll(async () => {
      app = await loadApp(await makeEnv())
      await app.db.openDatabase()
    }, 60_000)

    afterAll(() => unloadApp(app))

    it('stores a valid application and answers 201 with a reference and a private tracking link', async () => {
      const before = await countRows(app)
      const info = jest.spyOn(console, 'info').mockImplementation(() => {})
      const response = await app.route.POST(applyRequest(application()))
      expect(response.status).toBe(201)
      const body = await response.json()
      expect(body.reference).toMatch(/^SA-\d{4}-[A-HJ-NP-Z2-9]{6}$/)
      expect(body.status).toBe('received')
      expect(body.trackingPath).toMatch(/^\/track\/[A-Za-z0-9_-]{43}$/)
      expect(await countRows(app)).toEqual({
        applications: before.applications + 1,
        history: before.history + 1,
      })

      const tracking = await app.applications.getApplicationByTrackingToken(
        body.trackingPath.split('/').pop(),
      )
      expect(tracking).toMatchObject({
        reference: body.reference,
        status: 'received',
        history: [{ from: null, to: 'received' }],
      })
      expect(await app.applications.getApplicationByTrackingToken('x'.repeat(43))).toBeUndefined()

      const logged = info.mock.calls
        .map((c) => String(c[0]))
        .find((line) => line.includes('application_received'))
      expect(JSON.parse(logged!)).toEqual({
        event: 'application_received',
        timestamp: expect.any(String),
        hasFirstName: true,
        studyLevel: 'masters',
        preferredCountry: 'uk',
      })
      info.mockRestore()
    })

    it('stores an application whose reference is already taken under a new reference', async () => {
      // Six zeros draw the letters of SA-<year>-AAAAAA (the test file mocks randomInt: test/forced-random.ts).
      const taken = () => forceRandomInts(0, 0, 0, 0, 0, 0)
      const info = jest.spyOn(console, 'info').mockImplementation(() => {})
      const before = await countRows(app)
      taken()
      const first = await app.route.POST(applyRequest(application()))
      expect(first.status).toBe(201)
      expect((await first.json()).reference).toMatch(/^SA-\d{4}-AAAAAA$/)
      taken()
      const second = await app.route.POST(applyRequest(application()))
      expect(second.status).toBe(201)
      expect((await second.json()).reference).toMatch(/^SA-\d{4}-(?!AAAAAA)[A-HJ-NP-Z2-9]{6}$/)
      expect(await countRows(app)).toEqual({
        applications: before.applications + 2,
        history: before.history + 2,
      })
      info.mockRestore()
    })

    it('answers 422 with the spec messages keyed by field, and stores nothing', async () => {
      const before = await countRows(app)
      const response = await app.route.POST(
        applyRequest({ ...application(), firstName: 'A', phone: '123', termsAccepted: false }),
      )
      expect(response.status).toBe(422)
      const body = await response.json()
      expect(body.error.fields).toEqual({
        firstName: 'First name must be at least 2 characters',
        phone: 'Phone number must be at least 10 digits',
        termsAccepted: 'You must accept the terms and conditions',
      })
      expect(await countRows(app)).toEqual(before)
    })

    it('answers 400 for a body that is not JSON, 415 for one not sent as JSON, and 413 for one too large', async () => {
      const notJson = await app.route.POST(applyRequest('{"firstName": '))
      expect(notJson.status).toBe(400)
      expect((await notJson.json()).error.message).toBe('The request body is not valid JSON.')
      for (const type of [
        'text/plain',
        'application/json-patch',
        'application/json-patch+json',
        'application/jsonx',
        'multipart/form-data',
      ]) {
        const wrongType = await app.route.POST(
          new Request('http://localhost/api/apply', {
            method: 'POST',
            headers: { 'content-type': type },
            body: JSON.stringify(application()),
          }),
        )
        expect(wrongType.status).toBe(415)
        expect((await wrongType.json()).error.code).toBe('unsupported_media_type')
      }
      const charset = await app.route.POST(
        applyRequest(application(), {
          headers: { 'content-type': 'application/json; charset=utf-8' },
        }),
      )
      expect(charset.status).toBe(201)
      const huge = await app.route.POST(
        applyRequest({ ...application(), personalStatement: 'x'.repeat(70_000) }),
      )
      expect(huge.status).toBe(413)
    })

    it('treats a retry with the same Idempotency-Key as the same application', async () => {
      const before = await countRows(app)
      const key = randomUUID()
      const address = freshAddress()
      const first = await app.route.POST(
        applyRequest(application(), { address, headers: { 'idempotency-key': key } }),
      )
      const second = await app.route.POST(
        applyRequest(application(), { address, headers: { 'idempotency-key': key } }),
      )
      expect([first.status, second.status]).toEqual([201, 200])
      expect((await second.json()).reference).toBe((await first.json()).reference)
      expect(await countRows(app)).toEqual({
        applications: before.applications + 1,
        history: before.history + 1,
      })
    })

    it('refuses the 4th application in an hour from one client with 429, storing nothing', async () => {
      const address = freshAddress()
      for (let i = 0; i < 3; i++)
        expect((await app.route.POST(applyRequest(application(), { address }))).status).toBe(201)
      const before = await countRows(app)
      const fourth = await app.route.POST(applyRequest(application(), { address }))
      expect(fourth.status).toBe(429)
      expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(3000)
      expect((await fourth.json()).error.message).toBe(
        'You can only submit 3 applications per hour. Please try again later.',
      )
      expect(await countRows(app)).toEqual(before)
    })

    it("counts the proxy's hop of X-Forwarded-For, not the addresses a client put before it", async () => {
      const address = freshAddress()
      const statuses = []
      for (let i = 0; i < 4; i++) {
        const forged = {
          'x-forwarded-for': `${freshAddress()}, ${address}`,
          'x-real-ip': freshAddress(),
        }
        statuses.push(
          (await app.route.POST(applyRequest(application(), { address, headers: forged }))).status,
        )
      }
      expect(statuses).toEqual([201, 201, 201, 429])
    })

    it('stores exactly 100 rows for 100 concurrent submissions from distinct clients', async () => {
      const before = await countRows(app)
      const responses = await Promise.all(
        Array.from({ length: 100 }, () => app.route.POST(applyRequest(application()))),
      )
      expect(responses.map((r) => r.status)).toEqual(Array(100).fill(201))
      const references = await Promise.all(responses.map(async (r) => (await r.json()).reference))
      expect(new Set(references).size).toBe(100)
      expect((await countRows(app)).applications).toBe(before.applications + 100)
    }, 60_000)

    it('answers 503 when the database is unreachable, and stores nothing', async () => {
      const before = await countRows(app)
      const error = jest.spyOn(console, 'error').mockImplementation(() => {})
      app.db.setSimulatedOutage(true)
      try {
        const response = await app.route.POST(applyRequest(application()))
        expect(response.status).toBe(503)
        expect((await response.json()).error.code).toBe('unavailable')
      } finally {
        app.db.setSimulatedOutage(false)
        error.mockRestore()
      }
      expect(await countRows(app)).toEqual(before)
    })
  })
}
