// Runs only from `npm run test:services` (a whole import, about half a minute): `data:refresh --only
// ipeds` with IPEDS_YEAR=2024 against a loopback stand-in for NCES, then the real import of the
// shared data folder. The five NCES zips are the shared extract's figures written back in NCES's
// layout (its variable names, Windows-1252, Outcome Measures one row per cohort category) and
// labelled as the 2024 collection: what changes in the output is the years, which follow the files.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'

import { zipSync } from 'fflate'

import { publisherStandIn } from '@/test/publisher-stand-in'

import { download } from './download'
import { csvRows } from './io'
import { importInto, refresh, refreshSources } from './refresh'
import { NCES_DATA_FILES } from './sources'

const SHARED = process.env.SHARED_DATA_DIR ?? '/work/shared/data'
if (!existsSync(path.join(SHARED, 'open')))
  throw new Error(`The shared data folder ${SHARED} has no open/ folder (set SHARED_DATA_DIR).`)
const EXTRACT = path.join(SHARED, 'open', 'us-ipeds-2023')
const HARVARD = '166027'

const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)
type Column = [nces: string, extract: string | ((row: Record<string, string>) => string)]
/** The extract's table with its columns renamed to NCES's (in order), in NCES's encoding. */
function ncesTable(file: string, columns: Column[], extra = '') {
  const rows = csvRows(gunzipSync(readFileSync(path.join(EXTRACT, file))).toString('utf8'))
  const cell = (row: Record<string, string>, from: Column[1]) =>
    typeof from === 'string' ? (row[from] ?? '') : from(row)
  const lines = rows.map((row) => columns.map(([, from]) => quote(cell(row, from))).join(','))
  const text = `${columns.map(([name]) => name).join(',')}\r\n${lines.join('\r\n')}\r\n${extra}`
  return new Uint8Array(Buffer.from(text, 'latin1'))
}

const publisher = publisherStandIn()
const work = mkdtempSync(path.join(tmpdir(), 'ipeds-refresh-'))
const cache = path.join(work, 'cache')
beforeAll(async () => {
  const om: Column[] = [
    ['UNITID', 'UnitID'],
    ['OMCHRT', () => '50'],
    ['OMACHRT', 'TOTAL_COHORT_2015'],
    ['OMAWDP4', 'PCT_AWARD_4YEARS'],
    ['OMAWDP6', 'PCT_AWARD_6YRS'],
  ]
  publisher.serve({
    '/nces/HD2024.zip': zipSync({
      'hd2024.csv': ncesTable('institutions.csv.gz', [
        ['UNITID', 'UnitID'],
        ['INSTNM', 'INSTITUTION'],
        ['CITY', 'CITY'],
        ['STABBR', 'STATE'],
        ['ZIP', 'ZIP'],
        ['HBCU', 'HISTORICALLY_BLACK'],
        ['SECTOR', 'SECTOR'],
        ['ICLEVEL', 'LEVEL'],
        ['CONTROL', 'CONTROL'],
        ['INSTCAT', 'CATEGORY'],
      ]),
    }),
    '/nces/IC2024_AY.zip': zipSync({
      'ic2024_ay.csv': ncesTable('cost.csv.gz', [
        ['UNITID', 'UnitID'],
        ['CHG2AY3', 'TUITION_FEES_INSTATE2023'],
        ['CHG3AY3', 'TUITION_FEES_2023_OUTSTATE'],
      ]),
    }),
    '/nces/DRVEF2024.zip': zipSync({
      'drvef2024.csv': ncesTable('enrollment.csv.gz', [
        ['UNITID', 'UnitID'],
        ['ENRTOT', 'ENR_TOTAL'],
        ['EFUG', 'ENR_UG'],
        ['EFGRAD', 'ENR_GRAD'],
      ]),
    }),
    '/nces/OM2024.zip': zipSync({
      // Every entering undergraduate (50), and Harvard's first-time full-time row (10) besides.
      'om2024.csv': ncesTable('gradrates.csv.gz', om, `${HARVARD},10,1600,90,99\r\n`),
    }),
    '/nces/ADM2024.zip': zipSync({
      'adm2024.csv': gunzipSync(readFileSync(path.join(EXTRACT, 'adm2022.csv.gz'))),
    }),
  })
  await publisher.start()
})
afterAll(async () => {
  await publisher.stop()
  rmSync(work, { recursive: true, force: true })
})

it('refreshes IPEDS from NCES and the import labels every figure with the 2024 collection', async () => {
  const result = await refresh({
    sources: refreshSources({ IPEDS_YEAR: '2024' }),
    cache,
    only: 'ipeds',
    seed: SHARED,
    fetch: async (url, dest, options) => ({
      ...(await download(url.replace(NCES_DATA_FILES, publisher.url('/nces/')), dest, options)),
      url,
    }),
    runImport: importInto(cache),
  })
  expect(result.importMessage).toBeNull()
  const ipeds = result.records.find((r) => r.id === 'ipeds')!
  expect(ipeds).toMatchObject({
    result: 'refreshed',
    // The years the files give, and the release the NCES files came from (the stand-in's date).
    asOf:
      '2024-25 (admissions 2024; earnings release 2025-05-19); institutions.csv.gz, cost.csv.gz, ' +
      "enrollment.csv.gz, gradrates.csv.gz, adm2022.csv.gz from the publisher's release of 2025-09-30",
  })
  expect(ipeds.files.map((f) => f.url)).toEqual([
    ...['HD2024', 'IC2024_AY', 'DRVEF2024', 'OM2024', 'ADM2024'].map(
      (t) => `${NCES_DATA_FILES}${t}.zip`,
    ),
    null,
  ])

  const generated = path.join(cache, 'generated')
  const manifest = JSON.parse(readFileSync(path.join(generated, 'manifest.json'), 'utf8')) as {
    sources: { id: string; name: string; asOf: string; rowsKept: number }[]
  }
  const source = manifest.sources.find((s) => s.id === 'ipeds')!
  expect(source.name).toBe(
    'IPEDS 2024-25 institutions, cost, enrolment, graduation; IPEDS 2024 admissions; College Scorecard earnings',
  )
  // The same figures as the extract's: every institution is kept as before.
  const committed = JSON.parse(
    readFileSync(path.join('data', 'generated', 'manifest.json'), 'utf8'),
  ) as typeof manifest
  expect(source.rowsKept).toBe(committed.sources.find((s) => s.id === 'ipeds')!.rowsKept)
  const harvard = readFileSync(path.join(generated, 'institutions.tsv'), 'utf8')
    .split('\n')
    .find((line) => line.startsWith('harvard-university\t'))!
  expect(harvard).toContain('"cost":{"year":"2024-25","inState":59076,"outOfState":59076')
  expect(harvard).toContain('"graduation":{"year":"2016 cohort","cohort":1668,"sixYearRate":96')
  expect(harvard).toContain('"admissions":{"year":"2024"')
  // Names outside ASCII come through NCES's Windows-1252 intact.
  expect(readFileSync(path.join(generated, 'institutions.tsv'), 'utf8')).toContain(
    '\tDewey University-Juana Díaz\t',
  )
}, 180_000)
