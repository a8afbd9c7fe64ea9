// The only module that touches the disk: reads the raw files under the shared data folder into the
// plain rows the importers take, and compares or writes data/generated. The site's bundler packs
// this for the cron route on Vercel: `turbopackIgnore` tells it the folder read is the one given at
// run time, or it would ship the whole project with the route.
import { createHash } from 'node:crypto'
import { createReadStream, existsSync, readdirSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createGunzip } from 'node:zlib'

import { parse as parseStream } from 'csv-parse'
import { parse } from 'csv-parse/sync'

import type { FxRates } from '../../data/open-schema'
import { universities } from '../../data/universities'
import { universityAliases } from '../../data/university-aliases'
import {
  importSources,
  rateTable,
  type ImportCounts,
  type ImportedSources,
  type RawReaders,
} from './build'
import type { Cell, Workbook } from './cricos'
import { importCurrencyApi } from './currency-api'
import { importEcbCopies, readEcbParquet, readEcbZip, type EcbCopy } from './ecb'
import { ADMISSIONS_FLAGGED } from './ipeds'
import { RELEASES_FILE, releasesSchema } from './releases'
import { SCORECARD_FOS_COLUMNS } from './scorecard-fos'
import { newestByNumbers, type Row } from './shared'
import {
  CRICOS_DIR,
  CRICOS_DOWNLOAD,
  CRICOS_FILE,
  CURRENCY_API_DIR,
  CURRENCY_API_FILE,
  ECB_COPIES,
  ECB_ZIP,
  KISCOURSE_FILES,
  REFERENCE_FILES,
  SCORECARD_FOS_FILE,
  SOURCES,
} from './sources'
import { workbookSheets } from './xlsx'

export const GENERATED_DIR = path.join(process.cwd(), 'data', 'generated')

/**
 * Committed copies of shared files, in the shared folder's layout: what a refresh seeds from where
 * there is no shared folder (a deployment), above all the files no publisher address serves.
 */
export const SEED_DIR = 'data/sources'
export const committedSeedFiles = (): readonly string[] => [
  'world_universities_and_domains.json',
  'LICENSE-hipo-university-domains-list.txt',
  'uk_discoveruni_INSTITUTION.csv',
  ...SOURCES.dfe.files,
  'LICENSE-dfe-reference-data.txt',
  ...REFERENCE_FILES.filter((f) => f.startsWith('open/')),
]

/** Where a refresh seeds the sources it has no copy of from: the shared folder, else the copies. */
export function seedDir(): string {
  try {
    return sharedDataDir()
  } catch {
    return path.join(/* turbopackIgnore: true */ process.cwd(), SEED_DIR)
  }
}

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

const csvOptions = (keep: (column: string) => boolean) => ({
  columns: (header: string[]) =>
    header.map((name) => {
      const column = name.replace(/^\uFEFF/, '').trim()
      return keep(column) ? column : false
    }),
  skip_empty_lines: true,
  relax_column_count: true,
})

/** Rows keyed by trimmed header; columns `keep` rejects are never materialised (saves memory and time). */
export function csvRows(text: string, keep: (column: string) => boolean = () => true): Row[] {
  return parse(text, csvOptions(keep))
}

/**
 * csvRows of a file (gunzipped when it ends in .gz), parsed as it is read: neither the file nor its
 * text is ever whole in memory, only the kept columns of its rows. Returns the sha256 of the bytes
 * on disk too.
 */
export async function csvFileRows(
  file: string,
  keep: (column: string) => boolean = () => true,
): Promise<{ rows: Row[]; sha256: string }> {
  const hash = createHash('sha256')
  const source = createReadStream(file)
  source.on('data', (chunk) => hash.update(chunk))
  const rows: Row[] = []
  const collect = async (parsed: AsyncIterable<Row>) => {
    for await (const row of parsed) rows.push(row)
  }
  const parser = parseStream(csvOptions(keep))
  if (file.endsWith('.gz')) await pipeline(source, createGunzip(), parser, collect)
  else await pipeline(source, parser, collect)
  return { rows, sha256: hash.digest('hex') }
}

/**
 * The workbook sheet by sheet, row by row, from the file: loading it whole (exceljs' model of every
 * cell and style) took about 550 MB for the 4 MB CRICOS register. Unlike the whole-book reader, a
 * merged title cell is not repeated across its columns and an empty string reads as an empty cell;
 * the importer reads only the rows under each header and treats blank and empty alike.
 */
export async function readWorkbook(file: string): Promise<Workbook> {
  const sheets: Workbook = {}
  for await (const sheet of workbookSheets(await readFile(file))) {
    const rows: Cell[][] = []
    for await (const row of sheet.rows) {
      if (!row.hasValues) continue
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
    }
    sheets[sheet.name] = rows
  }
  return sheets
}

