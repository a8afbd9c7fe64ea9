// The /programmes query: one pass over the index's columns (./columns) filters, counts the facets
// and collects the matches, then the page is read off an order worked out with the index. Pure:
// the data and the rates come in as arguments.
import { convert, type FxTable } from '@/lib/currency'
import { valuePool } from '@/lib/open-data/pool'
import { pageBounds, pageOf, type PageSlice } from '@/lib/pagination'
import {
  buildColumns,
  byRelevance,
  pageByFee,
  pageInOrder,
  searchMatches,
  type ProgrammeColumns,
} from '@/lib/programmes/columns'
import {
  CATEGORY_BY_SLUG,
  PROGRAMMES_PAGE_SIZE,
  slugify,
  type ProgrammeCountry,
} from '@/lib/programmes/options'
import type { ProgrammesState } from '@/lib/programmes/state'
import { emptyBitset } from '@/lib/programmes/word-index'
import { searchKey } from '@/lib/search/text'
import type { Programme } from '@/data/open-schema'

export type Money = { amount: number; currency: string }

/** The tuition fee per year as registered (CRICOS: whole-course fee × 52 / weeks), or null. */
export function feePerYear(p: Programme): Money | null {
  const amount = p.fees?.tuitionPerYear
  return p.fees && amount != null && amount > 0 ? { amount, currency: p.fees.currency } : null
}

/**
 * Graduate salary 15 months after (GBP) shown for a UK programme: the course's own figures when
 * Discover Uni publishes them, else those of all students in its subject. Null when none.
 */
export function salaryOf(p: Programme) {
  const rows = p.outcomes?.salary.rows ?? []
  const row =
    rows.find((r) => r.agg % 10 === 4 && r.median != null) ?? rows.find((r) => r.median != null)
  if (!row || row.median == null) return null
  return { median: row.median, years: row.years, ofSubject: row.agg % 10 !== 4 }
}

/** A programme with what the query needs worked out once per process. */
export type IndexedProgramme = {
  programme: Programme
  providerName: string
  /** Folded title for name order and relevance. */
  titleKey: string
  /** Place in name order (folded title, then data order): sorting compares integers. */
  nameRank: number
  /** Folded title, subjects, fields, provider names and places. */
  key: string
  subjectSlugs: readonly string[]
  levelSlug: string
  /** Facet value ids (see facetId) of its subjects, level, country and mode, for fast counting. */
  subjectIds: readonly number[]
  levelId: number
  countryId: number
  modeId: number
  fee: Money | null
  salary: number | null
}

// Facet values ("subject", "law") as small integers, so a query counts in typed arrays.
const facetKeys: [FacetName, string][] = []
const facetIds = new Map<string, number>()
function facetId(facet: FacetName, value: string) {
  const key = `${facet}:${value}`
  let id = facetIds.get(key)
  if (id === undefined) {
    id = facetKeys.push([facet, value]) - 1
    facetIds.set(key, id)
  }
  return id
}

export type ProviderNames = (id: string) => { name: string; altNames?: string[] } | undefined

export function indexProgrammes(programmes: Programme[], provider: ProviderNames) {
  // Programmes share a handful of levels and subjects: each slug and slug list is made once.
  const pool = valuePool()
  const slugs = new Map<string, string>()
  const slugOf = (name: string) => {
    let slug = slugs.get(name)
    if (slug === undefined) slugs.set(name, (slug = pool.string(slugify(name))))
    return slug
  }
  const index = programmes.map((p): IndexedProgramme => {
    const inst = provider(p.provider)
    const providerName = inst?.name ?? p.provider
    const slugSet = new Set<string>()
    if (p.category) slugSet.add(slugOf(p.category))
    for (const f of p.fields) slugSet.add(slugOf(f.label))
    const subjectSlugs = pool.list([...slugSet])
    const titleKey = pool.string(searchKey(p.title))
    return {
      programme: p,
      providerName,
      titleKey,
      key: searchKey(
        [
          p.title,
          ...p.subjects.map((s) => s.label),
          ...p.fields.map((s) => s.label),
          providerName,
          ...(inst?.altNames ?? []),
          ...p.locations.map((l) => l.city ?? l.name),
        ].join(' '),
      ),
      subjectSlugs,
      levelSlug: slugOf(p.level),
      subjectIds: pool.list(subjectSlugs.map((slug) => facetId('subject', slug))),
      levelId: facetId('level', slugOf(p.level)),
      countryId: facetId('country', p.country),
      modeId: facetId('mode', p.mode),
      fee: feePerYear(p),
      salary: salaryOf(p)?.median ?? null,
      nameRank: 0,
    }
  })
  const byTitle = [...index].sort((a, b) =>
    a.titleKey < b.titleKey ? -1 : a.titleKey > b.titleKey ? 1 : 0,
  )
  byTitle.forEach((entry, rank) => (entry.nameRank = rank))
  columnsByIndex.set(index, buildColumns(index))
  return index
}

export type FacetName = 'subject' | 'level' | 'country' | 'mode'
export type Facets = Record<FacetName, Map<string, number>>

export type ProgrammeResults = PageSlice<IndexedProgramme> & { facets: Facets }

type Query = Pick<
  ProgrammesState,
  'search' | 'subject' | 'level' | 'country' | 'mode' | 'maxFee' | 'sort' | 'page'
>

/** A fee per year in `display`, or null when the table cannot convert it. */
export function feeIn(fee: Money, display: string, fx: FxTable) {
  return convert(fee.amount, fee.currency, display, fx)
}

