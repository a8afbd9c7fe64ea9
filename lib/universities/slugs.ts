import { universities } from '@/data/universities'

/**
 * Every university profile's slug. Staff edit profiles but never add or remove one (that goes
 * through the seed file), so the seed's slugs are the university pages that exist: the sitemap and
 * proxy.ts's 404s read them without the database.
 */
export const universitySlugs = () => universities.map((u) => u.slug)
