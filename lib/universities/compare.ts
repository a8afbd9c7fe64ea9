import type { University } from '@/data/schema'

/** Universities compared at once, at most. */
export const MAX_COMPARE = 4
/** Universities the Compare tab's Add dialog offers, best ranked first. */
export const ADD_DIALOG_CANDIDATES = 20
/** Programs and facilities shown per comparison cell before '+n more'. */
export const COMPARE_ROW_LIMIT = 3
/** What the score assumes for a university without a research rating or employment rate. */
export const DEFAULT_RESEARCH_RATING = 5
export const DEFAULT_EMPLOYMENT_RATE = 70

type Scored = Pick<University, 'worldRanking' | 'acceptanceRate'> & {
  academics?: Partial<Pick<University['academics'], 'researchRating' | 'employmentRate'>>
}

export type CompareScore = {
  total: number
  terms: { ranking: number; selectivity: number; research: number; employment: number }
}

/**
 * The rounded mean of four terms, each out of 100: ranking (100 - rank / 10, at least 0),
 * selectivity (100 - acceptance rate), research (rating x 10) and employment rate.
 */
export function compareScore(university: Scored): CompareScore {
  const terms = {
    ranking: Math.max(0, 100 - university.worldRanking / 10),
    selectivity: 100 - university.acceptanceRate,
    research: (university.academics?.researchRating ?? DEFAULT_RESEARCH_RATING) * 10,
    employment: university.academics?.employmentRate ?? DEFAULT_EMPLOYMENT_RATE,
  }
  const sum = terms.ranking + terms.selectivity + terms.research + terms.employment
  return { total: Math.round(sum / 4), terms }
}

type Summarised = Pick<University, 'id' | 'name' | 'worldRanking' | 'acceptanceRate'>

function best<T>(items: T[], better: (a: T, b: T) => boolean) {
  return items.reduce<T | undefined>(
    (winner, item) => (winner === undefined || better(item, winner) ? item : winner),
    undefined,
  )
}

/** Fewer known figures than this and no superlative is given: one figure beats nothing. */
export const MIN_COMPARED = 2

/**
 * The Quick Summary: highest ranked, most affordable, highest acceptance. Most affordable reads
 * `tuitionOf`, the figure a comparison shows (one level, one currency; null when not known): the
 * cheaper end first, then the dearer. A university without a figure takes no part, and with fewer
 * than two figures there is no "most affordable" at all.
 */
export function quickSummary<T extends Summarised>(
  items: T[],
  tuitionOf: (u: T) => { min: number; max: number } | null,
) {
  const priced = items.flatMap((u) => {
    const t = tuitionOf(u)
    return t ? [{ u, t }] : []
  })
  const cheapest =
    priced.length >= MIN_COMPARED
      ? best(priced, (a, b) => a.t.min < b.t.min || (a.t.min === b.t.min && a.t.max < b.t.max))
      : undefined
  return {
    highestRanked: best(items, (a, b) => a.worldRanking < b.worldRanking),
    mostAffordable: cheapest?.u,
    /** How many of the universities have a figure the ranking rests on. */
    priced: priced.length,
    highestAcceptance: best(items, (a, b) => a.acceptanceRate > b.acceptanceRate),
  }
}

/** Adds a slug unless it is already there or the comparison is full. */
export function addToComparison(selected: readonly string[], slug: string): string[] {
  if (selected.includes(slug) || selected.length >= MAX_COMPARE) return [...selected]
  return [...selected, slug]
}

export function removeFromComparison(selected: readonly string[], slug: string): string[] {
  return selected.filter((s) => s !== slug)
}

/** Keeps known slugs only, without duplicates, at most MAX_COMPARE: the shape a URL may hold. */
export function normaliseComparison(
  slugs: readonly string[],
  known: ReadonlySet<string>,
): string[] {
  return slugs.reduce<string[]>(
    (kept, slug) => (known.has(slug) ? addToComparison(kept, slug) : kept),
    [],
  )
}

export function overflow<T>(items: T[], limit = COMPARE_ROW_LIMIT) {
  return { shown: items.slice(0, limit), more: Math.max(0, items.length - limit) }
}

/** A university the Compare tab's dialog offers, with the URL that adds it. */
export type CompareCandidate = Pick<University, 'slug' | 'name' | 'country' | 'logo'> & {
  href: string
  next: string[]
}
