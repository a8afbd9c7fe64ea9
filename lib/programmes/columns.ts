// The programme index as columns: each programme's facet value ids, fee and name rank in typed
// arrays, its words in a word index, and the orders the list sorts in worked out once, so that a
// query reads numbers and bits instead of strings and sorts nothing it can walk in order.
import {
  buildWordIndex,
  emptyBitset,
  hasBit,
  keysContaining,
  setBit,
  type Bitset,
  type WordIndex,
} from '@/lib/programmes/word-index'

/** What the columns are made of: an IndexedProgramme. */
export type ColumnSource = {
  key: string
  titleKey: string
  nameRank: number
  subjectIds: readonly number[]
  levelId: number
  countryId: number
  modeId: number
  fee: { amount: number; currency: string } | null
  salary: number | null
}

export type ProgrammeColumns = {
  size: number
  level: Int32Array
  country: Int32Array
  mode: Int32Array
  /** Subject facet ids of programme i: subjectIds from subjectStart[i] to subjectStart[i + 1]. */
  subjectStart: Uint32Array
  subjectIds: Int32Array
  /** The programmes of each subject facet id. */
  subjectMembers: Map<number, Bitset>
  /** Fee per year in its own currency (NaN when none) and that currency, as `currencies[c]`. */
  feeAmount: Float64Array
  feeCurrency: Uint16Array
  currencies: string[]
  nameRank: Float64Array
  /** Programmes in name order, and by salary (highest first, none last, then name). */
  byName: Uint32Array
  bySalary: Uint32Array
  /** Programmes with a fee by currency, amount and name; currency c's are byFee[feeRuns[c]]. */
  byFee: Uint32Array
  feeRuns: { start: number; end: number }[]
  words: WordIndex
  titleWords: WordIndex
}

export function buildColumns(entries: readonly ColumnSource[]): ProgrammeColumns {
  const size = entries.length
  const [level, country, mode] = [new Int32Array(size), new Int32Array(size), new Int32Array(size)]
  const subjectStart = new Uint32Array(size + 1)
  const subjectIds: number[] = []
  const subjectMembers = new Map<number, Bitset>()
  const feeAmount = new Float64Array(size).fill(Number.NaN)
  const feeCurrency = new Uint16Array(size)
  const currencies: string[] = []
  const nameRank = new Float64Array(size)
  entries.forEach((e, i) => {
    level[i] = e.levelId
    country[i] = e.countryId
    mode[i] = e.modeId
    for (const id of e.subjectIds) {
      subjectIds.push(id)
      let members = subjectMembers.get(id)
      if (!members) subjectMembers.set(id, (members = emptyBitset(size)))
      setBit(members, i)
    }
    subjectStart[i + 1] = subjectIds.length
    if (e.fee) {
      const c = currencies.indexOf(e.fee.currency)
      feeCurrency[i] = c === -1 ? currencies.push(e.fee.currency) - 1 : c
      feeAmount[i] = e.fee.amount
    }
    nameRank[i] = e.nameRank
  })

  // Array sort is stable: equal keys keep data order, as the query's own sort did.
  const all = entries.map((_, i) => i)
  const byRank = (a: number, b: number) => nameRank[a]! - nameRank[b]!
  const salary = (i: number) => entries[i]!.salary
  const bySalary = [...all].sort((a, b) => {
    const [x, y] = [salary(a), salary(b)]
    return (x === null ? (y === null ? 0 : 1) : y === null ? -1 : y - x) || byRank(a, b)
  })
  const byFee = all
    .filter((i) => !Number.isNaN(feeAmount[i]))
    .sort(
      (a, b) => feeCurrency[a]! - feeCurrency[b]! || feeAmount[a]! - feeAmount[b]! || byRank(a, b),
    )
  const feeRuns = currencies.map((_, c) => ({
    start: byFee.findIndex((i) => feeCurrency[i] === c),
    end: byFee.findLastIndex((i) => feeCurrency[i] === c) + 1,
  }))

  return {
    size,
    level,
    country,
    mode,
    subjectStart,
    subjectIds: Int32Array.from(subjectIds),
    subjectMembers,
    feeAmount,
    feeCurrency,
    currencies,
    nameRank,
    byName: Uint32Array.from([...all].sort(byRank)),
    bySalary: Uint32Array.from(bySalary),
    byFee: Uint32Array.from(byFee),
    feeRuns,
    words: buildWordIndex(entries.map((e) => e.key)),
    titleWords: buildWordIndex(entries.map((e) => e.titleKey)),
  }
}

