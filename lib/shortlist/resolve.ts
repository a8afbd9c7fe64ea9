import 'server-only'

// The saved ids of a /shortlist URL turned into the records they name. Ids the data does not know
// (a removed award, a typo in a shared link) are dropped.
import { getInstitutions } from '@/lib/institutions'
import { knownProgrammeIds, programmeCards } from '@/lib/programmes'
import type { ProgrammeCardData } from '@/lib/programmes/card'
import { listAllScholarships } from '@/lib/scholarships'
import type { Shortlist } from '@/lib/shortlist'
import {
  admissionCalendar,
  mergeCalendars,
  scholarshipCalendar,
  type Calendar,
} from '@/lib/shortlist/ics'
import { parseShortlist } from '@/lib/shortlist/parse'
import { siteConfig } from '@/lib/site'
import { getDeadlineBook } from '@/lib/universities/deadline-records'
import { ucasDeadlines, type DeadlineBook } from '@/lib/universities/deadline-seed'
import { admissionDeadlines } from '@/lib/universities/deadlines'
import type { BudgetLevel } from '@/lib/universities/options'
import { listUniversityProfiles } from '@/lib/universities/profiles'
import type { RawSearchParams } from '@/lib/validation/search-params'
import type { Institution } from '@/data/open-schema'
import type { Scholarship, University } from '@/data/schema'

const pick = <T>(ids: string[], find: (id: string) => T | undefined) =>
  ids.map(find).filter((x): x is T => x !== undefined)

export type ResolvedShortlist = {
  list: Shortlist
  universities: readonly University[]
  programmes: ProgrammeCardData[]
  institutions: Institution[]
  scholarships: Scholarship[]
  /** The deadline records the calendar reads (every university's, and UCAS's). */
  deadlines: DeadlineBook
}

export async function resolveShortlist(raw: RawSearchParams): Promise<ResolvedShortlist> {
  const universities = new Map((await listUniversityProfiles()).map((u) => [u.slug, u]))
  const scholarships = new Map((await listAllScholarships()).map((s) => [s.slug, s]))
  // Every well-formed id first, then only those the data holds.
  const all = parseShortlist(raw, {
    university: (id) => universities.has(id),
    programme: () => true,
    institution: () => true,
    scholarship: (id) => scholarships.has(id),
  })
  const [programmeIds, institutions, deadlines] = await Promise.all([
    knownProgrammeIds(all.programme),
    getInstitutions(all.institution),
    getDeadlineBook(),
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
    deadlines,
  }
}

export const calendarHost = () => new URL(siteConfig.url).host

/**
 * Every date of the saved items for the level the student chose: the awards' rounds, the
 * universities' own deadlines for that level (UCAS's for a UK university, undergraduate only), and
 * UCAS's for a UK programme (UK programme data is undergraduate). What has no date says why.
 */
export function shortlistCalendar(
  saved: ResolvedShortlist,
  today: Date,
  level: BudgetLevel = 'undergraduate',
): Calendar {
  const host = calendarHost()
  const universities = saved.universities.map((u) => {
    const item = {
      kind: 'university' as const,
      id: u.slug,
      name: u.name,
      href: `/universities/${u.slug}`,
    }
    const record = admissionDeadlines(saved.deadlines, u, level)
    if (record) return admissionCalendar(item, record, host, today)
    const note =
      level === 'postgraduate'
        ? 'postgraduate deadlines vary by programme: check the course page'
        : "no deadline in our data: see the university's admissions page"
    return { events: [], undated: [{ ...item, note }] }
  })
  const programmes = saved.programmes.map((p) => {
    const item = {
      kind: 'programme' as const,
      id: p.id,
      name: p.title,
      href: `/programmes/${p.id}`,
    }
    const ucas = p.country === 'GB' ? ucasDeadlines(saved.deadlines) : undefined
    if (ucas) return admissionCalendar(item, ucas, host, today)
    return {
      events: [],
      undated: [
        {
          ...item,
          note: "no deadline in our data: the CRICOS register has no application dates, so see the provider's page",
        },
      ],
    }
  })
  return mergeCalendars(
    scholarshipCalendar(saved.scholarships, host, today),
    ...universities,
    ...programmes,
  )
}
