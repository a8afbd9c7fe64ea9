// URLs of the directory, free of zod and data so that client components can build them too.
import { listHref, type ListUrl } from '@/lib/url-state'

/**
 * Which institutions /institutions lists: '' universities and colleges (higher education, the
 * default), 'all', or one other kind. Schools are not in the directory (the import leaves them out).
 */
export const INSTITUTION_TYPES = ['', 'all', 'university', 'college', 'vocational'] as const
export type InstitutionType = (typeof INSTITUTION_TYPES)[number]
export const INSTITUTION_TYPE_LABELS: Record<InstitutionType, string> = {
  '': 'Universities and colleges',
  all: 'All institutions',
  university: 'Universities',
  college: 'Colleges',
  vocational: 'Vocational and English-language providers',
}

/** The state of /institutions (parsed by institutionsStateSchema in ./state.ts). */
export type InstitutionsQuery = {
  search: string
  country: string
  type: InstitutionType
  page: number
}

export const INSTITUTIONS_URL: ListUrl<InstitutionsQuery> = {
  path: '/institutions',
  defaults: { search: '', country: '', type: '', page: 1 },
}

export function institutionsHref(
  state: InstitutionsQuery,
  changes: Partial<InstitutionsQuery> = {},
) {
  return listHref(INSTITUTIONS_URL, state, changes)
}

/** The directory searched for `search` (the "Not listed?" line under the curated lists). */
export function institutionsSearchHref(search: string) {
  return institutionsHref(INSTITUTIONS_URL.defaults, { search: search.trim() })
}

export const institutionHref = (id: string) => `/institutions/${id}`

/**
 * The official website as the site links it: over https, like every external link of the site.
 * The Hipo list records many addresses as http://; the same host is linked over https.
 */
export function officialWebsiteHref(website: string) {
  return website.replace(/^http:\/\//i, 'https://')
}
