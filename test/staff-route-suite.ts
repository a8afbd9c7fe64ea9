import { count, eq } from 'drizzle-orm'

import { applications, applicationStatusHistory } from '@/lib/db/schema'
import { freshAddress } from '@/test/apply-route-suite'
import type { AppEnv } from '@/test/load-app'
import {
  cookieOf,
  createTestApplication,
  createTestStaff,
  forgedSession,
  loadStaffApp,
  SECRET,
  staffCalls,
  unloadApp,
} from '@/test/staff-app'

type StaffApp = Awaited<ReturnType<typeof loadStaffApp>>

const STALE = 'This application changed in the meantime; reload to see its current status.'

/** The staff route handlers, run against whichever stores `makeEnv` configures. */
export function describeStaffRoutes(label: string, makeEnv: () => Promise<AppEnv> | AppEnv) {
  describe(`staff API (${label})`, () => {
    let app: StaffApp
    let call: ReturnType<typeof staffCalls>
    let expert: { email: string; password: string }
    let cookie: string

    beforeAll(async () => {
      app = await loadStaffApp(await makeEnv())
      await app.db.openDatabase()
      call = staffCalls(app)
      expert = await createTestStaff(app)
      cookie = cookieOf(await call.login(expert.email, expert.password))
    }, 60_000)

    afterAll(() => unloadApp(app))

    async function historyCount(reference: string) {
      const db = await app.db.getDb()
      const [row] = await db
        .select({ n: count() })
        .from(applicationStatusHistory)
        .innerJoin(applications, eq(applications.id, applicationStatusHistory.applicationId))
        .where(eq(applications.reference, reference))
      return row!.n
    }

    describe('sign-in', () => {
      it('starts an encrypted, httpOnly, SameSite=Strict session cookie for the right password', async () => {
        const response = await call.login(expert.email.toUpperCase(), expert.password)
        expect(response.status).toBe(200)
        expect(await response.json()).toEqual({ email: expert.email, name: 'Test Expert' })
        const setCookie = response.headers.get('set-cookie')!
        expect(setCookie).toMatch(/^staff_session=Fe26\.2\*/)
        expect(setCookie).toMatch(/; HttpOnly/)
        expect(setCookie).toMatch(/; SameSite=Strict/)
        expect(setCookie).toMatch(/; Max-Age=28800/)
        expect(setCookie).not.toContain(expert.email)
      })

      it('says only "Invalid e-mail or password" for a wrong password or an unknown e-mail', async () => {
        for (const [email, password] of [
          [expert.email, 'wrong password!'],
          ['nobody@example.org', expert.password],
        ]) {
          const response = await call.login(email!, password!)
          expect(response.status).toBe(401)
          expect(response.headers.get('set-cookie')).toBeNull()
          expect(await response.json()).toEqual({
            error: { code: 'unauthorized', message: 'Invalid e-mail or password' },
          })
        }
      }, 30_000)

      it('refuses a sign-in posted from another site (403)', async () => {
        const response = await call.login(expert.email, expert.password, {
          headers: { origin: 'https://evil.example' },
        })
        expect(response.status).toBe(403)
        expect(response.headers.get('set-cookie')).toBeNull()
      })

      it('limits attempts per account and client; a success clears the count', async () => {
        const target = await createTestStaff(app)
        const address = freshAddress()
        for (let i = 0; i < 4; i++)
          expect((await call.login(target.email, 'wrong password!', { address })).status).toBe(401)
        expect((await call.login(target.email, target.password, { address })).status).toBe(200)
        for (let i = 0; i < 5; i++)
          expect((await call.login(target.email, 'wrong password!', { address })).status).toBe(401)
        const blocked = await call.login(target.email, target.password, { address })
        expect(blocked.status).toBe(429)
        expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800)
        expect((await blocked.json()).error.message).toBe(
          'Too many sign-in attempts. Please wait 15 minutes and try again.',
        )
        expect(blocked.headers.get('set-cookie')).toBeNull()
      }, 30_000)

      it('does not let wrong passwords from other addresses lock out the right one from a fresh client', async () => {
        const target = await createTestStaff(app)
        for (let i = 0; i < 5; i++)
          expect((await call.login(target.email, 'wrong password!')).status).toBe(401)
        expect((await call.login(target.email, target.password)).status).toBe(200)
      }, 30_000)

      it('limits a flood on one account from many addresses, the same for an unknown e-mail', async () => {
        const target = await createTestStaff(app)
        for (const email of [target.email, `nobody-${Date.now()}@example.org`]) {
          const statuses: number[] = []
          for (let i = 0; i < 31; i++)
            statuses.push((await call.login(email, 'wrong password!')).status)
          expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401))
          const blocked = await call.login(email, 'wrong password!')
          expect(blocked.status).toBe(429)
          expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(60)
          expect((await blocked.json()).error.message).toBe(
            'Too many sign-in attempts on this account. Please wait a minute and try again.',
          )
        }
      }, 60_000)

      it('lets the owner in during such a flood from an address the account signed in from before', async () => {
        const target = await createTestStaff(app)
        const office = freshAddress()
        expect((await call.login(target.email, target.password, { address: office })).status).toBe(
          200,
        )
        for (let i = 0; i < 30; i++) await call.login(target.email, 'wrong password!')
        expect((await call.login(target.email, target.password)).status).toBe(429)
        expect((await call.login(target.email, target.password, { address: office })).status).toBe(
          200,
        )
        // The known address is not a way round the ceiling for a wrong password's count.
        expect(
          (await call.login(target.email, 'wrong password!', { address: office })).status,
        ).toBe(401)
      }, 60_000)

      it("a stranger's 100 wrong attempts from one address do not stop the owner signing in from another", async () => {
        const target = await createTestStaff(app)
        const stranger = freshAddress()
        const statuses: number[] = []
        for (let i = 0; i < 100; i++)
          statuses.push(
            (await call.login(target.email, 'wrong password!', { address: stranger })).status,
          )
        expect(statuses.slice(0, 5)).toEqual(Array(5).fill(401))
        expect(statuses.slice(5)).toEqual(Array(95).fill(429))
        expect((await call.login(target.email, target.password)).status).toBe(200)
      }, 120_000)

      it('gives 20 concurrent wrong attempts from one address exactly 5 password checks', async () => {
        const target = await createTestStaff(app)
        const address = freshAddress()
        const statuses = (
          await Promise.all(
            Array.from({ length: 20 }, () =>
              call.login(target.email, 'wrong password!', { address }),
            ),
          )
        ).map((response) => response.status)
        expect(statuses.filter((status) => status === 401)).toHaveLength(5)
        expect(statuses.filter((status) => status === 429)).toHaveLength(15)
      }, 60_000)

      it('limits attempts per client address, whatever accounts it tries', async () => {
        const address = freshAddress()
        const accounts = await Promise.all(Array.from({ length: 5 }, () => createTestStaff(app)))
        const statuses: number[] = []
        for (let i = 0; i < 20; i++)
          statuses.push(
            (await call.login(accounts[i % 5]!.email, 'wrong password!', { address })).status,
          )
        expect(statuses).toEqual(Array(20).fill(401))
        const own = accounts[0]!
        expect((await call.login(own.email, own.password, { address })).status).toBe(429)
        expect((await call.login(own.email, own.password)).status).toBe(200)
      }, 60_000)

      it('sign-out clears the cookie and ends the session server-side', async () => {
        const someone = await createTestStaff(app)
        const own = cookieOf(await call.login(someone.email, someone.password))
        const otherDevice = cookieOf(await call.login(someone.email, someone.password))
        expect((await call.exportCsv('', { cookie: own })).status).toBe(200)
        const response = await app.logout.POST(
          new Request('http://localhost/api/staff/logout', {
            method: 'POST',
            headers: { host: 'localhost', origin: 'http://localhost', cookie: own },
          }),
        )
        expect(response.status).toBe(204)
        expect(response.headers.get('set-cookie')).toMatch(/^staff_session=; Max-Age=0; Path=\//)
        // The captured cookie no longer works anywhere.
        expect((await call.exportCsv('', { cookie: own })).status).toBe(401)
        const { reference } = await createTestApplication(app)
        expect((await call.addNote(reference, { body: 'x' }, { cookie: own })).status).toBe(401)
        // Signing in again works, and a session on another device was not ended.
        const again = cookieOf(await call.login(someone.email, someone.password))
        expect((await call.exportCsv('', { cookie: again })).status).toBe(200)
        expect((await call.exportCsv('', { cookie: otherDevice })).status).toBe(200)
      })

      it('a new password or disabling the account ends its sessions at once; a disabled account cannot sign in', async () => {
        const someone = await createTestStaff(app)
        const { id } = (await app.staff.findStaffCredentials(someone.email))!
        const first = cookieOf(await call.login(someone.email, someone.password))
        await app.staff.setStaffPassword(
          id,
          await app.password.hashPassword('a new password 123', 4),
        )
        expect((await call.exportCsv('', { cookie: first })).status).toBe(401)
        const second = cookieOf(await call.login(someone.email, 'a new password 123'))
        expect((await call.exportCsv('', { cookie: second })).status).toBe(200)
        await app.staff.setStaffDisabled(id, true)
        expect((await call.exportCsv('', { cookie: second })).status).toBe(401)
        const refused = await call.login(someone.email, 'a new password 123')
        expect(refused.status).toBe(401)
        expect((await refused.json()).error.message).toBe('Invalid e-mail or password')
      })
    })

    describe('sessions', () => {
      it('answers 401 on every staff API without a session', async () => {
        const { reference } = await createTestApplication(app)
        const responses = await Promise.all([
          call.changeStatus(reference, { from: 'received', to: 'in_review' }),
          call.addNote(reference, { body: 'Hello' }),
          call.exportCsv(''),
        ])
        for (const response of responses) {
          expect(response.status).toBe(401)
          expect((await response.json()).error.code).toBe('unauthorized')
        }
        expect(await historyCount(reference)).toBe(1)
      })

      it('answers 401 to a forged cookie, one sealed with another secret, or one for no account', async () => {
        const { reference } = await createTestApplication(app)
        const forged = [
          'staff_session=Fe26.2**forged*value~2',
          'staff_session=not-a-seal',
          await forgedSession({ staffId: '9a2e3b4c-1d2e-4f50-8a6b-7c8d9e0f1a2b' }),
          await forgedSession({ staffId: '9a2e3b4c-1d2e-4f50-8a6b-7c8d9e0f1a2b' }, SECRET),
          await forgedSession(
            { staffId: '9a2e3b4c-1d2e-4f50-8a6b-7c8d9e0f1a2b', version: 0 },
            SECRET,
          ),
          await forgedSession({ admin: true }, SECRET),
        ]
        for (const bad of forged) {
          expect((await call.exportCsv('', { cookie: bad })).status).toBe(401)
          const change = await call.changeStatus(
            reference,
            { from: 'received', to: 'in_review' },
            { cookie: bad },
          )
          expect(change.status).toBe(401)
        }
        expect(await historyCount(reference)).toBe(1)
      })

      it('answers 401 once the session is older than 8 hours', async () => {
        expect((await call.exportCsv('', { cookie })).status).toBe(200)
        const now = Date.now()
        const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 8 * 3600_000 + 120_000)
        try {
          expect((await call.exportCsv('', { cookie })).status).toBe(401)
        } finally {
          clock.mockRestore()
        }
      })

      it('refuses (403) a state-changing request from another site, or with neither Origin nor Referer', async () => {
        const { reference } = await createTestApplication(app)
        const change = { from: 'received', to: 'in_review' }
        const crossSite = await call.changeStatus(reference, change, {
          cookie,
          headers: { origin: 'https://evil.example' },
        })
        expect(crossSite.status).toBe(403)
        const note = await call.addNote(
          reference,
          { body: 'x' },
          {
            cookie,
            headers: { origin: 'http://localhost.evil.example' },
          },
        )
        expect(note.status).toBe(403)
        const bare = new Request(`http://localhost/api/staff/applications/${reference}/status`, {
          method: 'POST',
          headers: { host: 'localhost', 'content-type': 'application/json', cookie },
          body: JSON.stringify(change),
        })
        expect(
          (await app.status.POST(bare, { params: Promise.resolve({ reference }) })).status,
        ).toBe(403)
        const referred = await call.changeStatus(reference, change, {
          cookie,
          headers: { origin: '', referer: 'http://localhost/staff' },
        })
        expect(referred.status).toBe(200)
      })
    })

    describe('status changes', () => {
      it('records who moved an application, from what to what, and the student sees it at once', async () => {
        const saved = await createTestApplication(app)
        const response = await call.changeStatus(
          saved.reference,
          { from: 'received', to: 'in_review' },
          { cookie },
        )
        expect(response.status).toBe(200)
        expect(await response.json()).toEqual({ reference: saved.reference, status: 'in_review' })
        const view = await app.staff.getApplicationForStaff(saved.reference)
        expect(view?.status).toBe('in_review')
        expect(view?.history).toEqual([
          { from: null, to: 'received', by: 'student', at: expect.any(Date) },
          { from: 'received', to: 'in_review', by: expert.email, at: expect.any(Date) },
        ])
        const tracking = await app.applications.getApplicationByTrackingToken(saved.trackingToken)
        expect(tracking?.status).toBe('in_review')
        expect(tracking?.history.map((h) => h.to)).toEqual(['received', 'in_review'])
      })

      it('refuses a stale change with 409 and changes nothing', async () => {
        const { reference } = await createTestApplication(app)
        const move = { from: 'received', to: 'in_review' }
        expect((await call.changeStatus(reference, move, { cookie })).status).toBe(200)
        const stale = await call.changeStatus(
          reference,
          { from: 'received', to: 'withdrawn' },
          {
            cookie,
          },
        )
        expect(stale.status).toBe(409)
        expect(await stale.json()).toEqual({ error: { code: 'conflict', message: STALE } })
        expect((await app.staff.getApplicationForStaff(reference))?.status).toBe('in_review')
        expect(await historyCount(reference)).toBe(2)
      })

      it('lets exactly one of two concurrent changes from the same status through', async () => {
        const { reference } = await createTestApplication(app)
        const responses = await Promise.all([
          call.changeStatus(reference, { from: 'received', to: 'in_review' }, { cookie }),
          call.changeStatus(reference, { from: 'received', to: 'withdrawn' }, { cookie }),
        ])
        expect(responses.map((r) => r.status).sort()).toEqual([200, 409])
        const winner = responses.find((r) => r.status === 200)!
        const { status } = await winner.json()
        const view = await app.staff.getApplicationForStaff(reference)
        expect(view?.status).toBe(status)
        expect(view?.history.map((h) => h.to)).toEqual(['received', status])
      })

      it('allows only the next step or withdrawing (422 otherwise), and 404 for an unknown reference', async () => {
        const { reference } = await createTestApplication(app)
        const skip = await call.changeStatus(
          reference,
          { from: 'received', to: 'completed' },
          {
            cookie,
          },
        )
        expect(skip.status).toBe(422)
        expect((await skip.json()).error.fields).toEqual({
          to: 'An application cannot move from Received to Completed.',
        })
        const junk = await call.changeStatus(
          reference,
          { from: 'received', to: 'done' },
          {
            cookie,
          },
        )
        expect(junk.status).toBe(422)
        expect(await historyCount(reference)).toBe(1)
        for (const missing of ['SA-2000-AAAAAA', 'nope']) {
          const response = await call.changeStatus(
            missing,
            { from: 'received', to: 'in_review' },
            { cookie },
          )
          expect(response.status).toBe(404)
        }
      })
    })

    describe('notes', () => {
      it('adds a note signed by the staff member, newest first', async () => {
        const { reference } = await createTestApplication(app)
        const first = await call.addNote(reference, { body: ' Called the student. ' }, { cookie })
        expect(first.status).toBe(201)
        expect(await first.json()).toMatchObject({
          author: expert.email,
          body: 'Called the student.',
        })
        await call.addNote(reference, { body: 'Sent the shortlist.' }, { cookie })
        const view = await app.staff.getApplicationForStaff(reference)
        expect(view?.notes.map((n) => [n.author, n.body])).toEqual([
          [expert.email, 'Sent the shortlist.'],
          [expert.email, 'Called the student.'],
        ])
      })

      it('refuses an empty note (422) and an unknown reference (404)', async () => {
        const { reference } = await createTestApplication(app)
        const empty = await call.addNote(reference, { body: '  ' }, { cookie })
        expect(empty.status).toBe(422)
        expect((await empty.json()).error.fields).toEqual({ body: 'Write the note first' })
        expect((await call.addNote('SA-2000-AAAAAA', { body: 'x' }, { cookie })).status).toBe(404)
      })
    })

    describe('inbox and export', () => {
      it('lists 25 per page, newest first, filters by status and searches reference, name and e-mail', async () => {
        const tag = `Zed${Math.random().toString(36).slice(2, 8)}`
        const made = []
        for (let i = 0; i < 27; i++)
          made.push(
            await createTestApplication(app, {
              lastName: `${tag}son`,
              email: `${tag.toLowerCase()}${i}@example.com`,
            }),
          )
        const last = made.at(-1)!
        await call.changeStatus(last.reference, { from: 'received', to: 'in_review' }, { cookie })

        const first = await app.staff.listInbox({ status: '', q: tag.toLowerCase(), page: 1 })
        expect(first.total).toBe(27)
        expect(first.rows).toHaveLength(25)
        expect(first.rows[0]!.reference).toBe(last.reference)
        expect(first.counts).toMatchObject({ received: 26, in_review: 1, completed: 0 })
        const second = await app.staff.listInbox({ status: '', q: tag, page: 9 })
        expect([second.page, second.pageCount, second.rows.length]).toEqual([2, 2, 2])
        expect(second.rows.at(-1)!.reference).toBe(made[0]!.reference)

        const reviewing = await app.staff.listInbox({ status: 'in_review', q: tag, page: 1 })
        expect(reviewing.rows.map((r) => r.reference)).toEqual([last.reference])
        const byReference = await app.staff.listInbox({
          status: '',
          q: made[3]!.reference.toLowerCase(),
          page: 1,
        })
        expect(byReference.rows.map((r) => r.reference)).toEqual([made[3]!.reference])
        const byEmail = await app.staff.listInbox({
          status: '',
          q: `${tag.toUpperCase()}5@EXAMPLE.COM`,
          page: 1,
        })
        expect(byEmail.rows.map((r) => r.reference)).toEqual([made[5]!.reference])
        const byFullName = await app.staff.listInbox({ status: '', q: `amara ${tag}`, page: 1 })
        expect(byFullName.total).toBe(27)
        const wildcard = await app.staff.listInbox({ status: '', q: '%', page: 1 })
        expect(wildcard.total).toBe(0)
      }, 60_000)

      it('exports the filtered inbox as a CSV download, formulas escaped', async () => {
        const tag = `Csv${Math.random().toString(36).slice(2, 8)}`
        const risky = await createTestApplication(app, {
          firstName: '=HYPERLINK("x")',
          lastName: tag,
        })
        await createTestApplication(app, { lastName: tag })
        const response = await call.exportCsv(`?q=${tag}&status=received`, { cookie })
        expect(response.status).toBe(200)
        expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
        expect(response.headers.get('content-disposition')).toMatch(
          /^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/,
        )
        const bytes = Buffer.from(await response.arrayBuffer())
        expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]) // so Excel reads UTF-8
        const lines = bytes
          .toString('utf8')
          .replace(/^\uFEFF/, '')
          .trim()
          .split('\r\n')
        expect(lines).toHaveLength(3)
        expect(lines[0]).toMatch(/^Reference,Status,/)
        expect(lines[2]).toContain(risky.reference)
        expect(lines[2]).toContain(`"'=HYPERLINK(""x"")"`)
        const none = await call.exportCsv(`?q=${tag}&status=completed`, { cookie })
        expect((await none.text()).trim().split('\r\n')).toHaveLength(1)
      })
    })
  })
}
