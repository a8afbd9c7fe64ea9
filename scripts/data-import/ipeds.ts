// IPEDS institutions, cost, enrolment, graduation (Outcome Measures) and admissions, and College
// Scorecard earnings, joined on UnitID into the US figures of the directory. The years the figures
// describe are read from the tables (see ipedsYears), never assumed.
import { z } from 'zod'

import {
  SCORECARD_EARNINGS_RELEASE,
  type MissingReason,
  type UsFacts,
} from '../../data/open-schema'
import { DropCounter, figures, numberOrNull, parseRows, type Row } from './shared'

const CONTROLS = { '1': 'public', '2': 'private non-profit', '3': 'private for-profit' } as const

/**
 * Which IPEDS rows belong in a university directory: degree-granting institutions only (IPEDS
 * institutional category 1-4: graduate-only, bachelor's and above, and associate's colleges).
 * Non-degree schools (cosmetology, trade certificates), administrative offices and rows without
 * a category are left out and counted.
 */
const CATEGORY_DROPS: Record<string, string> = {
  '5': 'not degree-granting: above-baccalaureate certificates only',
  '6': 'not degree-granting: sub-baccalaureate certificates only',
  '-1': 'administrative unit or category not applicable',
  '-2': 'administrative unit or category not applicable',
  '': 'no category, sector or control in IPEDS',
}
const DEGREE_GRANTING = new Set(['1', '2', '3', '4'])

const institutionRow = z.object({
  UnitID: z.string().regex(/^\d{6}$/),
  INSTITUTION: z.string().trim().min(1),
  CITY: z.string().trim().default(''),
  STATE: z.string().trim().default(''),
  CONTROL: z.string().default(''),
  CATEGORY: z.string().default(''),
})

export type IpedsInstitution = {
  unitid: string
  name: string
  city: string | null
  state: string | null
  us: UsFacts
}

export type IpedsTables = {
  institutions: readonly Row[]
  cost: readonly Row[]
  enrollment: readonly Row[]
  gradrates: readonly Row[]
  admissions: readonly Row[]
  earnings: readonly Row[]
  /** The year in the admissions file's name (adm2022.csv.gz: 2022), for a header that names none. */
  admissionsFileYear?: number
}

/** The years the figures describe, as the pages label them. */
export type IpedsYears = {
  /** Published charges of IC<year>_AY: the academic year <year>-<year+1>, e.g. 2023-24. */
  cost: string
  /** Fall enrolment of the same collection as the charges (fall <year>), labelled like them. */
  enrolment: string
  /** The entering cohort the Outcome Measures follow, e.g. 2015 cohort. */
  graduation: string
  /** Fall <year> applicants (ADM<year>). */
  admissions: string
}

/** Year-bearing column names: the year is part of the name, as in the published extracts. */
export const IPEDS_YEAR_COLUMNS = {
  inState: /^TUITION_FEES_INSTATE(\d{4})$/,
  outOfState: /^TUITION_FEES_(\d{4})_OUTSTATE$/,
  cohort: /^TOTAL_COHORT_(\d{4})$/,
  /** The admissions key, with the ADM table's year when the refresh wrote it from NCES. */
  admissionsId: /^UNITID(?:_ADM(\d{4}))?$/,
} as const

const academicYear = (year: number) => `${year}-${String((year + 1) % 100).padStart(2, '0')}`

/** The column of `rows` whose name matches `pattern`, and the year in it (if it carries one). */
function yearColumn(rows: readonly Row[], pattern: RegExp, what: string) {
  const header = rows[0] ? Object.keys(rows[0]) : []
  const column = header.find((name) => pattern.test(name))
  if (!column) throw new Error(`${what}: no column matching ${pattern} in ${header.join(', ')}`)
  const year = pattern.exec(column)![1]
  return { column, year: year === undefined ? null : Number(year) }
}

/**
 * Where each table's year is written: the tuition columns name the charges' year
 * (TUITION_FEES_INSTATE2023: 2023-24), the cohort column the Outcome Measures cohort
 * (TOTAL_COHORT_2015), the admissions key the ADM year (UNITID_ADM2024) or else the file's name
 * (adm2022.csv.gz). Enrolment has no year of its own: it is the same collection's fall count.
 */
