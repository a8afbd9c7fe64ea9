// CRICOS register (Australia): providers and the courses they may offer to overseas students, with
// fees in AUD, as registered on the date in the workbook's name. The workbook is read into plain
// rows by the runner (exceljs); this module only sees cells and the file's name.
import { z } from 'zod'

import type { MissingReason, Programme } from '../../data/open-schema'
import { cricosLevel, SCHOOL_LEVELS } from './levels'
import { DropCounter, normaliseWebsite, parseRows, sortBy, unique } from './shared'
import { CRICOS_DOWNLOAD, CRICOS_FILE } from './sources'
import { ascedCategory } from './subjects'

export const WEEKS_PER_YEAR = 52

const isoDate = z.iso.date()

/**
 * The date the register was exported, from the workbook's name (a path or the name alone): the
 * fees are as registered that day. A name without a real date is an error, never a guess.
 */
export function cricosAsOf(file: string): string {
  const name = file.split('/').at(-1)!
  const match = CRICOS_FILE.exec(name)
  const date =
    match &&
    match
      .slice(1, 4)
      .map((n, i) => n.padStart(i ? 2 : 4, '0'))
      .join('-')
  const parsed = isoDate.safeParse(date)
  if (!parsed.success)
    throw new Error(`${name}: not a CRICOS register date (expected ${CRICOS_DOWNLOAD.expected})`)
  return parsed.data
}

export type Cell = string | number | boolean | null | undefined
/** Sheet name -> its rows of cells, title rows included. */
export type Workbook = Record<string, Cell[][]>

export type CricosProvider = {
  code: string
  name: string
  altNames: string[]
  providerType: string
  capacity: number | null
  website: string | null
  city: string | null
  state: string | null
}

/** A programme before its provider is resolved to a directory id. */
export type CricosCourse = Omit<Programme, 'id' | 'provider'> & {
  providerCode: string
  courseCode: string
}

/** The rows under a sheet's header row (the one starting "CRICOS Provider Code"), keyed by header. */
export function sheetRecords(workbook: Workbook, sheet: string): Record<string, Cell>[] {
  const rows = workbook[sheet] ?? []
  const headerIndex = rows.findIndex((row) => String(row[0] ?? '').trim() === CRICOS_HEADER_START)
  if (headerIndex < 0) return []
  const header = rows[headerIndex]!.map((cell) => String(cell ?? '').trim())
  return rows
    .slice(headerIndex + 1)
    .filter((row) => row.some((cell) => cell !== null && cell !== undefined && cell !== ''))
    .map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? null])))
}

const cellText = z.preprocess(
  (v) => (v === null || v === undefined ? '' : String(v).trim()),
  z.string(),
)
const cellMoney = z.preprocess(
  (v) =>
    v === null || v === undefined || v === ''
      ? null
      : typeof v === 'string'
        ? Number(v.replace(/[$,\s]/g, ''))
        : v,
  z.number().nonnegative().nullable(),
)
const providerCode = z.preprocess((v) => String(v ?? '').trim(), z.string().regex(/^\d{5}[A-Z]$/))

const providerRow = z.object({
  'CRICOS Provider Code': providerCode,
  'Trading Name': cellText,
  'Institution Name': cellText.pipe(z.string().min(1)),
  'Institution Type': cellText.pipe(z.string().min(1)),
  'Institution Capacity': z.preprocess(
    (v) => (v === '' || v === null ? null : v),
    z.coerce.number().int().nonnegative().nullable(),
  ),
  Website: cellText,
  'Postal Address City': cellText,
  'Postal Address State': cellText,
})

const field = cellText.pipe(z.string().regex(/^(\d{2,6}) - (.+)$|^$/))
const courseRow = z.object({
  'CRICOS Provider Code': providerCode,
  'CRICOS Course Code': z.preprocess(
    (v) => String(v ?? '').trim(),
    z.string().regex(/^[0-9A-Z]{6,7}$/),
  ),
  'Course Name': cellText.pipe(z.string().min(1)),
  'Course Level': cellText.pipe(z.string().min(1)),
  'Field of Education 1 Broad Field': field,
  'Field of Education 1 Narrow Field': field,
  'Field of Education 1 Detailed Field': field,
  'Field of Education 2 Broad Field': field,
  'Field of Education 2 Narrow Field': field,
  'Field of Education 2 Detailed Field': field,
  'Duration (Weeks)': z.coerce.number().int().positive(),
  'Tuition Fee': cellMoney,
  'Non Tuition Fee': cellMoney,
  'Estimated Total Course Cost': cellMoney,
  Expired: cellText.pipe(z.enum(['Yes', 'No'])),
})

