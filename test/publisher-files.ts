// The publishers' files for the refresh's service tests, built from the shared data folder in each
// publisher's own layout: the Unistats zip, the College Scorecard zips and the NCES zips. The
// figures are the shared extracts'; what a test checks is that they come through the refresh.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'

import { csvRows } from '@/scripts/data-import/io'
import { KISCOURSE_COLUMNS } from '@/scripts/data-import/kiscourse'
import { strToU8, zipSync } from 'fflate'

/** The shared data folder (SHARED_DATA_DIR); its absence fails the test, never skips it. */
export function sharedFolder(): string {
  const shared = process.env.SHARED_DATA_DIR ?? '/work/shared/data'
  if (!existsSync(path.join(shared, 'open')))
    throw new Error(`The shared data folder ${shared} has no open/ folder (set SHARED_DATA_DIR).`)
  return shared
}

const FIXTURES = path.join(process.cwd(), 'scripts', 'data-import', 'fixtures')

/** The first course of the shared SBJ table, given a title by its KISCOURSE row. */
export const COURSE = {
  PUBUKPRN: '10000163',
  UKPRN: '10000163',
  KISCOURSEID: 'BSRDIF-B821',
  KISMODE: '01',
}
export const COURSE_ID = 'uk-10000163-bsrdif-b821-full-time'
export const COURSE_TITLE = 'Loopback Refresh Studies'
/** Harvard's UNITID in the shared IPEDS files; the field-of-study rows are moved onto it. */
export const HARVARD = '166027'
/** Harvard's web address in the institution zip, unlike the shared extract's. */
export const HARVARD_URL = 'loopback.harvard.example/'
/** Harvard's median earnings ten years on in the institution zip, unlike the shared extract's. */
export const HARVARD_EARNINGS = '123456'

const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)

function kiscourse() {
  const [row] = csvRows(readFileSync(path.join(FIXTURES, 'KISCOURSE.csv'), 'utf8'))
  const course: Record<string, string> = { ...row!, ...COURSE, TITLE: COURSE_TITLE }
  return `${KISCOURSE_COLUMNS.join(',')}\n${KISCOURSE_COLUMNS.map((c) => quote(course[c] ?? '')).join(',')}\n`
}

/**
 * The Discover Uni (Unistats) full dataset zip: every table of the shared copy as plain CSV under
 * UNISTATS/ (the ones the site does not read included), INSTITUTION, and KISCOURSE of one course.
 */
export function unistatsZip(shared: string): Uint8Array {
  const tables = path.join(shared, 'open', 'uk-discover-uni')
  const members: Record<string, Uint8Array> = {
    'UNISTATS/INSTITUTION.csv': readFileSync(path.join(shared, 'uk_discoveruni_INSTITUTION.csv')),
    'UNISTATS/KISCOURSE.csv': strToU8(kiscourse()),
  }
  for (const name of readdirSync(tables).filter((n) => n.endsWith('.csv.gz')))
    members[`UNISTATS/${name.replace(/\.gz$/, '')}`] = gunzipSync(
      readFileSync(path.join(tables, name)),
    )
  return zipSync(members, { level: 6 })
}

/** The College Scorecard field-of-study zip: the fixture's rows, moved onto Harvard, dated name. */
export const fieldOfStudyZip = (): Uint8Array =>
  zipSync({
    'Most-Recent-Cohorts-Field-of-Study_04172025.csv': strToU8(
      readFileSync(path.join(FIXTURES, 'Most-Recent-Cohorts-Field-of-Study.csv'), 'utf8').replace(
        /^100001,/gm,
        `${HARVARD},`,
      ),
    ),
  })

/**
 * The College Scorecard institution zip: the shared extract's columns with the earnings beside
 * them, a column the site does not read in between, and Harvard's address and earnings changed.
 */
