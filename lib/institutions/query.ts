// The directory's search as SQL: every word of the query must begin a word of the record's name,
// other names, city, region or web domain (a prefix query on a tsvector), accents and case folded.
// Best matches first: the query is the name or one of its names (MIT), then names beginning with
// it, then names holding every word, then matches elsewhere; ties by name. Pure: builds the SQL.
import { sql, type SQL } from 'drizzle-orm'

import { INSTITUTIONS_PAGE_SIZE, type InstitutionsState } from '@/lib/institutions/state'
import { searchKey } from '@/lib/search/text'
import { HIGHER_EDUCATION_KINDS, INSTITUTION_KINDS } from '@/data/open-schema'

/** Words a query may carry that names need not: "Technical University of Berlin". */
const STOP_WORDS = new Set(['of', 'the', 'and', 'at', 'in', 'for'])

export type DirectoryQuery = Pick<InstitutionsState, 'search' | 'country' | 'type' | 'page'>

/** The folded query, and the words every match must hold (stop words only when all are). */
export function directoryWords(search: string) {
  const phrase = searchKey(search)
  const all = phrase ? phrase.split(' ').slice(0, 10) : []
  const words = all.filter((word) => !STOP_WORDS.has(word))
  return { phrase, words: words.length ? words : all }
}

/** `w1:* & w2:*`: each word begins a word of the search vector. */
export function prefixQuery(words: string[]) {
  return words.map((word) => `'${word}':*`).join(' & ')
}

const higherEducation = sql.raw(HIGHER_EDUCATION_KINDS.map((k) => `'${k}'`).join(', '))

/** Search and country, without the type: what the type counts are taken over. */
export function directoryMatch(query: Pick<DirectoryQuery, 'search' | 'country'>): SQL {
  const { words } = directoryWords(query.search)
  const conditions = [sql`true`]
  if (words.length)
    conditions.push(sql`search_vector @@ to_tsquery('simple', ${prefixQuery(words)})`)
  if (query.country) conditions.push(sql`country = ${query.country}`)
  return sql.join(conditions, sql` AND `)
}

export function typeCondition(type: DirectoryQuery['type']): SQL {
  if (type === 'all') return sql`true`
  if (type === '') return sql`kind IN (${higherEducation})`
  return sql`kind = ${type}`
}

/** How well a row matches, lower is better (see the file's header); null without a search. */
export function matchWeight(search: string): SQL | null {
  const { phrase, words } = directoryWords(search)
  if (!phrase) return null
  const inName = sql.join(
    words.map((word) => sql`(' ' || name_key) LIKE ${`% ${word}%`}`),
    sql` AND `,
  )
  return sql`CASE
    WHEN name_key = ${phrase} OR names_key ? ${phrase} THEN 0
    WHEN name_key LIKE ${`${phrase}%`} THEN 1000 + least(length(name_key), 999)
    WHEN ${inName} THEN 2000 + least(length(name_key), 999)
    ELSE 3000 END`
}

function orderOf(search: string) {
  const byName = sql`name_key COLLATE "C", id COLLATE "C"`
  const weight = matchWeight(search)
  return weight ? sql`${weight}, ${byName}` : byName
}

const LIST_COLUMNS = sql.raw('id, name, kind, country, city, region, domain')

const KIND_COUNTS = sql.raw(
  INSTITUTION_KINDS.map((k) => `count(*) FILTER (WHERE kind = '${k}') OVER ()::int AS "${k}"`).join(
    ', ',
  ),
)

/** One page of the directory without a search: read along the name index. */
export function directoryListSql(
  query: DirectoryQuery,
  offset: number,
  size = INSTITUTIONS_PAGE_SIZE,
) {
  return sql`SELECT ${LIST_COLUMNS}, false AS exact
    FROM institution_search WHERE ${directoryMatch(query)} AND ${typeCondition(query.type)}
    ORDER BY ${orderOf('')} LIMIT ${size} OFFSET ${offset}`
}

/**
 * One page of a directory search, each row with the matches of the search and country by kind
 * (what each type would show), in one pass over the matches.
 */
export function directoryPageSql(
  query: DirectoryQuery,
  offset: number,
  size = INSTITUTIONS_PAGE_SIZE,
) {
  const { phrase } = directoryWords(query.search)
  const exact = phrase ? sql`(name_key = ${phrase} OR names_key ? ${phrase})` : sql`false`
  return sql`SELECT ${LIST_COLUMNS}, exact, ${sql.raw(INSTITUTION_KINDS.map((k) => `"${k}"`).join(', '))}
    FROM (
      SELECT ${LIST_COLUMNS}, name_key, names_key, ${exact} AS exact, ${KIND_COUNTS}
      FROM institution_search WHERE ${directoryMatch(query)}
    ) m
    WHERE ${typeCondition(query.type)}
    ORDER BY ${orderOf(query.search)}
    LIMIT ${size} OFFSET ${offset}`
}

/** Matches of the search and country by kind: what each type would show. */
export function directoryKindsSql(query: Pick<DirectoryQuery, 'search' | 'country'>) {
  return sql`SELECT kind, count(*)::int AS n FROM institution_search WHERE ${directoryMatch(query)} GROUP BY kind`
}
