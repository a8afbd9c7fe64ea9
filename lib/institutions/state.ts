import { listHref, type ListUrl } from '@/lib/url-state'
import { oneOfParam, pageParam, searchTextParam } from '@/lib/validation/search-params'
import { z } from '@/lib/validation/zod'

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

export const INSTITUTIONS_URL: ListUrl<InstitutionsState> = {
  path: '/institutions',
  defaults: institutionsStateSchema({ countries: [] }).parse({}),
}

export function institutionsHref(
  state: InstitutionsState,
  changes: Partial<InstitutionsState> = {},
) {
  return listHref(INSTITUTIONS_URL, state, changes)
}

/** The directory searched for `search` (the "Not listed?" line under the curated lists). */
export function institutionsSearchHref(search: string) {
  return institutionsHref(INSTITUTIONS_URL.defaults, { search: search.trim() })
}

export const institutionHref = (id: string) => `/institutions/${id}`
