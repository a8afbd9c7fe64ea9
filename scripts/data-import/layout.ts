// Each source's files against the columns its publisher documents and its reader takes. A changed
// or missing column stops that source, with a message naming the column, the file and what was
// expected; the other sources go on. Only the header of a text file is read (streamed); a
// workbook's rows are parsed and passed over, never kept.
import { createReadStream } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createInterface } from 'node:readline'
import type { Readable } from 'node:stream'
import { createGunzip } from 'node:zlib'

import { strFromU8, unzipSync } from 'fflate'

import { CRICOS_HEADER_START, CRICOS_SHEETS } from './cricos'
import { IPEDS_YEAR_COLUMNS } from './ipeds'
import { KISCOURSE_COLUMNS } from './kiscourse'
import { SCORECARD_FOS_COLUMNS } from './scorecard-fos'
import { CRICOS_FILE } from './sources'
import { workbookSheets } from './xlsx'

/** A column whose name carries a year (TUITION_FEES_INSTATE2023): one must match. */
export type NamedColumn = { pattern: RegExp; name: string }

export type Layout =
  | { kind: 'csv'; columns: readonly string[]; what: string; named?: readonly NamedColumn[] }
  /** A zip holding one CSV file; every column besides `columns` must match `others`. */
  | {
      kind: 'zip-csv'
      columns: readonly string[]
      what: string
      others?: { pattern: RegExp; what: string }
    }
  /** A JSON array of records (or an object), each with these keys. */
  | { kind: 'json-records' | 'json-object'; columns: readonly string[]; what: string }

const DU_KEY = ['PUBUKPRN', 'UKPRN', 'KISCOURSEID', 'KISMODE']
const du = (what: string, columns: string[]): Layout => ({
  kind: 'csv',
  columns: [...DU_KEY, ...columns],
  what: `Discover Uni ${what}`,
})
const ipeds = (what: string, columns: string[], named?: NamedColumn[]): Layout => ({
  kind: 'csv',
  columns,
  what,
  ...(named ? { named } : {}),
})
const yearNamed = (pattern: RegExp, name: string): NamedColumn => ({ pattern, name })

/**
 * Documented columns by file name (the name without a folder; .gz files are read through gunzip).
 * Files with no entry (licences) are not checked; the CRICOS workbook is checked sheet by sheet
 * (`checkWorkbook`).
 */