export function ipedsYears(tables: IpedsTables) {
  const inState = yearColumn(tables.cost, IPEDS_YEAR_COLUMNS.inState, 'IPEDS tuition and fees')
  const outOfState = yearColumn(
    tables.cost,
    IPEDS_YEAR_COLUMNS.outOfState,
    'IPEDS tuition and fees',
  )
  if (inState.year !== outOfState.year)
    throw new Error(
      `IPEDS tuition and fees: ${inState.column} and ${outOfState.column} name different years`,
    )
  const cohort = yearColumn(tables.gradrates, IPEDS_YEAR_COLUMNS.cohort, 'IPEDS graduation rates')
  const admissions = yearColumn(
    tables.admissions,
    IPEDS_YEAR_COLUMNS.admissionsId,
    'IPEDS admissions',
  )
  const admissionsYear = admissions.year ?? tables.admissionsFileYear
  if (admissionsYear === undefined)
    throw new Error('IPEDS admissions: neither the header nor the file name gives the year')
  const years: IpedsYears = {
    cost: academicYear(inState.year!),
    enrolment: academicYear(inState.year!),
    graduation: `${cohort.year!} cohort`,
    admissions: String(admissionsYear),
  }
  return {
    years,
    columns: {
      inState: inState.column,
      outOfState: outOfState.column,
      cohort: cohort.column,
      admissionsId: admissions.column,
    },
  }
}

/** The College Scorecard release the earnings file comes from. */
export const EARNINGS_RELEASE = '2025-05-19'

/** The source's name and as-of line in the manifest, from the years read. */
export function ipedsSourceText(years: IpedsYears) {
  return {
    name: `IPEDS ${years.cost} institutions, cost, enrolment, graduation; IPEDS ${years.admissions} admissions; College Scorecard earnings`,
    asOf: `${years.cost} (admissions ${years.admissions}; earnings release ${EARNINGS_RELEASE})`,
  }
}

function indexBy(rows: readonly Row[], key: string) {
  const map = new Map<string, Row>()
  for (const row of rows) {
    const id = row[key]?.trim()
    if (id && !map.has(id)) map.set(id, row)
  }
  return map
}

/**
 * IPEDS response flags (the X… column beside each admissions figure): R reported; A not
 * applicable; Z implied zero (a real 0); C corrected and G derived are published values; imputed
 * values (J, K, L, N, P) are not shown as the institution's own; anything else is not reported.
 */
export function ipedsValue(flag: string | undefined, cell: string | undefined) {
  const value = numberOrNull(cell)
  switch ((flag ?? 'R').trim()) {
    case 'R':
    case 'C':
    case 'G':
    case 'Z':
      return value === null
        ? ({ value: null, reason: 'not-reported' } as const)
        : { value, reason: null }
    case 'A':
      return { value: null, reason: 'not-applicable' } as const
    case 'J':
    case 'K':
    case 'L':
    case 'N':
    case 'P':
      return { value: null, reason: 'imputed' } as const
    default:
      return { value: null, reason: 'not-reported' } as const
  }
}

function plainGroup<K extends string>(row: Row | undefined, columns: Record<K, string>) {
  const values = {} as Record<K, number | null>
  for (const [key, column] of Object.entries(columns) as [K, string][]) {
    values[key] = row ? numberOrNull(row[column]) : null
  }
  return figures(values, () => (row ? 'not-reported' : 'no-source-row'))
}

function earningsGroup(row: Row | undefined, year: string) {
  const columns = { after6Years: 'MD_EARN_WNE_P6', after10Years: 'MD_EARN_WNE_P10' } as const
  const values = { after6Years: null as number | null, after10Years: null as number | null }
  const reasons: Partial<Record<keyof typeof values, MissingReason>> = {}
  for (const [key, column] of Object.entries(columns) as [keyof typeof values, string][]) {
    const cell = row?.[column]?.trim()
    values[key] = numberOrNull(cell)
    if (values[key] === null)
      reasons[key] = !row
        ? 'no-source-row'
        : cell === 'PrivacySuppressed'
          ? 'privacy-suppressed'
          : 'not-reported'
  }
  return { year, ...figures(values, (key) => reasons[key]!) }
}

/** The ADM figures read, by the name the site gives them; each has its X<name> imputation flag. */
export const ADMISSIONS_COLUMNS = {
  applicants: 'APPLCN',
  admitted: 'ADMSSN',
  satReading25: 'SATVR25',
  satReading75: 'SATVR75',
  satMath25: 'SATMT25',
  satMath75: 'SATMT75',
  actComposite25: 'ACTCM25',
  actComposite75: 'ACTCM75',
} as const

/** Each ADM figure's column with its flag before it, as NCES lays them out. */
export const ADMISSIONS_FLAGGED: readonly string[] = Object.values(ADMISSIONS_COLUMNS).flatMap(
  (name) => [`X${name}`, name],
)

