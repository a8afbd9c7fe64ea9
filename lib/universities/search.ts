// University search that understands short names ("TUM", "UCL") and subject synonyms
// ("Computer Science" also finds "Informatics" and "Computing").
import { searchKey } from '@/lib/search/text'
import type { University } from '@/data/schema'
import { subjectSynonyms } from '@/data/search-synonyms'
import { universityAliases } from '@/data/university-aliases'

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

/** A search this short ("eth", "ucl", "law") is read as a word, never as part of one. */
const SHORT_SEARCH = 4
/** The alias list's short names (acronyms such as "KFUPM", "HKUST"), which are words as well. */
const SHORT_NAMES = new Set(
  Object.values(universityAliases)
    .flat()
    .filter((alias) => !alias.includes(' ') && (alias.length <= 6 || alias === alias.toUpperCase()))
    .map(searchKey),
)

/** An acronym typed in capitals ("HKUST"): one word of at most this many letters. */
const ACRONYM_LENGTH = 6

/**
 * Whether `needle` (in search form) must match whole words: a short search, an acronym typed in
 * capitals, or one of the short names. Substrings would find "ETH" in "Netherlands", "UCL" in
 * "UCLA" and "nuclear", "NUS" in "bonus".
 */
function wholeWordsOnly(needle: string, typedInCapitals: boolean) {
  if (needle.includes(' ')) return false
  return (
    needle.length <= SHORT_SEARCH ||
    SHORT_NAMES.has(needle) ||
    (typedInCapitals && needle.length <= ACRONYM_LENGTH)
  )
}

/** A matcher for one search variant: whole words (a plural "s" allowed) or any part of a text. */
function matcherFor(needle: string, wholeWords: boolean): (text: string) => boolean {
  if (!wholeWords) return (text) => text.includes(needle)
  const word = new RegExp(`(?:^| )${needle}s?(?: |$)`)
  return (text) => word.test(text)
}

/** Capitals only, as short names are written ("ETH", "UCL"); not one capital letter alone. */
function isTypedInCapitals(search: string) {
  const letters = search.replace(/[^\p{L}]/gu, '')
  return (
    letters.length > 1 && letters === letters.toUpperCase() && letters !== letters.toLowerCase()
  )
}

/** A curated university's other names: those of its directory record. */
function aliasesOf(university: University): readonly string[] {
  const { institutionId } = university
  return (institutionId && universityAliases[institutionId]) || []
}

/**
 * Each university's texts in search form, folded once per text rather than per request. Next's
 * cache hands each request new copies of the profiles, so they are kept by slug and reused while
 * the texts they were folded from are the same.
 */
const TEXT_KEYS = new Map<string, { texts: string; keys: string[] }>()

function textKeys(university: University) {
  const raw = [
    ...aliasesOf(university),
    university.name,
    university.description,
    university.campusLife.location,
    ...university.popularPrograms,
  ]
  const texts = raw.join('\n')
  const kept = TEXT_KEYS.get(university.slug)
  if (kept?.texts === texts) return kept.keys
  const keys = raw.map(searchKey)
  TEXT_KEYS.set(university.slug, { texts, keys })
  return keys
}

/**
 * A filter for one search, case- and accent-insensitive: the search (or a subject synonym of it)
 * within the name, description, campus location or popular programmes, or as one of the
 * university's common short names. Short searches and short names match whole words only. The
 * search is read once; each university's texts are folded once per text.
 */
export function universitySearch(search: string): (university: University) => boolean {
  const variants = searchVariants(search)
  if (!variants.length) return () => true
  const capitals = isTypedInCapitals(search)
  const matchers = variants.map((needle) => matcherFor(needle, wholeWordsOnly(needle, capitals)))
  return (university) => {
    const texts = textKeys(university)
    return matchers.some((matches) => texts.some(matches))
  }
}

/** Whether one university matches a search (see `universitySearch`). */
export function matchesUniversitySearch(university: University, search: string) {
  return universitySearch(search)(university)
}