export const LAYOUTS: Record<string, Layout> = {
  'world_universities_and_domains.json': {
    kind: 'json-records',
    columns: ['name', 'alpha_two_code', 'domains', 'web_pages'],
    what: 'Hipo university-domains-list records',
  },
  'uk_dfe_degree_institutions.json': {
    kind: 'json-records',
    columns: ['name'],
    what: 'DfE degree-awarding institution records',
  },
  'uk_discoveruni_INSTITUTION.csv': {
    kind: 'csv',
    columns: [
      'PUBUKPRN',
      'UKPRN',
      'LEGAL_NAME',
      'FIRST_TRADING_NAME',
      'OTHER_NAMES',
      'PROVADDRESS',
      'PROVURL',
      'PUBUKPRNCOUNTRY',
    ],
    what: 'Discover Uni INSTITUTION table',
  },
  'us_college_scorecard_subset_2022.csv': {
    kind: 'csv',
    columns: ['UNITID', 'INSTURL', 'LATITUDE', 'LONGITUDE'],
    what: 'College Scorecard institution extract',
  },
  'institutions.csv.gz': ipeds('IPEDS institutions', [
    'UnitID',
    'INSTITUTION',
    'CITY',
    'STATE',
    'CONTROL',
    'CATEGORY',
  ]),
  'cost.csv.gz': ipeds(
    'IPEDS tuition and fees',
    ['UnitID'],
    [
      yearNamed(IPEDS_YEAR_COLUMNS.inState, 'TUITION_FEES_INSTATE<year>'),
      yearNamed(IPEDS_YEAR_COLUMNS.outOfState, 'TUITION_FEES_<year>_OUTSTATE'),
    ],
  ),
  'enrollment.csv.gz': ipeds('IPEDS enrolment', ['UnitID', 'ENR_TOTAL', 'ENR_UG', 'ENR_GRAD']),
  'gradrates.csv.gz': ipeds(
    'IPEDS graduation rates',
    ['UnitID', 'PCT_AWARD_6YRS'],
    [yearNamed(IPEDS_YEAR_COLUMNS.cohort, 'TOTAL_COHORT_<year>')],
  ),
  'adm2022.csv.gz': ipeds(
    'IPEDS admissions',
    [
      'APPLCN',
      'XAPPLCN',
      'ADMSSN',
      'XADMSSN',
      'SATVR25',
      'SATVR75',
      'SATMT25',
      'SATMT75',
      'ACTCM25',
      'ACTCM75',
    ],
    // UNITID_ADM<year> when the refresh wrote it from NCES (the key then carries the year).
    [yearNamed(IPEDS_YEAR_COLUMNS.admissionsId, 'UNITID')],
  ),
  'scorecard_earnings.csv.gz': ipeds('College Scorecard earnings', [
    'UNITID',
    'MD_EARN_WNE_P6',
    'MD_EARN_WNE_P10',
  ]),
  'SBJ.csv.gz': du('SBJ (course subjects)', ['SBJ']),
  'KISAIM.csv.gz': { kind: 'csv', columns: ['KISAIMCODE', 'KISAIMLABEL'], what: 'KISAIM awards' },
  'KISCOURSE.csv': { kind: 'csv', columns: KISCOURSE_COLUMNS, what: 'Discover Uni KISCOURSE' },
  'KISCOURSE.csv.gz': { kind: 'csv', columns: KISCOURSE_COLUMNS, what: 'Discover Uni KISCOURSE' },
  'COURSELOCATION.csv.gz': du('COURSELOCATION', ['LOCID']),
  'LOCATION.csv.gz': {
    kind: 'csv',
    columns: ['UKPRN', 'LOCID', 'LOCNAME', 'LATITUDE', 'LONGITUDE'],
    what: 'Discover Uni LOCATION',
  },
  'UCASCOURSEID.csv.gz': du('UCASCOURSEID', ['UCASCOURSEID']),
  'GOSALARY.csv.gz': du('GOSALARY', [
    'GOSALUNAVAILREASON',
    'GOSALPOP',
    'GOSALAGG',
    'GOSALAGGYEAR',
    'GOSALSBJ',
    'GOINSTLQ',
    'GOINSTMED',
    'GOINSTUQ',
  ]),
  'EMPLOYMENT.csv.gz': du('EMPLOYMENT', [
    'EMPUNAVAILREASON',
    'EMPPOP',
    'EMPAGG',
    'EMPAGGYEAR',
    'EMPSBJ',
    'WORKSTUDY',
    'WORK',
    'STUDY',
    'BOTH',
    'UNEMP',
    'PREVWORKSTUD',
    'NOAVAIL',
  ]),
  'CONTINUATION.csv.gz': du('CONTINUATION', [
    'CONTUNAVAILREASON',
    'CONTPOP',
    'CONTAGG',
    'CONTAGGYEAR',
    'CONTSBJ',
    'UCONT',
    'UGAINED',
    'UDORMANT',
    'ULOWER',
    'ULEFT',
  ]),
  'TARIFF.csv.gz': du('TARIFF', [
    'TARUNAVAILREASON',
    'TARPOP',
    'TARAGG',
    'TARAGGYEAR',
    'TARSBJ',
    'T001',
    'T240',
  ]),
  'ENTRY.csv.gz': du('ENTRY', [
    'ENTUNAVAILREASON',
    'ENTPOP',
    'ENTAGG',
    'ENTAGGYEAR',
    'ENTSBJ',
    'ALEVEL',
    'ACCESS',
    'BACC',
    'DEGREE',
    'FOUNDTN',
    'NOQUALS',
    'OTHER',
    'OTHERHE',
  ]),
  'TEFOutcome.csv.gz': {
    kind: 'csv',
    columns: [
      'PUBUKPRN',
      'UKPRN',
      'OVERALL_RATING',
      'STUDENT_EXPERIENCE_RATING',
      'STUDENT_OUTCOMES_RATING',
      'OUTCOME_URL',
    ],
    what: 'TEF outcomes',
  },
  'dim_cah.csv': { kind: 'csv', columns: ['cah_code', 'cah_name'], what: 'CAH v1.3 labels' },
  'SubjectBuilder.csv': {
    kind: 'csv',
    columns: ['code', 'english_label'],
    what: 'SubjectBuilder CAH labels',
  },
  'eurofxref-hist.zip': {
    kind: 'zip-csv',
    columns: ['Date', 'USD', 'GBP'],
    what: 'ECB reference rates (a date column, then one column per currency)',
    // The line's closing comma leaves an unnamed last column, which is not checked.
    others: { pattern: /^[A-Z]{3}$/, what: 'a currency (ISO 4217 code)' },
  },
  'Most-Recent-Cohorts-Field-of-Study.csv': {
    kind: 'csv',
    columns: SCORECARD_FOS_COLUMNS,
    what: 'College Scorecard field of study',
  },
}

/** The layout a file is checked against; the second rate source's name carries its version. */
export function layoutOf(file: string): Layout | undefined {
  const name = file.split('/').at(-1)!
  if (/^currency-api-.*-eur\.min\.json$/.test(name))
    return { kind: 'json-object', columns: ['date', 'eur'], what: 'Exchange API rates, EUR base' }
  return LAYOUTS[name]
}

