import 'server-only'

import { sql } from 'drizzle-orm'

import { openDataRows } from '@/lib/db/open-data-rows'
import { formatNumber } from '@/lib/format'
import { countryName, placeOf } from '@/lib/institutions/countries'
import {
  directoryKindsSql,
  directoryListSql,
  directoryPageSql,
  directoryWords,
  type DirectoryQuery,
} from '@/lib/institutions/query'
import { INSTITUTIONS_PAGE_SIZE } from '@/lib/institutions/state'
import { cacheOpenData } from '@/lib/open-data/cache'
import { institutionFromRow, type InstitutionRow } from '@/lib/open-data/rows'
import { pageBounds, pageOf, type PageSlice } from '@/lib/pagination'
import { listUniversityProfiles } from '@/lib/universities/profiles'
import {
  HIGHER_EDUCATION_KINDS,
  INSTITUTION_KINDS,
  type Institution,
  type InstitutionKind,
} from '@/data/open-schema'

// Queries of the directory in the database. Each is a plain async function of its arguments only
// (no request data), answering plain objects.

/** Directory records, higher-education providers or all. */
export async function countInstitutions(kinds: 'higher-education' | 'all' = 'higher-education') {
  'use cache'
  cacheOpenData()
  const [row] = await openDataRows<{ n: number }>(
    kinds === 'all'
      ? sql`SELECT count(*)::int AS n FROM institution_search`
      : sql`SELECT count(*)::int AS n FROM institution_search WHERE kind IN ${HIGHER_EDUCATION_KINDS}`,
  )
  return row?.n ?? 0
}

/** /institutions' title and description: the number of records is counted, never a target. */
export function institutionsMetadata(total: number) {
  return {
    title: 'Institutions worldwide',
    description: `A directory of ${formatNumber(total)} universities and colleges worldwide, with official figures from IPEDS, the College Scorecard, Discover Uni and CRICOS.`,
    path: '/institutions',
  }
}

/** ISO codes of the countries the directory holds, sorted by the country's English name. */
export async function listInstitutionCountries(): Promise<string[]> {
  'use cache'
  cacheOpenData()
  const rows = await openDataRows<{ country: string }>(
    sql`SELECT DISTINCT country FROM institution_search`,
  )
  return rows.map((r) => r.country).sort((a, b) => countryName(a).localeCompare(countryName(b)))
}

export type DirectoryItem = {
  id: string
  name: string
  kind: InstitutionKind
  place: string
  domain: string
  /** The search is its name or one of its other names. */
  exact: boolean
}

export type DirectoryPage = PageSlice<DirectoryItem> & {
  /** Matches of the search and country by kind, whatever the type chosen. */
  kinds: Partial<Record<InstitutionKind, number>>
}

/** One page of /institutions: search, country and type, best matches first. */
export async function listInstitutions(
  query: DirectoryQuery,
  pageSize = INSTITUTIONS_PAGE_SIZE,
): Promise<DirectoryPage> {
  'use cache'
  cacheOpenData()
  return readInstitutions(query, pageSize)
}

/** listInstitutions read from the database each time (what the benchmarks time). */
export async function readInstitutions(
  query: DirectoryQuery,
  pageSize = INSTITUTIONS_PAGE_SIZE,
): Promise<DirectoryPage> {
  type Row = Pick<InstitutionRow, 'id' | 'name' | 'kind' | 'country' | 'city' | 'region'> & {
    domain: string
    exact: boolean
  } & Record<InstitutionKind, number>
  // A search counts its matches by kind as it reads them; a plain list counts first, then reads
  // its page along the name index.
  const searching = Boolean(directoryWords(query.search).words.length)
  const read = (offset: number) =>
    openDataRows<Row>(
      searching
        ? directoryPageSql(query, offset, pageSize)
        : directoryListSql(query, offset, pageSize),
    )
  const requested = pageBounds(Number.MAX_SAFE_INTEGER, query.page, pageSize)
  let rows = searching ? await read(requested.offset) : []
  let kinds: Partial<Record<InstitutionKind, number>>
  if (rows[0]) kinds = Object.fromEntries(INSTITUTION_KINDS.map((k) => [k, rows[0]![k]]))
  else {
    // A plain list, a search past its last page or a type without matches: counted apart.
    const counted = await openDataRows<{ kind: InstitutionKind; n: number }>(
      directoryKindsSql(query),
    )
    kinds = Object.fromEntries(counted.map((r) => [r.kind, r.n]))
  }
  const shown = INSTITUTION_KINDS.filter((k) =>
    query.type === 'all'
      ? true
      : query.type === ''
        ? HIGHER_EDUCATION_KINDS.includes(k)
        : k === query.type,
  ).reduce((sum, k) => sum + (kinds[k] ?? 0), 0)
  const bounds = pageBounds(shown, query.page, pageSize)
  if (!rows.length && shown) rows = await read(bounds.offset)

  const items = rows.map((row) => ({
    id: row.id,
    name: row.name,
    kind: row.kind,
    place: placeOf(row),
    domain: row.domain,
    exact: row.exact,
  }))
  return {
    ...pageOf(items, shown, bounds),
    kinds: Object.fromEntries(Object.entries(kinds).filter(([, n]) => n)),
  }
}

