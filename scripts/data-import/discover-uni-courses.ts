// Discover Uni (Unistats) course tables: one programme per course and mode, with its subjects,
// teaching locations, UCAS codes and outcome tables. The course table (KISCOURSE: title, course
// page, award, length) is read when the source folder has it; without it the title is the name of
// the course's CAH level-3 subject(s).
import { z } from 'zod'

import type { MissingReason, Programme, UkOutcomes } from '../../data/open-schema'
import { readKisCourse } from './kiscourse'
import {
  DropCounter,
  normaliseWebsite,
  numberOrNull,
  parseRows,
  sortBy,
  unique,
  type Row,
} from './shared'
import { cahCategory, cahLabel } from './subjects'

export type DiscoverUniTables = {
  sbj: readonly Row[]
  /** CAH v1.3 labels of every level (dim_cah.csv): code, name. */
  cah: readonly Row[]
  /** Older CAH labels (SubjectBuilder.csv), for the few codes dim_cah.csv lacks. */
  subjectBuilder: readonly Row[]
  /** KISCOURSE, when the source folder has it (the official download does). */
  kisCourse?: readonly Row[]
  /** Award labels by KISAIMCODE. */
  kisAim: readonly Row[]
  courseLocation: readonly Row[]
  location: readonly Row[]
  ucas: readonly Row[]
  salary: readonly Row[]
  employment: readonly Row[]
  continuation: readonly Row[]
  tariff: readonly Row[]
  entry: readonly Row[]
}

/** A programme before its provider is resolved to a directory id. */
export type DiscoverUniCourse = Omit<Programme, 'id' | 'provider'> & {
  pubukprn: string
  kiscourseid: string
}

export const DU_AS_OF = '2025 collection'

const MODES = { '01': 'full-time', '02': 'part-time' } as const

/** Discover Uni UNAVAILREASON codes. */
export const DU_REASONS: Record<string, MissingReason> = {
  '0': 'du-small',
  '1': 'du-new',
  '2': 'du-none',
}

const courseKey = (row: Row) => `${row.PUBUKPRN}|${row.KISCOURSEID}|${row.KISMODE}`

function groupBy(rows: readonly Row[], key: (row: Row) => string) {
  const map = new Map<string, Row[]>()
  for (const row of rows) {
    const k = key(row)
    const list = map.get(k)
    if (list) list.push(row)
    else map.set(k, [row])
  }
  return map
}

/** "A", "A and B", "A, B and C". */
export function joinLabels(labels: string[]) {
  if (labels.length < 2) return labels.join('')
  return `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`
}

type OutcomeSpec<K extends string> = { prefix: string; values: Record<K, string>; max: number }

const OUTCOMES = {
  salary: {
    prefix: 'GOSAL',
    values: { lq: 'GOINSTLQ', median: 'GOINSTMED', uq: 'GOINSTUQ' },
    max: 1e6,
  },
  employment: {
    prefix: 'EMP',
    values: {
      workOrStudy: 'WORKSTUDY',
      work: 'WORK',
      study: 'STUDY',
      workAndStudy: 'BOTH',
      unemployed: 'UNEMP',
      prevWorkStudy: 'PREVWORKSTUD',
      noAvail: 'NOAVAIL',
    },
    max: 100,
  },
  continuation: {
    prefix: 'CONT',
    values: {
      continuing: 'UCONT',
      gained: 'UGAINED',
      dormant: 'UDORMANT',
      lower: 'ULOWER',
      left: 'ULEFT',
    },
    max: 100,
  },
  entry: {
    prefix: 'ENT',
    values: {
      aLevel: 'ALEVEL',
      access: 'ACCESS',
      baccalaureate: 'BACC',
      degree: 'DEGREE',
      foundation: 'FOUNDTN',
      noQualifications: 'NOQUALS',
      other: 'OTHER',
      otherHigherEducation: 'OTHERHE',
    },
    max: 100,
  },
} satisfies Record<string, OutcomeSpec<string>>

