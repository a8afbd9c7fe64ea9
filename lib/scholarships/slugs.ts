import { scholarships } from '@/data/scholarships'

/**
 * Every award's slug. Staff edit awards but never add or remove one (that goes through the seed
 * file), so the seed's slugs are the award pages that exist: the sitemap and proxy.ts's 404s read
 * them without the database.
 */
export const scholarshipSlugs = () => scholarships.map((s) => s.slug)
