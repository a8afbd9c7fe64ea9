// The /programmes query as SQL, and the facet counts worked out from the counts per combination.
// Programmes with the same country, level, mode and subjects share a combination (a few hundred
// exist): the database counts the matches of the search, provider and budget per combination, and
// the facets and the total follow from those rows here; the page is then one ordered read of the
// narrow search table. A UK part-time course listed on its full-time course's card is in a
// combination of its own: without a mode filter the list shows and counts cards, so those
// combinations count only towards the mode facet (what choosing a mode would list). Pure: builds
// SQL and shapes results.
import { sql, type SQL } from 'drizzle-orm'

import { FIT_KINDS, type FitKind } from '@/lib/costs/fit'
import {
  extrasKnownSql,
  FIT_RANK,
  fitRankSql,
  listedRanks,
  noFeeSql,
  totalSql,
  withExtrasSql,
  type FitCounts,
  type ListBudget,
} from '@/lib/programmes/budget'
import { CATEGORY_BY_SLUG, slugify, type ProgrammeCountry } from '@/lib/programmes/options'
import type { ProgrammesState } from '@/lib/programmes/state'
import { searchKey } from '@/lib/search/text'
import type { ProgrammeLevel } from '@/data/open-schema'

export type Combo = {
  combo: number
  country: ProgrammeCountry
  level: ProgrammeLevel
  mode: string
  /** Slugs of its site category and broad fields, comma-separated. */
  subjects: string
  programmes: number
  /** Of which with a fee per year. */
  priced: number
  /** Its programmes are listed on another mode's card (shown apart only with a mode filter). */
  modeVariants: boolean
}

/** A subject filter value as the combinations hold it, with its register's country. */
export type SubjectRow = { slug: string; label: string; country: ProgrammeCountry }

/**
 * Matches per combination of the filters without a facet: `n` within them all (with a budget, of
 * the fits listed), `unpriced` without a fee; with a budget, `fits` counts each kind of fit.
 */
export type ComboCount = { combo: number; n: number; unpriced: number } & Partial<FitCounts> &
  Partial<NoFeeFits>

/** Of the matches above the budget and of those whose fit is not known, how many have no fee. */
export type NoFeeFits = { aboveNoFee: number; unknownNoFee: number }

export type FacetName = 'subject' | 'level' | 'country' | 'mode'
export type Facets = Record<FacetName, Record<string, number>>

export type ProgrammeQuery = Pick<
  ProgrammesState,
  'search' | 'subject' | 'level' | 'country' | 'mode' | 'provider' | 'sort' | 'page'
> & {
  /** A budget a year in total cost, or null for none. */
  budget: ListBudget | null
}

/** Words the search key must hold (each anywhere in a word): the folded query, at most 8 words. */
export function searchWords(search: string) {
  const phrase = searchKey(search)
  return phrase ? phrase.split(' ').slice(0, 8) : []
}

const likeAnywhere = (word: string) => `%${word}%`

/** The filters without a facet (search, provider); a budget adds its extras apart (withExtrasSql). */
export function rowConditions(q: ProgrammeQuery): SQL {
  const conditions: SQL[] = [sql`true`]
  for (const word of searchWords(q.search))
    conditions.push(sql`search_key LIKE ${likeAnywhere(word)}`)
  if (q.provider) conditions.push(sql`provider = ${q.provider}`)
  return sql.join(conditions, sql` AND `)
}

/**
 * A page without a mode filter lists cards: the programmes listed on another mode's card are left
 * out (their combinations are, too; this also covers a page read without a combination list).
 */
const cardRows = (q: Pick<ProgrammeQuery, 'mode'>) =>
  q.mode ? sql`` : sql` AND mode_variant_of IS NULL`

const needsSearchRows = (q: ProgrammeQuery) => Boolean(searchWords(q.search).length || q.provider)

/**
 * Whether a budget is read off the totals stored in euros with no row filter: its counts then
 * come from the sorted totals per combination, and its page from the total-cost indexes.
 */
