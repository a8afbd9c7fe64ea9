import 'server-only'

import { cacheLife, cacheTag } from 'next/cache'

import { newStamp, sharedCopy } from '@/lib/cache/shared-copy'
import { readAward, readAwards } from '@/lib/db/awards'
import { readForPage } from '@/lib/db/page-read'
import { env } from '@/lib/env'
import type { Scholarship } from '@/data/schema'
import { scholarships as seedScholarships } from '@/data/scholarships'

export * from '@/lib/scholarships/list'
export { scholarshipSlugs } from '@/lib/scholarships/slugs'

/** The cache tag of every award list; each award's own is scholarshipTag(slug). */
export const SCHOLARSHIPS_TAG = 'scholarships'
export const scholarshipTag = (slug: string) => `scholarship:${slug}`

/**
 * Every award as the database holds it now, in the dataset's order. Kept until a save drops the
 * tag; while building (no database loaded yet) the seed file is what the database will hold.
 */
export const listAllScholarships: () => Promise<readonly Scholarship[]> = sharedCopy(
  async () => {
    'use cache'
    cacheTag(SCHOLARSHIPS_TAG)
    cacheLife('hours')
    return newStamp()
  },
  async () => {
    'use cache'
    cacheTag(SCHOLARSHIPS_TAG)
    cacheLife('hours')
    if (env.BUILDING) return seedScholarships
    return readForPage(readAwards)
  },
)

/** One award as the database holds it now, or undefined for an unknown slug. */
export async function getScholarship(slug: string): Promise<Scholarship | undefined> {
  'use cache'
  cacheTag(scholarshipTag(slug), SCHOLARSHIPS_TAG)
  cacheLife('hours')
  if (env.BUILDING) return seedScholarships.find((s) => s.slug === slug)
  return (await readForPage(() => readAward(slug)))?.record
}
