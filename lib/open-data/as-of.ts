// How pages name the date of the open data they show: from the data loaded (the manifest's
// as-of per source, or a loaded refresh's), never from a date written in the code. Pure.
import { formatDate } from '@/lib/format'
import type { ManifestSource, SourceId } from '@/data/open-schema'

/** Each source's as-of label of the data in use, by source id. */
export type SourcesAsOf = Partial<Record<SourceId, string>>

export function sourcesAsOf(sources: readonly Pick<ManifestSource, 'id' | 'asOf'>[]): SourcesAsOf {
  return Object.fromEntries(sources.map((s) => [s.id, s.asOf]))
}

/**
 * A label without its asides in brackets, for a figure that needs only the release:
 * '2025 collection (outcomes 2021-23, entry 2022-24)' -> '2025 collection',
 * '2026-08-06 (commit 27b6174)' -> '2026-08-06'; a refresh's 'release of 2026-09-15' as it is.
 */
export function asOfHeadline(label: string): string {
  return label.replace(/\s*\([^()]*\)/g, '').trim() || label
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** An ISO day as the site writes dates ('2026-07-01' -> '1 July 2026'); another label as it is. */
export function asOfText(label: string): string {
  return ISO_DAY.test(label) ? formatDate(label) : label
}

/** Said where the data loaded names no date for a source (a partial manifest). */
export const AS_OF_UNKNOWN = 'date not recorded'

/** A source's date as a sentence shows it: '1 July 2026', 'release of 2026-09-15'. */
export function sourceDateText(asOf: SourcesAsOf, id: SourceId): string {
  const label = asOf[id]
  return label ? asOfText(label) : AS_OF_UNKNOWN
}
