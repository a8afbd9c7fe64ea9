// From every source's raw rows to the files of data/generated. Pure: the same inputs give the same
// bytes (stable sorts, ids from names and keys, no clock).
import { createHash } from 'node:crypto'

import { ECB_RATES, OTHER_RATES } from '../../data/fx-sources'
import {
  curatedTuitionSchema,
  fxRatesSchema,
  institutionSchema,
  manifestSchema,
  programmeSchema,
  SCORECARD_EARNINGS_RELEASE,
  type AuFacts,
  type FxRates,
  type Institution,
  type Manifest,
  type ManifestSource,
  type Programme,
  type SourceId,
  type UkFacts,
} from '../../data/open-schema'
import { cricosAsOf, importCricos, type Workbook } from './cricos'
import { curatedTuition } from './curated-tuition'
import { importCurrencyApi } from './currency-api'
import { importDfe } from './dfe'
import { buildDirectory } from './directory'
import {
  DU_AS_OF,
  importDiscoverUniCourses,
  importTef,
  mergeUcasVariants,
  modeVariantHeads,
  modeVariantLists,
  type DiscoverUniCourse,
  type DiscoverUniTables,
} from './discover-uni-courses'
import { importDiscoverUniInstitutions } from './discover-uni-institutions'
import { importEcbCopies, type EcbCopy } from './ecb'
import { importHipo } from './hipo'
import { importIpeds, ipedsSourceText, type IpedsTables } from './ipeds'
import { cricosKind } from './kinds'
import { asOfLabel, type Releases } from './releases'
import { importScorecard } from './scorecard'
import { fosCohorts, importScorecardFos, SCORECARD_FOS_AS_OF, usProgrammeOf } from './scorecard-fos'
import { compareText, slugify, sortBy, type Row } from './shared'
import { KISCOURSE_FILES, SOURCES } from './sources'
import { institutionsTable, OutcomeRows, programmeCombos, programmesTable } from './tables'

/** What an import read and kept of one source, as the manifest records it. */
export type ImportCounts = Pick<Manifest['sources'][number], 'asOf' | 'rowsRead' | 'rowsKept'> & {
  dropped: Record<string, number>
}

export type RawInputs = {
  hipo: unknown
  dfe: unknown
  discoverUniInstitutions: Row[]
  scorecard: Row[]
  ipeds: IpedsTables
  discoverUni: DiscoverUniTables & { tef: Row[] }
  /** The CRICOS workbook: its path under the shared data folder (its name dates it) and its sheets. */
  cricos: { file: string; workbook: Workbook }
  /** Each copy of the ECB history in the folder (its zip, the Parquet files), see ecb.ts. */
  ecb: EcbCopy[]
  /** The second rate source's file: its path under the shared data folder and its parsed JSON. */
  currencyApi: { file: string; json: unknown }
  /** The curated university profiles' directory records (data/universities.json). */
  curated: CuratedProfile[]
  /** Other names students search by, by directory institution id (data/university-aliases.json). */
  aliases: Readonly<Record<string, readonly string[]>>
  /** Licence texts that must travel with the data (MIT), by file name. */
  licences: Record<LicenceFile, string>
  /** sha256 of every raw file, by its path under the shared data folder. */
  hashes: Record<string, string>
  /** College Scorecard field of study, when the folder has it (a refresh brings it). */
  scorecardFos?: Row[]
  /** The releases a refresh downloaded sources from, by source id (none: the folder's copies). */
  releases?: Releases
}

/** What the import reads of a curated profile: its slug and the directory record it describes. */
export type CuratedProfile = { slug: string; institutionId: string | null }

export const OUTPUT_FILES = [
  'institutions.tsv',
  'programmes-uk.tsv',
  'programmes-au.tsv',
  'programme-combos.tsv',
  'outcome-rows.tsv',
  'fx-rates.json',
  'curated-tuition.json',
  'programme-aliases.json',
  'manifest.json',
  'LICENSE-hipo-university-domains-list.txt',
  'LICENSE-dfe-reference-data.txt',
] as const
/** Written only when their source file was read: the committed data has none of them. */
export const OPTIONAL_OUTPUT_FILES = ['programmes-us.tsv'] as const