/** Programmes whose search key holds every part, or null (all) without parts. */
export function searchMatches(columns: ProgrammeColumns, parts: string[]): Bitset | null {
  if (!parts.length) return null
  const bits = keysContaining(columns.words, parts[0]!)
  for (const part of parts.slice(1)) {
    const more = keysContaining(columns.words, part)
    for (let w = 0; w < bits.length; w++) bits[w]! &= more[w]!
  }
  return bits
}

/** Positions from..to-1 of the marked programmes in `order`, stopping there. */
export function pageInOrder(order: Uint32Array, marked: Uint8Array, from: number, to: number) {
  const page: number[] = []
  for (let k = 0, seen = 0; k < order.length && seen < to; k++) {
    const i = order[k]!
    if (!marked[i]) continue
    if (seen >= from) page.push(i)
    seen++
  }
  return page
}

/**
 * Positions from..to-1 of the marked programmes by fee per year at `rates` (per currency, NaN
 * when it cannot be converted), lowest first, then by name; those without a fee last, by name.
 */
export function pageByFee(
  columns: ProgrammeColumns,
  marked: Uint8Array,
  rates: Float64Array,
  from: number,
  to: number,
) {
  const { byFee, feeAmount, feeCurrency, nameRank } = columns
  const fee = (i: number) => feeAmount[i]! * rates[feeCurrency[i]!]!
  // Each currency's run is in fee order already: merge the runs that convert.
  const heads = columns.feeRuns.map((run, c) => (Number.isNaN(rates[c]!) ? run.end : run.start))
  const priced: number[] = []
  for (;;) {
    let best = -1
    columns.feeRuns.forEach((run, c) => {
      while (heads[c]! < run.end && !marked[byFee[heads[c]!]!]) heads[c]!++
      if (
        heads[c]! < run.end &&
        (best === -1 || fee(byFee[heads[c]!]!) < fee(byFee[heads[best]!]!))
      )
        best = c
    })
    if (best === -1) break
    priced.push(byFee[heads[best]!++]!)
  }
  // Equal fees (in two currencies, or two amounts that convert to one fee) go by name.
  for (let a = 0, b = 1; a < priced.length; a = b++) {
    let inOrder = true
    for (; b < priced.length && fee(priced[b]!) === fee(priced[a]!); b++)
      inOrder &&= nameRank[priced[b - 1]!]! < nameRank[priced[b]!]!
    if (!inOrder)
      priced
        .slice(a, b)
        .sort((x, y) => nameRank[x]! - nameRank[y]! || x - y)
        .forEach((i, k) => (priced[a + k] = i))
  }
  if (to <= priced.length) return priced.slice(from, to)
  const unpriced = marked.map((m, i) => (m && Number.isNaN(fee(i)) ? 1 : 0))
  const rest = pageInOrder(
    columns.byName,
    unpriced,
    Math.max(0, from - priced.length),
    to - priced.length,
  )
  return [...priced.slice(from), ...rest]
}

/**
 * Matches (in data order) by relevance to the search: 2 points for each part in the title and 10
 * when the whole phrase is; equal scores keep data order.
 */
export function byRelevance(
  columns: ProgrammeColumns,
  matches: Uint32Array,
  parts: string[],
  titleHasPhrase: (i: number) => boolean,
) {
  const inTitle = parts.map((part) => keysContaining(columns.titleWords, part))
  const top = 10 + 2 * parts.length
  const scores = matches.map((i) => {
    let score = 0
    for (const bits of inTitle) if (hasBit(bits, i)) score += 2
    // The phrase is in the title only if every part is.
    if (score === 2 * parts.length && (parts.length === 1 || titleHasPhrase(i))) score += 10
    return score
  })
  const start = new Uint32Array(top + 2)
  for (const score of scores) start[top - score + 1]!++
  for (let s = 1; s <= top; s++) start[s]! += start[s - 1]!
  const ordered = new Uint32Array(matches.length)
  matches.forEach((i, k) => (ordered[start[top - scores[k]!]!++] = i))
  return ordered
}
