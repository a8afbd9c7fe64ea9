// The set-up every record editor's PGlite route test shares: a fresh embedded database with the
// kind seeded, an editor and an admissions account signed in, the save and revert routes called as
// the browser would, and Next's cache watched. Call it at the top of a describe block: it adds the
// hooks.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import {
  cookieOf,
  createTestStaff,
  loadStaffApp,
  staffCalls,
  staffRequest,
  unloadApp,
} from '@/test/staff-app'

/** The cache is Next's; a route test observes only which tags a save drops. */
export const revalidateTag = jest.fn()
jest.mock('next/cache', () => ({
  revalidateTag,
  cacheLife: () => {},
  cacheTag: () => {},
}))

type Handler = (
  request: Request,
  context: { params: Promise<{ slug: string }> },
) => Promise<Response>

type StaffApp = Awaited<ReturnType<typeof loadStaffApp>>

/**
 * `segment` names the routes (/api/staff/data/<segment>/<slug>); `load` imports the kind's own
 * modules once the app is loaded, and `seed` fills its table.
 */
export function recordEditorSuite<M>(options: {
  segment: string
  load: () => Promise<M>
  seed: (modules: M) => Promise<unknown>
}) {
  const dir = mkdtempSync(path.join(tmpdir(), `${options.segment}-`))
  // Filled in by beforeAll: the tests hold the same object from the start.
  const app = {} as StaffApp & M
  const suite = {} as {
    cookies: Record<'editor' | 'admissions', string>
    save: Handler
    revert: Handler
  }

  beforeAll(async () => {
    const loaded = await loadStaffApp({ DATA_DIR: path.join(dir, 'db') })
    const [save, revert, modules] = await Promise.all([
      import(`@/app/api/staff/data/${options.segment}/[slug]/route`) as Promise<{ PUT: Handler }>,
      import(`@/app/api/staff/data/${options.segment}/[slug]/revert/route`) as Promise<{
        POST: Handler
      }>,
      options.load(),
    ])
    Object.assign(app, loaded, modules)
    suite.save = save.PUT
    suite.revert = revert.POST
    await loaded.db.openDatabase()
    await options.seed(modules)
    const call = staffCalls(loaded)
    const signIn = async (role: 'editor' | 'admissions', name: string) => {
      const { email, password } = await createTestStaff(loaded, name, role)
      return cookieOf(await call.login(email, password))
    }
    suite.cookies = {
      editor: await signIn('editor', 'Editor'),
      admissions: await signIn('admissions', 'Admissions'),
    }
  }, 60_000)
  afterAll(async () => {
    await unloadApp(app)
    rmSync(dir, { recursive: true, force: true })
  })

  const url = (slug: string) => `/api/staff/data/${options.segment}/${slug}`
  const params = (slug: string) => ({ params: Promise.resolve({ slug }) })
  return {
    /** The app and the kind's modules, once beforeAll has loaded them. */
    app,
    /** PUT the body as the editor (or as admissions staff). */
    put: (slug: string, body: unknown, as: keyof typeof suite.cookies = 'editor') =>
      suite.save(
        staffRequest(url(slug), { method: 'PUT', body, cookie: suite.cookies[as] }),
        params(slug),
      ),
    /** POST a revert as the editor. */
    revert: (slug: string, body: unknown) =>
      suite.revert(
        staffRequest(`${url(slug)}/revert`, { body, cookie: suite.cookies.editor }),
        params(slug),
      ),
  }
}