function fromStoredTotals(q: ProgrammeQuery): q is ProgrammeQuery & { budget: StoredBudget } {
  return q.budget !== null && q.budget.euros !== null && !needsSearchRows(q)
}

type StoredBudget = ListBudget & { euros: number }

/** Whether the counts per combination need the search table (else the combinations' own counts). */
export function needsRowCounts(q: ProgrammeQuery) {
  return Boolean(needsSearchRows(q) || q.budget)
}

/**
 * Each programme matching the row filters with its fit's rank `r`, its year's known total `t`
 * and whether its fee is not known `nf` (a total without the fee is no cheaper for it).
 */
function fitRowsSql(q: ProgrammeQuery, budget: ListBudget, inCombos: SQL = sql``) {
  return sql`SELECT s.id, s.combo, s.name_rank, ${noFeeSql(budget)} AS nf, ${fitRankSql(budget)} AS r, ${totalSql(budget)} AS t
    FROM ${withExtrasSql(budget)}
    WHERE ${extrasKnownSql(budget)} AND ${rowConditions(q)}${inCombos}`
}

/** Matches per combination: within every row filter, without a fee, and with a budget each fit. */
export function comboCountsSql(q: ProgrammeQuery) {
  const budget = q.budget
  if (!budget)
    return sql`SELECT combo, count(*)::int AS n, count(*) FILTER (WHERE fee_eur IS NULL)::int AS unpriced
      FROM programme_search WHERE ${rowConditions(q)} GROUP BY combo`
  if (fromStoredTotals(q)) return storedComboCountsSql(q.budget)
  const listed = listedRanks(budget.fit)
  // Each row's fit is worked out once, into a handful of groups per combination; the counts
  // are then read off those groups.
  const of = (where: SQL) => sql`coalesce(sum(c) FILTER (WHERE ${where}), 0)::int`
  return sql`SELECT combo, ${of(sql`r IN ${listed}`)} AS n,
      ${of(sql`r IN ${listed} AND nf`)} AS unpriced,
      ${of(sql`r = ${FIT_RANK.within}`)} AS within,
      ${of(sql`r = ${FIT_RANK.partly}`)} AS partly,
      ${of(sql`r = ${FIT_RANK.unknown}`)} AS unknown,
      ${of(sql`r = ${FIT_RANK.above}`)} AS above
    FROM (SELECT combo, nf, r, count(*) AS c FROM (${fitRowsSql(q, budget)}) x
      GROUP BY combo, nf, r) y
    GROUP BY combo`
}

/**
 * The counts per combination from its sorted totals in euros: width_bucket counts the entries at
 * or below the budget by binary search. Above: the totals beyond it. Not known: without a fee, or
 * a fee whose dearest end is no cost, within it. Within: the greater of total and dearest end
 * within it, every cost known. Partly: the rest at or below it.
 */
function storedComboCountsSql(budget: StoredBudget) {
  const euros = sql`${budget.euros}::float8`
  const atMost = (column: string) =>
    sql`CASE WHEN cardinality(${sql.raw(column)}) = 0 THEN 0 ELSE width_bucket(${euros}, ${sql.raw(column)}) END`
  const kinds = {
    within: sql`w_le`,
    partly: sql`(t_le - u_le - z_le - w_le)`,
    unknown: sql`(u_le + z_le)`,
    above: sql`(n_all - t_le)`,
  }
  const noFee = { within: sql`0`, partly: sql`0`, unknown: sql`u_le`, above: sql`(u_all - u_le)` }
  const listed = FIT_KINDS.filter((k) => !budget.fit || k === budget.fit)
  const sum = (parts: SQL[]) => sql`(${sql.join(parts, sql` + `)})::int`
  return sql`SELECT combo, ${sum(listed.map((k) => kinds[k]))} AS n,
      ${sum(listed.map((k) => noFee[k]))} AS unpriced,
      ${kinds.within}::int AS within, ${kinds.partly}::int AS partly,
      ${kinds.unknown}::int AS unknown, ${kinds.above}::int AS above,
      ${noFee.above}::int AS "aboveNoFee", ${noFee.unknown}::int AS "unknownNoFee"
    FROM (SELECT combo, cardinality(totals) AS n_all, ${atMost('totals')} AS t_le,
        cardinality(unpriced) AS u_all, ${atMost('unpriced')} AS u_le,
        ${atMost('zero')} AS z_le, ${atMost('within')} AS w_le
      FROM programme_budget_combos) g`
}

