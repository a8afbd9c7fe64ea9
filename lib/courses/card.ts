import 'server-only'

import { formatNumber } from '@/lib/format'
import { catalogueProgrammeCounts, catalogueProgrammes } from '@/lib/programmes/catalogue'

/**
 * What the page sends for a course card: its id (the card's texts come from the client module
 * data/course-cards.json, see lib/courses/card-texts.ts) and its real programmes, counted on the
 * server from the open registers.
 */
export type CourseCardItem = [id: string, programmes: RealProgrammesLink | null]

/**
 * The link to a course's real programmes and their count, formatted here ("1,375") so the client
 * cards need no number formatter in their script.
 */
export type RealProgrammesLink = [href: string, count: string]

const link = (real: { href: string; count: number }): RealProgrammesLink => [
  real.href,
  formatNumber(real.count),
]

/** "312 real programmes in this field": the link and count of a catalogue course's real programmes. */
export async function realProgrammes(courseId: string): Promise<RealProgrammesLink | null> {
  const real = await catalogueProgrammes(courseId)
  return real ? link(real) : null
}

/** The cards of catalogue courses, each with its real programmes. */
export async function courseCardItems(courseIds: readonly string[]): Promise<CourseCardItem[]> {
  const counts = await catalogueProgrammeCounts()
  return courseIds.map((id) => {
    const real = counts[id]
    return [id, real ? link(real) : null]
  })
}
