// A catalogue course's tuition range, computed from the real programmes behind it: only the
// programmes whose register publishes a fee (CRICOS in Australia; UK open data has none), with
// that register's currency, name and date. Pure, so the card generator and tests share it.
import { formatDate, formatWholeNumber } from '@/lib/format'
import { slugify } from '@/lib/programmes/options'
import type { ProgrammesState } from '@/lib/programmes/state'
import { searchKey } from '@/lib/search/text'
import type { ProgrammeLevel } from '@/data/open-schema'

/** Fewer priced programmes than this make no range: a range of two fees says little. */
export const MIN_PRICED_PROGRAMMES = 5

export type FeeRange = { low: number; high: number; count: number }

const roundTo100 = (value: number) => Math.round(value / 100) * 100

/**
 * The middle 80 % of the fees a year (10th to 90th percentile, to the nearest 100), so one
 * outlier does not stretch it; null when fewer than MIN_PRICED_PROGRAMMES fees are known. A
 * missing fee is never counted, so it can never make the low end 0.
 */
export function feeRange(fees: readonly (number | null | undefined)[]): FeeRange | null {
  const known = fees
    .filter((fee): fee is number => typeof fee === 'number' && Number.isFinite(fee) && fee > 0)
    .sort((a, b) => a - b)
  if (known.length < MIN_PRICED_PROGRAMMES) return null
  const at = (share: number) => known[Math.round(share * (known.length - 1))]!
  return { low: roundTo100(at(0.1)), high: roundTo100(at(0.9)), count: known.length }
}

export type FeeSource = { currency: string; register: string; country: string; asOf: string }

/**
 * "AUD 28,000 - 45,000 a year (middle 80 % of 312 Australian programmes' fees, CRICOS, 3 January
 * 2023)", or null when there is no range to show.
 */
export function feeRangeText(range: FeeRange | null, source: FeeSource) {
  if (!range) return null
  const amounts =
    range.low === range.high
      ? formatWholeNumber(range.low)
      : `${formatWholeNumber(range.low)} - ${formatWholeNumber(range.high)}`
  return `${source.currency} ${amounts} a year (middle 80 % of ${formatWholeNumber(range.count)} ${source.country} programmes' fees, ${source.register}, ${formatDate(source.asOf)})`
}

/** What the range needs of a programme: its level and search key as lists filter them, its fee. */
export type PricedProgramme = {
  level: ProgrammeLevel
  searchKey: string
  /** Subject filter values (site categories and broad fields) of its combination. */
  subjects: readonly string[]
  /** Tuition a year in the register's currency; null when the register gives none. */
  fee: number | null
}

/** The catalogue filter as /programmes applies it: level, every search word, the subject. */
export function matchesCatalogueFilter(
  p: PricedProgramme,
  filter: Partial<Pick<ProgrammesState, 'search' | 'level' | 'subject'>>,
) {
  if (filter.level && slugify(p.level) !== filter.level) return false
  if (filter.subject && !p.subjects.includes(filter.subject)) return false
  const words = searchKey(filter.search ?? '')
  return !words || words.split(' ').every((word) => p.searchKey.includes(word))
}

/** Each catalogue course's range text from the programmes its filter finds, by course id. */
export function catalogueFeeRanges(
  programmes: readonly PricedProgramme[],
  filters: Readonly<Record<string, Partial<ProgrammesState>>>,
  source: FeeSource,
): Record<string, string | null> {
  return Object.fromEntries(
    Object.entries(filters).map(([id, filter]) => [
      id,
      feeRangeText(
        feeRange(programmes.filter((p) => matchesCatalogueFilter(p, filter)).map((p) => p.fee)),
        source,
      ),
    ]),
  )
}
