import { INSTITUTION_TYPES } from '@/lib/institutions/url'
import { enumParam, oneOfParam, pageParam, searchTextParam } from '@/lib/validation/search-params'
import { z } from '@/lib/validation/zod'

export {
  INSTITUTION_TYPES,
  INSTITUTIONS_URL,
  institutionHref,
  institutionsHref,
  institutionsSearchHref,
  type InstitutionsQuery,
  type InstitutionType,
} from '@/lib/institutions/url'

/** Institutions shown per page of /institutions. */
export const INSTITUTIONS_PAGE_SIZE = 24

/**
 * /institutions: the country must be an ISO code the directory holds; anything else means all. The
 * type is universities and colleges ('') unless another is asked for.
 */
export function institutionsStateSchema(known: { countries: readonly string[] }) {
  return z.object({
    search: searchTextParam,
    country: oneOfParam(known.countries),
    type: enumParam(INSTITUTION_TYPES, ''),
    page: pageParam,
  })
}
export type InstitutionsState = z.infer<ReturnType<typeof institutionsStateSchema>>
