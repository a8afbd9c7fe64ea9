import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { application, applyRequest, countRows } from '@/test/apply-route-suite'
import { loadApp, unloadApp } from '@/test/load-app'

const dir = mkdtempSync(path.join(tmpdir(), 'pglite-lock-'))
const dataDir = path.join(dir, 'db')
let app: Awaited<ReturnType<typeof loadApp>>

beforeAll(async () => {
  app = await loadApp({ DATA_DIR: dataDir })
  await app.db.openDatabase()
}, 60_000)

afterAll(async () => {
  await unloadApp(app)
  rmSync(dir, { recursive: true, force: true })
})

/** `npm run db:migrate` in a second process, pointed at the same folder. */
function secondProcess(): Promise<{ code: number | null; stderr: string; ms: number }> {
  const started = Date.now()
  const child = spawn(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'scripts/db-migrate.ts'],
    {
      env: { ...process.env, DATA_DIR: dataDir, NODE_OPTIONS: '' },
    },
  )
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += chunk))
  return new Promise((resolve) =>
    child.on('close', (code) => resolve({ code, stderr, ms: Date.now() - started })),
  )
}

it('refuses a second process on the same PGlite folder at once, and the first keeps every row', async () => {
  for (let i = 0; i < 2; i++)
    expect((await app.route.POST(applyRequest(application()))).status).toBe(201)
  const before = await countRows(app)

  const second = await secondProcess()
  expect(second.code).toBe(1)
  expect(second.stderr).toMatch(/already in use by another process/)
  expect(second.ms).toBeLessThan(15_000)

  expect(await countRows(app)).toEqual(before)
  expect((await app.route.POST(applyRequest(application()))).status).toBe(201)
  expect((await countRows(app)).applications).toBe(before.applications + 1)
}, 60_000)
