import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'

import ExcelJS from 'exceljs'
import { strToU8, zipSync } from 'fflate'

import { publisherStandIn, STAND_IN_LAST_MODIFIED } from '@/test/publisher-stand-in'

import { importCricosFile } from './build'
import { download } from './download'
import { cricosWorkbook } from './fixtures'
import { rawReaders } from './io'
import { LAYOUTS } from './layout'
import {
  importRatesInto,
  refresh,
  refreshSources,
  type RefreshOptions,
  type RefreshSource,
} from './refresh'
import {
  CURRENCY_API_DIR,
  CURRENCY_API_FILE,
  CURRENCY_API_URL,
  DOWNLOADS,
  PACKAGES,
  SCORECARD_FOS_FILE,
  SOURCES,
} from './sources'

const SBJ = 'open/uk-discover-uni/SBJ.csv.gz'
/** The Discover Uni source's subject labels, which come from OfS rather than the Unistats zip. */
const CAH_LABELS = SOURCES['discover-uni-courses'].files.filter((f) => !f.endsWith('.csv.gz'))
const KISCOURSE = 'open/uk-discover-uni/KISCOURSE.csv'
const COST = 'open/us-ipeds-2023/cost.csv.gz'
const sources: RefreshSource[] = [
  { id: 'discover-uni-courses', files: [SBJ], optional: [KISCOURSE] },
  { id: 'ipeds', files: [COST] },
]
const sbj = gzipSync(
  'PUBUKPRN,UKPRN,KISCOURSEID,KISMODE,SBJ\n10000001,10000001,CS-1,01,CAH11-01-01\n',
)
const kiscourse = readFileSync(path.join(__dirname, 'fixtures', 'KISCOURSE.csv'))
const cost = (column: string, rows: number) =>
  gzipSync(
    `UnitID,Institution Name,TUITION_FEES_2023_OUTSTATE,${column}\n` +
      '100001,Example State University,27400,9800\n'.repeat(rows),
  )

