import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { loadApp, unloadApp } from '@/test/load-app'
import { runStaffScript } from '@/test/staff-cli'

const dir = mkdtempSync(path.join(tmpdir(), 'staff-create-'))
const DATA_DIR = path.join(dir, 'db')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const staffCreate = (args: string[], env: Record<string, string> = {}) =>
  runStaffScript('create', args, DATA_DIR, env)

const PASSWORD = 'a long enough passphrase'

it('creates an account from STAFF_PASSWORD, storing only a bcrypt hash of it', async () => {
  const created = await staffCreate(['--email', 'Ada@Example.org', '--name', 'Ada Lovelace'], {
    STAFF_PASSWORD: PASSWORD,
  })
  expect(created.stderr).toBe('')
  expect(created.stdout).toMatch(/Created admissions account ada@example\.org \(Ada Lovelace\)/)
  expect(created.code).toBe(0)

  const again = await staffCreate(['--email', 'ada@example.org'], { STAFF_PASSWORD: PASSWORD })
  expect(again.code).toBe(1)
  expect(again.stderr).toMatch(/A staff account for ada@example\.org already exists/)

  const app = await loadApp({ DATA_DIR })
  try {
    const [{ findStaffCredentials }, { verifyPassword }] = await Promise.all([
      import('@/lib/db/staff-accounts'),
      import('@/lib/staff/password'),
    ])
    const account = await findStaffCredentials('ADA@example.org')
    expect(account).toMatchObject({
      email: 'ada@example.org',
      name: 'Ada Lovelace',
      role: 'admissions',
    })
    expect(account!.passwordHash).toMatch(/^\$2[aby]\$12\$/)
    expect(await verifyPassword(PASSWORD, account!.passwordHash)).toBe(true)
  } finally {
    await unloadApp(app)
  }
}, 180_000)

it('gives the account the role asked for, and refuses an unknown role', async () => {
  const [editor, unknown] = await Promise.all([
    staffCreate(['--email', 'ed@example.org', '--role', 'editor'], { STAFF_PASSWORD: PASSWORD }),
    staffCreate(['--email', 'root@example.org', '--role', 'root'], { STAFF_PASSWORD: PASSWORD }),
  ])
  expect(editor.stdout).toMatch(/Created editor account ed@example\.org/)
  expect(unknown.code).toBe(1)
  expect(unknown.stderr).toMatch(/The role must be one of admissions, editor, admin/)

  const app = await loadApp({ DATA_DIR })
  try {
    const { findStaffCredentials } = await import('@/lib/db/staff-accounts')
    expect(await findStaffCredentials('ed@example.org')).toMatchObject({ role: 'editor' })
    expect(await findStaffCredentials('root@example.org')).toBeUndefined()
  } finally {
    await unloadApp(app)
  }
}, 180_000)

it('refuses a short password, a missing e-mail, and a missing password without a terminal', async () => {
  const [short, noEmail, noPassword] = await Promise.all([
    staffCreate(['--email', 'bo@example.org'], { STAFF_PASSWORD: 'too short' }),
    staffCreate([], { STAFF_PASSWORD: PASSWORD }),
    staffCreate(['--email', 'bo@example.org']),
  ])
  expect([short.code, noEmail.code, noPassword.code]).toEqual([1, 1, 1])
  expect(short.stderr).toMatch(/at least 12 characters/)
  expect(noEmail.stderr).toMatch(/Usage: npm run staff:create -- --email/)
  expect(noPassword.stderr).toMatch(/set STAFF_PASSWORD/)
}, 180_000)

it('says to stop the server first while another process holds the embedded database', async () => {
  const app = await loadApp({ DATA_DIR })
  try {
    await app.db.openDatabase()
    const locked = await staffCreate(['--email', 'cy@example.org'], { STAFF_PASSWORD: PASSWORD })
    expect(locked.code).toBe(1)
    expect(locked.stderr).toMatch(/already in use by another process/)
    expect(locked.stderr).toMatch(/create staff accounts while the server is stopped/)
  } finally {
    await unloadApp(app)
  }
}, 180_000)
