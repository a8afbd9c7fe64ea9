import 'server-only'

// The saved ids of a /shortlist URL turned into the records they name. Ids the data does not know
// (a removed award, a typo in a shared link) are dropped.
import { loadInstitutions, loadProgrammes } from '@/lib/open-data'
import { listAllScholarships } from '@/lib/scholarships'
import type { Shortlist } from '@/lib/shortlist'
import { scholarshipDeadlines } from '@/lib/shortlist/ics'
import { parseShortlist } from '@/lib/shortlist/parse'
import { siteConfig } from '@/lib/site'
import { listAllUniversities } from '@/lib/universities'
import type { RawSearchParams } from '@/lib/validation/search-params'
import type { Institution, Programme } from '@/data/open-schema'
import type { Scholarship, University } from '@/data/schema'

let programmeIndex: Map<string, Programme> | undefined
let institutionIndex: Map<string, Institution> | undefined

const programmesById = () => (programmeIndex ??= new Map(loadProgrammes().map((p) => [p.id, p])))
const institutionsById = () =>
  (institutionIndex ??= new Map(loadInstitutions().map((i) => [i.id, i])))

const pick = <T>(ids: string[], find: (id: string) => T | undefined) =>
  ids.map(find).filter((x): x is T => x !== undefined)

export type ResolvedShortlist = {
  list: Shortlist
  universities: University[]
  programmes: { programme: Programme; provider: string | null }[]
  institutions: Institution[]
  scholarships: Scholarship[]
}

/** Only scholarships: all the calendar needs, without loading the open data. */
export function parseScholarshipShortlist(raw: RawSearchParams) {
  const scholarships = listAllScholarships()
  const bySlug = new Map(scholarships.map((s) => [s.slug, s]))
  const list = parseShortlist(raw, { scholarship: (id) => bySlug.has(id) })
  return pick(list.scholarship, (id) => bySlug.get(id))
}

export function resolveShortlist(raw: RawSearchParams): ResolvedShortlist {
  const universities = new Map(listAllUniversities().map((u) => [u.slug, u]))
  const scholarships = new Map(listAllScholarships().map((s) => [s.slug, s]))
  const list = parseShortlist(raw, {
    university: (id) => universities.has(id),
    programme: (id) => programmesById().has(id),
    institution: (id) => institutionsById().has(id),
    scholarship: (id) => scholarships.has(id),
  })
  return {
    list,
    universities: pick(list.university, (id) => universities.get(id)),
    programmes: pick(list.programme, (id) => programmesById().get(id)).map((programme) => ({
      programme,
      provider: institutionsById().get(programme.provider)?.name ?? null,
    })),
    institutions: pick(list.institution, (id) => institutionsById().get(id)),
    scholarships: pick(list.scholarship, (id) => scholarships.get(id)),
  }
}

export const calendarHost = () => new URL(siteConfig.url).host

export function shortlistDeadlines(scholarships: Scholarship[], today: Date) {
  return scholarshipDeadlines(scholarships, calendarHost(), today)
}
