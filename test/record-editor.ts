// The set-up every record editor's PGlite route test shares: a fresh embedded database with the
// kind seeded, an editor and an admissions account signed in, and the save and revert routes
// called as the browser would. Call it at the top of a describe block: it adds the hooks.
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
  const suite = {} as {
    app: StaffApp & M
    editor: string
    admissions: string
    save: Handler
    revert: Handler
  }

  beforeAll(async () => {
    const app = await loadStaffApp({ DATA_DIR: path.join(dir, 'db') })
    const [save, revert, modules] = await Promise.all([
      import(`@/app/api/staff/data/${options.segment}/[slug]/route`) as Promise<{ PUT: Handler }>,
      import(`@/app/api/staff/data/${options.segment}/[slug]/revert/route`) as Promise<{
        POST: Handler
      }>,
      options.load(),
    ])
    suite.app = { ...app, ...modules }
    suite.save = save.PUT
    suite.revert = revert.POST
    await app.db.openDatabase()
    await options.seed(modules)
    const call = staffCalls(app)
    const e = await createTestStaff(app, 'Editor', 'editor')
    suite.editor = cookieOf(await call.login(e.email, e.password))
    const a = await createTestStaff(app, 'Admissions', 'admissions')
    suite.admissions = cookieOf(await call.login(a.email, a.password))
  }, 60_000)
  afterAll(async () => {
    await unloadApp(suite.app)
    rmSync(dir, { recursive: true, force: true })
  })

  const url = (slug: string) => `/api/staff/data/${options.segment}/${slug}`
  const params = (slug: string) => ({ params: Promise.resolve({ slug }) })
  return {
    /** The app and the kind's modules, once loaded. */
    get app() {
      return suite.app
    },
    get admissions() {
      return suite.admissions
    },
    /** PUT the body as the editor (or the account whose cookie is given). */
    put: (slug: string, body: unknown, cookie = suite.editor) =>
      suite.save(staffRequest(url(slug), { method: 'PUT', body, cookie }), params(slug)),
    /** POST a revert as the editor. */
    revert: (slug: string, body: unknown) =>
      suite.revert(
        staffRequest(`${url(slug)}/revert`, { body, cookie: suite.editor }),
        params(slug),
      ),
  }
}
