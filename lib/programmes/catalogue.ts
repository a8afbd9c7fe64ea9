import 'server-only'

import { CATALOGUE_FILTERS } from '@/lib/courses/catalogue-filters'
import { cacheOpenData } from '@/lib/open-data/cache'
import { countProgrammes, listCombos } from '@/lib/programmes/index'
import type { Combo } from '@/lib/programmes/query'
import { PROGRAMMES_URL, programmesFilterHref } from '@/lib/programmes/state'

// The filters live with the course catalogue so the card generator can read them outside a server.
export { CATALOGUE_FILTERS } from '@/lib/courses/catalogue-filters'

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
