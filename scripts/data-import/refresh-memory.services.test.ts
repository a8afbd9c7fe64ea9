// Runs only from `npm run test:services`: `npm run data:refresh -- --offline` of the shared data as
// an operator runs it (package.json's node flags included), import only, measured by GNU time. The
// refresh must stay under 600 MiB of resident memory and write what data:import writes.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const SHARED = process.env.SHARED_DATA_DIR ?? '/work/shared/data'
if (!existsSync(path.join(SHARED, 'open')))
  throw new Error(`The shared data folder ${SHARED} has no open/ folder (set SHARED_DATA_DIR).`)
const TIME = '/usr/bin/time'
if (!existsSync(TIME)) throw new Error('This test measures memory with GNU time (/usr/bin/time).')

const LIMIT_MIB = 600
const work = mkdtempSync(path.join(tmpdir(), 'refresh-memory-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

it(`imports every source within ${LIMIT_MIB} MiB, writing the committed files' bytes`, async () => {
  const cache = path.join(work, 'cache')
  const { code, out } = await new Promise<{ code: number | null; out: string }>(
    (resolve, reject) => {
      const child = spawn(
        TIME,
        [
          '-f',
          'PEAK_RSS_KB %M',
          'npm',
          'run',
          '--silent',
          'data:refresh',
          '--',
          '--offline',
          path.join(SHARED, 'open'),
          '--cache',
          cache,
          '--no-load',
        ],
        // Jest's NODE_OPTIONS must not reach the refresh.
        { cwd: process.cwd(), env: { ...process.env, NODE_OPTIONS: '' } },
      )
      let text = ''
      child.stdout.on('data', (chunk: Buffer) => (text += chunk))
      child.stderr.on('data', (chunk: Buffer) => (text += chunk))
      child.on('error', reject)
      child.on('close', (status) => resolve({ code: status, out: text }))
    },
  )
  // GNU time reports the largest process it waited for, npm's child node included.
  const peakMiB = Number(/PEAK_RSS_KB (\d+)/.exec(out)?.[1]) / 1024
  console.log(`data:refresh --offline --no-load: peak RSS ${peakMiB.toFixed(0)} MiB`)
  expect([code, out]).toEqual([0, expect.stringContaining('import done')])
  expect(peakMiB).toBeLessThan(LIMIT_MIB)

  const committed = path.join(process.cwd(), 'data', 'generated')
  const generated = path.join(cache, 'generated')
  expect(readdirSync(generated).sort()).toEqual(readdirSync(committed).sort())
  for (const name of readdirSync(committed))
    expect([
      name,
      readFileSync(path.join(generated, name)).equals(readFileSync(path.join(committed, name))),
    ]).toEqual([name, true])
}, 300_000)
