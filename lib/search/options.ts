// Shapes and limits of the site search, free of data and zod so the search dialog can use them.
import { stateHref } from '@/lib/url-state'

export type SearchKind =
  'university' | 'course' | 'scholarship' | 'guide' | 'programme' | 'institution'

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  university: 'Universities',
  course: 'Courses',
  scholarship: 'Scholarships',
  guide: 'Guides and articles',
  programme: 'Programmes',
  institution: 'Institutions worldwide',
}

/** Longer queries are refused by /api/search and cut by the search box. */
export const SEARCH_QUERY_MAX = 100
/** Shorter queries answer nothing: one letter would match half the site. */
export const SEARCH_QUERY_MIN = 2
/** Results per kind in the dialog; /search shows more. */
export const DIALOG_RESULTS_PER_KIND = 5
export const PAGE_RESULTS_PER_KIND = 20

export type SearchResult = {
  id: string
  kind: SearchKind
  title: string
  subtitle: string
  href: string
}
export type SearchGroup = {
  kind: SearchKind
  label: string
  total: number
  results: SearchResult[]
  /** The list that shows every match, where there is one (the programme finder). */
  href?: string
}
export type SiteSearchResults = { query: string; total: number; groups: SearchGroup[] }

/** The /search page for `query`; a blank query opens the empty search page. */
export function searchHref(query: string) {
  return stateHref('/search', { q: query.trim() }, { q: '' })
}