const TARIFF_COLUMNS = [
  'T001',
  'T048',
  'T064',
  'T080',
  'T096',
  'T112',
  'T128',
  'T144',
  'T160',
  'T176',
  'T192',
  'T208',
  'T224',
  'T240',
]

const aggSchema = z.coerce.number().pipe(z.literal([11, 12, 13, 14, 21, 22, 23, 24]))
const yearsSchema = z.string().regex(/^\d{4}-\d{2}$/)
const populationSchema = z.coerce.number().int().nonnegative()

type RowBase = {
  agg: 11 | 12 | 13 | 14 | 21 | 22 | 23 | 24
  subject: string | null
  years: string
  population: number
}

/**
 * One course's rows of one outcome table -> { reason, rows }. Rows without an aggregation level
 * carry no figures, only the reason; a row whose level or year is malformed is dropped and counted.
 */
function outcomeGroup<V>(
  rows: Row[] | undefined,
  prefix: string,
  values: (row: Row) => V | null,
  drops: DropCounter,
  table: string,
): { reason: MissingReason | null; rows: (RowBase & V)[] } {
  if (!rows?.length) return { reason: 'du-none', rows: [] }
  const out: (RowBase & V)[] = []
  for (const row of rows) {
    if (!row[`${prefix}AGG`]) continue
    const agg = aggSchema.safeParse(row[`${prefix}AGG`])
    const years = yearsSchema.safeParse(row[`${prefix}AGGYEAR`])
    const population = populationSchema.safeParse(row[`${prefix}POP`])
    const figures = values(row)
    if (!agg.success || !years.success || !population.success || !figures) {
      drops.drop(`${table}: invalid row`)
      continue
    }
    out.push({
      agg: agg.data,
      subject: agg.data % 10 === 4 ? null : row[`${prefix}SBJ`] || null,
      years: years.data,
      population: population.data,
      ...figures,
    })
  }
  const courseLevel = out.some((row) => row.agg % 10 === 4)
  // Figures the source gave but that were malformed are simply not reported; otherwise the
  // source's own reason says why there are no course-specific figures.
  const hadFigures = rows.some((row) => row[`${prefix}AGG`])
  const code = rows[0]![`${prefix}UNAVAILREASON`] ?? ''
  let reason: MissingReason | null = null
  if (!courseLevel)
    reason =
      !out.length && hadFigures
        ? 'not-reported'
        : (DU_REASONS[code] ?? (out.length ? null : 'not-reported'))
  return { reason, rows: out }
}

/** Figures of one row; null when a value is out of range (the row is then dropped). */
function rowFigures<K extends string>(row: Row, columns: Record<K, string>, max: number) {
  const values = {} as Record<K, number | null>
  const missing: Partial<Record<K, MissingReason>> = {}
  for (const [key, column] of Object.entries(columns) as [K, string][]) {
    const value = numberOrNull(row[column])
    if (value !== null && (value < 0 || value > max)) return null
    values[key] = value
    if (value === null) missing[key] = 'not-reported'
  }
  return { ...values, missing }
}

function tariffFigures(row: Row) {
  const bands = TARIFF_COLUMNS.map((column) => numberOrNull(row[column]))
  if (bands.some((value) => value !== null && (value < 0 || value > 100))) return null
  const missing: Record<string, MissingReason> = bands.some((value) => value === null)
    ? { bands: 'not-reported' }
    : {}
  return { bands, missing }
}

