import 'server-only'

import { cacheOpenData } from '@/lib/open-data/cache'
import { countProgrammes, listCombos } from '@/lib/programmes/index'
import type { Combo } from '@/lib/programmes/query'
import { PROGRAMMES_URL, programmesFilterHref, type ProgrammesState } from '@/lib/programmes/state'

/**
 * The real programmes behind each of the 24 catalogue courses (data/courses.ts): a subject search
 * at the course's level. Searches match the subject labels of both registers (CAH in the UK,
 * ASCED in Australia) as well as titles.
 */
export const CATALOGUE_FILTERS: Record<string, Partial<ProgrammesState>> = {
  'comp-sci': { search: 'computer science', level: 'undergraduate' },
  'mechanical-eng': { search: 'mechanical engineering', level: 'undergraduate' },
  'electrical-eng': { search: 'electrical', level: 'undergraduate' },
  'business-admin': { search: 'business', level: 'undergraduate' },
  economics: { search: 'economics', level: 'undergraduate' },
  medicine: { search: 'medicine', level: 'undergraduate' },
  nursing: { search: 'nursing', level: 'undergraduate' },
  psychology: { search: 'psychology', level: 'undergraduate' },
  'english-lit': { search: 'literature english', level: 'undergraduate' },
  biology: { search: 'biology', level: 'undergraduate' },
  chemistry: { search: 'chemistry', level: 'undergraduate' },
  'international-relations': { search: 'international relations', level: 'undergraduate' },
  law: { subject: 'law', level: 'undergraduate' },
  mba: { search: 'business administration', level: 'postgraduate-taught' },
  'ms-cs': { search: 'computer science', level: 'postgraduate-taught' },
  'ma-psychology': { search: 'psychology', level: 'postgraduate-taught' },
  'ms-data-science': { search: 'data science', level: 'postgraduate-taught' },
  'phd-cs': { search: 'computer science', level: 'doctorate' },
  'phd-medicine': { search: 'medical', level: 'doctorate' },
  'phd-psychology': { search: 'psychology', level: 'doctorate' },
  'phd-economics': { search: 'economics', level: 'doctorate' },
  md: { search: 'medicine', level: 'doctorate' },
  jd: { subject: 'law', level: 'doctorate' },
  dba: { search: 'business administration', level: 'doctorate' },
}

/** The /programmes link with a catalogue course's filter set, or undefined when it has none. */
export function catalogueProgrammesHref(courseId: string) {
  const filter = CATALOGUE_FILTERS[courseId]
  return filter ? programmesFilterHref(filter) : undefined
}

/** "312 real programmes in this field": the count and the /programmes link with the filter set. */
export async function catalogueProgrammes(courseId: string, combos?: readonly Combo[]) {
  'use cache'
  cacheOpenData()
  const filter = CATALOGUE_FILTERS[courseId]
  if (!filter) return undefined
  const count = await countProgrammes({ ...PROGRAMMES_URL.defaults, ...filter }, combos)
  return { count, href: programmesFilterHref(filter) }
}

/** The real programmes of every catalogue course, by course id. */
export async function catalogueProgrammeCounts() {
  'use cache'
  cacheOpenData()
  const combos = await listCombos()
  const entries = await Promise.all(
    Object.keys(CATALOGUE_FILTERS).map(
      async (id) => [id, (await catalogueProgrammes(id, combos))!] as const,
    ),
  )
  return Object.fromEntries(entries)
}
