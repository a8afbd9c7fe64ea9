import 'server-only'

import { catalogueProgrammeCounts, catalogueProgrammes } from '@/lib/programmes/catalogue'

/**
 * What the page sends for a course card: its id (the card's texts come from the client module
 * data/course-cards.json, see lib/courses/card-texts.ts) and its real programmes, counted on the
 * server from the open registers.
 */
export type CourseCardItem = [id: string, programmes: [href: string, count: number] | null]

/** "312 real programmes in this field": the link and count of a catalogue course's real programmes. */
export async function realProgrammes(
  courseId: string,
): Promise<[href: string, count: number] | null> {
  const real = await catalogueProgrammes(courseId)
  return real ? [real.href, real.count] : null
}

/** The cards of catalogue courses, each with its real programmes. */
export async function courseCardItems(courseIds: readonly string[]): Promise<CourseCardItem[]> {
  const counts = await catalogueProgrammeCounts()
  return courseIds.map((id) => {
    const real = counts[id]
    return [id, real ? [real.href, real.count] : null]
  })
}