export function importDiscoverUniCourses(
  tables: DiscoverUniTables,
  asOf: string = DU_AS_OF,
): {
  records: DiscoverUniCourse[]
  read: number
  dropped: Record<string, number>
} {
  const drops = new DropCounter()
  const labels = cahLabels(tables.cah, tables.subjectBuilder)
  const courseTable = readKisCourse(tables.kisCourse ?? [])
  const awards = new Map(
    tables.kisAim.map((row) => [row.KISAIMCODE?.trim() ?? '', row.KISAIMLABEL?.trim() ?? '']),
  )
  const locations = new Map(tables.location.map((row) => [`${row.UKPRN}|${row.LOCID}`, row]))
  const courses = groupBy(tables.sbj, courseKey)
  const byCourse = (rows: readonly Row[]) => groupBy(rows, courseKey)
  const courseLocations = byCourse(tables.courseLocation)
  const ucas = byCourse(tables.ucas)
  const outcomeRows = {
    salary: byCourse(tables.salary),
    employment: byCourse(tables.employment),
    continuation: byCourse(tables.continuation),
    tariff: byCourse(tables.tariff),
    entry: byCourse(tables.entry),
  }

  const records: DiscoverUniCourse[] = []
  for (const [key, sbjRows] of courses) {
    const first = sbjRows[0]!
    const mode = MODES[first.KISMODE as keyof typeof MODES]
    if (!/^\d{8}$/.test(first.PUBUKPRN ?? '') || !first.KISCOURSEID?.trim()) {
      drops.drop('invalid: provider or course id')
      continue
    }
    if (!mode) {
      drops.drop(`mode ${first.KISMODE || 'blank'} is neither full-time (01) nor part-time (02)`)
      continue
    }
    const codes = unique(sbjRows.map((row) => row.SBJ?.trim() ?? '').filter(Boolean))
    const subjects = codes.map((code) => ({ code, ...cahLabel(code, labels) }))
    if (!subjects.length || subjects.some((s) => !s.label)) {
      drops.drop(subjects.length ? 'subject code with no CAH label' : 'no subject')
      continue
    }
    const labelled = subjects as { code: string; label: string; labelOf: string }[]
    const fields = unique(codes.map((code) => code.slice(0, 5))).map((code) => ({
      code,
      label: cahLabel(code, labels)?.label ?? code,
    }))

    const outcome = <K extends keyof typeof OUTCOMES>(name: K) => {
      const spec: OutcomeSpec<string> = OUTCOMES[name]
      return outcomeGroup(
        outcomeRows[name].get(key),
        spec.prefix,
        (row) => rowFigures(row, spec.values, spec.max),
        drops,
        name,
      )
    }
    const outcomes = {
      salary: outcome('salary'),
      employment: outcome('employment'),
      continuation: outcome('continuation'),
      tariff: outcomeGroup(outcomeRows.tariff.get(key), 'TAR', tariffFigures, drops, 'tariff'),
      entry: outcome('entry'),
    } as unknown as UkOutcomes

    const places = sortBy(
      (courseLocations.get(key) ?? [])
        .map((row) => locations.get(`${row.UKPRN}|${row.LOCID}`))
        .filter((row): row is Row => !!row?.LOCNAME?.trim())
        .map((row) => ({
          name: row.LOCNAME!.trim(),
          city: null,
          region: null,
          lat: numberOrNull(row.LATITUDE),
          lng: numberOrNull(row.LONGITUDE),
        }))
        .filter((place, i, all) => all.findIndex((p) => p.name === place.name) === i),
      (place) => place.name,
    )

    const course = courseFacts(courseTable.index.find(first), awards)
    records.push({
      pubukprn: first.PUBUKPRN!,
      kiscourseid: first.KISCOURSEID!.trim(),
      country: 'GB',
      title: course.title ?? joinLabels(unique(labelled.map((s) => s.label))),
      level: course.level,
      levelLabel: course.award,
      courseUrl: course.url,
      subjects: labelled.map((s) => (s.labelOf === s.code ? { code: s.code, label: s.label } : s)),
      fields,
      category: codes.map(cahCategory).find((category) => category !== null) ?? null,
      mode,
      duration: course.duration,
      locations: places,
      ucasCodes: unique(
        (ucas.get(key) ?? []).map((row) => row.UCASCOURSEID?.trim() ?? '').filter(Boolean),
      ).sort(),
      fees: null,
      outcomes,
      source: 'discover-uni-courses',
      asOf,
      missing: course.duration
        ? { fees: 'no-fee-table' }
        : { fees: 'no-fee-table', duration: 'no-duration' },
      ...(course.title ? { courseTitle: true as const } : {}),
    })
  }
  return { records, read: courses.size, dropped: { ...drops.counts, ...courseTable.dropped } }
}

