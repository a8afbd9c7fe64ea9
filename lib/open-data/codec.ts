// The stored layout of programmes-uk.json and programmes-au.json, and its two directions: the
// import encodes Programme records (data/open-schema.ts) into it, the loader decodes them back.
// Pure; a round-trip test keeps both sides in step.
//
// A programme file is one JSON object, one entry per line:
//   source, asOf, country      the same for every record in the file
//   labels    { code: label | [label, labelOf] }   subject and field labels (CAH or ASCED)
//   locations [ [name, city, region, lat, lng] ]   teaching locations, referred to by index
//   rows      [ [agg, subject, years, population, ...figures] ]   Discover Uni outcome rows, by index
//   records   [ PROGRAMME tuple ]
//
// PROGRAMME tuple, by position:
//   0 id · 1 provider · 2 title · 3 level (index in PROGRAMME_LEVELS) · 4 levelLabel · 5 subject
//   codes · 6 field codes · 7 category (index in SITE_CATEGORIES) | null · 8 mode (0 full-time,
//   1 part-time) · 9 duration [years, weeks] | null · 10 location indexes · 11 UCAS codes ·
//   12 fees [tuitionPerYear, tuitionTotal, nonTuitionTotal, estimatedTotalCost, missing] | null ·
//   13 outcomes [salary, employment, continuation, tariff, entry] | null, each [reason, ...row indexes] ·
//   14 missing
// Outcome row figures follow OUTCOME_COLUMNS; a null figure in a row is "not reported".
// Identical locations and outcome rows (a provider's subject-level figures repeat on each of its
// courses in that subject) are stored once, which keeps the files and the memory they take small.
import { valuePool } from '@/lib/open-data/pool'
import {
  PROGRAMME_LEVELS,
  SITE_CATEGORIES,
  type MissingReason,
  type Programme,
  type UkOutcomes,
} from '@/data/open-schema'

const MODES = ['full-time', 'part-time'] as const

export const OUTCOME_COLUMNS = {
  salary: ['lq', 'median', 'uq'],
  employment: [
    'workOrStudy',
    'work',
    'study',
    'workAndStudy',
    'unemployed',
    'prevWorkStudy',
    'noAvail',
  ],
  continuation: ['continuing', 'gained', 'dormant', 'lower', 'left'],
  tariff: ['bands'],
  entry: [
    'aLevel',
    'access',
    'baccalaureate',
    'degree',
    'foundation',
    'noQualifications',
    'other',
    'otherHigherEducation',
  ],
} as const
const GROUPS = ['salary', 'employment', 'continuation', 'tariff', 'entry'] as const
type Group = (typeof GROUPS)[number]
const TARIFF_BAND_COUNT = 14

type Figure = number | null
type StoredRow = [number, string | null, string, number, ...Figure[]]
type StoredLocation = [string, string | null, string | null, number | null, number | null]
type StoredFees = [Figure, Figure, Figure, Figure, Partial<Record<string, MissingReason>>]
type StoredGroup = [MissingReason | null, ...number[]]
export type StoredProgramme = [
  string,
  string,
  string,
  number,
  string | null,
  string[],
  string[],
  number | null,
  number,
  [number, number] | null,
  number[],
  string[],
  StoredFees | null,
  StoredGroup[] | null,
  Programme['missing'],
]
export type ProgrammeFile = {
  source: Programme['source']
  asOf: string
  country: Programme['country']
  labels: Record<string, string | [string, string]>
  locations: StoredLocation[]
  rows: StoredRow[]
  records: StoredProgramme[]
}

/** A table of distinct values, each stored once and referred to by its index. */
class Interner<T> {
  readonly values: T[] = []
  private index = new Map<string, number>()
  ref(value: T): number {
    const key = JSON.stringify(value)
    let i = this.index.get(key)
    if (i === undefined) {
      i = this.values.length
      this.values.push(value)
      this.index.set(key, i)
    }
    return i
  }
}

function storedRow(group: Group, row: UkOutcomes[Group]['rows'][number]): StoredRow {
  const head: [number, string | null, string, number] = [
    row.agg,
    row.subject,
    row.years,
    row.population,
  ]
  if (group === 'tariff') return [...head, ...(row as { bands: Figure[] }).bands]
  const values = row as unknown as Record<string, Figure>
  return [...head, ...OUTCOME_COLUMNS[group].map((column) => values[column] ?? null)]
}

