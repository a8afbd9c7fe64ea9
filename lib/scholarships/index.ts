import type { BrowseType, ScholarshipFilter } from '@/lib/scholarships/options'
import type { Scholarship } from '@/data/schema'
import { scholarships as allScholarships } from '@/data/scholarships'

/** Featured scholarships on the Browse All tab. */
export const FEATURED_SIZE = 6
/** Scholarships in the Browse All tab's full list; the footer's list pages show every one. */
export const ALL_LIST_SIZE = 20

const TYPE_OF: Record<BrowseType, Scholarship['type']> = {
  university: 'University',
  external: 'External',
  government: 'Government',
}

export function listAllScholarships() {
  return allScholarships
}

export function getScholarshipBySlug(slug: string, items: Scholarship[] = allScholarships) {
  return items.find((s) => s.slug === slug)
}

export function listScholarshipsForUniversity(universityId: string, items = allScholarships) {
  return items.filter((s) => s.universityId === universityId)
}

/** Every scholarship of the chosen type and funding, in dataset order. */
export function listScholarships(
  filter: ScholarshipFilter,
  items: Scholarship[] = allScholarships,
) {
  return items
    .filter((s) => !filter.type || s.type === TYPE_OF[filter.type])
    .filter((s) => filter.funding !== 'merit' || s.isMeritBased)
}

/** The first six prestigious scholarships, in dataset order. */
export function featuredScholarships(items: Scholarship[] = allScholarships) {
  return items.filter((s) => s.isPrestigious).slice(0, FEATURED_SIZE)
}

export function scholarshipStats(items: Scholarship[] = allScholarships) {
  return {
    total: items.length,
    fullyFunded: items.filter((s) => s.isFullyFunded).length,
    prestigious: items.filter((s) => s.isPrestigious).length,
    meritBased: items.filter((s) => s.isMeritBased).length,
  }
}