/** The newest second-source rate file in the folder, by the package version in its name. */
export function newestCurrencyApiFile(names: readonly string[]): string {
  const newest = newestByNumbers(names, CURRENCY_API_FILE)
  if (!newest) throw new Error(`No currency-api-<version>-eur.min.json in ${CURRENCY_API_DIR}`)
  return `${CURRENCY_API_DIR}/${newest}`
}

/**
 * The newest CRICOS workbook in the folder, by the date (and time) in its name. A refresh leaves
 * one; a folder holding several releases reads the latest.
 */
export function newestCricosFile(names: readonly string[]): string {
  const newest = newestByNumbers(names, CRICOS_FILE)
  if (!newest) throw new Error(`No ${CRICOS_DOWNLOAD.expected} in ${CRICOS_DIR}`)
  return `${CRICOS_DIR}/${newest}`
}

/** The copies of the ECB history the folder holds whole. */
const ecbCopiesIn = (dir: string) =>
  ECB_COPIES.filter((files) =>
    files.every((file) =>
      existsSync(/* turbopackIgnore: true */ path.join(/* turbopackIgnore: true */ dir, file)),
    ),
  )

/**
 * Each complete copy of the ECB history in the folder, read with `read` (which takes a path under
 * it); none is an error naming what was looked for.
 */
async function readEcbCopies(
  dir: string,
  read: (file: string) => Buffer<ArrayBuffer>,
): Promise<EcbCopy[]> {
  const present = ecbCopiesIn(dir)
  if (!present.length)
    throw new Error(
      `No copy of the ECB rates in ${dir}: ${ECB_ZIP} or the Parquet files (${SOURCES.ecb.files[0]}…)`,
    )
  const copies: EcbCopy[] = []
  for (const files of present) {
    const buffers = files.map(read)
    copies.push({
      files,
      rows:
        files.length === 1 && files[0] === ECB_ZIP
          ? readEcbZip(new Uint8Array(buffers[0]!))
          : await readEcbParquet(
              buffers.map((b) => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength)),
            ),
    })
  }
  return copies
}

