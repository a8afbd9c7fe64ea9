import { createHash } from 'node:crypto'

import MiniSearch from 'minisearch'

import { listContentPages, markdownToText, type ContentSection } from '@/lib/content'
import { listAllCourses } from '@/lib/courses'
import { courseHref } from '@/lib/courses/options'
import { listInstitutions } from '@/lib/institutions'
import { institutionHref } from '@/lib/institutions/state'
import { listProgrammes } from '@/lib/programmes'
import { PROGRAMME_COUNTRY_LABELS, type ProgrammeCountry } from '@/lib/programmes/options'
import { PROGRAMMES_URL, programmesFilterHref } from '@/lib/programmes/state'
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
import { foldText, searchKey } from '@/lib/search/text'
import { listUniversityProfiles } from '@/lib/universities/profiles'
import type { Scholarship, University } from '@/data/schema'

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

const universityDocuments = (profiles: readonly University[]): SearchDocument[] =>
  profiles.map((u) => ({
    id: `university:${u.slug}`,
    kind: 'university' as const,
    title: u.name,
    subtitle: `${u.city}, ${u.country} · QS world rank ${u.worldRanking}`,
    href: `/universities/${u.slug}`,
    keywords: [u.country, u.city, u.region, ...u.popularPrograms].join(' '),
    text: u.description,
  }))