export type LicenceFile = Extract<(typeof OUTPUT_FILES)[number], `LICENSE-${string}`>
export type OutputFile = (typeof OUTPUT_FILES)[number]

const pretty = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`

/** Parses every output record with its schema: a record that breaks the contract stops the import. */
function checked<T>(
  schema: { safeParse(v: unknown): { success: boolean; error?: unknown } },
  records: T[],
  what: string,
): T[] {
  for (const record of records) {
    const result = schema.safeParse(record)
    if (!result.success)
      throw new Error(
        `${what}: a generated record breaks its schema: ${JSON.stringify(record).slice(0, 300)}\n${String(result.error)}`,
      )
  }
  return records
}

function withIds<T extends { id: string }>(records: T[]): T[] {
  const seen = new Map<string, number>()
  for (const record of sortBy(records, (r) => r.id)) {
    const n = seen.get(record.id) ?? 0
    seen.set(record.id, n + 1)
    if (n > 0) record.id = `${record.id}-${n + 1}`
  }
  return records.sort((a, b) => compareText(a.id, b.id))
}

/**
 * Curated profile slug -> its directory record. A profile naming a record the directory does not
 * hold stops the import: the profile or the sources changed, and a person must look again.
 */
export function curatedInstitutions(
  curated: readonly CuratedProfile[],
  institutions: readonly Institution[],
): Map<string, string> {
  const ids = new Set(institutions.map((i) => i.id))
  const missing = curated.filter((c) => c.institutionId !== null && !ids.has(c.institutionId))
  if (missing.length)
    throw new Error(
      `Curated universities name directory records that do not exist: ${missing
        .map((c) => `${c.slug} -> ${c.institutionId}`)
        .join(', ')} (data/universities.json institutionId)`,
    )
  return new Map(
    curated.flatMap((c) => (c.institutionId === null ? [] : [[c.slug, c.institutionId] as const])),
  )
}

/** Locations and course counts per teaching provider, from its courses. */
function ukFactsByProvider(
  courses: DiscoverUniCourse[],
  tef: ReturnType<typeof importTef>['records'],
) {
  const facts = new Map<string, Omit<UkFacts, 'nation' | 'groups'>>()
  const get = (ukprn: string) => {
    let entry = facts.get(ukprn)
    if (!entry) {
      const rating = tef.get(ukprn) ?? null
      entry = {
        tef: rating,
        locations: [],
        coursesBySubject: {},
        missing: rating ? {} : { tef: 'not-in-tef' },
      }
      facts.set(ukprn, entry)
    }
    return entry
  }
  for (const ukprn of tef.keys()) get(ukprn)
  for (const course of courses) {
    const entry = get(course.pubukprn)
    for (const field of course.fields)
      entry.coursesBySubject[field.code] = (entry.coursesBySubject[field.code] ?? 0) + 1
    for (const place of course.locations)
      if (
        place.lat !== null &&
        place.lng !== null &&
        !entry.locations.some((l) => l.name === place.name)
      )
        entry.locations.push({ name: place.name, lat: place.lat, lng: place.lng })
  }
  for (const entry of facts.values()) {
    entry.locations = sortBy(entry.locations, (l) => l.name)
    entry.coursesBySubject = Object.fromEntries(
      Object.entries(entry.coursesBySubject).sort(([a], [b]) => compareText(a, b)),
    )
  }
  return facts
}

/** Each raw input, read when its source's turn comes (a test's are already in memory). */
export type RawReaders = { [K in keyof RawInputs]: () => RawInputs[K] | Promise<RawInputs[K]> }

/** The inputs already read, as readers. */
export function readersOf(raw: RawInputs): RawReaders {
  return Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [key, () => value]),
  ) as RawReaders
}

/** One source read and imported in a frame of its own, so its raw rows die when it returns. */
async function importOne<R, T>(read: () => R | Promise<R>, importer: (raw: R) => T): Promise<T> {
  return importer(await read())
}

/** The CRICOS register as of the date in its workbook's name, with that file's path. */
export function importCricosFile({ file, workbook }: RawInputs['cricos']) {
  return { ...importCricos(workbook, cricosAsOf(file)), file }
}

/**
 * Each source's rows through its importer, one source at a time, with what the assembly needs of
 * the raw inputs beside. A source's raw rows go before the next is read and before the directory
 * and the files are built: holding every source's rows at once was about half the import's memory.
 * The order is the order the file hashes are recorded in.
 */
export async function importSources(read: RawReaders) {
  const releases = (await read.releases?.()) ?? {}
  const ecb = await importOne(read.ecb, importEcbCopies)
  const hipo = await importOne(read.hipo, importHipo)
  const dfe = await importOne(read.dfe, importDfe)
  const du = await importOne(read.discoverUniInstitutions, importDiscoverUniInstitutions)
  const scorecard = await importOne(read.scorecard, importScorecard)
  // Earnings downloaded by a refresh are of the Scorecard release it brought.
  const earningsFile = releases.ipeds?.files.find((f) => f.endsWith('scorecard_earnings.csv.gz'))
  const ipeds = await importOne(read.ipeds, (tables) =>
    importIpeds(
      tables,
      earningsFile ? `Scorecard ${releases.ipeds!.date.slice(0, 7)}` : SCORECARD_EARNINGS_RELEASE,
    ),
  )
  const { courses, tef } = await importOne(read.discoverUni, (tables) => ({
    courses: importDiscoverUniCourses(
      tables,
      asOfLabel(DU_AS_OF, releases['discover-uni-courses']),
    ),
    tef: importTef(tables.tef),
  }))
  const cricos = await importOne(read.cricos, importCricosFile)
  const { currencyApi, currencyApiFile } = await importOne(read.currencyApi, ({ file, json }) => ({
    currencyApi: importCurrencyApi(json),
    currencyApiFile: file,
  }))
  return {
    hipo,
    dfe,
    du,
    scorecard,
    ipeds,
    courses,
    tef,
    cricos,
    ecb,
    currencyApi,
    currencyApiFile,
    licences: await read.licences(),
    scorecardFos: await read.scorecardFos?.(),
    releases,
    curated: await read.curated(),
    aliases: await read.aliases(),
    hashes: await read.hashes(),
  }
}

export type ImportedSources = Awaited<ReturnType<typeof importSources>>

export async function buildOutputs(raw: RawInputs) {
  return assembleOutputs(await importSources(readersOf(raw)))
}

type AnyOutputFile = OutputFile | (typeof OPTIONAL_OUTPUT_FILES)[number]

/** What an import gives besides its files. */
export type ImportResult = {
  manifest: Manifest
  /** The records as written, for tests. */
  records: { institutions: Institution[]; programmes: Programme[] }
  /** What the field-of-study file gave, when it was read. */
  scorecardFos: {
    read: number
    kept: number
    dropped: Record<string, number>
    asOf: string
  } | null
}

/** The import's files, in memory: for a check against the committed ones, and for tests. */
export function assembleOutputs(imported: ImportedSources): ImportResult & {
  files: Record<OutputFile, string> &
    Partial<Record<(typeof OPTIONAL_OUTPUT_FILES)[number], string>>
} {
  const files: Partial<Record<AnyOutputFile, string>> = {}
  const result = emitOutputs(imported, (name, text) => (files[name] = [...text].join('')))
  return { ...result, files: files as Record<OutputFile, string> }
}

/**
 * Builds the import's files one after another and hands each to `emit` as its text in pieces,
 * made as `emit` reads them (it must read them all before it returns). A caller that writes the
 * pieces as they come never holds a whole table: the refresh's memory cap.
 */
export function emitOutputs(
  imported: ImportedSources,
  emit: (name: AnyOutputFile, text: Iterable<string>) => void,
): ImportResult {
  const { hipo, dfe, du, scorecard, ipeds, courses, tef, cricos, ecb, currencyApi } = imported

  const coursesPerProvider = new Map<string, number>()
  const coursesOf = new Map<string, (typeof cricos.courses)[number][]>()
  for (const course of cricos.courses) {
    coursesPerProvider.set(
      course.providerCode,
      (coursesPerProvider.get(course.providerCode) ?? 0) + 1,
    )
    coursesOf.set(course.providerCode, [...(coursesOf.get(course.providerCode) ?? []), course])
  }
  const cricosProviders = [...cricos.providers.values()]
    .filter((provider) => coursesPerProvider.has(provider.code))
    .map((provider) => {
      const au: AuFacts = {
        providerType: provider.providerType,
        courses: coursesPerProvider.get(provider.code)!,
        capacity: provider.capacity,
        missing: provider.capacity === null ? { capacity: 'not-reported' } : {},
      }
      const kind = cricosKind(
        provider.name,
        coursesOf.get(provider.code) ?? [],
        cricos.schoolProviders.has(provider.code),
      )
      return { provider, au, kind }
    })

  const directory = buildDirectory({
    hipo: hipo.records,
    discoverUni: du.records,
    dfe: dfe.records,
    dfeClosedNames: dfe.closedNames,
    ipeds: ipeds.records,
    ipedsYear: ipeds.years.cost,
    scorecard: scorecard.records,
    cricos: cricosProviders,
    ukFacts: ukFactsByProvider(courses.records, tef.records),
    aliases: imported.aliases,
  })
  const institutions = checked(institutionSchema, directory.institutions, 'institutions.json')
  const byUkprn = new Map(
    institutions.filter((i) => i.keys.ukprn).map((i) => [i.keys.ukprn!, i.id]),
  )
  const byCricos = new Map(
    institutions.filter((i) => i.keys.cricos).map((i) => [i.keys.cricos!, i.id]),
  )

  const ukDropped = { ...courses.dropped }
  const ukCourses: Programme[] = []
  for (const { pubukprn, kiscourseid, ...course } of courses.records) {
    const provider = byUkprn.get(pubukprn)
    if (!provider) {
      ukDropped['provider (PUBUKPRN) in neither the Discover Uni institution list nor DfE'] =
        (ukDropped['provider (PUBUKPRN) in neither the Discover Uni institution list nor DfE'] ??
          0) + 1
      continue
    }
    ukCourses.push({
      id: slugify(`uk-${pubukprn}-${kiscourseid}-${course.mode}`),
      provider,
      ...course,
    })
  }
  const { programmes: ukProgrammes, aliases } = mergeUcasVariants(ukCourses)
  // A school's courses (English for pupils, the IB) leave with the school.
  const schoolCourses = cricos.courses.filter((c) => !byCricos.has(c.providerCode)).length
  const auProgrammes: Programme[] = cricos.courses
    .filter(({ providerCode }) => byCricos.has(providerCode))
    .map(({ providerCode, courseCode, ...course }) => ({
      id: slugify(`au-${courseCode}`),
      provider: byCricos.get(providerCode)!,
      ...course,
    }))
  checked(programmeSchema, withIds(ukProgrammes), 'programmes-uk.tsv')
  checked(programmeSchema, withIds(auProgrammes), 'programmes-au.tsv')

  // US programmes: a field of study at an institution of the directory (by IPEDS UNITID).
  const fosAsOf = asOfLabel(SCORECARD_FOS_AS_OF, imported.releases['scorecard-fos'])
  const fos = imported.scorecardFos
    ? importScorecardFos(
        imported.scorecardFos,
        fosCohorts(imported.releases['scorecard-fos']),
        new Map(
          institutions
            .filter((i) => i.keys.unitid && i.us?.cost)
            .map((i) => [i.keys.unitid!, i.us!.cost]),
        ),
      )
    : null
  const byUnitid = new Map(
    institutions.filter((i) => i.keys.unitid).map((i) => [i.keys.unitid!, i.id]),
  )
  const usDropped = { ...fos?.dropped }
  const usProgrammes: Programme[] = []
  for (const record of fos?.records ?? []) {
    const provider = byUnitid.get(record.unitid)
    if (!provider) {
      const reason = 'institution (UNITID) not in the directory'
      usDropped[reason] = (usDropped[reason] ?? 0) + 1
      continue
    }
    usProgrammes.push(usProgrammeOf(record, provider, fosAsOf))
  }
  checked(programmeSchema, withIds(usProgrammes), 'programmes-us.tsv')

  const links = curatedInstitutions(imported.curated, institutions)
  const cricosCodeOf = new Map([...byCricos].map(([code, id]) => [id, code]))
  const tuition = curatedTuitionSchema.parse(
    curatedTuition(
      cricos.courses,
      new Map(
        [...links]
          .filter(([, id]) => cricosCodeOf.has(id))
          .map(([slug, id]) => [slug, cricosCodeOf.get(id)!]),
      ),
      cricos.asOf,
    ),
  )
  const fx = rateTable(ecb.rates, currencyApi)
  // US last: the combinations of UK and Australian programmes keep their numbers without them.
  const programmes = [...ukProgrammes, ...auProgrammes, ...usProgrammes]
  const modeHeads = modeVariantHeads(ukProgrammes)
  const modeVariantOf = (p: Programme) => modeHeads.get(p.id) ?? null
  const modeLists = modeVariantLists(modeHeads)
  const modeVariants = (p: Programme) => modeLists.get(p.id) ?? null
  const combos = programmeCombos(programmes, (p) => modeHeads.has(p.id))
  const comboIds = new Map(programmes.map((p, i) => [p, combos.comboOf(i)]))
  const outcomeRows = new OutcomeRows()
  const programmeFile = (records: Programme[]) =>
    programmesTable(records, {
      combo: (p) => comboIds.get(p)!,
      modeVariantOf,
      modeVariants,
      outcomes: outcomeRows,
    })

  const providerDrops = Object.fromEntries(
    Object.entries(cricos.providersDropped).map(([reason, n]) => [
      `Institutions sheet: ${reason}`,
      n,
    ]),
  )
  const schoolDrops = (id: SourceId): Record<string, number> => {
    const n = directory.stats.schools[id]
    return n ? { 'school (pupils, not students): left out of the directory': n } : {}
  }
  const providersWithoutCourse = cricos.providers.size - cricosProviders.length
  const ipedsText = ipedsSourceText(ipeds.years)
  // The IPEDS years are the data's own: the release date is said beside them, never instead.
  const ipedsDated = (years: string, release: Releases[string] | undefined) => {
    const dated = asOfLabel(years, release)
    return dated.startsWith(years) ? dated : `${years}, ${dated}`
  }
  const source = (
    id: SourceId,
    counts: {
      read: number
      kept: number
      dropped?: Record<string, number>
      merged?: Record<string, number>
      corrected?: Record<string, number>
    },
  ): ManifestSource => ({
    id,
    // The IPEDS years are those of the files read (ipedsYears).
    name: id === 'ipeds' ? ipedsText.name : SOURCES[id].name,
    licence: SOURCES[id].licence,
    attribution: SOURCES[id].attribution,
    // The rates and the CRICOS register are dated by their own day or file name; the others by
    // the release a refresh brought.
    asOf:
      id === 'ecb'
        ? fx.date
        : id === 'currency-api'
          ? fx.other.date
          : id === 'cricos'
            ? cricos.asOf
            : id === 'ipeds'
              ? ipedsDated(ipedsText.asOf, imported.releases[id])
              : asOfLabel(SOURCES[id].asOf, imported.releases[id]),
    files: [
      ...(id === 'currency-api'
        ? [imported.currencyApiFile]
        : id === 'ecb'
          ? imported.ecb.files
          : id === 'cricos'
            ? [cricos.file]
            : SOURCES[id].files),
      ...(id === 'discover-uni-courses' ? KISCOURSE_FILES.filter((f) => imported.hashes[f]) : []),
    ].map((path) => {
      const hash = imported.hashes[path]
      if (!hash) throw new Error(`No hash for input file ${path}`)
      return { path, sha256: hash }
    }),
    rowsRead: counts.read,
    rowsKept: counts.kept,
    dropped: sortKeys(counts.dropped ?? {}),
    merged: sortKeys(counts.merged ?? {}),
    ...(counts.corrected && Object.keys(counts.corrected).length
      ? { corrected: sortKeys(counts.corrected) }
      : {}),
  })

  const outputs: Partial<Record<AnyOutputFile, { records: number; sha256: string }>> = {}
  const output = (name: AnyOutputFile, records: number, text: Iterable<string>) => {
    const hash = createHash('sha256')
    emit(
      name,
      (function* () {
        for (const piece of text) {
          hash.update(piece)
          yield piece
        }
      })(),
    )
    outputs[name] = { records, sha256: hash.digest('hex') }
  }
  // This order is the manifest's; each file's text goes as soon as it is handed on.
  output('institutions.tsv', institutions.length, institutionsTable(institutions))
  output('programmes-uk.tsv', ukProgrammes.length, programmeFile(ukProgrammes))
  output('programmes-au.tsv', auProgrammes.length, programmeFile(auProgrammes))
  output('programme-combos.tsv', combos.count, combos.table)
  output('outcome-rows.tsv', outcomeRows.size, outcomeRows.table())
  output(
    'fx-rates.json',
    new Set([...Object.keys(fx.rates), ...Object.keys(fx.other.rates)]).size,
    [pretty(fx)],
  )
  output('curated-tuition.json', Object.keys(tuition.universities).length, [pretty(tuition)])
  output('programme-aliases.json', Object.keys(aliases).length, [pretty(aliases)])
  if (fos) output('programmes-us.tsv', usProgrammes.length, programmeFile(usProgrammes))
  const manifest = manifestSchema.parse({
    sources: [
      source('hipo', {
        read: hipo.read,
        kept: directory.stats.hipo.kept - (directory.stats.schools.hipo ?? 0),
        dropped: {
          ...hipo.dropped,
          ...directory.stats.hipo.dropped,
          ...schoolDrops('hipo'),
        },
        merged: { ...hipo.merged, ...directory.stats.hipo.merged },
        corrected: hipo.corrected,
      }),
      source('dfe', {
        read: dfe.read,
        kept: directory.stats.dfe.kept,
        dropped: dfe.dropped,
        merged: directory.stats.dfe.merged,
      }),
      source('discover-uni-institutions', {
        read: du.read,
        kept: du.records.length,
        dropped: du.dropped,
        merged: du.merged,
      }),
      source('scorecard-2022', {
        read: scorecard.read,
        kept: directory.stats.scorecard.kept,
        dropped: { ...scorecard.dropped, ...directory.stats.scorecard.dropped },
        corrected: directory.stats.scorecard.corrected,
      }),
      source('ipeds', { read: ipeds.read, kept: ipeds.records.length, dropped: ipeds.dropped }),
      source('discover-uni-courses', {
        read: courses.read,
        kept: ukProgrammes.length,
        dropped: { ...ukDropped, ...prefixed('TEF', tef.dropped) },
        merged: {
          'same course under another UCAS code (its id kept in programme-aliases.json)':
            Object.keys(aliases).length,
        },
      }),
      source('cricos', {
        read: cricos.coursesRead,
        kept: auProgrammes.length,
        dropped: {
          ...cricos.coursesDropped,
          ...providerDrops,
          ...schoolDrops('cricos'),
          ...(schoolCourses ? { 'course of a school (pupils, not students)': schoolCourses } : {}),
          ...(providersWithoutCourse
            ? { 'Institutions sheet: provider with no kept course': providersWithoutCourse }
            : {}),
        },
      }),
      source('ecb', { read: ecb.read, kept: 1, dropped: ecb.dropped }),
      source('currency-api', {
        read: currencyApi.read,
        kept: Object.keys(currencyApi.rates).length,
        dropped: currencyApi.dropped,
      }),
    ],
    outputs,
  })
  emit('manifest.json', [pretty(manifest)])
  for (const [name, text] of Object.entries(imported.licences)) emit(name as LicenceFile, [text])
  return {
    manifest,
    records: { institutions, programmes },
    scorecardFos: fos
      ? { read: fos.read, kept: usProgrammes.length, dropped: sortKeys(usDropped), asOf: fosAsOf }
      : null,
  }
}

/** fx-rates.json: the ECB's day, and the second source's rates for the currencies it lacks. */
export function rateTable(
  ecb: Pick<FxRates, 'date' | 'base' | 'rates'>,
  other: Pick<FxRates['other'], 'date' | 'rates'>,
): FxRates {
  return fxRatesSchema.parse({
    date: ecb.date,
    base: ecb.base,
    ...ECB_RATES,
    rates: ecb.rates,
    other: { ...OTHER_RATES, date: other.date, rates: other.rates },
  })
}

function sortKeys(counts: Record<string, number>) {
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => compareText(a, b)))
}

function prefixed(prefix: string, counts: Record<string, number>) {
  return Object.fromEntries(
    Object.entries(counts).map(([reason, n]) => [`${prefix}: ${reason}`, n]),
  )
}