/** CAH code -> label: dim_cah.csv (CAH v1.3, complete), then SubjectBuilder.csv for what it lacks. */
export function cahLabels(cah: readonly Row[], subjectBuilder: readonly Row[]) {
  const labels = new Map<string, string>()
  for (const row of cah) {
    const code = row.cah_code?.trim()
    const name = row.cah_name?.trim()
    if (code && name && code.startsWith('CAH')) labels.set(code, name)
  }
  for (const row of subjectBuilder) {
    const code = row.code?.trim()
    const name = row.english_label?.trim()
    if (code && name && !labels.has(code)) labels.set(code, name)
  }
  return labels
}

/** Awards below a bachelor's degree: foundation degrees, HNC/HND, CertHE/DipHE and diplomas. */
const SUB_DEGREE_AWARD = /^(CertHE|DipHE|FD|Fd|HN[CD]|AdvDip|Diploma|TQFE|LicAc|IPML)\b/

const WEEKS_PER_YEAR = 52

/**
 * Title, award, level, course page and length from a KISCOURSE row (nulls without one): the
 * award's label comes from KISAIM, the length from the number of stages (years) of full-time study.
 */
export function courseFacts(row: Row | undefined, awards: ReadonlyMap<string, string>) {
  const title = row?.TITLE?.replace(/\s+/g, ' ').trim() || null
  const award = awards.get(row?.KISAIMCODE?.trim() ?? '') || null
  const stages = numberOrNull(row?.NUMSTAGE)
  const url = normaliseWebsite(row?.CRSEURL)
  return {
    title,
    award,
    level: award && SUB_DEGREE_AWARD.test(award) ? ('Other' as const) : ('Undergraduate' as const),
    url,
    duration:
      stages !== null && Number.isInteger(stages) && stages > 0 && stages <= 8
        ? { years: stages, weeks: stages * WEEKS_PER_YEAR }
        : null,
  }
}

const tefRowSchema = z.object({
  PUBUKPRN: z.string().regex(/^\d{8}$/),
  UKPRN: z.string().regex(/^\d{8}$/),
  OVERALL_RATING: z.enum(['Gold', 'Silver', 'Bronze', 'Requires Improvement']),
  STUDENT_EXPERIENCE_RATING: z.enum(['Gold', 'Silver', 'Bronze', 'Requires Improvement']),
  STUDENT_OUTCOMES_RATING: z.enum(['Gold', 'Silver', 'Bronze', 'Requires Improvement']),
  OUTCOME_URL: z.url(),
})

export type TefRating = NonNullable<NonNullable<import('../../data/open-schema').UkFacts['tef']>>

/**
 * TEF 2023 ratings per teaching provider (PUBUKPRN). A provider listed with several registering
 * providers keeps the row registered under its own UKPRN, else the first by UKPRN.
 */
export function importTef(rows: readonly Row[]) {
  const drops = new DropCounter()
  const parsed = sortBy(
    parseRows(rows, tefRowSchema, drops),
    (row) => `${row.PUBUKPRN}|${row.UKPRN === row.PUBUKPRN ? '0' : '1'}${row.UKPRN}`,
  )
  const byProvider = new Map<string, TefRating>()
  for (const row of parsed) {
    if (byProvider.has(row.PUBUKPRN)) {
      drops.drop('same provider under another registering provider')
      continue
    }
    byProvider.set(row.PUBUKPRN, {
      year: '2023',
      overall: row.OVERALL_RATING,
      studentExperience: row.STUDENT_EXPERIENCE_RATING,
      studentOutcomes: row.STUDENT_OUTCOMES_RATING,
      url: row.OUTCOME_URL,
    })
  }
  return { records: byProvider, read: rows.length, dropped: drops.counts }
}

