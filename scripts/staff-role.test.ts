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

const dir = mkdtempSync(path.join(tmpdir(), 'staff-role-'))
const DATA_DIR = path.join(dir, 'db')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const staffRole = (args: string[]) => runStaffScript('role', args, DATA_DIR)

const withApp = <T>(check: Parameters<typeof withStaffApp<T>>[1]) => withStaffApp(DATA_DIR, check)

/** The account a signed-in cookie stands for now, as every staff request reads it. */
async function accountOf(cookie: string) {
  const { staffFromSession } = await import('@/lib/staff/session')
  return staffFromSession(cookie.slice(cookie.indexOf('=') + 1))
}

it("changes an account's role; its session goes on with the new role from the next request", async () => {
  const { expert, cookie } = await withApp(async (app) => {
    const expert = await createTestStaff(app, 'Ed Itor', 'admissions')
    const cookie = cookieOf(await staffCalls(app).login(expert.email, expert.password))
    expect(await accountOf(cookie)).toMatchObject({ role: 'admissions' })
    return { expert, cookie }
  })

  const promoted = await staffRole(['--email', expert.email.toUpperCase(), '--role', 'Editor'])
  expect(promoted.stderr).toBe('')
  expect(promoted.stdout).toMatch(`Changed ${expert.email} from admissions to editor`)
  expect(promoted.code).toBe(0)
  await withApp(async () => {
    expect(await accountOf(cookie)).toMatchObject({ email: expert.email, role: 'editor' })
  })

  const same = await staffRole(['--email', expert.email, '--role', 'editor'])
  expect(same.stdout).toMatch(`${expert.email} already has the editor role; nothing changed.`)
  expect(same.code).toBe(0)

  const demoted = await staffRole(['--email', expert.email, '--role', 'admissions'])
  expect(demoted.stdout).toMatch(`Changed ${expert.email} from editor to admissions`)
  await withApp(async () => {
    expect(await accountOf(cookie)).toMatchObject({ role: 'admissions' })
  })
}, 180_000)

it('refuses an unknown e-mail, an unknown or missing role and a missing e-mail', async () => {
  const [unknown, badRole, noRole, noEmail] = await Promise.all([
    staffRole(['--email', 'nobody@example.org', '--role', 'editor']),
    staffRole(['--email', 'nobody@example.org', '--role', 'root']),
    staffRole(['--email', 'nobody@example.org']),
    staffRole(['--role', 'editor']),
  ])
  expect([unknown.code, badRole.code, noRole.code, noEmail.code]).toEqual([1, 1, 1, 1])
  expect(unknown.stderr).toMatch(/There is no staff account for nobody@example\.org\./)
  expect(badRole.stderr).toMatch(/The role must be one of admissions, editor, admin\./)
  expect(noRole.stderr).toMatch(/The role must be one of admissions, editor, admin\./)
  expect(noEmail.stderr).toMatch(
    /Usage: npm run staff:role -- --email <e-mail> --role admissions\|editor\|admin/,
  )
}, 180_000)

it('says to stop the server first while another process holds the embedded database', async () => {
  const app = await loadStaffApp({ DATA_DIR })
  try {
    await app.db.openDatabase()
    const locked = await staffRole(['--email', 'bo@example.org', '--role', 'admin'])
    expect(locked.code).toBe(1)
    expect(locked.stderr).toMatch(/already in use by another process/)
    expect(locked.stderr).toMatch(/change staff roles while the server is stopped/)
  } finally {
    await unloadApp(app)
  }
}, 180_000)