// Built with the index, or on the first query of an array from elsewhere.
const columnsByIndex = new WeakMap<readonly IndexedProgramme[], ProgrammeColumns>()
function columnsOf(index: readonly IndexedProgramme[]) {
  let columns = columnsByIndex.get(index)
  if (!columns) columnsByIndex.set(index, (columns = buildColumns(index)))
  return columns
}

const ANY = -1
const NONE = -2

/** A filter's facet value id: ANY when it is not set, NONE when no programme has the value. */
function wanted(facet: FacetName, value: string) {
  return value === '' ? ANY : (facetIds.get(`${facet}:${value}`) ?? NONE)
}

/**
 * Filters, facet counts, order and page for `query`. Each facet counts the programmes matching
 * every other filter, so its numbers say what choosing that option would give. With a budget
 * (`maxFee`, per year in `display`), a programme without a fee, or whose fee cannot be converted,
 * is left out: we cannot say it fits.
 */
export function queryProgrammes(
  index: IndexedProgramme[],
  query: Query,
  display: string,
  fx: FxTable,
  pageSize = PROGRAMMES_PAGE_SIZE,
): ProgrammeResults {
  const col = columnsOf(index)
  const words = query.search ? searchKey(query.search).split(' ').filter(Boolean) : []
  const found = searchMatches(col, words)
  // Fees are converted only when the budget or the order needs them, at one rate per currency
  // (NaN when the table cannot convert it).
  const rates =
    query.maxFee || query.sort === 'fee'
      ? Float64Array.from(
          col.currencies,
          (c) => feeIn({ amount: 1, currency: c }, display, fx) ?? NaN,
        )
      : new Float64Array(0)
  const subjectId = wanted('subject', query.subject)
  const subject = subjectId === ANY ? null : (col.subjectMembers.get(subjectId) ?? emptyBitset(0))
  const [level, country, mode] = [
    wanted('level', query.level),
    wanted('country', query.country),
    wanted('mode', query.mode),
  ]
  const counts = new Int32Array(facetKeys.length)
  const matches = new Uint32Array(col.size)
  let total = 0

  const { feeAmount, feeCurrency, subjectStart, subjectIds } = col
  for (let i = 0; i < col.size; i++) {
    const word = i >>> 5
    const bit = 1 << (i & 31)
    // Filters without a facet: search and budget (NaN, no fee or no rate, never fits).
    if (found && !(found[word]! & bit)) {
      if (!found[word]) i |= 31 // none of these 32 matches the search
      continue
    }
    if (query.maxFee && !(feeAmount[i]! * rates[feeCurrency[i]!]! <= query.maxFee)) continue

    const failSubject = subject !== null && !(subject[word]! & bit)
    const failLevel = level !== ANY && col.level[i] !== level
    const failCountry = country !== ANY && col.country[i] !== country
    const failMode = mode !== ANY && col.mode[i] !== mode
    const fails = +failSubject + +failLevel + +failCountry + +failMode
    if (fails > 1) continue
    if (fails === 0 || failSubject)
      for (let k = subjectStart[i]!; k < subjectStart[i + 1]!; k++) counts[subjectIds[k]!]!++
    if (fails === 0 || failLevel) counts[col.level[i]!]!++
    if (fails === 0 || failCountry) counts[col.country[i]!]!++
    if (fails === 0 || failMode) counts[col.mode[i]!]!++
    if (fails === 0) matches[total++] = i
  }

  const bounds = pageBounds(total, query.page, pageSize)
  const [from, to] = [bounds.offset, Math.min(total, bounds.offset + pageSize)]
  const matched = matches.subarray(0, total)
  let ids: ArrayLike<number>
  if (query.sort === 'relevance') {
    // Without search, relevance keeps the data's order (UK then Australia, by id).
    const phrase = words.join(' ')
    const ranked = words.length
      ? byRelevance(col, matched, words, (i) => index[i]!.titleKey.includes(phrase))
      : matched
    ids = ranked.subarray(from, to)
  } else {
    const marked = new Uint8Array(col.size)
    for (const i of matched) marked[i] = 1
    ids =
      query.sort === 'fee'
        ? pageByFee(col, marked, rates, from, to)
        : pageInOrder(query.sort === 'name' ? col.byName : col.bySalary, marked, from, to)
  }

  const facets: Facets = {
    subject: new Map(),
    level: new Map(),
    country: new Map(),
    mode: new Map(),
  }
  counts.forEach((n, id) => {
    const [facet, value] = facetKeys[id]!
    if (n) facets[facet].set(value, n)
  })
  return {
    ...pageOf(
      Array.from(ids, (i) => index[i]!),
      total,
      bounds,
    ),
    facets,
  }
}

/**
 * Subject options: the seven site categories, then each register's broad fields (CAH level 1 for
 * the UK, ASCED broad fields for Australia) with their country, each with its slug.
 */
export function subjectOptions(index: IndexedProgramme[]) {
  const fields = new Map<string, { slug: string; label: string; country: ProgrammeCountry }>()
  for (const { programme } of index)
    for (const f of programme.fields) {
      const slug = slugify(f.label)
      if (!CATEGORY_BY_SLUG.has(slug))
        fields.set(slug, { slug, label: f.label, country: programme.country })
    }
  const categories = [...CATEGORY_BY_SLUG].map(([slug, label]) => ({ slug, label }))
  const finer = [...fields.values()].sort((a, b) => a.label.localeCompare(b.label))
  return { categories, finer }
}
