// What the manifest and the README say about each source: its files, licence, credit and as-of date.
import type { SourceId } from '../../data/open-schema'
import { ADMISSIONS_FLAGGED } from './ipeds'

export type SourceInfo = {
  name: string
  licence: string
  attribution: string
  asOf: string
  files: string[]
}

const DU = 'open/uk-discover-uni/'

/** Where the Discover Uni course table (KISCOURSE) is looked for, in this order; optional. */
export const KISCOURSE_FILES = [`${DU}KISCOURSE.csv.gz`, `${DU}KISCOURSE.csv`]
const IPEDS = 'open/us-ipeds-2023/'
const ECB = 'open/ecb-fxdata/'

export const SOURCES: Record<SourceId, SourceInfo> = {
  hipo: {
    name: 'Hipo university-domains-list (worldwide universities and domains)',
    licence: 'MIT',
    attribution: 'University domains list © 2014-2025 Hipo, MIT licence',
    asOf: '2026-06-20 (commit bb07faf)',
    files: ['world_universities_and_domains.json'],
  },
  dfe: {
    name: 'DfE reference data: degree-awarding institutions',
    licence: 'MIT',
    attribution: 'DfE reference data © 2022 Tomas D’Stefano, Alaric Snell-Pym, MIT licence',
    asOf: '2026-08-06 (commit 27b6174)',
    files: ['uk_dfe_degree_institutions.json'],
  },
  'discover-uni-institutions': {
    name: 'Discover Uni (Unistats) INSTITUTION table',
    licence: 'HESA/OfS open data terms (free to copy, use, share and adapt; attribution)',
    attribution: 'Contains HESA/OfS Discover Uni data',
    asOf: '2024-25 provider names',
    files: ['uk_discoveruni_INSTITUTION.csv'],
  },
  'scorecard-2022': {
    name: 'US College Scorecard institution data (web addresses and coordinates)',
    licence: 'US Government work (public domain in the US)',
    attribution: 'Source: U.S. Department of Education, College Scorecard',
    asOf: '2022 release',
    files: ['us_college_scorecard_subset_2022.csv'],
  },
  ipeds: {
    name: 'IPEDS 2023-24 institutions, cost, enrolment, graduation; IPEDS 2022 admissions; College Scorecard earnings',
    licence: 'US Government work (public domain in the US)',
    attribution: 'Source: U.S. Department of Education, NCES IPEDS and College Scorecard',
    asOf: '2023-24 (admissions 2022; earnings release 2025-05-19)',
    files: [
      `${IPEDS}institutions.csv.gz`,
      `${IPEDS}cost.csv.gz`,
      `${IPEDS}enrollment.csv.gz`,
      `${IPEDS}gradrates.csv.gz`,
      `${IPEDS}adm2022.csv.gz`,
      `${IPEDS}scorecard_earnings.csv.gz`,
    ],
  },
  'discover-uni-courses': {
    name: 'Discover Uni (Unistats) course tables',
    licence:
      'HESA/OfS open data terms (attribution); SubjectBuilder CAH labels: MIT (Office for Students)',
    attribution:
      'Contains HESA/OfS Discover Uni data; HESA Common Aggregation Hierarchy (CAH v1.3), via OfS NSS data',
    asOf: '2025 collection (outcomes 2021-23, entry 2022-24)',
    files: [
      `${DU}SBJ.csv.gz`,
      `${DU}dim_cah.csv`,
      `${DU}SubjectBuilder.csv`,
      `${DU}KISAIM.csv.gz`,
      `${DU}COURSELOCATION.csv.gz`,
      `${DU}LOCATION.csv.gz`,
      `${DU}UCASCOURSEID.csv.gz`,
      `${DU}GOSALARY.csv.gz`,
      `${DU}EMPLOYMENT.csv.gz`,
      `${DU}CONTINUATION.csv.gz`,
      `${DU}TARIFF.csv.gz`,
      `${DU}ENTRY.csv.gz`,
      `${DU}TEFOutcome.csv.gz`,
    ],
  },
  cricos: {
    name: 'CRICOS register: providers, courses and locations',
    licence: 'Australian Government open data, CC BY',
    attribution: 'Department of Education, CRICOS',
    asOf: "the date in the workbook's name (see manifest.json)",
    // The newest open/au-cricos/cricos-providers-courses-and-locations-as-at-<date>.xlsx; io.ts
    // finds it and build.ts records it with its date.
    files: [],
  },
  ecb: {
    name: 'ECB euro foreign exchange reference rates',
    licence: 'ECB statistics: reusable with the source named',
    attribution: 'Source: ECB',
    asOf: 'the latest day in the files (see fx-rates.json)',
    // The Parquet repackaging (torfason/fxdata). The ECB's own zip (ECB_ZIP) is the other copy of
    // the same history: the import reads whichever are present (ECB_COPIES) and takes the copy
    // with the latest day, whose files the manifest then lists.
    files: [
      ...['1999', '200X', '201X', '2020', '2021', '2022', '2023', '2024', '2025'],
      ...['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'],
      ...['2026-07-0X', '2026-07-1X', '2026-07-20', '2026-07-21'],
    ].map((part) => `${ECB}ecb_${part}.parquet`),
  },
  'currency-api': {
    name: 'Exchange API (fawazahmed0/exchange-api, npm @fawazahmed0/currency-api): daily indicative rates, EUR base',
    licence:
      'No licence stated; exchange rates are facts, used as indicative rates with the source and date named',
    attribution: 'Source: fawazahmed0/exchange-api',
    asOf: 'the date in the file (see fx-rates.json)',
    // The newest open/fx/currency-api-<version>-eur.min.json; io.ts finds it and build.ts records it.
    files: [],
  },
}