/** The level and subject of a filter as the combinations hold them. */
const levelSlug = (level: string) => slugify(level)

type Filters = Pick<ProgrammeQuery, 'subject' | 'level' | 'country' | 'mode'>

function failures(c: Combo, f: Filters) {
  return {
    subject: f.subject !== '' && !`,${c.subjects},`.includes(`,${f.subject},`),
    level: f.level !== '' && levelSlug(c.level) !== f.level,
    country: f.country !== '' && c.country !== f.country,
    mode: f.mode !== '' && c.mode !== f.mode,
  }
}

export type Tally = {
  total: number
  facets: Facets
  /** The combinations within every facet filter; null when no facet filter is set. */
  combos: number[] | null
  /** With a budget, the matches of each kind of fit (whichever kinds are listed). */
  fits: FitCounts | null
  /** With a budget read off the stored totals and no row filter, how many above or not known have no fee. */
  noFeeFits: NoFeeFits | null
  /** Matches with a fee (those a fee order lists first). */
  priced: number
  /**
   * Matches without a fee (or, with a budget, without one in the display currency): a fee order
   * or a budget lists them last, and the page says how many there are.
   */
  unpriced: number
  /** UK undergraduate programmes matching the other filters (UK open data has no other level). */
  ukUndergraduate: number
}

/**
 * Total, facet counts and the combinations to read, from the counts per combination (null: no row
 * filter, every programme counts). Each facet counts the matches of every other filter, so its
 * numbers say what choosing that option would give.
 */
export function tallyCombos(
  combos: readonly Combo[],
  counts: readonly ComboCount[] | null,
  q: ProgrammeQuery,
): Tally {
  const byCombo = new Map(counts?.map((c) => [c.combo, c]))
  const facets: Facets = { subject: {}, level: {}, country: {}, mode: {} }
  const add = (facet: FacetName, value: string, n: number) =>
    (facets[facet][value] = (facets[facet][value] ?? 0) + n)
  const within: number[] = []
  let total = 0
  const fits: FitCounts | null = q.budget ? { within: 0, partly: 0, unknown: 0, above: 0 } : null
  const noFeeFits: NoFeeFits | null = fromStoredTotals(q)
    ? { aboveNoFee: 0, unknownNoFee: 0 }
    : null
  let priced = 0
  let unpriced = 0
  let ukUndergraduate = 0
  for (const c of combos) {
    const row = counts ? byCombo.get(c.combo) : undefined
    const n = counts ? (row?.n ?? 0) : c.programmes
    const noFee = counts ? (row?.unpriced ?? 0) : c.programmes - c.priced
    const fail = failures(c, q)
    const fails = +fail.subject + +fail.level + +fail.country + +fail.mode
    const onOtherCard = c.modeVariants && !q.mode
    if (c.country === 'GB' && c.level === 'Undergraduate' && !fail.subject && !fail.mode)
      if (!onOtherCard) ukUndergraduate += n
    if (fails === 0 && !onOtherCard) {
      within.push(c.combo)
      total += n
      unpriced += noFee
      if (!fits) priced += n - noFee
      else if (row) for (const kind of FIT_KINDS) fits[kind] += row[kind] ?? 0
      if (noFeeFits && row) {
        noFeeFits.aboveNoFee += row.aboveNoFee ?? 0
        noFeeFits.unknownNoFee += row.unknownNoFee ?? 0
      }
    }
    if (fails > 1 || !n) continue
    if (fails === 0 || fail.mode) add('mode', c.mode, n)
    if (onOtherCard) continue
    if (fails === 0 || fail.subject)
      for (const slug of c.subjects.split(',')) add('subject', slug, n)
    if (fails === 0 || fail.level) add('level', levelSlug(c.level), n)
    if (fails === 0 || fail.country) add('country', c.country, n)
  }
  const anyFacet = Boolean(q.subject || q.level || q.country || q.mode)
  return {
    total,
    facets,
    combos: anyFacet ? within : null,
    fits,
    noFeeFits,
    priced,
    unpriced,
    ukUndergraduate,
  }
}

