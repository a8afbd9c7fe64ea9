// The directory's search, filter and paging: pure functions over the records, so that tests and
// the benchmark can run them on any list. The server builds one index per process (lib/institutions).
import { pageBounds, pageOf, type PageSlice } from '@/lib/pagination'
import { searchKey } from '@/lib/search/text'
import type { Institution } from '@/data/open-schema'

import { countryName } from './countries'
import { INSTITUTIONS_PAGE_SIZE, type InstitutionsState } from './state'

/** A record with its search keys, folded once: ` name ` and ` name alt names city domains `. */
export type IndexedInstitution = { record: Institution; nameKey: string; key: string }

export type InstitutionIndex = {
  entries: IndexedInstitution[]
  bySlug: Map<string, Institution>
  /** ISO codes present, sorted by the country's English name. */
  countries: string[]
}

const padded = (parts: (string | null | undefined)[]) =>
  ` ${parts
    .filter(Boolean)
    .map((part) => searchKey(part!))
    .join(' ')} `

export function buildInstitutionIndex(records: readonly Institution[]): InstitutionIndex {
  const entries = records
    .map((record) => ({
      record,
      nameKey: padded([record.name]),
      key: padded([record.name, ...record.altNames, record.city, record.region, ...record.domains]),
    }))
    .sort((a, b) => a.nameKey.localeCompare(b.nameKey) || a.record.id.localeCompare(b.record.id))
  const codes = [...new Set(records.map((r) => r.country))]
  return {
    entries,
    bySlug: new Map(records.map((r) => [r.id, r])),
    countries: codes.sort((a, b) => countryName(a).localeCompare(countryName(b))),
  }
}

/**
 * How well an entry matches the query words (each must begin a word of its keys): 0 the name is
 * the query, 1 the name begins with it, 2 every word is in the name, 3 some only in the other
 * keys (city, domain, other names); -1 no match.
 */
function matchRank(entry: IndexedInstitution, phrase: string, words: string[]) {
  for (const word of words) if (!entry.key.includes(` ${word}`)) return -1
  if (entry.nameKey === ` ${phrase} `) return 0
  if (entry.nameKey.startsWith(` ${phrase}`)) return 1
  return words.every((word) => entry.nameKey.includes(` ${word}`)) ? 2 : 3
}

/**
 * One page of the directory for `state`: case- and accent-insensitive search over name, other
 * names, city, region and web domain, an optional country, best matches first and then by name.
 */
export function queryInstitutions(
  index: InstitutionIndex,
  state: Pick<InstitutionsState, 'search' | 'country' | 'page'>,
  pageSize = INSTITUTIONS_PAGE_SIZE,
): PageSlice<Institution> {
  const phrase = searchKey(state.search)
  const words = phrase ? phrase.split(' ') : []
  const ranked: { entry: IndexedInstitution; rank: number }[] = []
  for (const entry of index.entries) {
    if (state.country && entry.record.country !== state.country) continue
    const rank = words.length ? matchRank(entry, phrase, words) : 0
    if (rank >= 0) ranked.push({ entry, rank })
  }
  // Within a name match, shorter names first (the query is more of the name); then, as the sort
  // is stable, the entries keep their order by name.
  const weight = ({ entry, rank }: { entry: IndexedInstitution; rank: number }) =>
    rank * 1000 + (rank < 3 ? Math.min(entry.nameKey.length, 999) : 0)
  if (words.length) ranked.sort((a, b) => weight(a) - weight(b))
  const bounds = pageBounds(ranked.length, state.page, pageSize)
  const items = ranked
    .slice(bounds.offset, bounds.offset + pageSize)
    .map(({ entry }) => entry.record)
  return pageOf(items, ranked.length, bounds)
}
