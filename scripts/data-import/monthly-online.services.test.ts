// Runs only from `npm run test:services`: a deployment's first monthly refresh, every source at
// once, online, with no shared data folder. Every publisher file is served by a loopback stand-in,
// built from the shared data folder in its publisher's layout; the refresh's seed is the committed
// data/sources, as on Vercel, so whatever the run needs beyond the downloads must be there. The
// import is the real one.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import {
  COURSE_ID,
  COURSE_TITLE,
  fieldOfStudyZip,
  HARVARD,
  HARVARD_EARNINGS,
  HARVARD_URL,
  institutionZip,
  ncesZips,
  sharedFolder,
  unistatsZip,
} from '@/test/publisher-files'
import { publisherStandIn } from '@/test/publisher-stand-in'

import { download } from './download'
import { SEED_DIR } from './io'
import { importInto, importRatesInto, refresh, refreshSources, type SourceRecord } from './refresh'
import {
  CRICOS_DIR,
  CRICOS_FILE,
  CURRENCY_API_DIR,
  CURRENCY_API_FILE,
  CURRENCY_API_URL,
  DOWNLOADS,
  ECB_ZIP,
  NCES_DATA_FILES,
  OFFLINE_ONLY,
  SOURCES,
} from './sources'

const SHARED = sharedFolder()
const IPEDS_YEAR = 2025
// As data.gov.au names a release: its date and the export's time, unpadded.
const CRICOS_NAME = 'cricos-providers-courses-and-locations-as-at-2026-7-1-10-38-49.xlsx'
const shared = (file: string) => readFileSync(path.join(SHARED, file))
/** The shared folder's one file of `dir` named as `pattern` says. */
const sharedNamed = (dir: string, pattern: RegExp) => {
  const name = readdirSync(path.join(SHARED, dir)).find((n) => pattern.test(n))
  if (!name) throw new Error(`${SHARED}/${dir} has no file matching ${pattern}`)
  return `${dir}/${name}`
}
const SHARED_CURRENCY_API = sharedNamed(CURRENCY_API_DIR, CURRENCY_API_FILE)

/** Where each publisher's file is on the stand-in. */
const HIPO_JSON = '/hipo/world_universities_and_domains.json'
const HIPO_LICENCE = '/hipo/LICENSE'
const ECB = '/ecb/eurofxref-hist.zip'
const CURRENCY_API = '/fx/eur.min.json'
const CRICOS = `/cricos/${CRICOS_NAME}`
const NCES = ['HD', 'IC', 'DRVEF', 'OM', 'ADM'].map(
  (table) => `/nces/${table}${IPEDS_YEAR}${table === 'IC' ? '_AY' : ''}.zip`,
)

const publisher = publisherStandIn()
const work = mkdtempSync(path.join(tmpdir(), 'monthly-online-'))
const cache = path.join(work, 'cache')
beforeAll(async () => {
  const nces = ncesZips(SHARED, IPEDS_YEAR)
  publisher.serve({
    [HIPO_JSON]: shared('world_universities_and_domains.json'),
    [HIPO_LICENCE]: shared('LICENSE-hipo-university-domains-list.txt'),
    [ECB]: shared(ECB_ZIP),
    [CURRENCY_API]: shared(SHARED_CURRENCY_API),
    [CRICOS]: shared(sharedNamed(CRICOS_DIR, CRICOS_FILE)),
    '/unistats.zip': unistatsZip(SHARED),
    '/fos.zip': fieldOfStudyZip(),
    '/institution.zip': institutionZip(SHARED),
    ...Object.fromEntries(Object.entries(nces).map(([name, body]) => [`/nces/${name}`, body])),
  })
  await publisher.start()
})
afterAll(async () => {
  await publisher.stop()
  rmSync(work, { recursive: true, force: true })
})

