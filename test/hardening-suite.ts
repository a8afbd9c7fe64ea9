import { randomUUID } from 'node:crypto'

import { count, sql } from 'drizzle-orm'

import { applicationNotes, applications, contactMessages } from '@/lib/db/schema'
import { application, applyRequest, freshAddress } from '@/test/apply-route-suite'
import type { AppEnv } from '@/test/load-app'
import {
  cookieOf,
  createTestApplication,
  createTestStaff,
  loadStaffApp,
  staffCalls,
  unloadApp,
} from '@/test/staff-app'

export const UNSAFE = 'Please remove the invisible or invalid characters from this field'

/** The staff app plus POST /api/contact, loaded afresh under `vars`. */
export async function loadHardenedApp(vars: AppEnv) {
  const app = await loadStaffApp(vars)
  const contact = await import('@/app/api/contact/route')
  return { ...app, contact }
}
export type HardenedApp = Awaited<ReturnType<typeof loadHardenedApp>>

export const contactMessage = () => ({
  name: 'Amara Okafor',
  email: 'amara@example.com',
  subject: 'Applying for a master’s',
  message: 'Hello, can you help me apply to three universities in the UK for next autumn?',
})

export function contactRequest(
  body: unknown,
  {
    address = freshAddress(),
    headers = {},
  }: { address?: string; headers?: Record<string, string> } = {},
) {
  return new Request('http://localhost/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/** Rows in every table a writing route fills. */
export async function rowCounts(app: HardenedApp) {
  const db = await app.db.getDb()
  const [a] = await db.select({ n: count() }).from(applications)
  const [c] = await db.select({ n: count() }).from(contactMessages)
  const [n] = await db.select({ n: count() }).from(applicationNotes)
  return { applications: a!.n, contacts: c!.n, notes: n!.n }
}

/** A signed-in staff member's cookie and an application to write notes on. */
export async function staffContext(app: HardenedApp) {
  const call = staffCalls(app)
  const expert = await createTestStaff(app)
  const cookie = cookieOf(await call.login(expert.email, expert.password))
  const { reference } = await createTestApplication(app)
  return { call, expert, cookie, reference }
}

/** The hardening behaviour of the writing routes, against whichever stores `makeEnv` configures. */
export function describeHardening(label: string, makeEnv: () => Promise<AppEnv> | AppEnv) {
  describe(`hardening (${label})`, () => {
    let app: HardenedApp
    let ctx: Awaited<ReturnType<typeof staffContext>>

    beforeAll(async () => {
      app = await loadHardenedApp(await makeEnv())
      await app.db.openDatabase()
      ctx = await staffContext(app)
    }, 60_000)

    afterAll(() => unloadApp(app))

    describe('unsafe characters', () => {
      it('answers 422 with a field message to NUL or a lone surrogate in an application, storing nothing', async () => {
        const before = await rowCounts(app)
        for (const [field, value] of [
          ['city', 'Lon\u0000don'],
          ['workExperience', '\ud800'],
          ['firstName', 'Ana\udc00'],
        ] as const) {
          const response = await app.route.POST(applyRequest({ ...application(), [field]: value }))
          expect(response.status).toBe(422)
          expect((await response.json()).error.fields).toEqual({ [field]: UNSAFE })
        }
        expect(await rowCounts(app)).toEqual(before)
      })

      it('answers 422 to the same in a contact message or a staff note, storing nothing', async () => {
        const before = await rowCounts(app)
        const contact = await app.contact.POST(
          contactRequest({ ...contactMessage(), message: `${'m'.repeat(30)}\u0000` }),
        )
        expect(contact.status).toBe(422)
        expect((await contact.json()).error.fields).toEqual({ message: UNSAFE })
        const note = await ctx.call.addNote(
          ctx.reference,
          { body: 'Called\u0000 the student' },
          { cookie: ctx.cookie },
        )
        expect(note.status).toBe(422)
        expect((await note.json()).error.fields).toEqual({ body: UNSAFE })
        expect(await rowCounts(app)).toEqual(before)
      })

      it('answers 400 to a staff export searching for NUL, and a sign-in with one is refused without 5xx', async () => {
        const exported = await ctx.call.exportCsv('?q=%00', { cookie: ctx.cookie })
        expect(exported.status).toBe(400)
        const surrogate = await ctx.call.exportCsv('?q=%ED%A0%80', { cookie: ctx.cookie })
        expect(surrogate.status).toBeLessThan(500)
        const login = await ctx.call.login(`${ctx.expert.email}\u0000`, ctx.expert.password)
        expect(login.status).toBe(422)
      })

      it('searches the inbox with the unsafe characters left out', async () => {
        const { inboxStateSchema } = await import('@/lib/staff/state')
        const state = inboxStateSchema.parse({ q: 'Ama\u0000ra' })
        expect(state.q).toBe('Amara')
        await expect(app.staff.listInbox(state)).resolves.toMatchObject({ page: 1 })
      })
    })

    describe('database failures', () => {
      /** Runs `body` while every insert into `table` fails inside the database (a CHECK that never holds). */
      async function whileInsertsFail(table: string, body: () => Promise<void>) {
        const db = await app.db.getDb()
        await db.execute(
          sql.raw(`ALTER TABLE ${table} ADD CONSTRAINT hardening_fail CHECK (false) NOT VALID`),
        )
        try {
          await body()
        } finally {
          await db.execute(sql.raw(`ALTER TABLE ${table} DROP CONSTRAINT hardening_fail`))
        }
      }

      it('logs a failed insert with its codes and a request id only: no name, e-mail or statement', async () => {
        const lines: string[] = []
        const capture = (...args: unknown[]) => {
          lines.push(
            args
              .map((a) => (typeof a === 'string' ? a : (JSON.stringify(a) ?? String(a))))
              .join(' '),
          )
        }
        const spies = (['error', 'warn', 'info', 'log'] as const).map((level) =>
          jest.spyOn(console, level).mockImplementation(capture),
        )
        const submitted = { ...application(), firstName: 'Zebedee', email: 'zebedee.q@example.net' }
        const contact = { ...contactMessage(), name: 'Quentin Blake' }
        try {
          await whileInsertsFail('applications', async () => {
            const response = await app.route.POST(applyRequest(submitted))
            expect(response.status).toBe(503)
            expect(response.headers.get('retry-after')).toMatch(/^\d+$/)
          })
          await whileInsertsFail('contact_messages', async () => {
            expect((await app.contact.POST(contactRequest(contact))).status).toBe(503)
          })
        } finally {
          spies.forEach((spy) => spy.mockRestore())
        }
        const log = lines.join('\n')
        expect(log).toContain('"code":"23514"')
        expect(log).toMatch(/"requestId":"[0-9a-f-]{36}"/)
        for (const value of [
          'Zebedee',
          'zebedee.q@example.net',
          submitted.personalStatement.slice(0, 30),
          submitted.phone,
          'Quentin',
          contact.message.slice(0, 30),
          'insert into',
        ])
          expect(log.toLowerCase()).not.toContain(value.toLowerCase())
      })

      it('answers 503 with Retry-After on every writing route while the database is away, and stores nothing', async () => {
        const before = await rowCounts(app)
        const error = jest.spyOn(console, 'error').mockImplementation(() => {})
        app.db.setSimulatedOutage(true)
        try {
          const responses = await Promise.all([
            app.route.POST(applyRequest(application())),
            app.contact.POST(contactRequest(contactMessage())),
            ctx.call.addNote(ctx.reference, { body: 'Called the student' }, { cookie: ctx.cookie }),
            ctx.call.changeStatus(
              ctx.reference,
              { from: 'received', to: 'in_review' },
              { cookie: ctx.cookie },
            ),
            ctx.call.login(ctx.expert.email, ctx.expert.password),
            ctx.call.exportCsv('', { cookie: ctx.cookie }),
            ctx.call.logout({ cookie: ctx.cookie }),
          ])
          for (const response of responses) {
            expect(response.status).toBe(503)
            expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
          }
          // Sign-out could not end the session: the cookie is kept for a retry, and the user told.
          const logout = responses.at(-1)!
          expect(logout.headers.get('set-cookie')).toBeNull()
          expect((await logout.json()).error.message).toMatch(/^You are still signed in/)
        } finally {
          app.db.setSimulatedOutage(false)
          error.mockRestore()
        }
        expect(await rowCounts(app)).toEqual(before)
      })
    })

    describe('idempotent retries', () => {
      it('answers 20 concurrent retries of one key from the stored result, none rate-limited, one row', async () => {
        const before = await rowCounts(app)
        const key = randomUUID()
        const address = freshAddress()
        const body = application()
        const responses = await Promise.all(
          Array.from({ length: 20 }, () =>
            app.route.POST(applyRequest(body, { address, headers: { 'idempotency-key': key } })),
          ),
        )
        const statuses = responses.map((r) => r.status).sort()
        expect(statuses.filter((s) => s === 201)).toHaveLength(1)
        expect(statuses.filter((s) => s === 200)).toHaveLength(19)
        const references = new Set(
          await Promise.all(responses.map(async (r) => (await r.json()).reference)),
        )
        expect(references.size).toBe(1)
        expect((await rowCounts(app)).applications).toBe(before.applications + 1)
        // The client's rate limit counted one application, not twenty.
        for (let i = 0; i < 2; i++)
          expect((await app.route.POST(applyRequest(application(), { address }))).status).toBe(201)
      })

      it('answers a retry after the rate limit is reached from the stored result', async () => {
        const key = randomUUID()
        const address = freshAddress()
        const body = application()
        const headers = { 'idempotency-key': key }
        expect((await app.route.POST(applyRequest(body, { address, headers }))).status).toBe(201)
        for (let i = 0; i < 2; i++) await app.route.POST(applyRequest(application(), { address }))
        expect((await app.route.POST(applyRequest(application(), { address }))).status).toBe(429)
        expect((await app.route.POST(applyRequest(body, { address, headers }))).status).toBe(200)
      })

      it('refuses a known key sent with another application (422 idempotency_key_reused), revealing nothing', async () => {
        const before = await rowCounts(app)
        const key = randomUUID()
        const first = await app.route.POST(
          applyRequest(application(), { headers: { 'idempotency-key': key } }),
        )
        expect(first.status).toBe(201)
        const { reference, trackingPath } = await first.json()
        const other = await app.route.POST(
          applyRequest(
            { ...application(), firstName: 'Mallory', email: 'mallory@example.net' },
            { headers: { 'idempotency-key': key } },
          ),
        )
        expect(other.status).toBe(422)
        const text = await other.text()
        expect(JSON.parse(text).error.code).toBe('idempotency_key_reused')
        expect(text).not.toContain(reference)
        expect(text).not.toContain(trackingPath)
        expect((await rowCounts(app)).applications).toBe(before.applications + 1)
      })
    })
  })
}