/**
 * Sources no publisher serves as a data file, with why: online they keep their last good copy
 * (the cache's, else the seed's) rather than fail; a folder refreshes them (`--offline`).
 */
export const OFFLINE_ONLY: Readonly<Record<string, string>> = {
  dfe: 'DfE publishes the list as a table in the code of its reference-data library, not as a data file',
}

/** Files that label or licence a source's data but do not date it (the CAH subject labels). */
export const REFERENCE_FILES: readonly string[] = [
  ...SOURCES['discover-uni-courses'].files.filter((f) => !f.endsWith('.csv.gz')),
  'LICENSE-hipo-university-domains-list.txt',
  'LICENSE-dfe-reference-data.txt',
]

/** The ECB's own history file, the copy `data:refresh` can download. */
export const ECB_ZIP = 'open/ecb/eurofxref-hist.zip'

/** The copies of the ECB history, in the order that wins a tie: the publisher's own file first. */
export const ECB_COPIES: readonly (readonly string[])[] = [[ECB_ZIP], SOURCES.ecb.files]

/** The sources of the rate table (fx-rates.json) alone: a run of them imports nothing else. */
export const RATE_SOURCE_IDS: readonly string[] = ['ecb', 'currency-api']

export const CURRENCY_API_DIR = 'open/fx'
export const CURRENCY_API_FILE = /^currency-api-(\d+)\.(\d+)\.(\d+)-eur\.min\.json$/

export const CRICOS_DIR = 'open/au-cricos'
/**
 * The CRICOS workbook's name: data.gov.au names each release by its date and the time of the export,
 * unpadded (…-as-at-2026-7-1-10-38-49.xlsx); the shared folder's copy carries the date alone
 * (…-as-at-2023-01-03.xlsx). The groups are year, month, day, then hour, minute, second if given.
 */
export const CRICOS_FILE =
  /^cricos-providers-courses-and-locations-as-at-(\d{4})-(\d{1,2})-(\d{1,2})(?:-(\d{1,2})-(\d{1,2})-(\d{1,2}))?\.xlsx$/

/**
 * The register as its publisher names it, downloaded from the address in `env` (it changes with
 * every release, so it is configuration, never a default here).
 */
export const CRICOS_DOWNLOAD = {
  env: 'CRICOS_XLSX_URL',
  what: 'the CRICOS register workbook (data.gov.au dataset "CRICOS")',
  expected: 'cricos-providers-courses-and-locations-as-at-YYYY-M-D[-H-MM-SS].xlsx',
}

/**
 * Publisher addresses `data:refresh` downloads from, by file. Files without one come out of a
 * publisher's zip (`PACKAGES`) or are copies that cannot be fetched as they are (derived
 * extracts); those are refreshed with `--offline DIR`.
 */
export const DOWNLOADS: Record<string, string> = {
  'world_universities_and_domains.json':
    'https://raw.githubusercontent.com/Hipo/university-domains-list/master/world_universities_and_domains.json',
  'LICENSE-hipo-university-domains-list.txt':
    'https://raw.githubusercontent.com/Hipo/university-domains-list/master/LICENSE',
  [ECB_ZIP]: 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist.zip',
}

/** The second rate source's newest EUR file; saved under the versioned name io.ts looks for. */
export const CURRENCY_API_URL =
  'https://cdn.jsdelivr.net/npm/@fawazahmed0/currency-api@latest/v1/currencies/eur.min.json'

/**
 * College Scorecard field of study: read and checked by `data:refresh` when the file is in the
 * folder (not yet part of the committed output).
 */
export const SCORECARD_FOS_FILE = 'open/us-scorecard/Most-Recent-Cohorts-Field-of-Study.csv'