export function institutionZip(shared: string): Uint8Array {
  const rows = csvRows(
    readFileSync(path.join(shared, 'us_college_scorecard_subset_2022.csv'), 'utf8'),
  )
  const earnings = csvRows(
    gunzipSync(
      readFileSync(path.join(shared, 'open', 'us-ipeds-2023', 'scorecard_earnings.csv.gz')),
    ).toString(),
  )
  const earned = new Map(earnings.map((row) => [row.UNITID, row]))
  const columns = [...Object.keys(rows[0]!), 'CIP01CERT1', 'MD_EARN_WNE_P10', 'MD_EARN_WNE_P6']
  const lines = rows.map((row) => {
    const cells: Record<string, string> = {
      ...row,
      CIP01CERT1: '0',
      MD_EARN_WNE_P10: earned.get(row.UNITID!)?.MD_EARN_WNE_P10 ?? 'NULL',
      MD_EARN_WNE_P6: earned.get(row.UNITID!)?.MD_EARN_WNE_P6 ?? 'PrivacySuppressed',
    }
    if (row.UNITID === HARVARD)
      Object.assign(cells, { INSTURL: HARVARD_URL, MD_EARN_WNE_P10: HARVARD_EARNINGS })
    return columns.map((c) => quote(cells[c] ?? '')).join(',')
  })
  return zipSync({
    'Most-Recent-Cohorts-Institution_05192025.csv': strToU8(
      `${columns.join(',')}\n${lines.join('\n')}\n`,
    ),
  })
}

type Column = [nces: string, extract: string | ((row: Record<string, string>) => string)]

/** An extract table with its columns renamed to NCES's (in order), in NCES's encoding. */
function ncesTable(extract: string, file: string, columns: Column[], extra = '') {
  const rows = csvRows(gunzipSync(readFileSync(path.join(extract, file))).toString('utf8'))
  const cell = (row: Record<string, string>, from: Column[1]) =>
    typeof from === 'string' ? (row[from] ?? '') : from(row)
  const lines = rows.map((row) => columns.map(([, from]) => quote(cell(row, from))).join(','))
  const text = `${columns.map(([name]) => name).join(',')}\r\n${lines.join('\r\n')}\r\n${extra}`
  return new Uint8Array(Buffer.from(text, 'latin1'))
}

/**
 * NCES's five complete data files of collection `year` (HD<year>.zip …), by file name: the shared
 * extract's figures written back in NCES's layout (its variable names, Windows-1252, Outcome
 * Measures one row per cohort category) and labelled as that year's collection.
 */
export function ncesZips(shared: string, year: number): Record<string, Uint8Array> {
  const extract = path.join(shared, 'open', 'us-ipeds-2023')
  const om: Column[] = [
    ['UNITID', 'UnitID'],
    ['OMCHRT', () => '50'],
    ['OMACHRT', 'TOTAL_COHORT_2015'],
    ['OMAWDP4', 'PCT_AWARD_4YEARS'],
    ['OMAWDP6', 'PCT_AWARD_6YRS'],
  ]
  return {
    [`HD${year}.zip`]: zipSync({
      [`hd${year}.csv`]: ncesTable(extract, 'institutions.csv.gz', [
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
    [`IC${year}_AY.zip`]: zipSync({
      [`ic${year}_ay.csv`]: ncesTable(extract, 'cost.csv.gz', [
        ['UNITID', 'UnitID'],
        ['CHG2AY3', 'TUITION_FEES_INSTATE2023'],
        ['CHG3AY3', 'TUITION_FEES_2023_OUTSTATE'],
      ]),
    }),
    [`DRVEF${year}.zip`]: zipSync({
      [`drvef${year}.csv`]: ncesTable(extract, 'enrollment.csv.gz', [
        ['UNITID', 'UnitID'],
        ['ENRTOT', 'ENR_TOTAL'],
        ['EFUG', 'ENR_UG'],
        ['EFGRAD', 'ENR_GRAD'],
      ]),
    }),
    [`OM${year}.zip`]: zipSync({
      // Every entering undergraduate (50), and Harvard's first-time full-time row (10) besides.
      [`om${year}.csv`]: ncesTable(extract, 'gradrates.csv.gz', om, `${HARVARD},10,1600,90,99\r\n`),
    }),
    [`ADM${year}.zip`]: zipSync({
      [`adm${year}.csv`]: gunzipSync(readFileSync(path.join(extract, 'adm2022.csv.gz'))),
    }),
  }
}