let root = ''
let cache = ''
let offline = ''
const put = (dir: string, file: string, body: Uint8Array) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
  writeFileSync(path.join(dir, file), body)
}
// Stands in for the import: counts each source's data rows in the folder it is given.
const lines = (file: string) => {
  const body = readFileSync(file)
  return (file.endsWith('.gz') ? gunzipSync(body) : body).toString().trim().split('\n').length - 1
}
const runImport: RefreshOptions['runImport'] = async (dir) => ({
  'discover-uni-courses': {
    asOf: '2025 collection',
    rowsRead: lines(path.join(dir, SBJ)),
    rowsKept: 1,
    dropped: (existsSync(path.join(dir, KISCOURSE))
      ? { 'KISCOURSE: invalid KISMODE': 1 }
      : {}) as Record<string, number>,
  },
  ipeds: { asOf: '2023-24', rowsRead: lines(path.join(dir, COST)), rowsKept: 1, dropped: {} },
})

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'refresh-test-'))
  cache = path.join(root, 'cache')
  offline = path.join(root, 'offline')
  // Last month's good copy of the IPEDS file (three rows).
  put(path.join(cache, 'current'), COST, cost('TUITION_FEES_INSTATE2023', 3))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('refresh', () => {
  it('a source with a renamed column fails alone; the others are refreshed and imported', async () => {
    put(offline, SBJ, sbj)
    put(offline, KISCOURSE, kiscourse)
    // The year-bearing column without its year (TUITION_FEES_INSTATE2023 in the extract).
    put(offline, COST, cost('TUITION_FEES_INSTATE', 5))
    const log: string[] = []
    const result = await refresh({ sources, cache, offline, runImport, log: (l) => log.push(l) })

    expect(result.imported).toBe(true)
    const [du, ipeds] = result.records
    expect(du).toMatchObject({
      id: 'discover-uni-courses',
      result: 'refreshed',
      asOf: '2025 collection',
      rowsRead: 1,
      rowsRejected: { 'KISCOURSE: invalid KISMODE': 1 },
    })
    expect(du!.files).toEqual([
      {
        path: SBJ,
        url: null,
        bytes: sbj.length,
        sha256: createHash('sha256').update(sbj).digest('hex'),
      },
      expect.objectContaining({ path: KISCOURSE, bytes: kiscourse.length }),
    ])
    expect(ipeds!.result).toBe('failed')
    expect(ipeds!.message).toBe(
      `${COST}: column TUITION_FEES_INSTATE<year> is missing; expected the IPEDS tuition and fees columns UnitID, TUITION_FEES_INSTATE<year>, TUITION_FEES_<year>_OUTSTATE (the file has Institution Name, TUITION_FEES_INSTATE instead); the last good copy stays`,
    )
    // The import ran on last month's IPEDS file, still in place.
    expect(ipeds!.rowsRead).toBe(3)
    expect(log[0]).toMatch(
      /^data:refresh \[1\/2\] discover-uni-courses: refreshed \(2 files\) in \d+\.\ds$/,
    )
    expect(log[1]).toContain(
      'data:refresh [2/2] ipeds: failed\n  open/us-ipeds-2023/cost.csv.gz: column',
    )
    const manifest = JSON.parse(readFileSync(path.join(cache, 'refresh-manifest.json'), 'utf8'))
    expect(manifest.sources.map((s: { id: string; result: string }) => [s.id, s.result])).toEqual([
      ['discover-uni-courses', 'refreshed'],
      ['ipeds', 'failed'],
    ])
  })

  it('--only refreshes one source; the others keep their copy, seeded on a first run', async () => {
    const seed = path.join(root, 'seed')
    put(seed, SBJ, sbj)
    put(offline, COST, cost('TUITION_FEES_INSTATE2023', 7))
    const result = await refresh({ sources, cache, offline, only: 'ipeds', seed, runImport })
    expect(result.records.map((r) => [r.id, r.result, r.rowsRead])).toEqual([
      ['discover-uni-courses', 'kept', 1],
      ['ipeds', 'refreshed', 7],
    ])
    await expect(refresh({ sources, cache, only: 'cricos', runImport })).rejects.toThrow(
      '--only cricos: no such source (one of discover-uni-courses, ipeds)',
    )
  })

  it('without a usable copy of a source the import does not run, and says which file', async () => {
    put(offline, COST, cost('TUITION_FEES_INSTATE2023', 2))
    const result = await refresh({ sources, cache, offline, runImport })
    expect(result.records[0]).toMatchObject({
      result: 'failed',
      message: `${SBJ} is not in ${offline}; the last good copy stays`,
    })
    expect(result.imported).toBe(false)
    expect(result.importMessage).toBe(`import not run: no usable copy of ${SBJ}`)
  })

  it('an optional source with no file is absent, not refreshed', async () => {
    const fos = 'open/us-scorecard/Most-Recent-Cohorts-Field-of-Study.csv'
    const result = await refresh({
      sources: [{ id: 'scorecard-fos', files: [], optional: [fos] }],
      cache,
      offline,
      runImport: async () => ({}),
    })
    expect(result.records).toEqual([
      expect.objectContaining({ result: 'absent', message: `no file: ${fos} is optional` }),
    ])
  })

  it('the ECB source takes whichever copies the folder holds whole, and fails with neither', async () => {
    const ecb = refreshSources().filter((s) => s.id === 'ecb')
    const zip = zipSync({ 'eurofxref-hist.csv': strToU8('Date,USD,GBP,\n2026-04-13,1.1,0.8,\n') })
    const noCopy = await refresh({ sources: ecb, cache, offline, runImport })
    expect(noCopy.records[0]!.message).toBe(
      `no copy of ecb in ${offline}: one of open/ecb/eurofxref-hist.zip or open/ecb-fxdata/ecb_1999.parquet and 18 more; the last good copy stays`,
    )
    expect(noCopy.importMessage).toBe(
      'import not run: no usable copy of one of open/ecb/eurofxref-hist.zip or open/ecb-fxdata/ecb_1999.parquet and 18 more',
    )
    put(offline, 'open/ecb/eurofxref-hist.zip', zip)
    // One Parquet file of nineteen is not a copy: it is not brought.
    put(offline, 'open/ecb-fxdata/ecb_1999.parquet', strToU8('part of a copy'))
    const counts = { ecb: { asOf: '2026-04-13', rowsRead: 1, rowsKept: 1, dropped: {} } }
    const result = await refresh({ sources: ecb, cache, offline, runImport: async () => counts })
    expect(result.records[0]).toMatchObject({ result: 'refreshed', asOf: '2026-04-13' })
    expect(result.records[0]!.files.map((f) => f.path)).toEqual(['open/ecb/eurofxref-hist.zip'])
  })

  it('online, a file with no publisher address fails with what to do instead', async () => {
    const fetch = jest.fn()
    const result = await refresh({ sources, cache, only: 'ipeds', runImport, fetch })
    expect(fetch).not.toHaveBeenCalled()
    expect(result.records.find((r) => r.id === 'ipeds')!.message).toBe(
      `${COST}: no publisher address to download it from; refresh it with --offline DIR; the last good copy stays`,
    )
    expect(readFileSync(path.join(cache, 'current', COST))).toEqual(
      cost('TUITION_FEES_INSTATE2023', 3),
    )
  })
})

