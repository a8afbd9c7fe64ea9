// Runs only from `npm run test:services`, against a real PostgreSQL server and a build.
// An award page regenerated after a staff edit is written into the build's folder (.next); started
// again on a database that holds the seed only, the server must serve the seed's record, not the
// page it kept from before.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'

import { saveCheveningClosing, signInEditor } from '@/test/award-edit'
import { freshDatabases } from '@/test/fresh-database'
import { nextStartArgs, waitForServer } from '@/test/next-server'

const DATABASE_URL = process.env.TEST_DATABASE_URL
if (!DATABASE_URL) throw new Error('Service tests need TEST_DATABASE_URL.')

const PORT = Number(process.env.SERVICES_PORT ?? 3472)
const origin = `http://127.0.0.1:${PORT}`
const PAGE = `${origin}/scholarships/chevening-scholarships`
const EDITED = '20 January 2027'

// Each a fresh, empty database: the server migrates it, loads the open data and seeds the awards.
const databases = freshDatabases(DATABASE_URL, 'seed_restart')

let server: ChildProcess | undefined

async function start(databaseUrl: string) {
  server = spawn(process.execPath, nextStartArgs(PORT), {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
      NODE_ENV: 'production',
      SESSION_SECRET: 'services-test-secret-0123456789abcdef',
    },
    stdio: 'ignore',
  })
  await waitForServer(origin, server, 180_000)
}

async function stop() {
  const child = server
  server = undefined
  if (!child || child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

/** Whether `check` holds for the page within 5 s, reading it again every 100 ms. */
async function pageWithin5s(check: (html: string) => boolean) {
  const started = Date.now()
  while (Date.now() - started < 5_000) {
    if (check(await (await fetch(PAGE)).text())) return true
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return false
}

/** Signs an editor in on the running server and moves Chevening's closing date. */
async function editChevening(databaseUrl: string) {
  const session = await signInEditor(databaseUrl, origin)
  expect((await saveCheveningClosing(origin, session, '2027-01-20')).status).toBe(200)
}

afterAll(async () => {
  await stop()
  await databases.dropAll()
})

it('serves the seed after a restart on a fresh database, not the page regenerated after an edit', async () => {
  if (!existsSync('.next/BUILD_ID')) throw new Error('Build the app first (npm run build).')
  const edited = await databases.create()
  await start(edited)
  expect(await pageWithin5s((html) => !html.includes(EDITED))).toBe(true)
  await editChevening(edited)
  // Regenerated with the edit (and written to .next as Next keeps regenerated pages).
  expect(await pageWithin5s((html) => html.includes(EDITED))).toBe(true)
  await stop()

  await start(await databases.create())
  expect(await pageWithin5s((html) => !html.includes(EDITED))).toBe(true)
  expect(await (await fetch(PAGE)).text()).toContain('Chevening')
}, 600_000)
