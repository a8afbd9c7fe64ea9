// Database rows of the open-data tables (lib/db/schema.ts) back to the records of
// data/open-schema.ts. Pure.
import type { OutcomeRefs } from '@/lib/db/schema'
import type { Institution, Programme, UkOutcomes } from '@/data/open-schema'

export type InstitutionRow = {
  id: string
  name: string
  kind: Institution['kind']
  country: string
  city: string | null
  region: string | null
  website: string | null
  alt_names: string[]
  domains: string[]
  coords: [number, number] | null
  keys: Institution['keys']
  sources: Institution['sources']
  facts: Pick<Institution, 'us' | 'uk' | 'au'> | null
}

export function institutionFromRow(row: InstitutionRow): Institution {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    altNames: row.alt_names,
    country: row.country,
    city: row.city,
    region: row.region,
    website: row.website,
    domains: row.domains,
    coords: row.coords,
    keys: row.keys,
    sources: row.sources,
    ...row.facts,
  }
}

export type ProgrammeRow = {
  id: string
  provider: string
  country: Programme['country']
  title: string
  level: Programme['level']
  level_label: string | null
  mode: Programme['mode']
  category: Programme['category']
  subjects: Programme['subjects']
  fields: Programme['fields']
  duration: Programme['duration']
  locations: Programme['locations']
  ucas_codes: string[]
  course_url: string | null
  fees: Programme['fees']
  outcomes: OutcomeRefs | null
  source: Programme['source']
  as_of: string
  missing: Programme['missing']
  course_title: boolean
  us: Programme['us'] | null
}

/** Outcome row id -> its figures. */
export type OutcomeRowMap = ReadonlyMap<string, unknown>

export function programmeFromRow(row: ProgrammeRow, outcomeRows: OutcomeRowMap): Programme {
  const outcomes = row.outcomes
    ? (Object.fromEntries(
        Object.entries(row.outcomes).map(([group, { reason, rows }]) => [
          group,
          { reason, rows: rows.map((id) => outcomeRows.get(id)).filter(Boolean) },
        ]),
      ) as UkOutcomes)
    : null
  return {
    id: row.id,
    provider: row.provider,
    country: row.country,
    title: row.title,
    level: row.level,
    levelLabel: row.level_label,
    courseUrl: row.course_url,
    subjects: row.subjects,
    fields: row.fields,
    category: row.category,
    mode: row.mode,
    duration: row.duration,
    locations: row.locations,
    ucasCodes: row.ucas_codes,
    fees: row.fees,
    outcomes,
    source: row.source,
    asOf: row.as_of,
    missing: row.missing,
    ...(row.course_title ? { courseTitle: true as const } : {}),
    ...(row.us ? { us: row.us } : {}),
  }
}

/** The ids of the outcome rows a programme refers to. */
export function outcomeRowIds(row: Pick<ProgrammeRow, 'outcomes'>): string[] {
  return row.outcomes ? Object.values(row.outcomes).flatMap((group) => group.rows) : []
}