/**
 * A curated university's website (data/universities, checked against its official sources) wins
 * over a register's, which can be out of date: the Hipo list still gives Durham as dur.ac.uk.
 */
async function withCuratedWebsite(record: Institution): Promise<Institution> {
  const website = (await curatedProfileOf(record.id))?.website
  return website && website !== record.website ? { ...record, website } : record
}

/** A directory record by id, with how many programmes it teaches in the open data. */
export async function getInstitution(
  id: string,
): Promise<(Institution & { programmes: number }) | undefined> {
  'use cache'
  cacheOpenData()
  const [row] = await openDataRows<InstitutionRow & { programmes: number }>(
    sql`SELECT * FROM institutions WHERE id = ${id}`,
  )
  return (
    row && { ...(await withCuratedWebsite(institutionFromRow(row))), programmes: row.programmes }
  )
}

/** The names of directory records by id (those that exist). */
export async function institutionNames(ids: readonly string[]): Promise<Record<string, string>> {
  'use cache'
  cacheOpenData()
  if (!ids.length) return {}
  const rows = await openDataRows<{ id: string; name: string }>(
    sql`SELECT id, name FROM institutions WHERE id IN ${ids}`,
  )
  return Object.fromEntries(rows.map((r) => [r.id, r.name]))
}

/** Directory records by id, in the order asked, unknown ids left out. */
export async function getInstitutions(ids: readonly string[]): Promise<Institution[]> {
  'use cache'
  cacheOpenData()
  if (!ids.length) return []
  const rows = await openDataRows<InstitutionRow>(
    sql`SELECT * FROM institutions WHERE id IN ${ids}`,
  )
  const byId = new Map(rows.map((r) => [r.id, institutionFromRow(r)]))
  return ids.map((id) => byId.get(id)).filter((i): i is Institution => i !== undefined)
}

/** The label of each broad subject the provider's UK programmes have ("CAH11" -> "Computing"). */
export async function subjectLabelsOf(provider: string): Promise<Record<string, string>> {
  'use cache'
  cacheOpenData()
  const rows = await openDataRows<{ code: string; label: string }>(
    sql`SELECT DISTINCT f ->> 'code' AS code, f ->> 'label' AS label
        FROM programmes p, jsonb_array_elements(p.fields) f
        WHERE p.provider = ${provider} AND p.country = 'GB'`,
  )
  return Object.fromEntries(rows.map((r) => [r.code, r.label]))
}

const curatedProfileOf = async (institutionId: string) =>
  (await listUniversityProfiles()).find((u) => u.institutionId === institutionId)

/** The curated profile (/universities/<slug>) of a directory record, if we have one. */
export async function curatedSlugOf(institutionId: string): Promise<string | undefined> {
  return (await curatedProfileOf(institutionId))?.slug
}

/** The path of every directory page, for the sitemap. */
export async function listInstitutionPaths(): Promise<string[]> {
  'use cache'
  cacheOpenData()
  const rows = await openDataRows<{ id: string }>(
    sql`SELECT id FROM institutions ORDER BY id COLLATE "C"`,
  )
  return rows.map((r) => `/institutions/${r.id}`)
}

export { INSTITUTIONS_PAGE_SIZE }
