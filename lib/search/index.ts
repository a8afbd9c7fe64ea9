import MiniSearch from 'minisearch'

import { listContentPages, markdownToText, type ContentSection } from '@/lib/content'
import { listAllCourses } from '@/lib/courses'
import { courseHref } from '@/lib/courses/options'
import { getInstitutionIndex } from '@/lib/institutions'
import { placeOf } from '@/lib/institutions/countries'
import { queryInstitutions } from '@/lib/institutions/query'
import { institutionHref } from '@/lib/institutions/state'
import { listAllScholarships } from '@/lib/scholarships'
import {
  SEARCH_KIND_LABELS,
  SEARCH_QUERY_MAX,
  SEARCH_QUERY_MIN,
  type SearchGroup,
  type SearchKind,
  type SearchResult,
  type SiteSearchResults,
} from '@/lib/search/options'
import { foldText } from '@/lib/search/text'
import { listAllUniversities } from '@/lib/universities'

type SearchDocument = SearchResult & { keywords: string; text: string }

const STOP_WORDS = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'of', 'on', 'or', 'the', 'to'])

/** Lower case without accents, so 'zurich' finds 'Zürich'; stop words are not indexed or searched. */
function processTerm(term: string) {
  const plain = foldText(term)
  return STOP_WORDS.has(plain) ? null : plain
}

const GUIDE_SUBTITLES: Record<ContentSection, string> = {
  Resources: 'Resources',
  Guides: 'Guide',
  'Country guides': 'Country guide',
  'Tests & Documents': 'Tests & Documents',
  Blog: 'Blog post',
  Company: 'About us',
  Legal: 'Policy',
}

function buildDocuments(): SearchDocument[] {
  const universities = listAllUniversities().map((u) => ({
    id: `university:${u.slug}`,
    kind: 'university' as const,
    title: u.name,
    subtitle: `${u.city}, ${u.country} · QS world rank ${u.worldRanking}`,
    href: `/universities/${u.slug}`,
    keywords: [u.country, u.city, u.region, ...u.popularPrograms].join(' '),
    text: u.description,
  }))
  const courses = listAllCourses().map((c) => ({
    id: `course:${c.id}`,
    kind: 'course' as const,
    title: c.name,
    subtitle: `${c.level} · ${c.category} · ${c.duration}`,
    href: courseHref(c.id),
    keywords: [c.category, c.level, ...c.careerProspects].join(' '),
    text: c.description,
  }))
  const scholarships = listAllScholarships().map((s) => ({
    id: `scholarship:${s.slug}`,
    kind: 'scholarship' as const,
    title: s.name,
    subtitle: `${s.type} scholarship${s.isFullyFunded ? ', fully funded' : ''} · ${s.university}`,
    href: `/scholarships/${s.slug}`,
    keywords: [s.type, s.university, s.value, ...s.eligibleDegrees].join(' '),
    text: s.description,
  }))
  const guides = listContentPages().map((page) => ({
    id: `guide:${page.path}`,
    kind: 'guide' as const,
    title: page.title,
    subtitle: GUIDE_SUBTITLES[page.section],
    href: page.path,
    keywords: page.description,
    text: markdownToText(page.body),
  }))
  return [...universities, ...courses, ...scholarships, ...guides]
}

function buildIndex() {
  const index = new MiniSearch<SearchDocument>({
    fields: ['title', 'keywords', 'text'],
    storeFields: ['kind', 'title', 'subtitle', 'href'],
    processTerm,
    searchOptions: {
      boost: { title: 5, keywords: 2 },
      prefix: true,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      combineWith: 'AND',
    },
  })
  index.addAll(buildDocuments())
  return index
}

// Built on the first search and kept for the life of the process: the data only changes on deploy.
let index: MiniSearch<SearchDocument> | undefined

/** Normalises a raw query: whitespace collapsed, trimmed, at most SEARCH_QUERY_MAX characters. */
export function normaliseQuery(raw: string) {
  return raw.replace(/\s+/g, ' ').trim().slice(0, SEARCH_QUERY_MAX).trim()
}

/**
 * Searches universities, courses, scholarships, guides and the institutions directory at once. Answers one group per kind
 * that has a match, the kind with the best match first, each with at most `limitPerKind`
 * results (best first) and the kind's total.
 */
export function searchSite(rawQuery: string, limitPerKind = 5): SiteSearchResults {
  const query = normaliseQuery(rawQuery)
  if (query.length < SEARCH_QUERY_MIN) return { query, total: 0, groups: [] }
  index ??= buildIndex()
  const hits = index.search(query)
  const groups = new Map<SearchKind, SearchGroup>()
  for (const hit of hits) {
    const kind = hit.kind as SearchKind
    let group = groups.get(kind)
    if (!group) {
      group = { kind, label: SEARCH_KIND_LABELS[kind], total: 0, results: [] }
      groups.set(kind, group)
    }
    group.total++
    if (group.results.length < limitPerKind) {
      group.results.push({
        id: String(hit.id),
        kind,
        title: hit.title,
        subtitle: hit.subtitle,
        href: hit.href,
      })
    }
  }
  const institutions = searchInstitutions(query, limitPerKind)
  if (institutions.total) groups.set('institution', institutions)
  return { query, total: hits.length + institutions.total, groups: [...groups.values()] }
}

/**
 * The worldwide directory's matches, as the last group: its 13,000 records are searched by the
 * directory's own query (every word begins a word of the name, city or web address), not indexed
 * a second time, and never push the curated results down.
 */
function searchInstitutions(query: string, limit: number): SearchGroup {
  const words = query.split(' ').filter((word) => processTerm(word) !== null)
  const page = queryInstitutions(
    getInstitutionIndex(),
    { search: words.join(' '), country: '', page: 1 },
    limit,
  )
  return {
    kind: 'institution',
    label: SEARCH_KIND_LABELS.institution,
    total: words.length ? page.total : 0,
    results: words.length
      ? page.items.map((i) => ({
          id: `institution:${i.id}`,
          kind: 'institution' as const,
          title: i.name,
          subtitle: placeOf(i),
          href: institutionHref(i.id),
        }))
      : [],
  }
}
