import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { validApplication } from '@/test/application-fixture'
import {
  application,
  applyRequest,
  describeApplyRoute,
  freshAddress,
} from '@/test/apply-route-suite'
import { loadApp, unloadApp } from '@/test/load-app'

// References are drawn with randomInt: one test draws a taken one on purpose (test/forced-random.ts).
jest.mock('node:crypto', () =>
  jest
    .requireActual<typeof import('@/test/forced-random')>('@/test/forced-random')
    .cryptoWithForcedRandomInt(),
)

const dir = mkdtempSync(path.join(tmpdir(), 'apply-route-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describeApplyRoute('PGlite and in-memory rate limits', () => ({ DATA_DIR: path.join(dir, 'db') }))

describe('the 201 answer', () => {
  let app: Awaited<ReturnType<typeof loadApp>>

  beforeAll(async () => {
    app = await loadApp({ DATA_DIR: path.join(dir, 'mail') })
    await app.db.openDatabase()
  }, 60_000)
  afterAll(() => unloadApp(app))

  it('says whether a confirmation e-mail is sent: not without SMTP_URL', async () => {
    const response = await app.route.POST(applyRequest(application(), { address: freshAddress() }))
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({ confirmationEmail: false })
  })
})

describe('intake years on the day the application is made', () => {
  let app: Awaited<ReturnType<typeof loadApp>>

  beforeAll(async () => {
    app = await loadApp({ DATA_DIR: path.join(dir, 'intake'), ENABLE_TEST_ROUTES: '1' })
    await app.db.openDatabase()
  }, 60_000)
  afterAll(() => unloadApp(app))

  it('refuses this year once its autumn intake has started, and takes the third year after it', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => {})
    const on = (intakeYear: string) =>
      app.route.POST(
        applyRequest(validApplication({}, intakeYear), {
          headers: { 'x-test-now': '2026-11-15T12:00:00Z' },
        }),
      )
    const late = await on('2026')
    expect(late.status).toBe(422)
    expect((await late.json()).error.fields).toEqual({
      intakeYear: 'Preferred intake year is required',
    })
    expect((await on('2029')).status).toBe(201)
    info.mockRestore()
  })
})

describe('behind a trusted proxy (TRUST_PROXY=1)', () => {
  let app: Awaited<ReturnType<typeof loadApp>>

  beforeAll(async () => {
    app = await loadApp({ DATA_DIR: path.join(dir, 'proxied'), TRUST_PROXY: '1' })
    await app.db.openDatabase()
  }, 60_000)
  afterAll(() => unloadApp(app))

  it('counts each address the proxy reports as its own client', async () => {
    const proxy = freshAddress()
    const statuses = []
    for (let i = 0; i < 4; i++) {
      const headers = { 'x-forwarded-for': `6.6.6.6, ${freshAddress()}` }
      statuses.push(
        (await app.route.POST(applyRequest(application(), { address: proxy, headers }))).status,
      )
    }
    expect(statuses).toEqual([201, 201, 201, 201])
    const sameClient = { 'x-forwarded-for': '198.51.100.7' }
    for (let i = 0; i < 3; i++)
      await app.route.POST(applyRequest(application(), { address: proxy, headers: sameClient }))
    expect(
      (await app.route.POST(applyRequest(application(), { address: proxy, headers: sameClient })))
        .status,
    ).toBe(429)
  })
})
