// The directory's search, filter and paging: pure functions over the records, so that tests and
// the benchmark can run them on any list. The server builds one index per process (lib/institutions).
import { countryName } from '@/lib/institutions/countries'
import { INSTITUTIONS_PAGE_SIZE, type InstitutionsState } from '@/lib/institutions/state'
import { pageBounds, pageOf, type PageSlice } from '@/lib/pagination'
import { searchKey } from '@/lib/search/text'
import type { Institution } from '@/data/open-schema'

/** A record with its search keys, folded once: ` name ` and ` name alt names city domains `. */
export type IndexedInstitution = { record: Institution; nameKey: string; key: string }

export type InstitutionIndex = {
  entries: IndexedInstitution[]
  /** The entries of each country, in the same order. */
  byCountry: Map<string, IndexedInstitution[]>
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
  const byCountry = new Map<string, IndexedInstitution[]>()
  for (const entry of entries) {
    const list = byCountry.get(entry.record.country)
    if (list) list.push(entry)
    else byCountry.set(entry.record.country, [entry])
  }
  const codes = [...byCountry.keys()]
  return {
    entries,
    byCountry,
    bySlug: new Map(records.map((r) => [r.id, r])),
    countries: codes.sort((a, b) => countryName(a).localeCompare(countryName(b))),
  }
}

/**
 * How well an entry matches the query words (each must begin a word of its keys), lower is
 * better: name is the query, then name begins with it, then every word in the name (shorter names
 * first within these three: the query is more of the name), then words only in the other keys
 * (city, domain, other names); -1 no match. `starts` are the words with their leading space.
 */
function matchWeight(entry: IndexedInstitution, phrase: string, starts: string[]) {
  for (const start of starts) if (!entry.key.includes(start)) return -1
  const length = Math.min(entry.nameKey.length, 999)
  if (entry.nameKey === ` ${phrase} `) return length
  if (entry.nameKey.startsWith(` ${phrase}`)) return 1000 + length
  return starts.every((start) => entry.nameKey.includes(start)) ? 2000 + length : 3000
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
  const pool = state.country ? (index.byCountry.get(state.country) ?? []) : index.entries
  if (!words.length) {
    const bounds = pageBounds(pool.length, state.page, pageSize)
    const items = pool.slice(bounds.offset, bounds.offset + pageSize).map((e) => e.record)
    return pageOf(items, pool.length, bounds)
  }
  const starts = words.map((word) => ` ${word}`)
  // Weights are small integers: bucket the matches by weight instead of sorting them. Within a
  // bucket the entries keep their order by name.
  const buckets: IndexedInstitution[][] = []
  let total = 0
  for (const entry of pool) {
    const weight = matchWeight(entry, phrase, starts)
    if (weight < 0) continue
    ;(buckets[weight] ??= []).push(entry)
    total++
  }
  const bounds = pageBounds(total, state.page, pageSize)
  const items: Institution[] = []
  let skip = bounds.offset
  for (const bucket of buckets) {
    if (!bucket) continue
    if (skip >= bucket.length) {
      skip -= bucket.length
      continue
    }
    for (let k = skip; k < bucket.length && items.length < pageSize; k++)
      items.push(bucket[k]!.record)
    skip = 0
    if (items.length >= pageSize) break
  }
  return pageOf(items, total, bounds)
}
