import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { count, eq } from 'drizzle-orm'

import { recordReports } from '@/lib/db/schema'
import { freshAddress } from '@/test/apply-route-suite'
import {
  cookieOf,
  createTestStaff,
  loadStaffApp,
  staffCalls,
  staffRequest,
  unloadApp,
} from '@/test/staff-app'

const dir = mkdtempSync(path.join(tmpdir(), 'reports-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

type App = Awaited<ReturnType<typeof loadStaffApp>>
let app: App
let reports: typeof import('@/app/api/reports/route')
let review: typeof import('@/app/api/staff/reports/[id]/route')
let store: typeof import('@/lib/db/reports')

beforeAll(async () => {
  app = await loadStaffApp({ DATA_DIR: path.join(dir, 'db') })
  ;[reports, review, store] = await Promise.all([
    import('@/app/api/reports/route'),
    import('@/app/api/staff/reports/[id]/route'),
    import('@/lib/db/reports'),
  ])
  await app.db.openDatabase()
}, 60_000)
afterAll(() => unloadApp(app))

const report = (overrides: Record<string, unknown> = {}) => ({
  kind: 'scholarship',
  recordId: 'chevening-scholarships',
  message: 'The closing date for 2027 entry is 7 October, not 5 November.',
  sourceUrl: 'https://www.chevening.org/scholarships/',
  email: 'reader@example.org',
  ...overrides,
})

const send = (body: unknown, address = freshAddress()) =>
  reports.POST(
    new Request('http://localhost/api/reports', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    }),
  )

async function stored(recordId: string) {
  const db = await app.db.getDb()
  const [row] = await db
    .select({ n: count() })
    .from(recordReports)
    .where(eq(recordReports.recordId, recordId))
  return row!.n
}

describe('POST /api/reports', () => {
  it('stores a report with its record, and the queue says an e-mail was given without showing it', async () => {
    const response = await send(report({ recordId: 'oxford-university', kind: 'university' }))
    expect(response.status).toBe(201)
    const { reports: queue } = await store.listReports('new')
    const mine = queue.find((r) => r.recordId === 'oxford-university')!
    expect(mine).toMatchObject({
      kind: 'university',
      sourceUrl: 'https://www.chevening.org/scholarships/',
      emailGiven: true,
      status: 'new',
    })
    expect(JSON.stringify(mine)).not.toContain('reader@example.org')
  })

  it('refuses 10 KB of text, a script, HTML or a javascript: source with a clear 422, storing nothing', async () => {
    const cases = [
      [
        { message: 'x'.repeat(10 * 1024) },
        'message',
        'Please keep your report under 2,000 characters',
      ],
      [
        { message: 'Wrong date <script>alert(1)</script>' },
        'message',
        'Please describe the mistake in plain text, without HTML or scripts',
      ],
      [
        { message: 'See <a href="https://evil.example">here</a> for it' },
        'message',
        'Please describe the mistake in plain text, without HTML or scripts',
      ],
      [
        { sourceUrl: 'javascript:alert(1)' },
        'sourceUrl',
        'Please give a web address starting with https:// or http://',
      ],
      [{ recordId: '../../etc/passwd' }, 'recordId', 'Unknown record'],
    ] as const
    for (const [overrides, field, message] of cases) {
      const response = await send(
        report({ ...overrides, recordId: 'refused-record', ...overrides }),
      )
      expect(response.status).toBe(422)
      const body = await response.json()
      expect(body.error.fields[field]).toBe(message)
    }
    expect(await stored('refused-record')).toBe(0)
  })

  it('takes a plain form post (no JavaScript) and goes back to the record page', async () => {
    const form = new URLSearchParams({
      kind: 'programme',
      recordId: 'ucl-msc-economics',
      message: 'The fee shown is last year’s fee.',
      sourceUrl: '',
      email: '',
    })
    const post = (body: URLSearchParams) =>
      reports.POST(
        new Request('http://localhost/api/reports', {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-forwarded-for': freshAddress(),
          },
          body,
        }),
      )
    const sent = await post(form)
    expect(sent.status).toBe(303)
    expect(sent.headers.get('location')).toBe('/programmes/ucl-msc-economics#report-sent')
    expect(await stored('ucl-msc-economics')).toBe(1)

    form.set('message', '<img src=x onerror=alert(1)>')
    const refused = await post(form)
    expect(refused.headers.get('location')).toBe('/programmes/ucl-msc-economics#report-invalid')
    expect(await stored('ucl-msc-economics')).toBe(1)
  })

  it('limits each client to 5 reports an hour', async () => {
    const address = freshAddress()
    for (let i = 0; i < 5; i++)
      expect((await send(report({ recordId: 'limited-record' }), address)).status).toBe(201)
    const sixth = await send(report({ recordId: 'limited-record' }), address)
    expect(sixth.status).toBe(429)
    expect((await sixth.json()).error.message).toBe(
      'You can only send 5 reports per hour. Please try again later.',
    )
    expect(await stored('limited-record')).toBe(5)
  })
})

describe('the Data section: POST /api/staff/reports/<id>', () => {
  const reviewCall = (id: string, body: unknown, cookie?: string) =>
    review.POST(staffRequest(`/api/staff/reports/${id}`, { body, cookie }), {
      params: Promise.resolve({ id }),
    })

  async function signedIn(role: 'admissions' | 'editor') {
    const staff = await createTestStaff(app, `Test ${role}`, role)
    return cookieOf(await staffCalls(app).login(staff.email, staff.password))
  }

  it('lets an editor accept a report with a note; admissions staff get 403, strangers 401', async () => {
    await send(report({ recordId: 'reviewed-record' }))
    const { reports: queue } = await store.listReports('new')
    const { id } = queue.find((r) => r.recordId === 'reviewed-record')!
    const decision = { status: 'accepted', note: 'Checked against chevening.org' }

    expect((await reviewCall(id, decision)).status).toBe(401)
    const admissions = await reviewCall(id, decision, await signedIn('admissions'))
    expect(admissions.status).toBe(403)
    expect((await admissions.json()).error.message).toBe(
      'Only editors and admins can open the Data section.',
    )

    const editor = await signedIn('editor')
    expect((await reviewCall(id, decision, editor)).status).toBe(200)
    const accepted = (await store.listReports('accepted')).reports.find((r) => r.id === id)
    expect(accepted).toMatchObject({
      staffNote: 'Checked against chevening.org',
      reviewedBy: expect.stringMatching(/@example\.org$/),
    })
    expect(
      (await reviewCall('00000000-0000-4000-8000-000000000000', decision, editor)).status,
    ).toBe(404)
    expect((await reviewCall(id, { status: 'done' }, editor)).status).toBe(422)
  })
})

describe('the 12-month purge', () => {
  it('deletes reports sent more than 12 months before the given day and keeps the rest', async () => {
    const now = new Date('2027-06-15T12:00:00Z')
    const db = await app.db.getDb()
    for (const [recordId, sent] of [
      ['purge-old', '2026-06-15T11:59:59Z'],
      ['purge-kept', '2026-06-15T12:00:01Z'],
    ] as const) {
      await send(report({ recordId }))
      await db
        .update(recordReports)
        .set({ createdAt: new Date(sent) })
        .where(eq(recordReports.recordId, recordId))
    }
    expect(store.reportCutoff(now).toISOString()).toBe('2026-06-15T12:00:00.000Z')
    expect(await store.purgeExpiredReports(now)).toBeGreaterThanOrEqual(1)
    expect(await stored('purge-old')).toBe(0)
    expect(await stored('purge-kept')).toBe(1)
  })
})