/** Columns of a CSV header line, unquoted and trimmed, without a byte-order mark. */
export function headerColumns(line: string): string[] {
  const columns: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!
    if (quoted && c === '"' && line[i + 1] === '"') {
      cell += '"'
      i++
    } else if (c === '"') quoted = !quoted
    else if (c === ',' && !quoted) {
      columns.push(cell)
      cell = ''
    } else cell += c
  }
  columns.push(cell)
  return columns.map((column) => column.replace(/^\uFEFF/, '').trim())
}

/** Problems of one file's columns against its layout; empty when it matches. */
export function checkColumns(file: string, layout: Layout, found: readonly string[]): string[] {
  const present = new Set(found)
  const named = 'named' in layout ? (layout.named ?? []) : []
  const extra = found.filter(
    (column) =>
      column &&
      !layout.columns.includes(column) &&
      !named.some(({ pattern }) => pattern.test(column)),
  )
  const others = 'others' in layout ? layout.others : undefined
  const unexpected = others ? extra.filter((column) => !others.pattern.test(column)) : []
  const expected = [...layout.columns, ...named.map((n) => n.name)].join(', ')
  const instead = extra.length
    ? ` (the file has ${extra.slice(0, 6).join(', ')}${extra.length > 6 ? '…' : ''} instead)`
    : ''
  const missing = [
    ...layout.columns.filter((column) => !present.has(column)),
    ...named.filter(({ pattern }) => !found.some((c) => pattern.test(c))).map((n) => n.name),
  ]
  return [
    ...missing.map(
      (column) =>
        `${file}: column ${column} is missing; expected the ${layout.what} columns ${expected}${instead}`,
    ),
    ...unexpected.map(
      (column) => `${file}: column ${column} is not ${others!.what}; expected ${layout.what}`,
    ),
  ]
}

async function firstLine(stream: Readable): Promise<string> {
  const lines = createInterface({ input: stream, crlfDelay: Infinity })
  try {
    for await (const line of lines) return line
    return ''
  } finally {
    lines.close()
    stream.destroy()
  }
}

/** The column names a file has, reading no more than its header. */
export async function fileColumns(path: string, layout: Layout): Promise<string[]> {
  if (layout.kind === 'csv') {
    const raw = createReadStream(path)
    return headerColumns(await firstLine(path.endsWith('.gz') ? raw.pipe(createGunzip()) : raw))
  }
  if (layout.kind === 'zip-csv') {
    const files = unzipSync(new Uint8Array(await readFile(path)), {
      filter: (file) => file.name.endsWith('.csv'),
    })
    const csv = Object.values(files)[0]
    return csv ? headerColumns(strFromU8(csv.subarray(0, 4096)).split(/\r?\n/)[0] ?? '') : []
  }
  const json: unknown = JSON.parse(await readFile(path, 'utf8'))
  const record = layout.kind === 'json-records' ? (Array.isArray(json) ? json[0] : null) : json
  return record && typeof record === 'object' ? Object.keys(record) : []
}

/**
 * The header row of each sheet of a workbook (the row whose first cell is `start`); the other
 * rows are passed over, never kept.
 */
export async function workbookHeaders(
  path: string,
  start: string,
): Promise<Record<string, string[]>> {
  const headers: Record<string, string[]> = {}
  for await (const sheet of workbookSheets(await readFile(path))) {
    for await (const row of sheet.rows) {
      if (headers[sheet.name]) continue
      const cells = (Array.isArray(row.values) ? row.values.slice(1) : []).map((cell) =>
        String(cell ?? '').trim(),
      )
      if (cells[0] === start) headers[sheet.name] = cells
    }
  }
  return headers
}

/** Problems of the CRICOS workbook: a sheet the importer reads missing, or one of its columns. */
async function checkWorkbook(file: string, path: string): Promise<string[]> {
  const headers = await workbookHeaders(path, CRICOS_HEADER_START)
  return Object.entries(CRICOS_SHEETS).flatMap(([sheet, columns]) => {
    const what = `CRICOS register's ${sheet} sheet`
    const found = headers[sheet]
    return found
      ? checkColumns(file, { kind: 'csv', columns, what }, found)
      : [
          `${file}: no sheet ${sheet} with a header row starting "${CRICOS_HEADER_START}"; expected the CRICOS register's sheets ${Object.keys(CRICOS_SHEETS).join(', ')}` +
            (Object.keys(headers).length
              ? ` (the file has ${Object.keys(headers).join(', ')})`
              : ''),
        ]
  })
}

/** Checks one file; returns its problems (an unreadable file is one). */
export async function checkFile(file: string, path: string): Promise<string[]> {
  if (CRICOS_FILE.test(file.split('/').at(-1)!))
    return checkWorkbook(file, path).catch((error: unknown) => [
      `${file}: cannot be read as the CRICOS register workbook (${error instanceof Error ? error.message : String(error)})`,
    ])
  const layout = layoutOf(file)
  if (!layout) return []
  try {
    return checkColumns(file, layout, await fileColumns(path, layout))
  } catch (error) {
    return [
      `${file}: cannot be read as ${layout.what} (${error instanceof Error ? error.message : String(error)})`,
    ]
  }
}
