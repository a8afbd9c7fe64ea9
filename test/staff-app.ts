import { randomUUID } from 'node:crypto'

import { sealData } from 'iron-session'

import { hashPassword } from '@/lib/staff/password'
import { freshAddress, application as validApplication } from '@/test/apply-route-suite'
import { loadApp, unloadApp, type AppEnv } from '@/test/load-app'

export const SECRET = 'staff-suite-secret-0123456789-abcdefghij'
const ORIGIN = 'http://localhost'

/** Loads the app under `vars` (with a known SESSION_SECRET) plus every staff route handler. */
export async function loadStaffApp(vars: AppEnv) {
  const app = await loadApp({ SESSION_SECRET: SECRET, ...vars })
  const [login, logout, status, notes, exportCsv, accounts, inbox, password] = await Promise.all([
    import('@/app/api/staff/login/route'),
    import('@/app/api/staff/logout/route'),
    import('@/app/api/staff/applications/[reference]/status/route'),
    import('@/app/api/staff/applications/[reference]/notes/route'),
    import('@/app/api/staff/export.csv/route'),
    import('@/lib/db/staff-accounts'),
    import('@/lib/db/inbox'),
    import('@/lib/staff/password'),
  ])
  const staff = { ...accounts, ...inbox }
  return { ...app, login, logout, status, notes, exportCsv, staff, password }
}
type StaffApp = Awaited<ReturnType<typeof loadStaffApp>>

/**
 * Runs `check` against the app on the embedded database in `dataDir`, then closes the database
 * again: a staff script run next must find the folder free.
 */
export async function withStaffApp<T>(dataDir: string, check: (app: StaffApp) => Promise<T>) {
  const app = await loadStaffApp({ DATA_DIR: dataDir })
  try {
    return await check(app)
  } finally {
    await unloadApp(app)
  }
}

type RequestOptions = {
  method?: string
  body?: unknown
  cookie?: string
  address?: string
  headers?: Record<string, string>
}

/** A same-site request from a browser at http://localhost, unless `headers` says otherwise. */
export function staffRequest(path: string, options: RequestOptions = {}) {
  const { method = 'POST', body, cookie, address = freshAddress(), headers = {} } = options
  return new Request(`${ORIGIN}${path}`, {
    method,
    headers: {
      host: 'localhost',
      ...(method === 'GET' ? {} : { origin: ORIGIN }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
      'x-forwarded-for': address,
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

const params = (reference: string) => ({ params: Promise.resolve({ reference }) })

/** The `name=value` pair of a response's Set-Cookie, ready for a Cookie header. */
export const cookieOf = (response: Response) =>
  (response.headers.get('set-cookie') ?? '').split(';')[0]!

export function staffCalls(app: StaffApp) {
  return {
    login: (email: string, password: string, options: RequestOptions = {}) =>
      app.login.POST(staffRequest('/api/staff/login', { body: { email, password }, ...options })),
    changeStatus: (reference: string, body: unknown, options: RequestOptions = {}) =>
      app.status.POST(
        staffRequest(`/api/staff/applications/${reference}/status`, { body, ...options }),
        params(reference),
      ),
    addNote: (reference: string, body: unknown, options: RequestOptions = {}) =>
      app.notes.POST(
        staffRequest(`/api/staff/applications/${reference}/notes`, { body, ...options }),
        params(reference),
      ),
    logout: (options: RequestOptions = {}) =>
      app.logout.POST(staffRequest('/api/staff/logout', options)),
    exportCsv: (query: string, options: RequestOptions = {}) =>
      app.exportCsv.GET(
        staffRequest(`/api/staff/export.csv${query}`, { method: 'GET', ...options }),
      ),
  }
}

/**
 * A new account's sign-in, never used before, and its password's hash at a cheap cost (4) so that
 * tests sign in quickly.
 */
export async function testStaffLogin() {
  const login = {
    email: `expert-${randomUUID().slice(0, 8)}@example.org`,
    password: `pw-${randomUUID()}`,
  }
  return { ...login, passwordHash: await hashPassword(login.password, 4) }
}

/** A staff account to sign in with (testStaffLogin). */
export async function createTestStaff(
  app: StaffApp,
  name = 'Test Expert',
  role?: 'admissions' | 'editor' | 'admin',
) {
  const { email, password, passwordHash } = await testStaffLogin()
  await app.staff.createStaffUser({ email, name, passwordHash, role })
  return { email, password }
}

export async function createTestApplication(
  app: StaffApp,
  overrides: Partial<ReturnType<typeof validApplication>> = {},
) {
  const { applicationSchemaFor } = await import('@/lib/validation/application')
  const parsed = applicationSchemaFor(new Date()).parse({ ...validApplication(), ...overrides })
  return app.applications.createApplication(parsed)
}

/** A cookie sealed like a real session, but with another secret or payload. */
export const forgedSession = async (payload: object, password = 'another-secret-'.repeat(3)) =>
  `staff_session=${await sealData(payload, { password, ttl: 3600 })}`

export { unloadApp }