/** Each sheet the importer reads and the columns it takes from it (under the header row). */
export const CRICOS_SHEETS: Record<string, readonly string[]> = {
  Institutions: Object.keys(providerRow.shape),
  Courses: Object.keys(courseRow.shape),
  'Course Locations': ['CRICOS Course Code', 'Location Name', 'Location City', 'Location State'],
}

/** The first cell of each sheet's header row (rows above it are titles). */
export const CRICOS_HEADER_START = 'CRICOS Provider Code'

function splitField(value: string) {
  const match = /^(\d{2,6}) - (.+)$/.exec(value)
  return match ? { code: match[1]!, label: match[2]!.trim() } : null
}

/**
 * Below this whole-course tuition fee (AUD) a registered amount is a placeholder, not a price:
 * CRICOS wants a fee on every course, and exchange, sponsored and joint-PhD places are registered
 * at AUD 1 (38 courses in the register of 3 January 2023), 2, 40 or 80. The lowest real prices are a few
 * hundred dollars (a 4-week English course at AUD 320).
 */
export const PLACEHOLDER_FEE_BELOW = 100

/**
 * CRICOS "Tuition Fee" is the fee for the whole course: a 156-week bachelor's is registered at
 * about AUD 112,000 and a 52-week diploma at about AUD 15,000, so the per-year figure is the total
 * spread over its duration (52 weeks a year), in whole dollars. A course shorter than a year costs
 * its whole tuition, never more: a 26-week course of AUD 16,040 is AUD 16,040, not AUD 32,080 "a
 * year". Blank, 0 and placeholder fees are not prices.
 */
export function cricosFees(input: {
  tuition: number | null
  nonTuition: number | null
  totalCost: number | null
  weeks: number
  /** The register's date. */
  asOf: string
}): NonNullable<Programme['fees']> {
  const missing: Partial<
    Record<
      'tuitionPerYear' | 'tuitionTotal' | 'nonTuitionTotal' | 'estimatedTotalCost',
      MissingReason
    >
  > = {}
  let tuition = input.tuition
  if (tuition === null || tuition < PLACEHOLDER_FEE_BELOW) {
    const reason: MissingReason =
      tuition === null ? 'not-registered' : tuition === 0 ? 'registered-as-zero' : 'placeholder-fee'
    tuition = null
    missing.tuitionTotal = reason
    missing.tuitionPerYear = reason
    // Without the tuition the registered total is not the course's cost either.
    missing.estimatedTotalCost = reason
  }
  if (input.nonTuition === null) missing.nonTuitionTotal = 'not-registered'
  const totalCost = tuition === null ? null : input.totalCost
  if (tuition !== null && totalCost === null) missing.estimatedTotalCost = 'not-registered'
  return {
    currency: 'AUD',
    asOf: input.asOf,
    tuitionPerYear:
      tuition === null
        ? null
        : Math.min(tuition, Math.round((tuition * WEEKS_PER_YEAR) / input.weeks)),
    tuitionTotal: tuition,
    nonTuitionTotal: input.nonTuition,
    estimatedTotalCost: totalCost,
    missing,
  }
}

/**
 * Where a provider teaches most: the city named by most of its courses' locations (ties broken
 * alphabetically). Its postal address is often a PO box or a head office elsewhere.
 */
export function mainPlaces(courses: readonly CricosCourse[]) {
  const tallies = new Map<string, Map<string, number>>()
  for (const course of courses)
    for (const place of course.locations) {
      if (!place.city) continue
      const key = JSON.stringify([place.city, place.region])
      const tally = tallies.get(course.providerCode) ?? new Map<string, number>()
      tally.set(key, (tally.get(key) ?? 0) + 1)
      tallies.set(course.providerCode, tally)
    }
  const places = new Map<string, { city: string; region: string | null }>()
  for (const [code, tally] of tallies) {
    const [key] = [...tally].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))[0]!
    const [city, region] = JSON.parse(key) as [string, string | null]
    places.set(code, { city, region })
  }
  return places
}