/** One file a publisher's zip carries: the cached file it becomes and how its member is named. */
export type PackageMember = {
  /** The cached file the readers read (written gzip-compressed when its name ends .gz). */
  file: string
  /** The member's name as the publisher documents it, for messages. */
  name: string
  /** Matches the member's name without its folders. */
  pattern: RegExp
  /** A member the zip may lack: the source is refreshed without it. */
  optional?: boolean
  /**
   * A CSV member of which the cached file keeps only these columns, in this order; `[name, from]`
   * writes the member's column `from` under `name`. A wide publisher file (thousands of columns)
   * then costs the readers no more than the extract they were written for.
   */
  columns?: readonly (string | readonly [name: string, from: string])[]
  /** How the member's text is encoded; the cached file is always UTF-8. */
  encoding?: 'utf8' | 'latin1'
  /**
   * Of several entries `pattern` matches, the one this matches is taken and the others passed
   * over (NCES adds a revised hd2023_rv.csv beside hd2023.csv); without it, two matches fail.
   */
  preferred?: RegExp
}

/**
 * A publisher's zip that `data:refresh` takes some of a source's files from. The zip's address
 * changes with every release, so it is configuration (`env`), never a default here.
 */
export type PublisherPackage = {
  what: string
  /** The environment variable holding the zip's address. */
  env: string
  members: PackageMember[]
  /**
   * When the variable holds a release instead of an address (IPEDS_YEAR=2024): what it holds, for
   * messages, and the zip's address and members built from it (null: a value it does not take).
   */
  release?: {
    value: string
    build: (value: string) => { url: string; members: PackageMember[] } | null
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const baseName = (file: string) => file.split('/').at(-1)!
/** A member named exactly as the cached file, without its .gz (case aside). */
const named = (file: string, options: { optional?: boolean; name?: string } = {}) => {
  const name = options.name ?? baseName(file).replace(/\.gz$/, '')
  return {
    file,
    name,
    pattern: new RegExp(`^${escapeRegExp(name)}$`, 'i'),
    ...(options.optional ? { optional: true } : {}),
  }
}

const UNISTATS = {
  what: 'the Discover Uni (Unistats) full dataset zip',
  env: 'DISCOVER_UNI_ZIP_URL',
}

/** The College Scorecard institution file, as its releases name it inside their zip. */
const scorecardInstitution = (
  file: string,
  columns: NonNullable<PackageMember['columns']>,
): PackageMember => ({
  file,
  // Releases may date the CSV: Most-Recent-Cohorts-Institution_05192025.csv.
  name: 'Most-Recent-Cohorts-Institution[_<release>].csv',
  pattern: /^Most-Recent-Cohorts-Institution(?:[_-][A-Za-z0-9]+)?\.csv$/i,
  columns,
})
const SCORECARD_INSTITUTIONS = {
  what: 'the College Scorecard "Most Recent Cohorts: Institution" zip',
  env: 'SCORECARD_INSTITUTION_ZIP_URL',
}

/** NCES's complete data files: one zip per table and collection year, e.g. HD2024.zip. */
export const NCES_DATA_FILES = 'https://nces.ed.gov/ipeds/datacenter/data/'

type Column = NonNullable<PackageMember['columns']>[number]

/**
 * One IPEDS table of the collection year in `IPEDS_YEAR`, written into the cached layout the reader
 * reads (the published extract's names). Its zip holds <table>.csv in lower case and, once NCES
 * has revised it, <table>_rv.csv, which is taken instead. NCES writes its CSVs in Windows-1252.
 */
const ncesTable = (
  table: (year: number | '<year>') => string,
  file: string,
  what: string,
  columns: (year: number) => Column[],
): PublisherPackage => {
  const member = (name: string, year: number | null): PackageMember => ({
    file,
    name: `${name.toLowerCase()}.csv (or ${name.toLowerCase()}_rv.csv)`,
    pattern: new RegExp(`^${escapeRegExp(name)}(?:_rv)?\\.csv$`, 'i'),
    preferred: /_rv\.csv$/i,
    encoding: 'latin1',
    ...(year === null ? {} : { columns: columns(year) }),
  })
  return {
    what: `${what} (NCES IPEDS complete data file ${table('<year>')}.zip)`,
    env: 'IPEDS_YEAR',
    // For messages while IPEDS_YEAR is unset; a year builds the real member.
    members: [member(table('<year>'), null)],
    release: {
      value: 'an IPEDS collection year (e.g. 2024)',
      build: (value) => {
        if (!/^20\d{2}$/.test(value)) return null
        const year = Number(value)
        return { url: `${NCES_DATA_FILES}${table(year)}.zip`, members: [member(table(year), year)] }
      },
    },
  }
}

/**
 * The IPEDS tables of one collection year (IPEDS_YEAR), NCES variable names mapped to the
 * extract's. Outcome Measures of year Y follow the cohort that entered in Y-8 (OM2023: 2015-16);
 * the table has a row per cohort category (OMCHRT), the reader takes category 50 (all entering).
 * The admissions key carries the ADM year, as the file's name (adm2022) no longer says it.
 */
export const IPEDS_NCES_PACKAGES: readonly PublisherPackage[] = [
  ncesTable(
    (y) => `HD${y}`,
    `${IPEDS}institutions.csv.gz`,
    'institutional directory',
    () => [
      ['UnitID', 'UNITID'],
      ['INSTITUTION', 'INSTNM'],
      'CITY',
      ['STATE', 'STABBR'],
      'CONTROL',
      ['CATEGORY', 'INSTCAT'],
    ],
  ),
  ncesTable(
    (y) => `IC${y}_AY`,
    `${IPEDS}cost.csv.gz`,
    'published tuition and fees',
    (y) => [
      ['UnitID', 'UNITID'],
      [`TUITION_FEES_${y}_OUTSTATE`, 'CHG3AY3'],
      [`TUITION_FEES_INSTATE${y}`, 'CHG2AY3'],
    ],
  ),
  ncesTable(
    (y) => `DRVEF${y}`,
    `${IPEDS}enrollment.csv.gz`,
    'fall enrolment',
    () => [
      ['UnitID', 'UNITID'],
      ['ENR_TOTAL', 'ENRTOT'],
      ['ENR_UG', 'EFUG'],
      ['ENR_GRAD', 'EFGRAD'],
    ],
  ),
  ncesTable(
    (y) => `OM${y}`,
    `${IPEDS}gradrates.csv.gz`,
    'Outcome Measures',
    (y) => [
      ['UnitID', 'UNITID'],
      'OMCHRT',
      [`TOTAL_COHORT_${y - 8}`, 'OMACHRT'],
      ['PCT_AWARD_6YRS', 'OMAWDP6'],
    ],
  ),
  ncesTable(
    (y) => `ADM${y}`,
    `${IPEDS}adm2022.csv.gz`,
    'admissions',
    (y) => [[`UNITID_ADM${y}`, 'UNITID'], ...ADMISSIONS_FLAGGED],
  ),
]

/**
 * Where `data:refresh` downloads a source's files as publishers' zips, by source id. A file no
 * configured zip carries (another publisher's, or a zip whose variable is unset) keeps its last
 * good copy, and the manifest says so.
 */
export const PACKAGES: Record<string, readonly PublisherPackage[]> = {
  // The INSTITUTION table of the same dataset (our copy is that table, renamed).
  'discover-uni-institutions': [
    {
      ...UNISTATS,
      members: [named('uk_discoveruni_INSTITUTION.csv', { name: 'INSTITUTION.csv' })],
    },
  ],
  // The CAH labels come from OfS and the NSS publication, not from this zip.
  'discover-uni-courses': [
    {
      ...UNISTATS,
      members: [
        ...SOURCES['discover-uni-courses'].files
          .filter((f) => f.endsWith('.csv.gz'))
          .map((f) => named(f)),
        named(KISCOURSE_FILES[0]!, { optional: true }),
      ],
    },
  ],
  // The institution file has about 3,000 columns; the cache keeps those the readers take.
  'scorecard-2022': [
    {
      ...SCORECARD_INSTITUTIONS,
      members: [
        scorecardInstitution('us_college_scorecard_subset_2022.csv', [
          'UNITID',
          'INSTNM',
          'INSTURL',
          'LATITUDE',
          'LONGITUDE',
        ]),
      ],
    },
  ],
  ipeds: [
    ...IPEDS_NCES_PACKAGES,
    {
      ...SCORECARD_INSTITUTIONS,
      members: [
        scorecardInstitution(`${IPEDS}scorecard_earnings.csv.gz`, [
          'UNITID',
          'INSTNM',
          'STABBR',
          'MD_EARN_WNE_P10',
          'MD_EARN_WNE_P6',
        ]),
      ],
    },
  ],
  'scorecard-fos': [
    {
      what: 'the College Scorecard "Most Recent Cohorts: Field of Study" zip',
      env: 'SCORECARD_FOS_ZIP_URL',
      members: [
        {
          file: SCORECARD_FOS_FILE,
          // Releases may date the CSV inside the zip: Most-Recent-Cohorts-Field-of-Study_04172025.csv.
          name: 'Most-Recent-Cohorts-Field-of-Study[_<release>].csv',
          pattern: /^Most-Recent-Cohorts-Field-of-Study(?:[_-][A-Za-z0-9]+)?\.csv$/i,
        },
      ],
    },
  ],
}
