import 'server-only'

import { catalogueProgrammes } from '@/lib/programmes/catalogue'

/**
 * What the page sends for a course card: its id (the card's texts come from the client module
 * data/course-cards.json, see lib/courses/card-texts.ts) and its real programmes, counted on the
 * server from the open registers.
 */
export type CourseCardItem = [id: string, programmes: [href: string, count: number] | null]

/** "312 real programmes in this field": the link and count of a catalogue course's real programmes. */
export function realProgrammes(courseId: string): [href: string, count: number] | null {
  const real = catalogueProgrammes(courseId)
  return real ? [real.href, real.count] : null
}

export function courseCardItem(courseId: string): CourseCardItem {
  return [courseId, realProgrammes(courseId)]
}
