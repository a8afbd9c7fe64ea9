import 'server-only'

import { cacheLife, cacheTag } from 'next/cache'

import { newStamp, sharedCopy } from '@/lib/cache/shared-copy'
import { readForPage } from '@/lib/db/page-read'
import { readUniversityProfiles } from '@/lib/db/university-profiles'
import { env } from '@/lib/env'
import { seedUniversities, withRegisteredFees } from '@/lib/universities/seed'
import type { University } from '@/data/schema'

/** The cache tag of every profile read; each profile's own is universityTag(slug). */
export const UNIVERSITIES_TAG = 'universities'
export const universityTag = (slug: string) => `universities:${slug}`

/**
 * Every curated university profile as the database holds it now, in the seed's order, with the
 * register's tuition where a profile has none. Kept until a save drops a tag; while building (no
 * database loaded yet) the seed file is what the database will hold.
 */
export const listUniversityProfiles: () => Promise<readonly University[]> = sharedCopy(
  async () => {
    'use cache'
    cacheTag(UNIVERSITIES_TAG)
    cacheLife('hours')
    return newStamp()
  },
  async () => {
    'use cache'
    cacheTag(UNIVERSITIES_TAG)
    cacheLife('hours')
    if (env.BUILDING) return seedUniversities
    return withRegisteredFees(await readForPage(readUniversityProfiles))
  },
)

/** One profile by its URL slug, tagged with its own record so a save to it drops this copy. */
export async function getUniversityProfile(slug: string): Promise<University | undefined> {
  'use cache'
  cacheTag(universityTag(slug), UNIVERSITIES_TAG)
  cacheLife('hours')
  return (await listUniversityProfiles()).find((u) => u.slug === slug)
}
