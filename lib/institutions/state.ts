import { oneOfParam, pageParam, searchTextParam } from '@/lib/validation/search-params'
import { z } from '@/lib/validation/zod'

export {
  INSTITUTIONS_URL,
  institutionHref,
  institutionsHref,
  institutionsSearchHref,
  type InstitutionsQuery,
} from '@/lib/institutions/url'

/** Institutions shown per page of /institutions. */
export const INSTITUTIONS_PAGE_SIZE = 24

/** /institutions: the country must be an ISO code the directory holds; anything else means all. */
export function institutionsStateSchema(known: { countries: readonly string[] }) {
  return z.object({
    search: searchTextParam,
    country: oneOfParam(known.countries),
    page: pageParam,
  })
}
export type InstitutionsState = z.infer<ReturnType<typeof institutionsStateSchema>>
