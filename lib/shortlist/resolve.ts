import 'server-only'

// The saved ids of a /shortlist URL turned into the records they name. Ids the data does not know
// (a removed award, a typo in a shared link) are dropped.
import { getInstitutions } from '@/lib/institutions'
import { knownProgrammeIds, programmeCards } from '@/lib/programmes'
import type { ProgrammeCardData } from '@/lib/programmes/card'
import { listAllScholarships } from '@/lib/scholarships'
import type { Shortlist } from '@/lib/shortlist'
import { scholarshipDeadlines } from '@/lib/shortlist/ics'
import { parseShortlist } from '@/lib/shortlist/parse'
import { siteConfig } from '@/lib/site'
import { listAllUniversities } from '@/lib/universities'
import type { RawSearchParams } from '@/lib/validation/search-params'
import type { Institution } from '@/data/open-schema'
import type { Scholarship, University } from '@/data/schema'

const pick = <T>(ids: string[], find: (id: string) => T | undefined) =>
  ids.map(find).filter((x): x is T => x !== undefined)

export type ResolvedShortlist = {
  list: Shortlist
  universities: University[]
  programmes: ProgrammeCardData[]
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

export async function resolveShortlist(raw: RawSearchParams): Promise<ResolvedShortlist> {
  const universities = new Map(listAllUniversities().map((u) => [u.slug, u]))
  const scholarships = new Map(listAllScholarships().map((s) => [s.slug, s]))
  // Every well-formed id first, then only those the data holds.
  const all = parseShortlist(raw, {
    university: (id) => universities.has(id),
    programme: () => true,
    institution: () => true,
    scholarship: (id) => scholarships.has(id),
  })
  const [programmeIds, institutions] = await Promise.all([
    knownProgrammeIds(all.programme),
    getInstitutions(all.institution),
  ])
  const institutionIds = new Set(institutions.map((i) => i.id))
  const list = parseShortlist(raw, {
    university: (id) => universities.has(id),
    programme: (id) => programmeIds.has(id),
    institution: (id) => institutionIds.has(id),
    scholarship: (id) => scholarships.has(id),
  })
  return {
    list,
    universities: pick(list.university, (id) => universities.get(id)),
    programmes: await programmeCards(list.programme),
    institutions,
    scholarships: pick(list.scholarship, (id) => scholarships.get(id)),
  }
}

export const calendarHost = () => new URL(siteConfig.url).host

export function shortlistDeadlines(scholarships: Scholarship[], today: Date) {
  return scholarshipDeadlines(scholarships, calendarHost(), today)
}
