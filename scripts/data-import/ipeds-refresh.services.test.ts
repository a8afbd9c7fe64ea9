// Runs only from `npm run test:services` (a whole import, about half a minute): `data:refresh --only
// ipeds` with IPEDS_YEAR=2024 against a loopback stand-in for NCES, then the real import of the
// shared data folder. The five NCES zips (test/publisher-files.ts) are the shared extract's figures
// written back in NCES's layout (its variable names, Windows-1252, Outcome Measures one row per
// cohort category) and labelled as the 2024 collection: what changes in the output is the years, which follow the files.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { ncesZips, sharedFolder } from '@/test/publisher-files'
import { publisherStandIn } from '@/test/publisher-stand-in'

import { download } from './download'
import { importInto, refresh, refreshSources } from './refresh'
import { NCES_DATA_FILES } from './sources'

const SHARED = sharedFolder()

const publisher = publisherStandIn()
const work = mkdtempSync(path.join(tmpdir(), 'ipeds-refresh-'))
const cache = path.join(work, 'cache')
beforeAll(async () => {
  const zips = ncesZips(SHARED, 2024)
  publisher.serve(
    Object.fromEntries(Object.entries(zips).map(([name, body]) => [`/nces/${name}`, body])),
  )
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