describe('refresh from the publishers (a loopback server in their place)', () => {
  const ECB = 'open/ecb/eurofxref-hist.zip'
  let ecbZip = zipSync({ 'eurofxref-hist.csv': strToU8('Date,USD,GBP\n2026-12-01,1.05,0.83\n') })
  const rates = JSON.stringify({ date: '2026-12-01', eur: { usd: 1.05 } })
  let missing = false
  const server = http.createServer((req, res) => {
    if (req.url === '/eurofxref-hist.zip' && !missing) {
      res.writeHead(200, {
        'content-length': ecbZip.length,
        'last-modified': 'Mon, 01 Dec 2026 16:00:00 GMT',
      })
      res.end(ecbZip)
    } else if (req.url === '/eur.min.json') {
      res.writeHead(200, { 'content-length': Buffer.byteLength(rates) })
      res.end(rates)
    } else {
      res.writeHead(404)
      res.end()
    }
  })
  let base = ''
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })
  // The publishers' addresses, answered by the loopback server.
  const fetch: typeof download = (url, dest, options) =>
    download(
      url === DOWNLOADS[ECB]
        ? `${base}/eurofxref-hist.zip`
        : url === CURRENCY_API_URL
          ? `${base}/eur.min.json`
          : url,
      dest,
      options,
    )
  const online: RefreshSource[] = [
    { id: 'ecb', files: [ECB] },
    {
      id: 'currency-api',
      files: [],
      versioned: { dir: CURRENCY_API_DIR, pattern: CURRENCY_API_FILE, url: CURRENCY_API_URL },
    },
  ]

  it('downloads each file, names the rate file by its date and records URL and Last-Modified', async () => {
    missing = false
    const result = await refresh({ sources: online, cache, fetch, runImport: async () => ({}) })
    expect(result.records.map((r) => [r.id, r.result])).toEqual([
      ['ecb', 'refreshed'],
      ['currency-api', 'refreshed'],
    ])
    expect(result.records[0]!.files).toEqual([
      expect.objectContaining({
        path: ECB,
        url: `${base}/eurofxref-hist.zip`,
        bytes: ecbZip.length,
        lastModified: 'Mon, 01 Dec 2026 16:00:00 GMT',
      }),
    ])
    expect(result.records[1]!.files[0]!.path).toBe('open/fx/currency-api-2026.12.1-eur.min.json')
    expect(
      readFileSync(
        path.join(cache, 'current', 'open/fx/currency-api-2026.12.1-eur.min.json'),
        'utf8',
      ),
    ).toBe(rates)
  })

  it('a 404 from the publisher fails that source with its message; its cached file stays', async () => {
    put(path.join(cache, 'current'), ECB, strToU8('last month'))
    missing = true
    const result = await refresh({ sources: online, cache, fetch, runImport: async () => ({}) })
    expect(result.records[0]).toMatchObject({
      result: 'failed',
      message: expect.stringContaining('404 not found at'),
    })
    expect(result.records[1]!.result).toBe('refreshed')
    expect(readFileSync(path.join(cache, 'current', ECB), 'utf8')).toBe('last month')
  })

  describe('the daily run of the ECB source (--only ecb) with the real rate import', () => {
    // As the ECB publishes it: newest day first, N/A for a currency not quoted, a closing comma.
    const ecbFile = (header: string, newest: string) =>
      zipSync({
        'eurofxref-hist.csv': strToU8(
          [
            header,
            `${newest},1.0512,N/A,0.8311,1.7012,`,
            '2026-11-28,1.0498,N/A,0.8302,1.6999,',
            '',
          ].join('\n'),
        ),
      })
    const ecbSource = refreshSources().filter((s) => ['ecb', 'currency-api'].includes(s.id))
    const deployed = JSON.parse(readFileSync('data/generated/fx-rates.json', 'utf8'))
    const runImport = jest.fn()
    const daily = (only: string) =>
      refresh({
        sources: ecbSource,
        cache,
        only,
        fetch,
        runImport,
        runRatesImport: importRatesInto(cache),
      })
    const table = () => JSON.parse(readFileSync(path.join(cache, 'rates', 'fx-rates.json'), 'utf8'))

    it('downloads the ECB zip and the rate table takes its newest day', async () => {
      missing = false
      ecbZip = ecbFile('Date,USD,CYP,GBP,AUD,', '2026-12-01')
      const result = await daily('ecb')
      expect(runImport).not.toHaveBeenCalled()
      expect(result).toMatchObject({ imported: true, ratesOnly: true })
      expect(result.records.find((r) => r.id === 'ecb')).toEqual({
        id: 'ecb',
        result: 'refreshed',
        message: null,
        files: [
          {
            path: ECB,
            url: `${base}/eurofxref-hist.zip`,
            sha256: createHash('sha256').update(ecbZip).digest('hex'),
            bytes: ecbZip.length,
            lastModified: 'Mon, 01 Dec 2026 16:00:00 GMT',
          },
        ],
        asOf: '2026-12-01',
        rowsRead: 2,
        rowsKept: 1,
        rowsRejected: { 'earlier days (only the latest is kept)': 1 },
      })
      const fx = table()
      expect(fx.date).toBe('2026-12-01')
      // That day's rates from the zip alone; CYP was N/A, so it is not reported (never 0).
      expect(fx.rates).toEqual({ AUD: 1.7012, GBP: 0.8311, USD: 1.0512 })
      // The second source was not asked for: the deployed table's part stays.
      expect(fx.other).toEqual(deployed.other)
      const manifest = JSON.parse(readFileSync(path.join(cache, 'refresh-manifest.json'), 'utf8'))
      expect(manifest.sources.find((s: { id: string }) => s.id === 'ecb')).toMatchObject({
        asOf: '2026-12-01',
        files: [{ path: ECB, url: `${base}/eurofxref-hist.zip` }],
      })
    })

    it('a zip whose Date column is renamed fails the ECB source alone; its last good copy stays', async () => {
      missing = false
      const good = ecbFile('Date,USD,CYP,GBP,AUD,', '2026-12-01')
      put(path.join(cache, 'current'), ECB, good)
      ecbZip = ecbFile('Day,USD,CYP,GBP,AUD,', '2026-12-02')
      const result = await daily('ecb,currency-api')
      expect(result.records.map((r) => [r.id, r.result])).toEqual([
        ['ecb', 'failed'],
        ['currency-api', 'refreshed'],
      ])
      expect(result.records[0]!.message).toBe(
        `${ECB}: column Date is missing; expected the ECB reference rates (a date column, then one column per currency) columns Date, USD, GBP (the file has Day, CYP, AUD instead)\n` +
          `${ECB}: column Day is not a currency (ISO 4217 code); expected ECB reference rates (a date column, then one column per currency); the last good copy stays`,
      )
      expect(readFileSync(path.join(cache, 'current', ECB))).toEqual(Buffer.from(good))
      // The rate table is imported from the copy kept, with the second source's new file.
      expect(result.imported).toBe(true)
      expect(table()).toMatchObject({ date: '2026-12-01', other: { date: '2026-12-01' } })
    })
  })
})