/** The order of a page: relevance (2 points per word in the title, 10 for the whole phrase), fee, salary or title. */
export function orderBy(q: Pick<ProgrammeQuery, 'search' | 'sort'>): SQL {
  switch (q.sort) {
    case 'fee':
      return sql`fee_eur ASC NULLS LAST, name_rank`
    case 'salary':
      return sql`salary DESC NULLS LAST, name_rank`
    case 'name':
      return sql`name_rank`
  }
  const words = searchWords(q.search)
  if (!words.length) return sql`ord`
  const inTitle = words.map((w) => sql`title_key LIKE ${likeAnywhere(w)}`)
  const points = sql.join(
    inTitle.map((c) => sql`CASE WHEN ${c} THEN 2 ELSE 0 END`),
    sql` + `,
  )
  const phrase = sql`CASE WHEN ${sql.join(inTitle, sql` AND `)} AND title_key LIKE ${likeAnywhere(words.join(' '))} THEN 10 ELSE 0 END`
  return sql`${points} + ${phrase} DESC, ord`
}

/**
 * The ids of one page, in order. A fee order reads the programmes with a fee (`part: 'priced'`,
 * along the fee index) and then those without (`'unpriced'`, by title) apart. With a budget the
 * order is lib/costs/fit.ts's for lists: within, partly, not known, above; in each those with a
 * fee first, cheaper first, and those without one last (their known total lacks the fee).
 */
export function pageIdsSql(
  q: ProgrammeQuery,
  combos: number[] | null,
  offset: number,
  size: number,
  part: 'all' | 'priced' | 'unpriced' = 'all',
) {
  const inList = combos ? (combos.length ? combos : [0]) : null
  if (q.budget)
    // OFFSET 0 keeps the rows apart, so each row's fit is worked out once, not in every clause.
    return sql`SELECT id FROM (${fitRowsSql(q, q.budget, sql`${inList ? sql` AND s.combo IN ${inList}` : sql``}${cardRows(q)}`)} OFFSET 0) x
      WHERE r IN ${listedRanks(q.budget.fit)}
      ORDER BY r, nf, t, name_rank LIMIT ${size} OFFSET ${offset}`
  const inCombos = inList ? sql` AND combo IN ${inList}` : sql``
  const fee =
    part === 'priced'
      ? sql` AND fee_eur IS NOT NULL`
      : part === 'unpriced'
        ? sql` AND fee_eur IS NULL`
        : sql``
  const order =
    part === 'priced' ? sql`fee_eur, name_rank` : part === 'unpriced' ? sql`name_rank` : orderBy(q)
  return sql`SELECT id FROM programme_search
    WHERE ${rowConditions(q)}${inCombos}${cardRows(q)}${fee}
    ORDER BY ${order} LIMIT ${size} OFFSET ${offset}`
}

type StoredPart = { kind: FitKind; noFee: boolean; n: number }

/**
 * A page of a budget read off the stored totals: the list's order (within, partly, not known,
 * above; with a fee first; cheaper first) is six parts whose sizes the counts tell, each one
 * range of a total-cost index, so the page reads only the parts it spans, from their start.
 */