/** Each source's files in the folder, read when the import asks for them. */
export function rawReaders(dir = sharedDataDir()): RawReaders {
  const hashes: Record<string, string> = {}
  const read = (file: string) => {
    const buffer = readFileSync(
      /* turbopackIgnore: true */ path.join(/* turbopackIgnore: true */ dir, file),
    )
    hashes[file] = createHash('sha256').update(buffer).digest('hex')
    return buffer
  }
  const text = (file: string) => read(file).toString('utf8')
  const csv = async (file: string, keep?: (column: string) => boolean) => {
    const { rows, sha256 } = await csvFileRows(
      /* turbopackIgnore: true */ path.join(/* turbopackIgnore: true */ dir, file),
      keep,
    )
    hashes[file] = sha256
    return rows
  }
  // The workbook reader takes the file's path; its hash is taken here.
  const hashed = (file: string) => {
    read(file)
    return path.join(/* turbopackIgnore: true */ dir, file)
  }
  // The admissions file is named after its year; a header may name another (ipedsYears).
  const ADMISSIONS = 'adm2022'
  const ipeds = (name: string, keep?: (column: string) => boolean) =>
    csv(`open/us-ipeds-2023/${name}.csv.gz`, keep)
  // Survey response counts, sample sizes, single years and nation shares are not imported.
  const du = (name: string) =>
    csv(
      `open/uk-discover-uni/${name}.csv.gz`,
      (column) => !/(RESPONSE|SAMPLE|RESP_RATE|YEAR1|YEAR2)$|^GOPROV_PC_/.test(column),
    )
  const exists = (file: string) =>
    existsSync(/* turbopackIgnore: true */ path.join(/* turbopackIgnore: true */ dir, file))

  return {
    ecb: () => readEcbCopies(dir, read),
    hipo: () => JSON.parse(text('world_universities_and_domains.json')),
    dfe: () => JSON.parse(text('uk_dfe_degree_institutions.json')),
    discoverUniInstitutions: () => csv('uk_discoveruni_INSTITUTION.csv'),
    scorecard: () => csv('us_college_scorecard_subset_2022.csv'),
    ipeds: async () => ({
      institutions: await ipeds('institutions'),
      cost: await ipeds('cost'),
      enrollment: await ipeds('enrollment'),
      gradrates: await ipeds('gradrates'),
      admissions: await ipeds(
        ADMISSIONS,
        (column) => /^UNITID(_ADM\d{4})?$/.test(column) || ADMISSIONS_FLAGGED.includes(column),
      ),
      earnings: await ipeds('scorecard_earnings'),
      admissionsFileYear: Number(/\d{4}$/.exec(ADMISSIONS)![0]),
    }),
    discoverUni: async () => {
      // The course table is in the official download but not in every copy: read it when present.
      const kisCourse = KISCOURSE_FILES.find(exists)
      return {
        sbj: await du('SBJ'),
        cah: await csv('open/uk-discover-uni/dim_cah.csv'),
        subjectBuilder: await csv('open/uk-discover-uni/SubjectBuilder.csv'),
        kisAim: await du('KISAIM'),
        ...(kisCourse ? { kisCourse: await csv(kisCourse) } : {}),
        courseLocation: await du('COURSELOCATION'),
        location: await du('LOCATION'),
        ucas: await du('UCASCOURSEID'),
        salary: await du('GOSALARY'),
        employment: await du('EMPLOYMENT'),
        continuation: await du('CONTINUATION'),
        tariff: await du('TARIFF'),
        entry: await du('ENTRY'),
        tef: await du('TEFOutcome'),
      }
    },
    cricos: async () => {
      const folder = path.join(/* turbopackIgnore: true */ dir, CRICOS_DIR)
      const file = newestCricosFile(
        existsSync(/* turbopackIgnore: true */ folder)
          ? readdirSync(/* turbopackIgnore: true */ folder)
          : [],
      )
      return { file, workbook: await readWorkbook(hashed(file)) }
    },
    currencyApi: () => {
      const file = newestCurrencyApiFile(
        readdirSync(
          /* turbopackIgnore: true */ path.join(/* turbopackIgnore: true */ dir, CURRENCY_API_DIR),
        ),
      )
      return { file, json: JSON.parse(text(file)) }
    },
    licences: () => ({
      'LICENSE-hipo-university-domains-list.txt': text('LICENSE-hipo-university-domains-list.txt'),
      'LICENSE-dfe-reference-data.txt': text('LICENSE-dfe-reference-data.txt'),
    }),
    // Brought by a refresh only: read when present.
    scorecardFos: async () =>
      exists(SCORECARD_FOS_FILE)
        ? await csv(SCORECARD_FOS_FILE, (column) =>
            (SCORECARD_FOS_COLUMNS as readonly string[]).includes(column),
          )
        : undefined,
    // Written by a refresh that downloaded sources; a plain folder has none.
    releases: () =>
      exists(RELEASES_FILE)
        ? releasesSchema.parse(
            JSON.parse(
              readFileSync(
                /* turbopackIgnore: true */ path.join(
                  /* turbopackIgnore: true */ dir,
                  RELEASES_FILE,
                ),
                'utf8',
              ),
            ),
          )
        : undefined,
    curated: () => universities.map(({ slug, institutionId }) => ({ slug, institutionId })),
    aliases: () => universityAliases,
    // Filled as the files are read: asked for last.
    hashes: () => hashes,
  }
}

/**
 * The rate sources of the folder alone, as a run of them alone imports them: the rate table from
 * their files, a source with no copy in the folder keeping its part of `deployed` (the committed
 * table). Answers the table and each imported source's counts.
 */
export async function importRatesFolder(dir: string, deployed: FxRates) {
  const at = (file: string) => path.join(/* turbopackIgnore: true */ dir, file)
  const ecb = ecbCopiesIn(dir).length
    ? importEcbCopies(
        await readEcbCopies(dir, (file) => readFileSync(/* turbopackIgnore: true */ at(file))),
      )
    : null
  const apiDir = at(CURRENCY_API_DIR)
  const apiNames = existsSync(/* turbopackIgnore: true */ apiDir)
    ? readdirSync(/* turbopackIgnore: true */ apiDir).filter((name) => CURRENCY_API_FILE.test(name))
    : []
  const api = apiNames.length
    ? importCurrencyApi(
        JSON.parse(
          readFileSync(/* turbopackIgnore: true */ at(newestCurrencyApiFile(apiNames)), 'utf8'),
        ),
      )
    : null
  const fx = rateTable(ecb?.rates ?? deployed, api ?? deployed.other)
  const counts: Record<string, ImportCounts> = {}
  if (ecb) counts.ecb = { asOf: fx.date, rowsRead: ecb.read, rowsKept: 1, dropped: ecb.dropped }
  if (api)
    counts['currency-api'] = {
      asOf: fx.other.date,
      rowsRead: api.read,
      rowsKept: Object.keys(api.rates).length,
      dropped: api.dropped,
    }
  return { fx, counts }
}

/** Every source of the folder read and imported, one source at a time. */
export async function importFolder(dir: string): Promise<ImportedSources> {
  return importSources(rawReaders(dir))
}
