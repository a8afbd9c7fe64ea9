// University search that understands short names ("TUM", "UCL") and subject synonyms
// ("Computer Science" also finds "Informatics" and "Computing").
import { searchKey } from '@/lib/search/text'
import type { University } from '@/data/schema'
import { subjectSynonyms, universityAliases } from '@/data/search-synonyms'

const ALIAS_KEYS: Record<string, string[]> = Object.fromEntries(
  Object.entries(universityAliases).map(([id, aliases]) => [id, aliases.map(searchKey)]),
)
const SYNONYM_KEYS = subjectSynonyms.map((group) => group.map(searchKey))

/** The search and, where it names a subject, the same search with each of its synonyms. */
export function searchVariants(search: string): string[] {
  const needle = searchKey(search)
  if (!needle) return []
  const variants = new Set([needle])
  for (const group of SYNONYM_KEYS) {
    for (const term of group) {
      if (!` ${needle} `.includes(` ${term} `)) continue
      for (const other of group) variants.add(needle.replace(term, other))
    }
  }
  return [...variants]
}

/** A short name matches whole ("ETH", "TU Munich"); a longer search may be part of one. */
function aliasMatches(id: string, needle: string) {
  return (ALIAS_KEYS[id] ?? []).some(
    (alias) => alias === needle || (needle.length >= 4 && alias.includes(needle)),
  )
}

/**
 * Case- and accent-insensitive: the search (or a subject synonym of it) within the name,
 * description, campus location or popular programmes, or the search as one of the university's
 * common short names.
 */
export function matchesUniversitySearch(university: University, search: string) {
  const variants = searchVariants(search)
  if (!variants.length) return true
  const haystack = [
    university.name,
    university.description,
    university.campusLife.location,
    ...university.popularPrograms,
  ].map(searchKey)
  return variants.some(
    (needle) =>
      aliasMatches(university.id, needle) || haystack.some((text) => text.includes(needle)),
  )
}
