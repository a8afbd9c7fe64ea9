// The deadlines' seed file (data/university-deadlines.json) and the table's rows: one record per
// slug holding each level it sets dates for, UCAS's under "ucas". What the start-up loader puts
// into the database, what `npm run data:export` writes back, and which seed records may replace a
// stored row. Pure: no database, no file system.
import { canonicalJson } from '@/lib/scholarships/seed'
import {
  DEADLINE_LEVELS,
  universityDeadlinesSeedSchema,
  type AdmissionDeadlines,
  type DataSource,
  type UniversityDeadlineRecord,
  type UniversityDeadlinesSeed,
} from '@/data/schema'
import { parseSeed } from '@/data/seed'

/** The row holding UCAS's dates: every UK university's undergraduate courses. */
export const UCAS_SLUG = 'ucas'

export const DEADLINES_SEED_NAME = 'data/university-deadlines.json'

/** Parses the seed file's content; throws naming the file, record and field when it is invalid. */
export const parseDeadlinesSeed = (input: unknown): UniversityDeadlinesSeed =>
  parseSeed(universityDeadlinesSeedSchema, input, DEADLINES_SEED_NAME, DEADLINE_LEVELS)

/** UCAS's row first, then the universities by slug: the order of the table's list. */
const byListOrder = (a: { slug: string }, b: { slug: string }) =>
  a.slug === UCAS_SLUG ? -1 : b.slug === UCAS_SLUG ? 1 : a.slug.localeCompare(b.slug)

/** The seed's records, one per slug (a university with both levels is one record). */
export function deadlineRecordsFromSeed(seed: UniversityDeadlinesSeed): UniversityDeadlineRecord[] {
  const records = new Map<string, UniversityDeadlineRecord>([
    [UCAS_SLUG, { slug: UCAS_SLUG, undergraduate: seed.ucas }],
  ])
  for (const level of DEADLINE_LEVELS)
    for (const [slug, deadlines] of Object.entries(seed[level]))
      records.set(slug, { ...(records.get(slug) ?? { slug }), [level]: deadlines })
  return [...records.values()].sort(byListOrder)
}

/** The seed file's content for these records, under the committed file's source. */
export function deadlinesSeedFromRecords(
  source: DataSource,
  records: readonly UniversityDeadlineRecord[],
): UniversityDeadlinesSeed {
  const ucas = records.find((r) => r.slug === UCAS_SLUG)?.undergraduate
  if (!ucas) throw new Error(`No UCAS deadlines (the "${UCAS_SLUG}" record) to export`)
  const level = (l: (typeof DEADLINE_LEVELS)[number]) =>
    Object.fromEntries(
      records.flatMap((r) => (r.slug !== UCAS_SLUG && r[l] ? [[r.slug, r[l]]] : [])),
    )
  return universityDeadlinesSeedSchema.parse({
    source,
    ucas,
    undergraduate: level('undergraduate'),
    postgraduate: level('postgraduate'),
  })
}

/** The seed file's text after an export: byte for byte the committed file when nothing was edited. */
export const exportDeadlinesSeedText = (
  committed: UniversityDeadlinesSeed,
  records: readonly UniversityDeadlineRecord[],
) => canonicalJson(deadlinesSeedFromRecords(committed.source, records))

/** Every deadline record by slug: what the pure deadline functions read. */
export type DeadlineBook = Readonly<Record<string, UniversityDeadlineRecord>>

export const deadlineBook = (records: readonly UniversityDeadlineRecord[]): DeadlineBook =>
  Object.fromEntries(records.map((r) => [r.slug, r]))

/** UCAS's dates in the book, or undefined when the database holds none. */
export const ucasDeadlines = (book: DeadlineBook): AdmissionDeadlines | undefined =>
  book[UCAS_SLUG]?.undergraduate
