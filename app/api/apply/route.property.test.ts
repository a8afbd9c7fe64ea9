import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import fc from 'fast-check'

import { application, applyRequest, countRows } from '@/test/apply-route-suite'
import { loadApp, unloadApp } from '@/test/load-app'

const dir = mkdtempSync(path.join(tmpdir(), 'apply-property-'))
let app: Awaited<ReturnType<typeof loadApp>>

beforeAll(async () => {
  app = await loadApp({ DATA_DIR: path.join(dir, 'db') })
  await app.db.openDatabase()
}, 60_000)

afterAll(async () => {
  await unloadApp(app)
  rmSync(dir, { recursive: true, force: true })
})

const fieldNames = Object.keys(application())
const anyValue = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.double(),
  fc.array(fc.string()),
  fc.object(),
)

/** Bodies of every shape: raw text, arbitrary JSON, and the real form with arbitrary values swapped in. */
const bodies = fc.oneof(
  fc.string(),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc
    .dictionary(fc.constantFrom(...fieldNames), anyValue)
    .map((patch) => JSON.stringify({ ...application(), ...patch })),
  fc.dictionary(fc.string(), anyValue).map((v) => JSON.stringify(v)),
)

it('never answers 5xx to 2,000 arbitrary bodies, and stores a row only for a 201', async () => {
  const before = (await countRows(app)).applications
  let created = 0
  await fc.assert(
    fc.asyncProperty(bodies, async (body) => {
      const response = await app.route.POST(applyRequest(body))
      expect(response.status).toBeLessThan(500)
      expect([200, 201, 400, 413, 422]).toContain(response.status)
      if (response.status === 201) created++
    }),
    { numRuns: 2000 },
  )
  expect((await countRows(app)).applications).toBe(before + created)
}, 120_000)