function storedPageReads(
  q: Pick<ProgrammeQuery, 'mode'>,
  budget: StoredBudget,
  fits: FitCounts,
  noFee: NoFeeFits,
  combos: number[] | null,
  offset: number,
  size: number,
) {
  const parts: StoredPart[] = [
    { kind: 'within', noFee: false, n: fits.within },
    { kind: 'partly', noFee: false, n: fits.partly },
    { kind: 'unknown', noFee: false, n: fits.unknown - noFee.unknownNoFee },
    { kind: 'unknown', noFee: true, n: noFee.unknownNoFee },
    { kind: 'above', noFee: false, n: fits.above - noFee.aboveNoFee },
    { kind: 'above', noFee: true, n: noFee.aboveNoFee },
  ]
  const reads: SQL[] = []
  let skip = offset
  let left = size
  for (const part of parts) {
    if (!left) break
    if (budget.fit && part.kind !== budget.fit) continue
    if (skip >= part.n) {
      skip -= part.n
      continue
    }
    const take = Math.min(left, part.n - skip)
    reads.push(storedPartSql(q, budget, part, combos, skip, take))
    skip = 0
    left -= take
  }
  return reads
}

/** The ids of one part of a budgeted list (fitRankSql's ranks as ranges of the stored columns). */
function storedPartSql(
  q: Pick<ProgrammeQuery, 'mode'>,
  budget: StoredBudget,
  part: Omit<StoredPart, 'n'>,
  combos: number[] | null,
  offset: number,
  size: number,
) {
  const euros = sql`${budget.euros}::float8`
  const fee = part.noFee ? sql`fee_eur IS NULL` : sql`fee_eur IS NOT NULL`
  const within = {
    within: sql`dearest_eur > 0 AND NOT extra_missing AND greatest(total_eur, dearest_eur) <= ${euros}`,
    partly: sql`total_eur <= ${euros} AND dearest_eur > 0 AND (extra_missing OR dearest_eur > ${euros})`,
    unknown: part.noFee
      ? sql`total_eur <= ${euros}`
      : sql`total_eur <= ${euros} AND dearest_eur <= 0`,
    above: sql`total_eur > ${euros}`,
  }[part.kind]
  const inCombos = combos ? sql` AND combo IN ${combos.length ? combos : [0]}` : sql``
  return sql`SELECT id FROM programme_search WHERE ${fee} AND ${within}${inCombos}${cardRows(q)}
    ORDER BY total_eur, name_rank LIMIT ${size} OFFSET ${offset}`
}

/** The reads of one page: in a fee order without a budget, the priced part and then the rest. */
export function pageReads(
  q: ProgrammeQuery,
  tally: Pick<Tally, 'total' | 'priced' | 'combos'> & Partial<Pick<Tally, 'fits' | 'noFeeFits'>>,
  offset: number,
  size: number,
) {
  if (fromStoredTotals(q) && tally.fits && tally.noFeeFits)
    return storedPageReads(q, q.budget, tally.fits, tally.noFeeFits, tally.combos, offset, size)
  if (q.sort !== 'fee' || q.budget) return [pageIdsSql(q, tally.combos, offset, size)]
  const reads = []
  const fromPriced = Math.max(0, Math.min(size, tally.priced - offset))
  if (fromPriced) reads.push(pageIdsSql(q, tally.combos, offset, fromPriced, 'priced'))
  if (fromPriced < size && tally.total > tally.priced)
    reads.push(
      pageIdsSql(
        q,
        tally.combos,
        Math.max(0, offset - tally.priced),
        size - fromPriced,
        'unpriced',
      ),
    )
  return reads
}

/**
 * Subject options: the seven site categories, then each register's broad fields (CAH level 1 for
 * the UK, ASCED broad fields for Australia) with their country.
 */
export function subjectOptions(rows: readonly SubjectRow[]) {
  const fields = new Map<string, SubjectRow>()
  for (const row of rows) if (!CATEGORY_BY_SLUG.has(row.slug)) fields.set(row.slug, row)
  const categories = [...CATEGORY_BY_SLUG].map(([slug, label]) => ({ slug, label }))
  const finer = [...fields.values()].sort((a, b) => a.label.localeCompare(b.label))
  return { categories, finer }
}