function buildDocuments(
  universities: readonly SearchDocument[],
  awards: readonly Scholarship[],
): SearchDocument[] {
  const courses = listAllCourses().map((c) => ({
    id: `course:${c.id}`,
    kind: 'course' as const,
    title: c.name,
    subtitle: `${c.level} · ${c.category} · ${c.duration}`,
    href: courseHref(c.id),
    keywords: [c.category, c.level, ...c.careerProspects].join(' '),
    text: c.description,
  }))
  const scholarships = awards.map((s) => ({
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

function buildIndex(universities: readonly SearchDocument[], awards: readonly Scholarship[]) {
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
  index.addAll(buildDocuments(universities, awards))
  return index
}

// Built on the first search and kept while the profiles and awards stay as they are (staff edit
// them; the rest changes only on deploy): a saved record is searchable under its new name at once.
let index:
  { from: readonly [unknown, unknown]; key: string; index: MiniSearch<SearchDocument> } | undefined

async function siteIndex() {
  const [profiles, awards] = await Promise.all([listUniversityProfiles(), listAllScholarships()])
  // The same shared copies (lib/cache/shared-copy.ts) hold the same records.
  if (index && index.from[0] === profiles && index.from[1] === awards)
    return { index: index.index, profiles }
  // Only what the index holds of the profiles: hashing whole profiles would cost each search more.
  const universities = universityDocuments(profiles)
  const key = createHash('sha1')
    .update(JSON.stringify([universities, awards]))
    .digest('hex')
  index =
    index?.key === key
      ? { ...index, from: [profiles, awards] }
      : { from: [profiles, awards], key, index: buildIndex(universities, awards) }
  return { index: index.index, profiles }
}

/** Normalises a raw query: whitespace collapsed, trimmed, at most SEARCH_QUERY_MAX characters. */
export function normaliseQuery(raw: string) {
  return raw.replace(/\s+/g, ' ').trim().slice(0, SEARCH_QUERY_MAX).trim()
}

/** Words that name a country of the programme finder: "medicine Australia". */
const PROGRAMME_COUNTRY_WORDS: Record<string, ProgrammeCountry> = {
  australia: 'AU',
  australian: 'AU',
  uk: 'GB',
  britain: 'GB',
  british: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'united kingdom': 'GB',
  usa: 'US',
  america: 'US',
  american: 'US',
  'united states': 'US',
}

/** A query as a programme search: a country it names, and the other words. */
export function programmeQuery(query: string): { search: string; country: ProgrammeCountry | '' } {
  let rest = ` ${searchKey(query)} `
  let country: ProgrammeCountry | '' = ''
  for (const [words, code] of Object.entries(PROGRAMME_COUNTRY_WORDS))
    if (rest.includes(` ${words} `)) {
      country = code
      rest = rest.replace(` ${words} `, ' ')
    }
  const search = rest
    .split(' ')
    .filter((word) => word && processTerm(word) !== null)
    .join(' ')
  return { search, country }
}

/**
 * Searches universities, courses, scholarships, guides, programmes and the institutions directory
 * at once. Answers one group per kind that has a match, each with at most `limitPerKind` results
 * (best first) and the kind's total. The best match leads: a university or institution whose name
 * or short name is the query (MIT), then programmes when the query names a country of the
 * programme finder (medicine Australia), then the kind with the best match.
 */
export async function searchSite(rawQuery: string, limitPerKind = 5): Promise<SiteSearchResults> {
  const query = normaliseQuery(rawQuery)
  if (query.length < SEARCH_QUERY_MIN) return { query, total: 0, groups: [] }
  const site = await siteIndex()
  const hits = site.index.search(query)
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
  const [institutions, programmes] = await Promise.all([
    searchInstitutions(query, limitPerKind),
    searchProgrammes(query, limitPerKind),
  ])
  const ordered = [...groups.values()]
  const exact = institutions.exact
  if (exact) {
    // The query is an institution's name or short name: its curated profile, else its record, leads.
    const curated = site.profiles.find((u) => u.institutionId === exact.institutionId)
    const lead: SearchResult = curated
      ? {
          id: `university:${curated.slug}`,
          kind: 'university',
          title: curated.name,
          subtitle: `${curated.city}, ${curated.country} · QS world rank ${curated.worldRanking}`,
          href: `/universities/${curated.slug}`,
        }
      : exact.result
    const group = ordered.find((g) => g.kind === lead.kind) ?? {
      kind: lead.kind,
      label: SEARCH_KIND_LABELS[lead.kind],
      total: 0,
      results: [],
    }
    if (!group.results.some((r) => r.href === lead.href)) {
      group.results = [lead, ...group.results].slice(0, limitPerKind)
      group.total++
    } else group.results = [lead, ...group.results.filter((r) => r.href !== lead.href)]
    const rest = ordered.filter((g) => g !== group)
    ordered.splice(0, ordered.length, group, ...rest)
  }
  if (programmes.group.total) {
    if (programmes.namedCountry && !exact) ordered.unshift(programmes.group)
    else ordered.push(programmes.group)
  }
  if (institutions.group.total && !ordered.some((g) => g.kind === 'institution'))
    ordered.push(institutions.group)
  const total = ordered.reduce((sum, g) => sum + g.total, 0)
  return { query, total, groups: ordered }
}

/** Programmes matching the query (a country it names becomes the country filter), best first. */
async function searchProgrammes(query: string, limit: number) {
  const { search, country } = programmeQuery(query)
  const empty = {
    kind: 'programme' as const,
    label: SEARCH_KIND_LABELS.programme,
    total: 0,
    results: [],
  }
  if (!search) return { group: empty, namedCountry: false }
  const found = await listProgrammes({ ...PROGRAMMES_URL.defaults, search, country }, 'EUR', limit)
  return {
    namedCountry: Boolean(country),
    group: {
      ...empty,
      total: found.total,
      href: programmesFilterHref({ search, country }),
      results: found.items.map((p) => ({
        id: `programme:${p.id}`,
        kind: 'programme' as const,
        title: p.title,
        subtitle: `${p.provider.name} · ${PROGRAMME_COUNTRY_LABELS[p.country]} · ${p.kind}`,
        href: `/programmes/${p.id}`,
      })),
    },
  }
}

/**
 * The worldwide directory's matches (every word begins a word of the name, other names, city or
 * web address), and the first of them when its name or short name is the query.
 */
async function searchInstitutions(query: string, limit: number) {
  const words = query.split(' ').filter((word) => processTerm(word) !== null)
  const empty = {
    kind: 'institution' as const,
    label: SEARCH_KIND_LABELS.institution,
    total: 0,
    results: [],
  }
  if (!words.length) return { group: empty, exact: null }
  const page = await listInstitutions({ search: query, country: '', type: 'all', page: 1 }, limit)
  const results = page.items.map((i) => ({
    id: `institution:${i.id}`,
    kind: 'institution' as const,
    title: i.name,
    subtitle: i.place,
    href: institutionHref(i.id),
  }))
  return {
    group: { ...empty, total: page.total, results },
    exact: page.items[0]?.exact ? { institutionId: page.items[0].id, result: results[0]! } : null,
  }
}