describe("refresh from the publishers' zips (a loopback server in their place)", () => {
  const DU = 'open/uk-discover-uni/'
  const KISCOURSE_GZ = `${DU}KISCOURSE.csv.gz`
  const fos = readFileSync(
    path.join(__dirname, 'fixtures', 'Most-Recent-Cohorts-Field-of-Study.csv'),
  )
  // Each Discover Uni table as the zip carries it: its documented header and one course's row.
  // A file with the layout's columns (a year-bearing one as of 2023) and one row.
  const table = (cached: string) => {
    const layout = LAYOUTS[cached.split('/').at(-1)!]!
    const columns = [
      ...layout.columns,
      ...('named' in layout ? (layout.named ?? []) : []).map((n) =>
        n.name.replace('<year>', '2023'),
      ),
    ]
    return (
      columns.join(',') + '\n' + columns.map((c) => (c === 'KISMODE' ? '01' : 'x')).join(',') + '\n'
    )
  }
  const unistats = (leave: string[] = []) => {
    const members: Record<string, Uint8Array> = {
      'INSTITUTION.csv': strToU8(table('uk_discoveruni_INSTITUTION.csv')),
      'KISCOURSE.csv': new Uint8Array(kiscourse),
      // Tables the site does not read travel in the same zip.
      'GOVOICEWORK.csv': strToU8('PUBUKPRN,UKPRN,KISCOURSEID,KISMODE,GOVOICEWORK\n'),
    }
    for (const member of PACKAGES['discover-uni-courses']![0]!.members)
      if (member.name !== 'KISCOURSE.csv') members[member.name] = strToU8(table(member.file))
    for (const name of leave) delete members[name]
    return zipSync(members)
  }
  const publisher = publisherStandIn()
  beforeAll(publisher.start)
  afterAll(publisher.stop)
  let seed = ''
  beforeEach(() => {
    publisher.requests.length = 0
    // The deployed copy of the CAH labels, which the Unistats zip does not carry.
    seed = path.join(root, 'seed')
    for (const file of CAH_LABELS) put(seed, file, strToU8(table(file)))
  })
  const sources = (
    ids: string[],
    env: Record<string, string> = {
      DISCOVER_UNI_ZIP_URL: publisher.url('/unistats-2025.zip'),
      SCORECARD_FOS_ZIP_URL: publisher.url('/fos.zip'),
    },
  ) => refreshSources(env).filter((s) => ids.includes(s.id))
  const counted: RefreshOptions['runImport'] = async () => ({})
  const sha256 = (body: Uint8Array) => createHash('sha256').update(body).digest('hex')
  const current = (file: string) => readFileSync(path.join(cache, 'current', file))

  it("every file of a zipped source comes out of a zip, or is another publisher's and kept", () => {
    const notInAZip = Object.fromEntries(
      refreshSources({})
        .filter((s) => s.packages)
        .map((source) => [
          source.id,
          [...source.files, ...(source.optional ?? [])].filter(
            (file) => !source.packages!.some((pkg) => pkg.members.some((m) => m.file === file)),
          ),
        ]),
    )
    expect(notInAZip).toEqual({
      'discover-uni-institutions': [],
      'discover-uni-courses': [...CAH_LABELS, `${DU}KISCOURSE.csv`],
      'scorecard-2022': [],
      ipeds: [],
      'scorecard-fos': [],
    })
  })

  it('downloads each zip once, streams its members into the cache layout and records zip and member', async () => {
    const zip = unistats()
    publisher.serve({
      '/unistats-2025.zip': zip,
      '/fos.zip': zipSync({
        'Most-Recent-Cohorts-Field-of-Study_04172025.csv': new Uint8Array(fos),
      }),
    })
    const result = await refresh({
      sources: sources(['discover-uni-institutions', 'discover-uni-courses', 'scorecard-fos']),
      cache,
      seed,
      runImport: counted,
    })
    expect(result.records.map((r) => [r.id, r.result])).toEqual([
      ['discover-uni-institutions', 'refreshed'],
      ['discover-uni-courses', 'refreshed'],
      ['scorecard-fos', 'refreshed'],
    ])
    // Both Discover Uni sources read the one download.
    expect(publisher.requests.sort()).toEqual(['/fos.zip', '/unistats-2025.zip'])
    const [institutions, courses, fieldOfStudy] = result.records
    expect(institutions!.files).toEqual([
      {
        path: 'uk_discoveruni_INSTITUTION.csv',
        url: `${publisher.url('/unistats-2025.zip')}`,
        sha256: sha256(strToU8(table('uk_discoveruni_INSTITUTION.csv'))),
        bytes: table('uk_discoveruni_INSTITUTION.csv').length,
        lastModified: STAND_IN_LAST_MODIFIED,
        zip: { member: 'INSTITUTION.csv', sha256: sha256(zip), bytes: zip.length },
      },
    ])
    // The cached tables are gzip of the members; KISCOURSE comes out whole.
    expect(gunzipSync(current(SBJ)).toString()).toBe(table(SBJ))
    expect(gunzipSync(current(KISCOURSE_GZ))).toEqual(kiscourse)
    expect(courses!.files.map((f) => [f.path, f.zip?.member ?? f.kept])).toEqual([
      [SBJ, 'SBJ.csv'],
      [`${DU}dim_cah.csv`, 'seed'],
      [`${DU}SubjectBuilder.csv`, 'seed'],
      ...[
        'KISAIM',
        'COURSELOCATION',
        'LOCATION',
        'UCASCOURSEID',
        'GOSALARY',
        'EMPLOYMENT',
        'CONTINUATION',
        'TARIFF',
        'ENTRY',
        'TEFOutcome',
      ].map((name) => [`${DU}${name}.csv.gz`, `${name}.csv`]),
      [KISCOURSE_GZ, 'KISCOURSE.csv'],
    ])
    expect(courses!.files.find((f) => f.path === SBJ)).toEqual({
      path: SBJ,
      url: `${publisher.url('/unistats-2025.zip')}`,
      sha256: sha256(current(SBJ)),
      bytes: current(SBJ).length,
      lastModified: STAND_IN_LAST_MODIFIED,
      zip: { member: 'SBJ.csv', sha256: sha256(zip), bytes: zip.length },
    })
    expect(courses!.message).toBe(
      `kept, not in the zip at ${publisher.url('/unistats-2025.zip')}: ${DU}dim_cah.csv (the seed folder's copy), ${DU}SubjectBuilder.csv (the seed folder's copy)`,
    )
    expect(current(SCORECARD_FOS_FILE)).toEqual(fos)
    expect(fieldOfStudy!.files).toEqual([
      expect.objectContaining({
        path: SCORECARD_FOS_FILE,
        url: `${publisher.url('/fos.zip')}`,
        bytes: fos.length,
        zip: expect.objectContaining({ member: 'Most-Recent-Cohorts-Field-of-Study_04172025.csv' }),
      }),
    ])
    const manifest = JSON.parse(readFileSync(path.join(cache, 'refresh-manifest.json'), 'utf8'))
    expect(manifest.sources[1].files[0].zip).toEqual({
      member: 'SBJ.csv',
      sha256: sha256(zip),
      bytes: zip.length,
    })
    // The zips are not kept once their members are out.
    expect(existsSync(path.join(cache, 'zips'))).toBe(false)
  })

  it('takes the Scorecard extract and the earnings out of one institution zip, cut to their columns', async () => {
    const IPEDS = 'open/us-ipeds-2023/'
    // The institution file's first columns and a few of its thousands, in its own order.
    const institution =
      'UNITID,OPEID,OPEID6,INSTNM,CITY,STABBR,INSTURL,LATITUDE,LONGITUDE,ADM_RATE,MD_EARN_WNE_P10,MD_EARN_WNE_P6\n' +
      '166027,00215500,002155,Harvard University,Cambridge,MA,www.harvard.edu/,42.374471,-71.118313,0.0324,95114,84918\n' +
      '100654,00100200,001002,Alabama A & M University,Normal,AL,www.aamu.edu/,34.783368,-86.568502,0.6622,PrivacySuppressed,NULL\n'
    const zip = zipSync({ 'Most-Recent-Cohorts-Institution_05192025.csv': strToU8(institution) })
    publisher.serve({ '/scorecard-institution.zip': zip })
    // The other IPEDS files are NCES's, deployed from the seed.
    const nces = SOURCES.ipeds.files.filter((f) => !f.endsWith('scorecard_earnings.csv.gz'))
    for (const file of nces) put(seed, file, gzipSync(table(file)))
    const result = await refresh({
      sources: sources(['scorecard-2022', 'ipeds'], {
        SCORECARD_INSTITUTION_ZIP_URL: publisher.url('/scorecard-institution.zip'),
      }),
      cache,
      seed,
      runImport: counted,
    })
    expect(result.records.map((r) => [r.id, r.result])).toEqual([
      ['scorecard-2022', 'refreshed'],
      ['ipeds', 'refreshed'],
    ])
    expect(publisher.requests).toEqual(['/scorecard-institution.zip'])
    expect(current('us_college_scorecard_subset_2022.csv').toString()).toBe(
      'UNITID,INSTNM,INSTURL,LATITUDE,LONGITUDE\n' +
        '166027,Harvard University,www.harvard.edu/,42.374471,-71.118313\n' +
        '100654,Alabama A & M University,www.aamu.edu/,34.783368,-86.568502\n',
    )
    // Suppressed earnings stay the publisher's codes; the reader turns them into "not reported".
    expect(gunzipSync(current(`${IPEDS}scorecard_earnings.csv.gz`)).toString()).toBe(
      'UNITID,INSTNM,STABBR,MD_EARN_WNE_P10,MD_EARN_WNE_P6\n' +
        '166027,Harvard University,MA,95114,84918\n' +
        '100654,Alabama A & M University,AL,PrivacySuppressed,NULL\n',
    )
    const ipeds = result.records[1]!
    expect(ipeds.files.find((f) => f.path.endsWith('scorecard_earnings.csv.gz'))).toMatchObject({
      url: publisher.url('/scorecard-institution.zip'),
      zip: { member: 'Most-Recent-Cohorts-Institution_05192025.csv', sha256: sha256(zip) },
    })
    expect(ipeds.files.filter((f) => f.kept).map((f) => f.path)).toEqual(nces)
    // The import dates each source by the release it came from; IPEDS says which files are new.
    expect(JSON.parse(current('releases.json').toString())).toEqual({
      ipeds: {
        date: '2025-09-30',
        dated: 'publisher',
        files: [`${IPEDS}scorecard_earnings.csv.gz`],
        kept: nces,
      },
      'scorecard-2022': {
        date: '2025-09-30',
        dated: 'publisher',
        files: ['us_college_scorecard_subset_2022.csv'],
        kept: [],
      },
    })
    expect(ipeds.message).toContain(
      `kept, not in the zip at ${publisher.url('/scorecard-institution.zip')}: ${nces[0]} (the seed folder's copy)`,
    )
  })

  it('an institution zip whose file lacks a column the extract needs fails that source alone', async () => {
    publisher.serve({
      '/scorecard-institution.zip': zipSync({
        'Most-Recent-Cohorts-Institution.csv': strToU8(
          'UNITID,INSTNM,WEBADDR,LATITUDE,LONGITUDE\n1,A,x,1,2\n',
        ),
      }),
      '/fos.zip': zipSync({ 'Most-Recent-Cohorts-Field-of-Study.csv': new Uint8Array(fos) }),
    })
    put(path.join(cache, 'current'), 'us_college_scorecard_subset_2022.csv', strToU8('last good\n'))
    const result = await refresh({
      sources: sources(['scorecard-2022', 'scorecard-fos'], {
        SCORECARD_INSTITUTION_ZIP_URL: publisher.url('/scorecard-institution.zip'),
        SCORECARD_FOS_ZIP_URL: publisher.url('/fos.zip'),
      }),
      cache,
      runImport: counted,
    })
    expect(result.records[0]).toMatchObject({
      result: 'failed',
      message: `the zip at ${publisher.url('/scorecard-institution.zip')}: Most-Recent-Cohorts-Institution.csv has no column INSTURL (us_college_scorecard_subset_2022.csv is made of UNITID, INSTNM, INSTURL, LATITUDE, LONGITUDE); the last good copy stays`,
    })
    expect(current('us_college_scorecard_subset_2022.csv').toString()).toBe('last good\n')
    expect(result.records[1]!.result).toBe('refreshed')
  })

  it("a source refreshed from a folder loses its release's date; the others keep theirs", async () => {
    const release = { date: '2025-09-30', dated: 'publisher', files: ['x'], kept: [] }
    put(
      path.join(cache, 'current'),
      'releases.json',
      strToU8(JSON.stringify({ 'discover-uni-institutions': release, ipeds: release })),
    )
    const folder = path.join(root, 'folder')
    put(folder, 'uk_discoveruni_INSTITUTION.csv', strToU8(table('uk_discoveruni_INSTITUTION.csv')))
    const result = await refresh({
      sources: sources(['discover-uni-institutions', 'ipeds']),
      only: 'discover-uni-institutions',
      offline: folder,
      cache,
      runImport: counted,
    })
    expect(result.records[0]!.result).toBe('refreshed')
    expect(JSON.parse(current('releases.json').toString())).toEqual({ ipeds: release })
  })

  it("online, DfE's list (no publisher file) keeps its copy, seeded on a first run, and says why", async () => {
    const dfe = strToU8('[{"name":"The Open University","ukprn":"10007773"}]\n')
    put(seed, 'uk_dfe_degree_institutions.json', dfe)
    put(seed, 'LICENSE-dfe-reference-data.txt', strToU8('MIT\n'))
    const fetch = jest.fn()
    const result = await refresh({
      sources: sources(['dfe']),
      only: 'dfe',
      cache,
      seed,
      fetch,
      runImport: counted,
    })
    expect(fetch).not.toHaveBeenCalled()
    expect(result.records[0]).toMatchObject({
      id: 'dfe',
      result: 'kept',
      message:
        'no publisher address (DfE publishes the list as a table in the code of its reference-data library, not as a data file): its last good copy stays; refresh it with --offline DIR',
    })
    expect(current('uk_dfe_degree_institutions.json')).toEqual(Buffer.from(dfe))
  })

  it('a zip without KISCOURSE still refreshes the courses, and a past copy of it goes', async () => {
    put(path.join(cache, 'current'), `${DU}KISCOURSE.csv`, kiscourse)
    put(path.join(cache, 'current'), `${DU}dim_cah.csv`, strToU8(table(`${DU}dim_cah.csv`)))
    publisher.serve({ '/unistats-2025.zip': unistats(['KISCOURSE.csv']) })
    const result = await refresh({
      sources: sources(['discover-uni-courses']),
      cache,
      seed,
      runImport: counted,
    })
    expect(result.records[0]).toMatchObject({
      result: 'refreshed',
      message: expect.stringContaining(
        `KISCOURSE.csv is not in the zip at ${publisher.url('/unistats-2025.zip')}: optional, the source is refreshed without ${KISCOURSE_GZ}\n`,
      ),
    })
    expect(existsSync(path.join(cache, 'current', `${DU}KISCOURSE.csv`))).toBe(false)
    expect(existsSync(path.join(cache, 'current', KISCOURSE_GZ))).toBe(false)
    // The cache's copy of another publisher's file wins over the seed's.
    expect(result.records[0]!.files.filter((f) => f.kept).map((f) => [f.path, f.kept])).toEqual([
      [`${DU}dim_cah.csv`, 'cache'],
      [`${DU}SubjectBuilder.csv`, 'seed'],
    ])
  })

  it('with no copy of the CAH labels to keep, the courses fail and say how to bring them', async () => {
    publisher.serve({ '/unistats-2025.zip': unistats() })
    const result = await refresh({
      sources: sources(['discover-uni-courses']),
      cache,
      runImport: counted,
    })
    expect(result.records[0]).toMatchObject({
      result: 'failed',
      message: `${DU}dim_cah.csv is not in the zip at ${publisher.url('/unistats-2025.zip')} and there is no copy to keep; refresh it with --offline DIR; the last good copy stays`,
    })
    expect(existsSync(path.join(cache, 'current', SBJ))).toBe(false)
  })

  it('a zip without SBJ.csv fails the courses alone, naming member and zip; their copy stays', async () => {
    put(path.join(cache, 'current'), SBJ, sbj)
    publisher.serve({
      '/unistats-2025.zip': unistats(['SBJ.csv']),
      '/fos.zip': zipSync({ 'Most-Recent-Cohorts-Field-of-Study.csv': new Uint8Array(fos) }),
    })
    const result = await refresh({
      sources: sources(['discover-uni-courses', 'scorecard-fos']),
      cache,
      seed,
      runImport: counted,
    })
    expect(result.records.map((r) => [r.id, r.result, r.message])).toEqual([
      [
        'discover-uni-courses',
        'failed',
        `SBJ.csv is not in the zip at ${publisher.url('/unistats-2025.zip')} (${SBJ} comes from it); the last good copy stays`,
      ],
      ['scorecard-fos', 'refreshed', null],
    ])
    expect(current(SBJ)).toEqual(sbj)
    expect(existsSync(path.join(cache, 'current', KISCOURSE_GZ))).toBe(false)
  })

  it('a zip the publisher no longer serves fails with the download message; the copy stays', async () => {
    put(path.join(cache, 'current'), SCORECARD_FOS_FILE, fos)
    publisher.serve({})
    const result = await refresh({ sources: sources(['scorecard-fos']), cache, runImport: counted })
    expect(result.records[0]).toMatchObject({
      result: 'failed',
      message: expect.stringContaining(`404 not found at ${publisher.url('/fos.zip')}`),
    })
    expect(current(SCORECARD_FOS_FILE)).toEqual(fos)
  })

  it('without the variables, the message names the one to set; a bad address is refused', async () => {
    const fetch = jest.fn()
    const unset = await refresh({
      sources: sources(['discover-uni-courses', 'scorecard-fos'], {}),
      cache,
      fetch,
      runImport: counted,
    })
    expect(fetch).not.toHaveBeenCalled()
    expect(unset.records.map((r) => [r.result, r.message])).toEqual([
      [
        'failed',
        `${SBJ}: no publisher address to download it from; set DISCOVER_UNI_ZIP_URL to the address of the Discover Uni (Unistats) full dataset zip, or refresh it with --offline DIR; the last good copy stays`,
      ],
      [
        'absent',
        `no file: ${SCORECARD_FOS_FILE} is optional; set SCORECARD_FOS_ZIP_URL to the address of the College Scorecard "Most Recent Cohorts: Field of Study" zip to download it`,
      ],
    ])
    const bad = await refresh({
      sources: sources(['scorecard-fos'], { SCORECARD_FOS_ZIP_URL: 'ftp://example.org/fos.zip' }),
      cache,
      fetch,
      runImport: counted,
    })
    expect(bad.records[0]!.message).toBe(
      'SCORECARD_FOS_ZIP_URL is not an http(s) address ("ftp://example.org/fos.zip"); the last good copy stays',
    )
  })
})

