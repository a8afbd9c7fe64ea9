// data:refresh of IPEDS from NCES's complete data files (one zip per table and year, at the
// documented address), served by a loopback stand-in; the zips are written here in NCES's layout.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'

import { strToU8, zipSync } from 'fflate'

import { publisherStandIn } from '@/test/publisher-stand-in'

import { download } from './download'
import { rawReaders } from './io'
import { importIpeds, ipedsSourceText } from './ipeds'
import { refresh, refreshSources, type RefreshOptions } from './refresh'
import { IPEDS_NCES_PACKAGES, NCES_DATA_FILES, SOURCES } from './sources'

const IPEDS = 'open/us-ipeds-2023/'
const EARNINGS = `${IPEDS}scorecard_earnings.csv.gz`
const publisher = publisherStandIn()
let root = ''
let cache = ''
let seed = ''

beforeAll(() => publisher.start())
afterAll(() => publisher.stop())
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'ipeds-refresh-'))
  cache = path.join(root, 'cache')
  seed = path.join(root, 'seed')
  // The earnings come from the College Scorecard, not NCES: the seed's copy is kept.
  mkdirSync(path.join(seed, IPEDS), { recursive: true })
  writeFileSync(
    path.join(seed, EARNINGS),
    gzipSync('UNITID,INSTNM,STABBR,MD_EARN_WNE_P10,MD_EARN_WNE_P6\n100001,E,PA,52000,41000\n'),
  )
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const csv = (lines: string[]) => strToU8(`${lines.join('\r\n')}\r\n`)
/** NCES writes Windows-1252: é is one byte (0xE9). */
const latin1 = (lines: string[]) =>
  new Uint8Array(Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1'))

// The 2024 collection's tables: NCES's columns (a few of each table's many, in its order).
const HD_HEADER =
  'UNITID,INSTNM,IALIAS,ADDR,CITY,STABBR,ZIP,FIPS,OPEID,SECTOR,ICLEVEL,CONTROL,DEGGRANT,HBCU,TRIBAL,INSTCAT'
const hd = (name: string) => [
  HD_HEADER,
  `100001,"${name}",,"1 Main St",Example City,PA,17000,42,00100100,1,1,1,1,2,2,2`,
  '100005,"Universidad Politécnica Ejemplo",,"Calle 1",San Juan,PR,00918,72,00200200,2,1,2,1,2,2,2',
  '100002,"Beauty Academy",,"2 High St",Example City,PA,17001,42,00300300,9,3,3,2,2,2,6',
]
const IC_AY = [
  'UNITID,XTUIT2,TUITION2,XCHG2AY2,CHG2AY2,XCHG2AY3,CHG2AY3,XCHG3AY2,CHG3AY2,XCHG3AY3,CHG3AY3',
  '100001,R,11000,R,11800,R,12400,R,29800,R,31000',
  // Out-of-state charges left blank: not reported, never 0.
  '100005,R,8000,R,8700,R,9000,A,,A,',
]
const DRVEF = [
  'UNITID,ENRTOT,FTE,EFUG,EFGRAD,ENRFT,ENRPT',
  '100001,21000,18500,16000,5000,17000,4000',
  '100005,3000,2700,3000,,2500,500',
]
// One row per cohort category: 10 full-time first-time, 50 every entering undergraduate.
const OM = [
  'UNITID,OMCHRT,XOMRCHRT,OMRCHRT,XOMACHRT,OMACHRT,XOMAWDP4,OMAWDP4,XOMAWDP6,OMAWDP6,XOMAWDP8,OMAWDP8',
  '100001,10,R,2600,R,2500,R,55,R,75,R,78',
  '100001,50,R,3300,R,3200,R,48,R,66,R,70',
]
const ADM = [
  'UNITID,ADMCON1,ADMCON7,XAPPLCN,APPLCN,XADMSSN,ADMSSN,XENRLT,ENRLT,XSATVR25,SATVR25,XSATVR75,SATVR75,XSATMT25,SATMT25,XSATMT75,SATMT75,XACTCM25,ACTCM25,XACTCM75,ACTCM75',
  '100001,1,5,R,20000,R,14000,R,3000,R,530,R,640,R,520,R,650,R,21,R,28',
]

const zips = (changes: Record<string, Record<string, Uint8Array>> = {}) => ({
  // Revised since its first release: hd2024_rv.csv beside hd2024.csv.
  '/nces/HD2024.zip': zipSync({
    'hd2024.csv': latin1(hd('Example State College')),
    'hd2024_rv.csv': latin1(hd('Example State University')),
  }),
  '/nces/IC2024_AY.zip': zipSync({ 'ic2024_ay.csv': csv(IC_AY) }),
  '/nces/DRVEF2024.zip': zipSync({ 'drvef2024.csv': csv(DRVEF) }),
  '/nces/OM2024.zip': zipSync({ 'om2024.csv': csv(OM) }),
  '/nces/ADM2024.zip': zipSync({ 'adm2024.csv': csv(ADM) }),
  ...Object.fromEntries(Object.entries(changes).map(([at, members]) => [at, zipSync(members)])),
})

/** The stand-in answers in NCES's place: the documented address, served from the loopback. */
const viaStandIn: typeof download = async (url, dest, options) => {
  const got = await download(url.replace(NCES_DATA_FILES, publisher.url('/nces/')), dest, options)
  return { ...got, url }
}
const scorecardZip = zipSync({
  'Most-Recent-Cohorts-Institution.csv': csv([
    'UNITID,INSTNM,STABBR,MD_EARN_WNE_P10,MD_EARN_WNE_P6',
    '100001,Example State University,PA,52000,41000',
  ]),
})
const counted: RefreshOptions['runImport'] = async () => ({})
const run = (ids: string[], env: Record<string, string>) =>
  refresh({
    sources: refreshSources(env).filter((s) => ids.includes(s.id)),
    cache,
    seed,
    fetch: viaStandIn,
    runImport: counted,
  })
const current = (file: string) => path.join(cache, 'current', file)

describe('IPEDS from the NCES complete data files of IPEDS_YEAR', () => {
  it('takes each table from its zip at the documented address, into the layout the reader reads', async () => {
    publisher.serve(zips())
    const result = await run(['ipeds'], { IPEDS_YEAR: '2024' })
    const ipeds = result.records[0]!
    expect(ipeds.result).toBe('refreshed')
    expect(publisher.requests).toEqual(
      ['HD2024', 'IC2024_AY', 'DRVEF2024', 'OM2024', 'ADM2024'].map((t) => `/nces/${t}.zip`),
    )
    expect(ipeds.files.map((f) => [f.path, f.url, f.zip?.member ?? f.kept])).toEqual([
      [`${IPEDS}institutions.csv.gz`, `${NCES_DATA_FILES}HD2024.zip`, 'hd2024_rv.csv'],
      [`${IPEDS}cost.csv.gz`, `${NCES_DATA_FILES}IC2024_AY.zip`, 'ic2024_ay.csv'],
      [`${IPEDS}enrollment.csv.gz`, `${NCES_DATA_FILES}DRVEF2024.zip`, 'drvef2024.csv'],
      [`${IPEDS}gradrates.csv.gz`, `${NCES_DATA_FILES}OM2024.zip`, 'om2024.csv'],
      [`${IPEDS}adm2022.csv.gz`, `${NCES_DATA_FILES}ADM2024.zip`, 'adm2024.csv'],
      [EARNINGS, null, 'seed'],
    ])
    expect(ipeds.message).toContain('SCORECARD_INSTITUTION_ZIP_URL is unset')
    // NCES names become the extract's; the year rides on the year-bearing names.
    expect(gunzipSync(readFileSync(current(`${IPEDS}cost.csv.gz`))).toString()).toBe(
      'UnitID,TUITION_FEES_2024_OUTSTATE,TUITION_FEES_INSTATE2024\n' +
        '100001,31000,12400\n' +
        '100005,,9000\n',
    )

    const { records, years } = importIpeds(await rawReaders(path.join(cache, 'current')).ipeds())
    expect(years).toEqual({
      cost: '2024-25',
      enrolment: '2024-25',
      graduation: '2016 cohort',
      admissions: '2024',
    })
    expect(ipedsSourceText(years).asOf).toBe(
      '2024-25 (admissions 2024; earnings release 2025-05-19)',
    )
    const esu = records.find((r) => r.unitid === '100001')!
    // The revised file's name, not the first release's.
    expect(esu.name).toBe('Example State University')
    expect(esu.us).toMatchObject({
      control: 'public',
      cost: { year: '2024-25', inState: 12400, outOfState: 31000, missing: {} },
      enrolment: { year: '2024-25', total: 21000, undergraduate: 16000, graduate: 5000 },
      // Every entering undergraduate (category 50), not the first-time full-time row.
      graduation: { year: '2016 cohort', cohort: 3200, sixYearRate: 66, missing: {} },
      admissions: { year: '2024', applicants: 20000, admitted: 14000, rate: 70, satMath75: 650 },
    })
    const upe = records.find((r) => r.unitid === '100005')!
    expect(upe.name).toBe('Universidad Politécnica Ejemplo')
    expect(upe.us.cost).toEqual({
      year: '2024-25',
      inState: 9000,
      outOfState: null,
      missing: { outOfState: 'not-reported' },
    })
    expect(upe.us.enrolment).toMatchObject({
      graduate: null,
      missing: { graduate: 'not-reported' },
    })
    // A certificate school is left out as before.
    expect(records.map((r) => r.unitid)).toEqual(['100001', '100005'])
  })

  it('a renamed NCES column fails the IPEDS source alone, naming column, member and zip', async () => {
    publisher.serve({
      ...zips({
        '/nces/IC2024_AY.zip': {
          'ic2024_ay.csv': csv(IC_AY.map((line) => line.replace(',CHG2AY3,', ',CHG2AY3R,'))),
        },
      }),
      '/fos.zip': zipSync({
        'Most-Recent-Cohorts-Field-of-Study.csv': readFileSync(
          path.join(__dirname, 'fixtures', 'Most-Recent-Cohorts-Field-of-Study.csv'),
        ),
      }),
    })
    mkdirSync(path.dirname(current(`${IPEDS}cost.csv.gz`)), { recursive: true })
    writeFileSync(current(`${IPEDS}cost.csv.gz`), 'last good')
    const result = await run(['ipeds', 'scorecard-fos'], {
      IPEDS_YEAR: '2024',
      SCORECARD_FOS_ZIP_URL: publisher.url('/fos.zip'),
    })
    expect(result.records.map((r) => [r.id, r.result])).toEqual([
      ['ipeds', 'failed'],
      ['scorecard-fos', 'refreshed'],
    ])
    expect(result.records[0]!.message).toBe(
      `the zip at ${NCES_DATA_FILES}IC2024_AY.zip: ic2024_ay.csv has no column CHG2AY3 (${IPEDS}cost.csv.gz is made of UNITID, CHG3AY3, CHG2AY3); the last good copy stays`,
    )
    expect(readFileSync(current(`${IPEDS}cost.csv.gz`), 'utf8')).toBe('last good')
  })

  it('without IPEDS_YEAR the tables keep their copy and the message says what to set; a bad year is refused', async () => {
    publisher.serve(zips())
    const unset = await run(['ipeds'], {})
    expect(publisher.requests).toEqual([])
    expect(unset.records[0]).toMatchObject({
      result: 'failed',
      message: `${IPEDS}institutions.csv.gz: no publisher address to download it from; set IPEDS_YEAR to an IPEDS collection year (e.g. 2024), or refresh it with --offline DIR; the last good copy stays`,
    })
    // With the Scorecard zip set, the NCES tables keep their last copy and the message says so.
    publisher.serve({ ...zips(), '/institution.zip': scorecardZip })
    expect((await run(['ipeds'], { IPEDS_YEAR: '2024' })).records[0]!.result).toBe('refreshed')
    const kept = await run(['ipeds'], {
      SCORECARD_INSTITUTION_ZIP_URL: publisher.url('/institution.zip'),
    })
    expect(kept.records[0]!.result).toBe('refreshed')
    expect(kept.records[0]!.files.filter((f) => f.kept === 'cache').length).toBe(5)
    expect(kept.records[0]!.message).toContain(
      `IPEDS_YEAR is unset: set it to an IPEDS collection year (e.g. 2024) to refresh ${SOURCES.ipeds.files.filter((f) => f !== EARNINGS).join(', ')}`,
    )
    const bad = await run(['ipeds'], { IPEDS_YEAR: '24' })
    expect(bad.records[0]).toMatchObject({
      result: 'failed',
      message:
        'IPEDS_YEAR is not an IPEDS collection year (e.g. 2024) ("24"); the last good copy stays',
    })
  })

  it('builds each address from the documented pattern', () => {
    expect(IPEDS_NCES_PACKAGES.map((pkg) => pkg.release!.build('2023')!.url)).toEqual(
      ['HD2023', 'IC2023_AY', 'DRVEF2023', 'OM2023', 'ADM2023'].map(
        (t) => `https://nces.ed.gov/ipeds/datacenter/data/${t}.zip`,
      ),
    )
  })
})
