// Which directory record each curated university is. Plain data, no database: the curated
// universities' search reads it wherever lib/universities runs (pages, tests, Playwright specs).
import links from '@/data/generated/curated-links.json'
import { curatedLinksSchema } from '@/data/open-schema'

const institutionByCurated = curatedLinksSchema.parse(links)
const curatedByInstitution = new Map(
  Object.entries(institutionByCurated).map(([curated, id]) => [id, curated]),
)

/** The curated profile (/universities/<slug>) of a directory record, if we have one. */
export function curatedSlugOf(institutionId: string): string | undefined {
  return curatedByInstitution.get(institutionId)
}

/** The directory record of a curated university. */
export function institutionIdOfCurated(curatedSlug: string): string | undefined {
  return institutionByCurated[curatedSlug]
}
