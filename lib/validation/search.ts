import { SEARCH_QUERY_MAX } from '@/lib/search/options'
import { z } from '@/lib/validation/zod'

/** The query string of GET /api/search. */
export const siteSearchQuerySchema = z.object({
  q: z
    .string()
    .max(SEARCH_QUERY_MAX, `Please keep your search under ${SEARCH_QUERY_MAX} characters`)
    .default(''),
})
export type SiteSearchQuery = z.infer<typeof siteSearchQuerySchema>