/**
 * UK programmes that differ only by their UCAS codes (the same provider, title, award, mode,
 * places, length, course page and outcome figures) are one course to a student: one programme
 * keeps the first id (A-Z) and every variant's UCAS codes, and each other id becomes an alias of
 * it, so links to it still resolve. Modes stay apart: they are a filter, and a student visa asks
 * for full-time study.
 */
export function mergeUcasVariants<P extends Pick<Programme, 'id' | 'ucasCodes'>>(
  programmes: readonly P[],
): { programmes: P[]; aliases: Record<string, string> } {
  const groups = new Map<string, P[]>()
  for (const p of programmes) {
    const key = JSON.stringify({ ...p, id: null, ucasCodes: null })
    groups.set(key, [...(groups.get(key) ?? []), p])
  }
  const aliases: Record<string, string> = {}
  const merged: P[] = []
  for (const group of groups.values()) {
    const [kept, ...others] = sortBy(group, (p) => p.id)
    for (const other of others) aliases[other.id] = kept!.id
    merged.push({
      ...kept!,
      ucasCodes: sortBy(unique(group.flatMap((p) => p.ucasCodes)), (code) => code),
    })
  }
  return {
    programmes: sortBy(merged, (p) => p.id),
    aliases: Object.fromEntries(sortBy(Object.entries(aliases), ([from]) => from)),
  }
}

type ModeVariantFields = Pick<
  Programme,
  | 'country'
  | 'provider'
  | 'title'
  | 'level'
  | 'levelLabel'
  | 'duration'
  | 'locations'
  | 'courseUrl'
  | 'subjects'
>

/**
 * What a UK course and its other mode share: the same provider, title, level and award, length,
 * places, course page and subjects. UCAS codes, outcome figures (Discover Uni publishes them per
 * mode) and ids may differ.
 */
export function modeVariantKey(p: ModeVariantFields) {
  return JSON.stringify([
    p.country,
    p.provider,
    p.title,
    p.level,
    p.levelLabel,
    p.duration,
    p.locations,
    p.courseUrl,
    p.subjects,
  ])
}

/**
 * UK part-time programmes that are another mode of a full-time one (the same modeVariantKey),
 * each with the id of that full-time programme: lists show one card for both, the full-time one,
 * which a student visa asks for. Both stay programmes with their own page and outcomes. A
 * part-time course pairs with the full-time course of its own KISCOURSEID, else with the only
 * full-time one of its key; with several and none its own, it cannot tell which and stays apart.
 */
export function modeVariantHeads(
  programmes: readonly (ModeVariantFields & Pick<Programme, 'id' | 'mode'>)[],
): Map<string, string> {
  const fullTime = new Map<string, string[]>()
  for (const p of programmes)
    if (p.country === 'GB' && p.mode === 'full-time') {
      const key = modeVariantKey(p)
      fullTime.set(key, [...(fullTime.get(key) ?? []), p.id])
    }
  const heads = new Map<string, string>()
  for (const p of programmes) {
    if (p.country !== 'GB' || p.mode !== 'part-time') continue
    const candidates = fullTime.get(modeVariantKey(p)) ?? []
    const twin = p.id.replace(/-part-time$/, '-full-time')
    const head = candidates.includes(twin)
      ? twin
      : candidates.length === 1
        ? candidates[0]
        : undefined
    if (head) heads.set(p.id, head)
  }
  return heads
}

/**
 * Each programme of modeVariantHeads' pairs with the same course in its other mode: a full-time
 * programme its part-time variants (by id), a variant its full-time programme.
 */
export function modeVariantLists(heads: ReadonlyMap<string, string>) {
  const lists = new Map<string, { id: string; mode: Programme['mode'] }[]>()
  for (const [variant, head] of sortBy([...heads], ([id]) => id)) {
    lists.set(head, [...(lists.get(head) ?? []), { id: variant, mode: 'part-time' }])
    lists.set(variant, [{ id: head, mode: 'full-time' }])
  }
  return lists
}