function admissionsGroup(row: Row | undefined, year: string) {
  const columns = ADMISSIONS_COLUMNS
  type Key = keyof typeof columns | 'rate'
  const values = {} as Record<Key, number | null>
  const reasons: Partial<Record<Key, MissingReason>> = {}
  for (const [key, column] of Object.entries(columns) as [keyof typeof columns, string][]) {
    const read = row
      ? ipedsValue(row[`X${column}`], row[column])
      : { value: null, reason: 'no-source-row' as const }
    values[key] = read.value
    if (read.reason) reasons[key] = read.reason
  }
  const { applicants, admitted } = values
  values.rate =
    applicants && admitted !== null && admitted <= applicants
      ? Math.round((admitted / applicants) * 1000) / 10
      : null
  if (values.rate === null) reasons.rate = reasons.admitted ?? reasons.applicants ?? 'not-reported'
  return { year, ...figures(values, (key) => reasons[key]!) }
}

/**
 * A group none of whose figures the source gives, all for the same reason, becomes null with that
 * reason under the group's name; otherwise it is kept with its own per-figure reasons.
 */
export function wholeGroup<G extends { missing: Partial<Record<string, MissingReason>> }>(
  group: G,
  name: string,
  missing: Partial<Record<string, MissingReason>>,
): G | null {
  const figureKeys = Object.keys(group).filter((key) => key !== 'year' && key !== 'missing')
  const reasons = new Set(figureKeys.map((key) => group.missing[key]))
  if (figureKeys.length && reasons.size === 1 && !reasons.has(undefined)) {
    missing[name] = [...reasons][0]!
    return null
  }
  return group
}

/**
 * Outcome Measures rows: the NCES table has one row per cohort category (OMCHRT), of which 50 is
 * every entering undergraduate; the published extract kept only those rows and dropped the column.
 */
const OM_ALL_ENTERING = '50'
const allEntering = (rows: readonly Row[]) =>
  rows.filter((row) => row.OMCHRT === undefined || row.OMCHRT.trim() === OM_ALL_ENTERING)

/**
 * `earningsRelease`: the Scorecard release the earnings file is of, 'Scorecard YYYY-MM' (the
 * shared copy's unless a refresh downloaded a newer one).
 */
export function importIpeds(
  tables: IpedsTables,
  earningsRelease: string = SCORECARD_EARNINGS_RELEASE,
) {
  const drops = new DropCounter()
  const { years, columns } = ipedsYears(tables)
  const cost = indexBy(tables.cost, 'UnitID')
  const enrollment = indexBy(tables.enrollment, 'UnitID')
  const gradrates = indexBy(allEntering(tables.gradrates), 'UnitID')
  const admissions = indexBy(tables.admissions, columns.admissionsId)
  const earnings = indexBy(tables.earnings, 'UNITID')
  const records: IpedsInstitution[] = []
  const seen = new Set<string>()
  for (const row of parseRows(tables.institutions, institutionRow, drops)) {
    if (seen.has(row.UnitID)) {
      drops.drop('duplicate UnitID')
      continue
    }
    seen.add(row.UnitID)
    if (!DEGREE_GRANTING.has(row.CATEGORY)) {
      drops.drop(CATEGORY_DROPS[row.CATEGORY] ?? `IPEDS category ${row.CATEGORY}`)
      continue
    }
    const control = CONTROLS[row.CONTROL as keyof typeof CONTROLS]
    if (!control) {
      drops.drop('no control (public / private) in IPEDS')
      continue
    }
    const id = row.UnitID
    const missing: UsFacts['missing'] = {}
    const groups = {
      cost: wholeGroup(
        {
          year: years.cost,
          ...plainGroup(cost.get(id), {
            inState: columns.inState,
            outOfState: columns.outOfState,
          }),
        },
        'cost',
        missing,
      ),
      enrolment: wholeGroup(
        {
          year: years.enrolment,
          ...plainGroup(enrollment.get(id), {
            total: 'ENR_TOTAL',
            undergraduate: 'ENR_UG',
            graduate: 'ENR_GRAD',
          }),
        },
        'enrolment',
        missing,
      ),
      graduation: wholeGroup(
        {
          year: years.graduation,
          ...plainGroup(gradrates.get(id), {
            cohort: columns.cohort,
            sixYearRate: 'PCT_AWARD_6YRS',
          }),
        },
        'graduation',
        missing,
      ),
      admissions: wholeGroup(
        admissionsGroup(admissions.get(id), years.admissions),
        'admissions',
        missing,
      ),
      earnings: wholeGroup(earningsGroup(earnings.get(id), earningsRelease), 'earnings', missing),
    }
    records.push({
      unitid: id,
      name: row.INSTITUTION,
      city: row.CITY || null,
      state: row.STATE || null,
      us: { control, ...groups, missing },
    })
  }
  return { records, read: tables.institutions.length, dropped: drops.counts, years }
}
