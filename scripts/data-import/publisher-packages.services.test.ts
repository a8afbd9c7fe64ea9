// Runs only from `npm run test:services`: `data:refresh --only discover-uni-courses`, then
// `--only scorecard-fos`, then the Scorecard institution zip's two sources, as an operator runs
// them (package.json's node flags, the zips' addresses in their variables), against a loopback server in the
// publishers' place, with the real import of the shared data. The zips are test/publisher-files.ts's,
// in the publishers' layout: the shared Discover Uni tables as plain CSV, KISCOURSE and the
// field-of-study file from the fixtures, keyed to a real course and a real institution.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import {
  COURSE_ID,
  fieldOfStudyZip,
  HARVARD_EARNINGS,
  HARVARD_URL,
  institutionZip,
  sharedFolder,
  COURSE_TITLE as TITLE,
  unistatsZip,
  HARVARD as UNITID,
} from '@/test/publisher-files'
import { publisherStandIn } from '@/test/publisher-stand-in'

const SHARED = sharedFolder()
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : null
const NODE_FLAGS = (
  JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
).scripts['data:refresh']!.split(' ').filter((word) => word.startsWith('--max-'))

const publisher = publisherStandIn()
const work = mkdtempSync(path.join(tmpdir(), 'publisher-packages-'))
const cache = path.join(work, 'cache')
beforeAll(async () => {
  publisher.serve({
    '/unistats.zip': unistatsZip(SHARED),
    '/fos.zip': fieldOfStudyZip(),
    '/institution.zip': institutionZip(SHARED),
  })
  await publisher.start()
})
afterAll(async () => {
  await publisher.stop()
  rmSync(work, { recursive: true, force: true })
})

/** `data:refresh --only <source> --no-load` online, its exit code, output and peak memory. */
function refreshOnline(only: string) {
  const node = [
    process.execPath,
    ...NODE_FLAGS,
    '--import',
    'tsx',
    'scripts/data-import/cli.ts',
    'refresh',
    '--only',
    only,
    '--cache',
    cache,
    '--no-load',
  ]
  const [command, ...args] = TIME ? [TIME, '-f', 'PEAK_RSS_KB %M', ...node] : node
  return new Promise<{ code: number | null; out: string; peakMiB: number | null }>(
    (resolve, reject) => {
      const child = spawn(command!, args, {
        cwd: process.cwd(),
        env: {
          ...process.env,
          NODE_OPTIONS: '',
          SHARED_DATA_DIR: SHARED,
          DISCOVER_UNI_ZIP_URL: publisher.url('/unistats.zip'),
          SCORECARD_FOS_ZIP_URL: publisher.url('/fos.zip'),
          SCORECARD_INSTITUTION_ZIP_URL: publisher.url('/institution.zip'),
        },
      })
      let out = ''
      child.stdout.on('data', (chunk: Buffer) => (out += chunk))
      child.stderr.on('data', (chunk: Buffer) => (out += chunk))
      child.on('error', reject)
      child.on('close', (code) => {
        const kb = /PEAK_RSS_KB (\d+)/.exec(out)?.[1]
        resolve({ code, out, peakMiB: kb ? Math.round(Number(kb) / 1024) : null })
      })
    },
  )
}

const generated = (name: string) => readFileSync(path.join(cache, 'generated', name), 'utf8')
const rowOf = (tsv: string, id: string) => {
  const [header, ...lines] = tsv.split('\n')
  const line = lines.find((l) => l.startsWith(`${id}\t`))
  if (!line) return null
  const cells = line.split('\t')
  return Object.fromEntries(header!.split('\t').map((name, i) => [name, cells[i]]))
}
const manifestSource = (id: string) =>
  (
    JSON.parse(readFileSync(path.join(cache, 'refresh-manifest.json'), 'utf8')) as {
      sources: {
        id: string
        result: string
        asOf: string | null
        files: { path: string; zip?: { member: string } }[]
      }[]
    }
  ).sources.find((s) => s.id === id)!

it('--only discover-uni-courses downloads the Unistats zip and the import takes its course titles', async () => {
  const run = await refreshOnline('discover-uni-courses')
  console.log(`data:refresh --only discover-uni-courses (online zip): peak RSS ${run.peakMiB} MiB`)
  expect([run.code, run.out]).toEqual([0, expect.stringContaining('import done')])
  expect(run.peakMiB ?? 0).toBeLessThan(600)
  const source = manifestSource('discover-uni-courses')
  expect(source.result).toBe('refreshed')
  expect(source.files.find((f) => f.path.endsWith('KISCOURSE.csv.gz'))?.zip?.member).toBe(
    'UNISTATS/KISCOURSE.csv',
  )
  expect(rowOf(generated('programmes-uk.tsv'), COURSE_ID)).toMatchObject({
    title: TITLE,
    // Dated by the zip's release (its Last-Modified), not by the shared copy's collection.
    as_of: 'release of 2025-09-30',
  })
  expect(source.asOf).toBe('release of 2025-09-30')
}, 300_000)

it('--only scorecard-fos downloads the field-of-study zip and the import writes US programmes', async () => {
  const run = await refreshOnline('scorecard-fos')
  console.log(`data:refresh --only scorecard-fos (online zip): peak RSS ${run.peakMiB} MiB`)
  expect([run.code, run.out]).toEqual([0, expect.stringContaining('import done')])
  expect(manifestSource('scorecard-fos').files).toEqual([
    expect.objectContaining({
      path: 'open/us-scorecard/Most-Recent-Cohorts-Field-of-Study.csv',
      zip: expect.objectContaining({ member: 'Most-Recent-Cohorts-Field-of-Study_04172025.csv' }),
    }),
  ])
  const programme = rowOf(generated('programmes-us.tsv'), `us-${UNITID}-1107-3`)
  expect(programme).toMatchObject({ as_of: 'release of 2025-09-30' })
  // Nobody has read this release's cohort map: the figures name the release, not guessed years.
  expect(JSON.stringify(programme)).toContain('cohorts of the release of 2025-09-30')
  expect(JSON.stringify(programme)).not.toContain('graduates of 2019-20')
  // The course titles of the first run stay: its KISCOURSE is the courses' kept copy.
  expect(rowOf(generated('programmes-uk.tsv'), COURSE_ID)).toMatchObject({ title: TITLE })
}, 300_000)

it('--only scorecard-2022,ipeds takes web addresses and earnings out of the institution zip', async () => {
  const run = await refreshOnline('scorecard-2022,ipeds')
  expect([run.code, run.out]).toEqual([0, expect.stringContaining('import done')])
  expect(manifestSource('scorecard-2022')).toMatchObject({
    result: 'refreshed',
    asOf: 'release of 2025-09-30',
  })
  const ipeds = manifestSource('ipeds')
  expect(ipeds.result).toBe('refreshed')
  // The NCES tables were kept from the shared copy: the label says which file is new.
  expect(ipeds.asOf).toMatch(
    /^2023-24 .*; scorecard_earnings\.csv\.gz from the publisher's release of 2025-09-30$/,
  )
  expect(ipeds.files.find((f) => f.path.endsWith('scorecard_earnings.csv.gz'))?.zip?.member).toBe(
    'Most-Recent-Cohorts-Institution_05192025.csv',
  )
  const harvard = rowOf(generated('institutions.tsv'), 'harvard-university')!
  expect(Object.values(harvard)).toContain(`https://${HARVARD_URL}`)
  expect(JSON.stringify(harvard)).toContain(HARVARD_EARNINGS)
}, 300_000)
