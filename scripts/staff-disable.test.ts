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

const dir = mkdtempSync(path.join(tmpdir(), 'staff-disable-'))
const DATA_DIR = path.join(dir, 'db')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const staffDisable = (args: string[]) => runStaffScript('disable', args, DATA_DIR)

const withApp = <T>(check: Parameters<typeof withStaffApp<T>>[1]) => withStaffApp(DATA_DIR, check)

it('disables an account, ending its sessions and refusing its sign-in, and --enable lets it back', async () => {
  const { expert, cookie } = await withApp(async (app) => {
    const expert = await createTestStaff(app)
    const cookie = cookieOf(await staffCalls(app).login(expert.email, expert.password))
    expect((await staffCalls(app).exportCsv('', { cookie })).status).toBe(200)
    return { expert, cookie }
  })

  const disabled = await staffDisable(['--email', expert.email])
  expect(disabled.stderr).toBe('')
  expect(disabled.stdout).toMatch(`Disabled staff account ${expert.email}: every session of it`)
  expect(disabled.code).toBe(0)
  await withApp(async (app) => {
    const call = staffCalls(app)
    expect((await call.exportCsv('', { cookie })).status).toBe(401)
    expect((await call.login(expert.email, expert.password)).status).toBe(401)
  })

  const enabled = await staffDisable(['--email', expert.email, '--enable'])
  expect(enabled.stdout).toMatch(`Enabled staff account ${expert.email}: it can sign in again.`)
  expect(enabled.code).toBe(0)
  await withApp(async (app) => {
    const call = staffCalls(app)
    expect((await call.exportCsv('', { cookie })).status).toBe(401)
    const fresh = cookieOf(await call.login(expert.email, expert.password))
    expect((await call.exportCsv('', { cookie: fresh })).status).toBe(200)
  })
}, 180_000)

it('refuses an unknown e-mail and a missing one', async () => {
  const [unknown, missing] = await Promise.all([
    staffDisable(['--email', 'nobody@example.org']),
    staffDisable(['--enable']),
  ])
  expect([unknown.code, missing.code]).toEqual([1, 1])
  expect(unknown.stderr).toMatch(/There is no staff account for nobody@example\.org\./)
  expect(missing.stderr).toMatch(/Usage: npm run staff:disable -- --email <e-mail> \[--enable\]/)
}, 180_000)

it('says to stop the server first while another process holds the embedded database', async () => {
  const app = await loadStaffApp({ DATA_DIR })
  try {
    await app.db.openDatabase()
    const locked = await staffDisable(['--email', 'bo@example.org'])
    expect(locked.code).toBe(1)
    expect(locked.stderr).toMatch(/already in use by another process/)
    expect(locked.stderr).toMatch(/disable or enable staff accounts while the server is stopped/)
  } finally {
    await unloadApp(app)
  }
}, 180_000)
