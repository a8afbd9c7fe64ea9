// Pure queries over a list of awards (whatever read it): filters, featured, counts.
import { countryName, expandCountries } from '@/lib/scholarships/countries'
import type { BrowseFilters, BrowseType, ScholarshipFilter } from '@/lib/scholarships/options'
import { isRoundOpenNow, roundStatus } from '@/lib/scholarships/round'
import type { Scholarship } from '@/data/schema'

/** Featured scholarships on the Browse All tab. */
export const FEATURED_SIZE = 6
/** Scholarships in the Browse All tab's full list; the footer's list pages show every one. */
export const ALL_LIST_SIZE = 20

const TYPE_OF: Record<BrowseType, Scholarship['type']> = {
  university: 'University',
  external: 'External',
  government: 'Government',
}

export function getScholarshipBySlug(slug: string, items: readonly Scholarship[]) {
  return items.find((s) => s.slug === slug)
}

export function listScholarshipsForUniversity(universityId: string, items: readonly Scholarship[]) {
  return items.filter((s) => s.universityId === universityId)
}

/** Every scholarship of the chosen type and funding, in dataset order. */
export function listScholarships(filter: ScholarshipFilter, items: readonly Scholarship[]) {
  return items
    .filter((s) => !filter.type || s.type === TYPE_OF[filter.type])
    .filter((s) => filter.funding !== 'merit' || s.isMeritBased)
}

/**
 * The Browse filters, in dataset order: the degree level, where the award can be used (one usable
 * anywhere counts for every country), fully funded only, and open on `today` (a round not known to
 * be taking applications is not open).
 */
export function filterScholarships(
  items: readonly Scholarship[],
  filters: BrowseFilters,
  today: Date,
) {
  const { level, host, funded, open } = filters
  return items.filter(
    (s) =>
      (!level || (s.eligibleDegrees as string[]).includes(level)) &&
      (!host || s.hostCountries === 'any' || expandCountries(s.hostCountries).has(host)) &&
      (!funded || s.isFullyFunded) &&
      (!open || isRoundOpenNow(roundStatus(s, today))),
  )
}

/** Every country where at least one award can be used (named or in a named group), by name. */
export function hostCountryOptions(items: readonly Scholarship[]) {
  const codes = new Set(
    items.flatMap((s) => (s.hostCountries === 'any' ? [] : [...expandCountries(s.hostCountries)])),
  )
  return [...codes]
    .map((code) => ({ code, name: countryName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
}

/** Whether the award's round for the coming intake is over on `today` (for the main round). */
const isClosed = (s: Scholarship, today: Date) => roundStatus(s, today).closed

/**
 * The first six prestigious scholarships whose round is not over, in dataset order: Browse never
 * opens by featuring an award nobody can apply for this year.
 */
export function featuredScholarships(items: readonly Scholarship[], today = new Date()) {
  return items.filter((s) => s.isPrestigious && !isClosed(s, today)).slice(0, FEATURED_SIZE)
}

/** The awards whose round is still ahead or open first, then the closed ones, each in dataset order. */
export function closedLast(items: readonly Scholarship[], today: Date) {
  const closed = new Set(items.filter((s) => isClosed(s, today)))
  return [...items.filter((s) => !closed.has(s)), ...items.filter((s) => closed.has(s))]
}

export function scholarshipStats(items: readonly Scholarship[]) {
  return {
    total: items.length,
    fullyFunded: items.filter((s) => s.isFullyFunded).length,
    prestigious: items.filter((s) => s.isPrestigious).length,
    meritBased: items.filter((s) => s.isMeritBased).length,
  }
}