/** The register's sheets, imported as of `asOf` (the date in the workbook's name, cricosAsOf). */
export function importCricos(workbook: Workbook, asOf: string) {
  const providerDrops = new DropCounter()
  const providerRows = sheetRecords(workbook, 'Institutions')
  const providers = new Map<string, CricosProvider>()
  for (const row of parseRows(providerRows, providerRow, providerDrops)) {
    const code = row['CRICOS Provider Code']
    if (providers.has(code)) {
      providerDrops.drop('duplicate provider code')
      continue
    }
    const legal = row['Institution Name']
    const name = row['Trading Name'] || legal
    providers.set(code, {
      code,
      name,
      altNames: unique([legal, row['Trading Name']]).filter((n) => n && n !== name),
      providerType: row['Institution Type'],
      capacity: row['Institution Capacity'],
      website: normaliseWebsite(row.Website),
      city: row['Postal Address City'] || null,
      state: row['Postal Address State'] || null,
    })
  }

  const locations = new Map<string, Programme['locations']>()
  for (const row of sheetRecords(workbook, 'Course Locations')) {
    const course = String(row['CRICOS Course Code'] ?? '').trim()
    const name = String(row['Location Name'] ?? '').trim()
    if (!course || !name) continue
    const list = locations.get(course) ?? []
    if (!list.some((place) => place.name === name))
      list.push({
        name,
        city: String(row['Location City'] ?? '').trim() || null,
        region: String(row['Location State'] ?? '').trim() || null,
        lat: null,
        lng: null,
      })
    locations.set(course, list)
  }

  const courseDrops = new DropCounter()
  const courseRows = sheetRecords(workbook, 'Courses')
  const courses: CricosCourse[] = []
  const seen = new Set<string>()
  /** Providers that registered school-level courses (kindergarten to year 12). */
  const schoolProviders = new Set<string>()
  for (const row of parseRows(courseRows, courseRow, courseDrops)) {
    const code = row['CRICOS Course Code']
    const levelLabel = row['Course Level']
    const level = cricosLevel(levelLabel)
    if (seen.has(code)) {
      courseDrops.drop('duplicate course code')
      continue
    }
    seen.add(code)
    if (row.Expired === 'Yes') courseDrops.drop('expired')
    else if (SCHOOL_LEVELS.has(levelLabel)) {
      courseDrops.drop('school-level course (kindergarten to year 12)')
      schoolProviders.add(row['CRICOS Provider Code'])
    } else if (!level) courseDrops.drop(`unknown course level: ${levelLabel}`)
    else if (!providers.has(row['CRICOS Provider Code']))
      courseDrops.drop('provider not in the Institutions sheet')
    else {
      const detailed = [1, 2]
        .map((n) =>
          splitField(
            row[
              `Field of Education ${n} Detailed Field` as 'Field of Education 1 Detailed Field'
            ] ||
              row[`Field of Education ${n} Narrow Field` as 'Field of Education 1 Narrow Field'] ||
              row[`Field of Education ${n} Broad Field` as 'Field of Education 1 Broad Field'],
          ),
        )
        .filter((s) => s !== null)
      const broad = [1, 2]
        .map((n) =>
          splitField(
            row[`Field of Education ${n} Broad Field` as 'Field of Education 1 Broad Field'],
          ),
        )
        .filter((s) => s !== null)
        .filter((s, i, all) => all.findIndex((o) => o.code === s.code) === i)
      if (!detailed.length || !broad.length) {
        courseDrops.drop('no field of education')
        continue
      }
      const weeks = row['Duration (Weeks)']
      courses.push({
        providerCode: row['CRICOS Provider Code'],
        courseCode: code,
        country: 'AU',
        title: row['Course Name'].replace(/\s+/g, ' '),
        level,
        levelLabel,
        courseUrl: null,
        subjects: detailed,
        fields: broad,
        category: ascedCategory(detailed[0]!.code),
        mode: 'full-time',
        duration: { years: Math.round((weeks / WEEKS_PER_YEAR) * 100) / 100, weeks },
        locations: sortBy(locations.get(code) ?? [], (place) => place.name),
        ucasCodes: [],
        fees: cricosFees({
          tuition: row['Tuition Fee'],
          nonTuition: row['Non Tuition Fee'],
          totalCost: row['Estimated Total Course Cost'],
          weeks,
          asOf,
        }),
        outcomes: null,
        source: 'cricos',
        asOf,
        missing: { outcomes: 'no-outcomes' },
      })
    }
  }
  for (const [code, place] of mainPlaces(courses)) {
    const provider = providers.get(code)!
    provider.city = place.city
    provider.state = place.region
  }
  return {
    asOf,
    providers,
    providersRead: providerRows.length,
    providersDropped: providerDrops.counts,
    courses,
    schoolProviders,
    coursesRead: courseRows.length,
    coursesDropped: courseDrops.counts,
  }
}
