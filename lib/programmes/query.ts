// The /programmes query: one pass over every programme filters, counts the facets and collects
// the matches, then sorts and pages them. Pure: the data and the rates come in as arguments.
import { convert, type FxTable } from '@/lib/currency'
import { pageBounds, pageOf, type PageSlice } from '@/lib/pagination'
import { searchKey } from '@/lib/search/text'
import type { Programme } from '@/data/open-schema'

import {
  CATEGORY_BY_SLUG,
  PROGRAMMES_PAGE_SIZE,
  slugify,
  type ProgrammeCountry,
  type ProgrammeMode,
} from './options'
import type { ProgrammesState } from './state'

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
  subjectSlugs: string[]
  levelSlug: string
  /** Facet value ids (see facetId) of its subjects, level, country and mode, for fast counting. */
  subjectIds: number[]
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
  const index = programmes.map((p): IndexedProgramme => {
    const inst = provider(p.provider)
    const providerName = inst?.name ?? p.provider
    const subjectSlugs = new Set<string>()
    if (p.category) subjectSlugs.add(slugify(p.category))
    for (const f of p.fields) subjectSlugs.add(slugify(f.label))
    const titleKey = searchKey(p.title)
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
      subjectSlugs: [...subjectSlugs],
      levelSlug: slugify(p.level),
      subjectIds: [...subjectSlugs].map((slug) => facetId('subject', slug)),
      levelId: facetId('level', slugify(p.level)),
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
  const words = query.search ? searchKey(query.search).split(' ').filter(Boolean) : []
  const phrase = words.join(' ')
  const counts = new Int32Array(facetKeys.length)
  // Fees are converted only when the budget or the order needs them, at one rate per currency.
  const needFee = query.maxFee > 0 || query.sort === 'fee'
  const rates = new Map<string, number | null>()
  const matches: { entry: IndexedProgramme; score: number; fee: number | null }[] = []

  for (const entry of index) {
    const p = entry.programme
    // Filters without a facet: search and budget.
    if (words.length && !words.every((w) => entry.key.includes(w))) continue
    let fee: number | null = null
    if (needFee && entry.fee) {
      let rate = rates.get(entry.fee.currency)
      if (rate === undefined)
        rates.set(
          entry.fee.currency,
          (rate = feeIn({ amount: 1, currency: entry.fee.currency }, display, fx)),
        )
      fee = rate === null ? null : entry.fee.amount * rate
    }
    if (query.maxFee && (fee === null || fee > query.maxFee)) continue

    const failSubject = query.subject !== '' && !entry.subjectSlugs.includes(query.subject)
    const failLevel = query.level !== '' && entry.levelSlug !== query.level
    const failCountry = query.country !== '' && p.country !== (query.country as ProgrammeCountry)
    const failMode = query.mode !== '' && p.mode !== (query.mode as ProgrammeMode)
    const fails = +failSubject + +failLevel + +failCountry + +failMode
    if (fails > 1) continue
    if (fails === 0 || failSubject) for (const id of entry.subjectIds) counts[id]!++
    if (fails === 0 || failLevel) counts[entry.levelId]!++
    if (fails === 0 || failCountry) counts[entry.countryId]!++
    if (fails === 0 || failMode) counts[entry.modeId]!++
    if (fails) continue

    let score = 0
    if (words.length) {
      if (entry.titleKey.includes(phrase)) score += 10
      for (const w of words) if (entry.titleKey.includes(w)) score += 2
    }
    matches.push({ entry, score, fee })
  }

  const byName = (a: IndexedProgramme, b: IndexedProgramme) => a.nameRank - b.nameRank
  const nullsLast = (a: number | null, b: number | null, dir: 1 | -1) =>
    a === null ? (b === null ? 0 : 1) : b === null ? -1 : (a - b) * dir
  const order: Record<Query['sort'], (a: (typeof matches)[0], b: (typeof matches)[0]) => number> = {
    relevance: (a, b) => b.score - a.score,
    fee: (a, b) => nullsLast(a.fee, b.fee, 1) || byName(a.entry, b.entry),
    salary: (a, b) => nullsLast(a.entry.salary, b.entry.salary, -1) || byName(a.entry, b.entry),
    name: (a, b) => byName(a.entry, b.entry),
  }
  // Relevance without search keeps the data's order (UK then Australia, by id): sort is stable.
  if (query.sort !== 'relevance' || words.length) matches.sort(order[query.sort])

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

  const bounds = pageBounds(matches.length, query.page, pageSize)
  const items = matches.slice(bounds.offset, bounds.offset + pageSize).map((m) => m.entry)
  return { ...pageOf(items, matches.length, bounds), facets }
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