/** Programmes (all of one source and country) -> the stored file text, one entry per line. */
export function encodeProgrammes(programmes: readonly Programme[]): string {
  const first = programmes[0]
  if (!first) throw new Error('encodeProgrammes: no programmes')
  const labels: ProgrammeFile['labels'] = {}
  const locations = new Interner<StoredLocation>()
  const rows = new Interner<StoredRow>()
  const records = programmes.map((p): StoredProgramme => {
    if (
      p.source !== first.source ||
      p.asOf !== first.asOf ||
      p.country !== first.country ||
      (p.fees && p.fees.asOf !== p.asOf)
    )
      throw new Error(
        `encodeProgrammes: ${p.id} is not from ${first.source} ${first.asOf} ${first.country}`,
      )
    for (const s of [...p.subjects, ...p.fields])
      labels[s.code] = s.labelOf ? [s.label, s.labelOf] : s.label
    return [
      p.id,
      p.provider,
      p.title,
      PROGRAMME_LEVELS.indexOf(p.level),
      p.levelLabel,
      p.subjects.map((s) => s.code),
      p.fields.map((s) => s.code),
      p.category === null ? null : SITE_CATEGORIES.indexOf(p.category),
      MODES.indexOf(p.mode),
      p.duration ? [p.duration.years, p.duration.weeks] : null,
      p.locations.map((l) => locations.ref([l.name, l.city, l.region, l.lat, l.lng])),
      p.ucasCodes,
      p.fees
        ? [
            p.fees.tuitionPerYear,
            p.fees.tuitionTotal,
            p.fees.nonTuitionTotal,
            p.fees.estimatedTotalCost,
            p.fees.missing,
          ]
        : null,
      p.outcomes
        ? GROUPS.map((group): StoredGroup => [
            p.outcomes![group].reason,
            ...p.outcomes![group].rows.map((row) => rows.ref(storedRow(group, row))),
          ])
        : null,
      p.missing,
    ]
  })
  const sortedLabels = Object.fromEntries(
    Object.entries(labels).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  )
  const lines = (values: unknown[]) => values.map((v) => JSON.stringify(v)).join(',\n')
  return [
    `{"source":${JSON.stringify(first.source)},"asOf":${JSON.stringify(first.asOf)},"country":${JSON.stringify(first.country)},`,
    `"labels":{\n${Object.entries(sortedLabels)
      .map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`)
      .join(',\n')}\n},`,
    `"locations":[\n${lines(locations.values)}\n],`,
    `"rows":[\n${lines(rows.values)}\n],`,
    `"records":[\n${lines(records)}\n]}\n`,
  ].join('\n')
}

const notReported = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values)
      .filter(([, v]) => v === null)
      .map(([k]) => [k, 'not-reported' as const]),
  )

function decodeRow(group: Group, row: StoredRow) {
  const [agg, subject, years, population, ...figures] = row
  const values: Record<string, unknown> =
    group === 'tariff'
      ? { bands: figures.slice(0, TARIFF_BAND_COUNT) }
      : Object.fromEntries(OUTCOME_COLUMNS[group].map((column, i) => [column, figures[i] ?? null]))
  const missing =
    group === 'tariff'
      ? (values.bands as Figure[]).some((v) => v === null)
        ? { bands: 'not-reported' as const }
        : {}
      : notReported(values)
  return { agg, subject, years, population, ...values, missing }
}

/**
 * The stored file -> Programme records. Identical subjects, locations and outcome rows become one
 * shared (frozen) object each, so the decoded records take little memory; treat them as read-only.
 */
export function decodeProgrammes(
  file: Omit<ProgrammeFile, 'records'> & { records: Iterable<StoredProgramme> },
): Programme[] {
  // Equal parts (the same subject list, location list, outcome table or missing map) are built
  // once and shared.
  const shared = new Map<string, unknown>()
  const share = <T>(
    kind: string,
    key: readonly unknown[] | Record<string, unknown>,
    make: () => T,
  ): T => {
    const k = `${kind}|${Array.isArray(key) ? key.join(',') : JSON.stringify(key)}`
    let value = shared.get(k) as T | undefined
    if (value === undefined) {
      value = Object.freeze(make())
      shared.set(k, value)
    }
    return value
  }
  const subjects = new Map<string, Programme['subjects'][number]>()
  const subject = (code: string) => {
    let value = subjects.get(code)
    if (!value) {
      const label = file.labels[code] ?? code
      value = Object.freeze(
        Array.isArray(label) ? { code, label: label[0], labelOf: label[1] } : { code, label },
      )
      subjects.set(code, value)
    }
    return value
  }
  const locations = file.locations.map(([name, city, region, lat, lng]) =>
    Object.freeze({ name, city, region, lat, lng }),
  )
  const rowCache = new Map<string, object>()
  const row = (group: Group, index: number) => {
    const key = `${group}|${index}`
    let value = rowCache.get(key)
    if (!value) {
      const stored = file.rows[index]
      if (!stored) throw new Error(`Programme file: no outcome row ${index}`)
      const decoded = decodeRow(group, stored)
      value = Object.freeze({
        ...decoded,
        missing: share('missing', decoded.missing, () => decoded.missing),
      })
      rowCache.set(key, value)
    }
    return value
  }
  return Array.from(
    file.records,
    ([
      id,
      provider,
      title,
      level,
      levelLabel,
      subjectCodes,
      fieldCodes,
      category,
      mode,
      duration,
      places,
      ucasCodes,
      fees,
      outcomes,
      missing,
    ]) =>
      ({
        id,
        provider,
        country: file.country,
        title,
        level: PROGRAMME_LEVELS[level]!,
        levelLabel,
        subjects: share('subjects', subjectCodes, () => subjectCodes.map(subject)),
        fields: share('subjects', fieldCodes, () => fieldCodes.map(subject)),
        category: category === null ? null : SITE_CATEGORIES[category]!,
        mode: MODES[mode]!,
        duration: duration
          ? share('duration', duration, () => ({ years: duration[0], weeks: duration[1] }))
          : null,
        locations: share('locations', places, () => places.map((i) => locations[i]!)),
        ucasCodes: ucasCodes.length ? ucasCodes : share('ucas', [], () => []),
        fees: fees
          ? {
              currency: 'AUD',
              asOf: file.asOf,
              tuitionPerYear: fees[0],
              tuitionTotal: fees[1],
              nonTuitionTotal: fees[2],
              estimatedTotalCost: fees[3],
              missing: share('missing', fees[4], () => fees[4]),
            }
          : null,
        outcomes: outcomes
          ? share(
              'outcomes',
              outcomes.map((g) => g.join(':')),
              () =>
                Object.fromEntries(
                  GROUPS.map((group, g) => {
                    const [reason, ...refs] = outcomes[g]!
                    return [
                      group,
                      share(group, outcomes[g]!, () => ({
                        reason,
                        rows: refs.map((i) => row(group, i)),
                      })),
                    ]
                  }),
                ),
            )
          : null,
        source: file.source,
        asOf: file.asOf,
        missing: share('missing', missing, () => missing),
      }) as Programme,
  )
}

/**
 * Decodes the file text one record line at a time, so the stored tuples of all records never sit
 * in memory at once (the loader's peak memory stays close to what the decoded records keep). Equal
 * short strings and empty maps across the records are kept once (./pool).
 */
export function decodeProgrammeText(text: string): Programme[] {
  const start = text.indexOf('\n"records":[\n')
  if (start < 0) throw new Error('Programme file: no records list')
  const pool = valuePool()
  const header = pool.shareIn(JSON.parse(`${text.slice(0, start)}"records":[]}`)) as ProgrammeFile
  function* records(): Generator<StoredProgramme> {
    let from = start + '\n"records":[\n'.length
    while (from < text.length) {
      const end = text.indexOf('\n', from)
      const line = text.slice(from, end < 0 ? text.length : end)
      from = end < 0 ? text.length : end + 1
      if (line.startsWith('['))
        yield pool.shareIn(JSON.parse(line.endsWith(',') ? line.slice(0, -1) : line))
    }
  }
  return decodeProgrammes({ ...header, records: records() })
}