/** The real download, with the addresses fixed in the code sent to the stand-in instead. */
const standInFetch: typeof download = (url, dest, options) => {
  const fixed: Record<string, string> = {
    [DOWNLOADS['world_universities_and_domains.json']!]: HIPO_JSON,
    [DOWNLOADS['LICENSE-hipo-university-domains-list.txt']!]: HIPO_LICENCE,
    [DOWNLOADS[ECB_ZIP]!]: ECB,
    [CURRENCY_API_URL]: CURRENCY_API,
  }
  const local = fixed[url]
    ? publisher.url(fixed[url])
    : url.replace(NCES_DATA_FILES, publisher.url('/nces/'))
  return download(local, dest, options)
}

const tsvRows = (name: string, dir = path.join(cache, 'generated')) => {
  const [header, ...lines] = readFileSync(path.join(dir, name), 'utf8').trimEnd().split('\n')
  const names = header!.split('\t')
  return lines.map((line) => {
    const cells = line.split('\t')
    return Object.fromEntries(names.map((n, i) => [n, cells[i]!]))
  })
}

it('refreshes every source from its publisher, seeded by data/sources alone, and imports them', async () => {
  const seed = path.join(process.cwd(), SEED_DIR)
  const started = Date.now()
  // The stand-in's files and Jest share the process: the RSS before the run is said beside its peak.
  const before = process.memoryUsage().rss
  const peak = { heap: 0, rss: before }
  const sampler = setInterval(() => {
    const now = process.memoryUsage()
    peak.heap = Math.max(peak.heap, now.heapUsed)
    peak.rss = Math.max(peak.rss, now.rss)
  }, 200)
  const result = await refresh({
    sources: refreshSources({
      DISCOVER_UNI_ZIP_URL: publisher.url('/unistats.zip'),
      SCORECARD_FOS_ZIP_URL: publisher.url('/fos.zip'),
      SCORECARD_INSTITUTION_ZIP_URL: publisher.url('/institution.zip'),
      IPEDS_YEAR: String(IPEDS_YEAR),
      CRICOS_XLSX_URL: publisher.url(CRICOS),
    }),
    cache,
    seed,
    fetch: standInFetch,
    runImport: importInto(cache),
    runRatesImport: importRatesInto(cache),
  }).finally(() => clearInterval(sampler))
  const mib = (bytes: number) => Math.round(bytes / 2 ** 20)
  console.log(
    `monthly refresh online, seeded by ${SEED_DIR}: ${((Date.now() - started) / 1000).toFixed(1)} s, ` +
      `RSS ${mib(before)} MiB before, peak ${mib(peak.rss)} MiB during the run (sampled; heap ${mib(peak.heap)} MiB), ` +
      `maxRSS of the test process ${mib(process.resourceUsage().maxRSS * 1024)} MiB`,
  )

  expect(result.importMessage).toBeNull()
  expect(result.imported).toBe(true)
  const manifest = JSON.parse(readFileSync(path.join(cache, 'refresh-manifest.json'), 'utf8')) as {
    imported: boolean
    sources: SourceRecord[]
  }
  expect(manifest.imported).toBe(true)
  const ids = [...Object.keys(SOURCES), 'scorecard-fos']
  expect(manifest.sources.map((s) => [s.id, s.result])).toEqual(
    ids.map((id) => [id, id === 'dfe' ? 'kept' : 'refreshed']),
  )
  expect(manifest.sources.find((s) => s.id === 'dfe')!.message).toBe(
    `no publisher address (${OFFLINE_ONLY.dfe}): its last good copy stays; refresh it with --offline DIR`,
  )

  // Each refreshed file came from the stand-in; the CAH labels (no publisher file) from the seed.
  const urls = (id: string) => [
    ...new Set(manifest.sources.find((s) => s.id === id)!.files.map((f) => f.url)),
  ]
  const on = (...paths: string[]) => paths.map((p) => publisher.url(p))
  expect(Object.fromEntries(ids.map((id) => [id, urls(id)]))).toEqual({
    hipo: on(HIPO_JSON, HIPO_LICENCE),
    dfe: [null],
    'discover-uni-institutions': on('/unistats.zip'),
    'scorecard-2022': on('/institution.zip'),
    ipeds: on(...NCES, '/institution.zip'),
    'discover-uni-courses': [...on('/unistats.zip'), null],
    cricos: on(CRICOS),
    ecb: on(ECB),
    'currency-api': on(CURRENCY_API),
    'scorecard-fos': on('/fos.zip'),
  })
  const courses = manifest.sources.find((s) => s.id === 'discover-uni-courses')!
  expect(courses.files.filter((f) => f.kept).map((f) => [f.path, f.kept])).toEqual([
    ['open/uk-discover-uni/dim_cah.csv', 'seed'],
    ['open/uk-discover-uni/SubjectBuilder.csv', 'seed'],
  ])
  // The versioned files are named by their dates: the JSON's, the workbook's publisher name.
  const paths = (id: string) => manifest.sources.find((s) => s.id === id)!.files.map((f) => f.path)
  expect(paths('currency-api')).toEqual([SHARED_CURRENCY_API])
  expect(paths('cricos')).toEqual([`${CRICOS_DIR}/${CRICOS_NAME}`])
  expect(manifest.sources.find((s) => s.id === 'ipeds')!.asOf).toMatch(
    new RegExp(`^${IPEDS_YEAR}-${(IPEDS_YEAR + 1) % 100} \\(admissions ${IPEDS_YEAR};`),
  )
  expect(paths('dfe')).toEqual([
    'uk_dfe_degree_institutions.json',
    'LICENSE-dfe-reference-data.txt',
  ])

  // A UK course titled by the zip's KISCOURSE.
  expect(tsvRows('programmes-uk.tsv').find((r) => r.id === COURSE_ID)).toMatchObject({
    title: COURSE_TITLE,
  })
  // The AU courses' fees are as of the workbook's date, which only its publisher name gives.
  const au = tsvRows('programmes-au.tsv')
  expect(au.length).toBe(tsvRows('programmes-au.tsv', path.join('data', 'generated')).length)
  expect(new Set(au.map((r) => [r.as_of, JSON.parse(r.fees!).asOf].join(' ')))).toEqual(
    new Set(['2026-07-01 2026-07-01']),
  )
  // Harvard: the institution zip's address and earnings, IPEDS figures of the collection served.
  const institutions = tsvRows('institutions.tsv')
  const harvard = JSON.stringify(institutions.find((r) => r.id === 'harvard-university'))
  expect(harvard).toContain(`https://${HARVARD_URL}`)
  expect(harvard).toContain(HARVARD_EARNINGS)
  // Earnings labelled by the release downloaded (the stand-in's Last-Modified), not the shared copy's.
  expect(harvard).toContain('\\"earnings\\":{\\"year\\":\\"Scorecard 2025-09\\"')
  expect(harvard).toContain(`\\"cost\\":{\\"year\\":\\"${IPEDS_YEAR}-${(IPEDS_YEAR + 1) % 100}\\"`)
  expect(harvard).toContain(`\\"admissions\\":{\\"year\\":\\"${IPEDS_YEAR}\\"`)
  // US programmes from the field-of-study zip.
  expect(tsvRows('programmes-us.tsv').map((r) => r.id)).toContain(`us-${HARVARD}-1107-3`)
  // The institutions only DfE lists (no Discover Uni row) are still there: the seed's list was read.
  const dfeOnly = (rows: Record<string, string>[]) =>
    rows
      .filter((r) => {
        const sources = JSON.parse(r.sources!) as string[]
        return sources.includes('dfe') && !sources.includes('discover-uni-institutions')
      })
      .map((r) => r.id)
  const committed = dfeOnly(tsvRows('institutions.tsv', path.join('data', 'generated')))
  expect(committed.length).toBeGreaterThan(10)
  expect(dfeOnly(institutions)).toEqual(committed)
  expect(existsSync(path.join(cache, 'generated', 'fx-rates.json'))).toBe(true)
}, 240_000)
