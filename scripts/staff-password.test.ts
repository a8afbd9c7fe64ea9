import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import {
  cookieOf,
  createTestStaff,
  loadStaffApp,
  staffCalls,
  unloadApp,
  withStaffApp,
} from '@/test/staff-app'
import { runStaffScript } from '@/test/staff-cli'

const dir = mkdtempSync(path.join(tmpdir(), 'staff-password-'))
const DATA_DIR = path.join(dir, 'db')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const NEW_PASSWORD = 'a brand new passphrase'
const staffPassword = (args: string[], env: Record<string, string> = {}) =>
  runStaffScript('password', args, DATA_DIR, env)

const withApp = <T>(check: Parameters<typeof withStaffApp<T>>[1]) => withStaffApp(DATA_DIR, check)

it('sets a new password and ends every session of the account at once', async () => {
  const { expert, cookies } = await withApp(async (app) => {
    const expert = await createTestStaff(app)
    const call = staffCalls(app)
    const cookies = [
      cookieOf(await call.login(expert.email, expert.password)),
      cookieOf(await call.login(expert.email, expert.password)),
    ]
    for (const cookie of cookies) expect((await call.exportCsv('', { cookie })).status).toBe(200)
    return { expert, cookies }
  })

  const changed = await staffPassword(['--email', expert.email.toUpperCase()], {
    STAFF_PASSWORD: NEW_PASSWORD,
  })
  expect(changed.stderr).toBe('')
  expect(changed.stdout).toMatch(
    `New password set for ${expert.email}; every session of the account has ended.`,
  )
  expect(changed.code).toBe(0)

  await withApp(async (app) => {
    const call = staffCalls(app)
    for (const cookie of cookies) expect((await call.exportCsv('', { cookie })).status).toBe(401)
    expect((await call.login(expert.email, expert.password)).status).toBe(401)
    const fresh = cookieOf(await call.login(expert.email, NEW_PASSWORD))
    expect((await call.exportCsv('', { cookie: fresh })).status).toBe(200)
    const stored = await app.staff.findStaffCredentials(expert.email)
    expect(stored!.passwordHash).toMatch(/^\$2[aby]\$12\$/)
  })
}, 180_000)

it('refuses an unknown e-mail, a short password and a missing password without a terminal', async () => {
  const [unknown, short, noPassword, noEmail] = await Promise.all([
    staffPassword(['--email', 'nobody@example.org'], { STAFF_PASSWORD: NEW_PASSWORD }),
    staffPassword(['--email', 'nobody@example.org'], { STAFF_PASSWORD: 'too short' }),
    staffPassword(['--email', 'nobody@example.org']),
    staffPassword(['--mail', 'nobody@example.org'], { STAFF_PASSWORD: NEW_PASSWORD }),
  ])
  expect([unknown.code, short.code, noPassword.code, noEmail.code]).toEqual([1, 1, 1, 1])
  expect(unknown.stderr).toMatch(/There is no staff account for nobody@example\.org\./)
  expect(short.stderr).toMatch(/at least 12 characters/)
  expect(noPassword.stderr).toMatch(/set STAFF_PASSWORD/)
  expect(noEmail.stderr).toMatch(/Usage: npm run staff:password -- --email <e-mail>/)
}, 180_000)

it('says to stop the server first while another process holds the embedded database', async () => {
  const app = await loadStaffApp({ DATA_DIR })
  try {
    await app.db.openDatabase()
    const locked = await staffPassword(['--email', 'bo@example.org'], {
      STAFF_PASSWORD: NEW_PASSWORD,
    })
    expect(locked.code).toBe(1)
    expect(locked.stderr).toMatch(/already in use by another process/)
    expect(locked.stderr).toMatch(/change staff passwords while the server is stopped/)
  } finally {
    await unloadApp(app)
  }
}, 180_000)
