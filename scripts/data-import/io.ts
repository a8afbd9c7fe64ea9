// The only module that touches the disk: reads the raw files under the shared data folder into the
// plain rows the importers take, and compares or writes data/generated. The site's bundler packs
// this for the cron route on Vercel: `turbopackIgnore` tells it the folder read is the one given at
// run time, or it would ship the whole project with the route.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'

import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'

import { universities } from '../../data/universities'
import type { RawInputs } from './build'
import type { Cell, Workbook } from './cricos'
import { readEcbParquet } from './ecb'
import { SCORECARD_FOS_COLUMNS } from './scorecard-fos'
import type { Row } from './shared'
import {
  CURRENCY_API_DIR,
  CURRENCY_API_FILE,
  KISCOURSE_FILES,
  SCORECARD_FOS_FILE,
  SOURCES,
} from './sources'

export const GENERATED_DIR = path.join(process.cwd(), 'data', 'generated')

/**
 * The raw data folder: SHARED_DATA_DIR, else ../shared/data beside the checkout. Missing data is an
 * error, never a skipped check.
 */
export function sharedDataDir(): string {
  const dir = process.env.SHARED_DATA_DIR || path.resolve(process.cwd(), '..', 'shared', 'data')
  if (!existsSync(path.join(dir, 'world_universities_and_domains.json')))
    throw new Error(
      `Raw open data not found in ${dir}. Put the shared data folder at ../shared/data beside the checkout or set SHARED_DATA_DIR to it.`,
    )
  return dir
}

/** Rows keyed by trimmed header; columns `keep` rejects are never materialised (saves memory and time). */
export function csvRows(text: string, keep: (column: string) => boolean = () => true): Row[] {
  return parse(text, {
    columns: (header: string[]) =>
      header.map((name) => {
        const column = name.replace(/^\uFEFF/, '').trim()
        return keep(column) ? column : false
      }),
    skip_empty_lines: true,
    relax_column_count: true,
  })
}

async function readWorkbook(buffer: Buffer): Promise<Workbook> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer)
  const sheets: Workbook = {}
  for (const sheet of workbook.worksheets) {
    const rows: Cell[][] = []
    sheet.eachRow({ includeEmpty: false }, (row) => {
      const values = Array.isArray(row.values) ? row.values.slice(1) : []
      rows.push(
        values.map((value) =>
          value === null || value === undefined || typeof value === 'object'
            ? value instanceof Date
              ? value.toISOString()
              : null
            : value,
        ) as Cell[],
      )
    })
    sheets[sheet.name] = rows
  }
  return sheets
}

/** The newest second-source rate file in the folder, by the package version in its name. */
export function newestCurrencyApiFile(names: readonly string[]): string {
  const version = (name: string) => CURRENCY_API_FILE.exec(name)!.slice(1).map(Number)
  const newest = names
    .filter((name) => CURRENCY_API_FILE.test(name))
    .sort((a, b) => {
      const [x, y] = [version(a), version(b)]
      return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!
    })
    .at(-1)
  if (!newest) throw new Error(`No currency-api-<version>-eur.min.json in ${CURRENCY_API_DIR}`)
  return `${CURRENCY_API_DIR}/${newest}`
}

export async function readRawInputs(dir = sharedDataDir()): Promise<RawInputs> {
  const hashes: Record<string, string> = {}
  const read = (file: string) => {
    const buffer = readFileSync(
      /* turbopackIgnore: true */ path.join(/* turbopackIgnore: true */ dir, file),
    )
    hashes[file] = createHash('sha256').update(buffer).digest('hex')
    return buffer
  }
  const text = (file: string) => read(file).toString('utf8')
  const csv = (file: string, keep?: (column: string) => boolean) =>
    csvRows(file.endsWith('.gz') ? gunzipSync(read(file)).toString('utf8') : text(file), keep)
  const ipeds = (name: string, keep?: (column: string) => boolean) =>
    csv(`open/us-ipeds-2023/${name}.csv.gz`, keep)
  // Survey response counts, sample sizes, single years and nation shares are not imported.
  const du = (name: string) =>
    csv(
      `open/uk-discover-uni/${name}.csv.gz`,
      (column) => !/(RESPONSE|SAMPLE|RESP_RATE|YEAR1|YEAR2)$|^GOPROV_PC_/.test(column),
    )

  // The course table is in the official download but not in every copy: read it when present.
  const kisCourse = KISCOURSE_FILES.find((file) =>
    existsSync(/* turbopackIgnore: true */ path.join(/* turbopackIgnore: true */ dir, file)),
  )

  const ecbRows = await readEcbParquet(
    SOURCES.ecb.files.map((file) => {
      const buffer = read(file)
      return buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength)
    }),
  )

  const currencyApiFile = newestCurrencyApiFile(
    readdirSync(
      /* turbopackIgnore: true */ path.join(/* turbopackIgnore: true */ dir, CURRENCY_API_DIR),
    ),
  )

  return {
    hipo: JSON.parse(text('world_universities_and_domains.json')),
    dfe: JSON.parse(text('uk_dfe_degree_institutions.json')),
    discoverUniInstitutions: csv('uk_discoveruni_INSTITUTION.csv'),
    scorecard: csv('us_college_scorecard_subset_2022.csv'),
    ipeds: {
      institutions: ipeds('institutions'),
      cost: ipeds('cost'),
      enrollment: ipeds('enrollment'),
      gradrates: ipeds('gradrates'),
      admissions: ipeds('adm2022', (column) =>
        /^X?(UNITID|APPLCN|ADMSSN|SATVR25|SATVR75|SATMT25|SATMT75|ACTCM25|ACTCM75)$/.test(column),
      ),
      earnings: ipeds('scorecard_earnings'),
    },
    discoverUni: {
      sbj: du('SBJ'),
      cah: csv('open/uk-discover-uni/dim_cah.csv'),
      subjectBuilder: csv('open/uk-discover-uni/SubjectBuilder.csv'),
      kisAim: du('KISAIM'),
      ...(kisCourse ? { kisCourse: csv(kisCourse) } : {}),
      courseLocation: du('COURSELOCATION'),
      location: du('LOCATION'),
      ucas: du('UCASCOURSEID'),
      salary: du('GOSALARY'),
      employment: du('EMPLOYMENT'),
      continuation: du('CONTINUATION'),
      tariff: du('TARIFF'),
      entry: du('ENTRY'),
      tef: du('TEFOutcome'),
    },
    cricos: await readWorkbook(read(SOURCES.cricos.files[0]!)),
    ecbRows,
    currencyApi: { file: currencyApiFile, json: JSON.parse(text(currencyApiFile)) },
    licences: {
      'LICENSE-hipo-university-domains-list.txt': text('LICENSE-hipo-university-domains-list.txt'),
      'LICENSE-dfe-reference-data.txt': text('LICENSE-dfe-reference-data.txt'),
    },
    curated: universities.map(({ slug, name, website, countryCode }) => ({
      slug,
      name,
      website,
      countryCode,
    })),
    hashes,
    // Brought by a refresh only: read when present.
    ...(existsSync(
      /* turbopackIgnore: true */ path.join(/* turbopackIgnore: true */ dir, SCORECARD_FOS_FILE),
    )
      ? {
          scorecardFos: csv(SCORECARD_FOS_FILE, (column) =>
            (SCORECARD_FOS_COLUMNS as readonly string[]).includes(column),
          ),
        }
      : {}),
  }
}