describe('refresh of the CRICOS register from data.gov.au (a loopback server in its place)', () => {
  const DIR = 'open/au-cricos'
  const dated = (date: string) => `cricos-providers-courses-and-locations-as-at-${date}.xlsx`
  const JULY = dated('2026-7-1-10-38-49')
  const AUGUST = dated('2026-8-3-9-15-02')
  // The register in the publisher's layout (title rows, then the header each sheet starts with);
  // `leave` courses fewer, to tell one release from another.
  const register = async (leave = 0) => {
    const book = new ExcelJS.Workbook()
    for (const [name, rows] of Object.entries(cricosWorkbook))
      book.addWorksheet(name).addRows(name === 'Courses' && leave ? rows.slice(0, -leave) : rows)
    return new Uint8Array(await book.xlsx.writeBuffer())
  }
  const courseRows = cricosWorkbook.Courses!.length - 3
  const publisher = publisherStandIn()
  beforeAll(publisher.start)
  afterAll(publisher.stop)
  const cricos = (env: Record<string, string>) =>
    refreshSources(env).filter((s) => s.id === 'cricos')
  // The real reading of the folder's register; its counts stand for the import's.
  const runImport: RefreshOptions['runImport'] = async (dir) => {
    const imported = importCricosFile(await rawReaders(dir).cricos())
    return {
      cricos: {
        asOf: imported.asOf,
        rowsRead: imported.coursesRead,
        rowsKept: imported.courses.length,
        dropped: imported.coursesDropped,
      },
    }
  }
  const cached = () => readdirSync(path.join(cache, 'current', DIR))
  const manifestOf = () =>
    JSON.parse(readFileSync(path.join(cache, 'refresh-manifest.json'), 'utf8')).sources[0]

  it('saves the workbook under its dated name and takes its date; the next release replaces it', async () => {
    // The shared folder's copy, from an earlier run.
    put(path.join(cache, 'current'), `${DIR}/${dated('2023-01-03')}`, await register())
    const july = await register()
    publisher.serve({
      '/dataset/cricos/resource/1/download': { redirect: `/files/${JULY}` },
      [`/files/${JULY}`]: july,
    })
    const first = await refresh({
      sources: cricos({ CRICOS_XLSX_URL: publisher.url('/dataset/cricos/resource/1/download') }),
      cache,
      runImport,
    })
    expect(first.records[0]).toEqual({
      id: 'cricos',
      result: 'refreshed',
      message: null,
      files: [
        {
          path: `${DIR}/${JULY}`,
          url: publisher.url(`/files/${JULY}`),
          sha256: createHash('sha256').update(july).digest('hex'),
          bytes: july.length,
          lastModified: STAND_IN_LAST_MODIFIED,
        },
      ],
      asOf: '2026-07-01',
      rowsRead: courseRows,
      rowsKept: expect.any(Number),
      rowsRejected: expect.any(Object),
    })
    expect(cached()).toEqual([JULY])
    expect(manifestOf()).toMatchObject({ id: 'cricos', asOf: '2026-07-01' })

    // The next release's address names no file; its Content-Disposition does.
    publisher.serve({
      '/download/2': {
        body: await register(1),
        headers: { 'content-disposition': `attachment; filename="${AUGUST}"` },
      },
    })
    const second = await refresh({
      sources: cricos({ CRICOS_XLSX_URL: publisher.url('/download/2') }),
      cache,
      runImport,
    })
    expect(second.records[0]).toMatchObject({
      result: 'refreshed',
      files: [{ path: `${DIR}/${AUGUST}`, url: publisher.url('/download/2') }],
      asOf: '2026-08-03',
      rowsRead: courseRows - 1,
    })
    expect(cached()).toEqual([AUGUST])
    expect(manifestOf()).toMatchObject({
      asOf: '2026-08-03',
      files: [{ path: `${DIR}/${AUGUST}` }],
    })
  })

  it('a file whose name carries no date fails the register alone, naming the name expected', async () => {
    put(path.join(cache, 'current'), `${DIR}/${JULY}`, await register())
    publisher.serve({ '/cricos.xlsx': await register(1) })
    const result = await refresh({
      sources: cricos({ CRICOS_XLSX_URL: publisher.url('/cricos.xlsx') }),
      cache,
      runImport,
    })
    expect(result.records[0]).toMatchObject({
      result: 'failed',
      message: `${publisher.url('/cricos.xlsx')}: the file is not named cricos-providers-courses-and-locations-as-at-YYYY-M-D[-H-MM-SS].xlsx (its address ends in "cricos.xlsx" and no Content-Disposition names it); its date is the data's as-of date; the last good copy stays`,
      // The import read the current copy.
      asOf: '2026-07-01',
      rowsRead: courseRows,
    })
    expect(cached()).toEqual([JULY])

    // A dated name whose date cannot be is no date either.
    const impossible = dated('2026-13-1-10-00-00')
    publisher.serve({ [`/${impossible}`]: await register(1) })
    const undated = await refresh({
      sources: cricos({ CRICOS_XLSX_URL: publisher.url(`/${impossible}`) }),
      cache,
      runImport,
    })
    expect(undated.records[0]).toMatchObject({
      result: 'failed',
      message: expect.stringContaining(`(its address ends in "${impossible}"`),
      asOf: '2026-07-01',
    })
    expect(cached()).toEqual([JULY])
  })

  it('without CRICOS_XLSX_URL, the message names it; offline the newest dated workbook is read', async () => {
    const fetch = jest.fn()
    const unset = await refresh({ sources: cricos({}), cache, fetch, runImport })
    expect(fetch).not.toHaveBeenCalled()
    expect(unset.records[0]!.message).toBe(
      `${DIR}/cricos-providers-courses-and-locations-as-at-YYYY-M-D[-H-MM-SS].xlsx: no publisher address to download it from; set CRICOS_XLSX_URL to the address of the CRICOS register workbook (data.gov.au dataset "CRICOS"), or refresh it with --offline DIR; the last good copy stays`,
    )
    expect(unset.importMessage).toBe(
      `import not run: no usable copy of ${DIR}/cricos-providers-courses-and-locations-as-at-YYYY-M-D[-H-MM-SS].xlsx`,
    )

    put(offline, `${DIR}/${dated('2023-01-03')}`, await register())
    put(offline, `${DIR}/${JULY}`, await register(1))
    const result = await refresh({ sources: cricos({}), cache, offline, runImport })
    expect(result.records[0]).toMatchObject({
      result: 'refreshed',
      files: [{ path: `${DIR}/${JULY}`, url: null }],
      asOf: '2026-07-01',
      rowsRead: courseRows - 1,
    })
    expect(cached()).toEqual([JULY])
  })
})
