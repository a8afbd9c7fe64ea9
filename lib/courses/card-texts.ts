import { withUniversities, type CourseEntry } from '@/lib/courses'
import { courses } from '@/data/courses'

// A card shows 3 career prospects, 2 research areas and 2 popular universities; the page shows all.
export const CARD_CAREER_LIMIT = 3
export const CARD_RESEARCH_LIMIT = 2
export const CARD_UNIVERSITY_LIMIT = 2

/**
 * What a course card shows of the catalogue, as a tuple. The catalogue is committed text, so the
 * client cards take these from one generated module (data/course-cards.json, `npm run
 * courses:cards`), which the browser caches across the course pages, instead of every page and
 * every filter change sending them again in its RSC payload beside the HTML.
 */
export type CourseCardTexts = [
  name: string,
  level: string,
  category: string,
  description: string,
  duration: string,
  /** Computed from the real programmes' fees, with currency, count, register and date; or null. */
  tuitionRange: string | null,
  requirements: string[],
  careers: string[],
  prerequisites: string[],
  research: string[],
  universities: [slug: string, name: string][],
]

export function courseCardTexts(c: CourseEntry, tuitionRange: string | null): CourseCardTexts {
  return [
    c.name,
    c.level,
    c.category,
    c.description,
    c.duration,
    tuitionRange,
    c.requirements,
    c.careerProspects.slice(0, CARD_CAREER_LIMIT),
    c.prerequisites ?? [],
    (c.researchFocus ?? []).slice(0, CARD_RESEARCH_LIMIT),
    c.universities.slice(0, CARD_UNIVERSITY_LIMIT).map((u) => [u.slug, u.name]),
  ]
}

/** Every catalogue course's card texts by id, in catalogue order: what data/course-cards.json holds. */
export function catalogueCardTexts(
  ranges: Readonly<Record<string, string | null>>,
): Record<string, CourseCardTexts> {
  return Object.fromEntries(
    courses.map((c) => [c.id, courseCardTexts(withUniversities(c), ranges[c.id] ?? null)]),
  )
}
