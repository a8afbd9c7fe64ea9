import 'server-only'

import type { CourseEntry } from '@/lib/courses'
import { catalogueProgrammes } from '@/lib/programmes/catalogue'

// A card shows 3 career prospects, 2 research areas and 2 popular universities; the page shows all.
export const CARD_CAREER_LIMIT = 3
export const CARD_RESEARCH_LIMIT = 2
export const CARD_UNIVERSITY_LIMIT = 2

/**
 * What a course card shows, as a tuple: the cards are client components, sent once as HTML plus
 * these values, where server-rendered cards would be sent twice (HTML and RSC payload).
 */
export type CourseCardData = [
  id: string,
  name: string,
  level: string,
  category: string,
  description: string,
  duration: string,
  tuitionRange: string,
  requirements: string[],
  careers: string[],
  prerequisites: string[],
  research: string[],
  universities: [slug: string, name: string][],
  /** The matching real programmes of the open registers: link and count. */
  programmes: [href: string, count: number] | null,
]

/** "312 real programmes in this field": the link and count of a catalogue course's real programmes. */
export function realProgrammes(courseId: string): [href: string, count: number] | null {
  const real = catalogueProgrammes(courseId)
  return real ? [real.href, real.count] : null
}

export function courseCardData(c: CourseEntry): CourseCardData {
  return [
    c.id,
    c.name,
    c.level,
    c.category,
    c.description,
    c.duration,
    c.tuitionRange,
    c.requirements,
    c.careerProspects.slice(0, CARD_CAREER_LIMIT),
    c.prerequisites ?? [],
    (c.researchFocus ?? []).slice(0, CARD_RESEARCH_LIMIT),
    c.universities.slice(0, CARD_UNIVERSITY_LIMIT).map((u) => [u.slug, u.name]),
    realProgrammes(c.id),
  ]
}
