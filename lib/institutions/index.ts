import 'server-only'

import { formatNumber } from '@/lib/format'
import { countryName, placeOf } from '@/lib/institutions/countries'
import {
  buildInstitutionIndex,
  queryInstitutions,
  type InstitutionIndex,
} from '@/lib/institutions/query'
import { institutionsStateSchema, type InstitutionsState } from '@/lib/institutions/state'
import { once } from '@/lib/once'
import { loadCuratedLinks, loadInstitutions, loadProgrammes } from '@/lib/open-data'
import { getUniversityBySlug } from '@/lib/universities'
import type { RawSearchParams } from '@/lib/validation/search-params'
import type { Institution, Programme } from '@/data/open-schema'

/** The directory with its folded search keys, built once per process. */
export const getInstitutionIndex = once((): InstitutionIndex =>
  buildInstitutionIndex(loadInstitutions()),
)

export function countInstitutions() {
  return getInstitutionIndex().entries.length
}

/** /institutions' title and description: the number of records is counted, never a target. */
export function institutionsMetadata(total: number = countInstitutions()) {
  return {
    title: 'Institutions worldwide',
    description: `A directory of ${formatNumber(total)} universities and colleges worldwide, with official figures from IPEDS, the College Scorecard, Discover Uni and CRICOS.`,
    path: '/institutions',
  }
}

export function getInstitution(slug: string): Institution | undefined {
  const record = getInstitutionIndex().bySlug.get(slug)
  return record && withCuratedWebsite(record)
}

/**
 * A curated university's website (data/universities, checked against its official sources) wins
 * over a register's, which can be out of date: the Hipo list still gives Durham as dur.ac.uk.
 */
function withCuratedWebsite(record: Institution): Institution {
  const slug = curatedSlugOf(record.id)
  const website = slug ? getUniversityBySlug(slug)?.website : undefined
  return website && website !== record.website ? { ...record, website } : record
}

/** Everything /institutions renders, from its query string alone. */
export function buildInstitutionsView(raw: RawSearchParams) {
  const index = getInstitutionIndex()
  const parsed = institutionsStateSchema({ countries: index.countries }).parse(raw)
  const results = queryInstitutions(index, parsed)
  const state: InstitutionsState = { ...parsed, page: results.page }
  return {
    state,
    results,
    /** The page's results as compact [id, name, place, domain] tuples for the client list. */
    items: results.items.map((i): [string, string, string, string] => [
      i.id,
      i.name,
      placeOf(i),
      i.domains[0] ?? '',
    ]),
    countryOptions: countryOptions(),
    filtersActive: Boolean(state.search || state.country),
  }
}

/** The country select's options as one string: "ADAndorra|AEUnited Arab Emirates|…". */
const countryOptions = once(() =>
  getInstitutionIndex()
    .countries.map((code) => `${code}${countryName(code)}`)
    .join('|'),
)

const programmesByProvider = once(() => {
  const map = new Map<string, Programme[]>()
  for (const programme of loadProgrammes()) {
    const list = map.get(programme.provider)
    if (list) list.push(programme)
    else map.set(programme.provider, [programme])
  }
  return map
})

/** The provider's programmes in the open data (CRICOS courses, Discover Uni courses). */
export function listProgrammesOf(institutionId: string): Programme[] {
  return programmesByProvider().get(institutionId) ?? []
}

const subjectLabels = once(() => {
  const labels = new Map<string, string>()
  for (const programme of loadProgrammes())
    if (programme.country === 'GB')
      for (const field of programme.fields) labels.set(field.code, field.label)
  return labels
})

/** The label of a CAH subject code ("CAH11" -> "Computing"), or the code when unknown. */
export function subjectLabel(code: string) {
  return subjectLabels().get(code) ?? code
}

const curatedByInstitution = once(
  () => new Map(Object.entries(loadCuratedLinks()).map(([curated, id]) => [id, curated])),
)

/** The curated profile (/universities/<slug>) of a directory record, if we have one. */
export function curatedSlugOf(institutionId: string): string | undefined {
  return curatedByInstitution().get(institutionId)
}

/** The directory record of a curated university. */
export function institutionIdOfCurated(curatedSlug: string): string | undefined {
  return loadCuratedLinks()[curatedSlug]
}

/** The path of every directory page, for the sitemap. */
export function listInstitutionPaths(): string[] {
  return getInstitutionIndex().entries.map((entry) => `/institutions/${entry.record.id}`)
}
