import type { CourseLevel } from '@/lib/courses/options'
import type { CoursesState } from '@/lib/courses/state'
import { getUniversityById } from '@/lib/universities'
import { seedUniversities } from '@/lib/universities/seed'
import { courses as allCourses } from '@/data/courses'
import { COURSE_CATEGORIES, COURSE_LEVELS, type Course, type University } from '@/data/schema'

export type CourseFilters = Pick<CoursesState, 'search' | 'level' | 'category'>

export type UniversityRef = Pick<University, 'id' | 'name' | 'slug' | 'website'>
/** A course with its popular universities looked up, ready for a card or a page. */
export type CourseEntry = Course & { universities: UniversityRef[] }

/** Case-insensitive substring on name, description or any career prospect. */
export function matchesCourseSearch(course: Course, search: string) {
  const needle = search.trim().toLocaleLowerCase('en')
  if (!needle) return true
  return [course.name, course.description, ...course.careerProspects].some((text) =>
    text.toLocaleLowerCase('en').includes(needle),
  )
}

/** Search, level and field combine with AND; an empty filter lets everything through. */
export function filterCourses<T extends Course>(filters: CourseFilters, items: T[]) {
  return items.filter(
    (c) =>
      matchesCourseSearch(c, filters.search) &&
      (!filters.level || c.level === filters.level) &&
      (!filters.category || c.category === filters.category),
  )
}

/** Every level in catalogue order, empty ones included, so the page can say a level has none. */
export function groupCoursesByLevel<T extends Course>(items: T[]) {
  return COURSE_LEVELS.map((level) => ({ level, courses: items.filter((c) => c.level === level) }))
}

export function groupCoursesByCategory<T extends Course>(items: T[]) {
  return COURSE_CATEGORIES.map((category) => ({
    category,
    courses: items.filter((c) => c.category === category),
  }))
}

/** The footer's level pages; 'graduate' covers taught and professional degrees after a first one. */
export const LEVEL_PAGE_LEVELS = {
  undergraduate: ['Undergraduate'],
  graduate: ['Masters', 'Doctorate'],
  phd: ['PhD'],
} as const satisfies Record<string, readonly CourseLevel[]>

export function listCoursesAtLevels(levels: readonly CourseLevel[], items: Course[] = allCourses) {
  return items.filter((c) => levels.includes(c.level)).map((c) => withUniversities(c))
}

/** Programs with a note on where they can be studied online or part-time. */
export function listOnlineCourses(items: Course[] = allCourses) {
  return {
    online: items.filter((c) => c.onlineAvailability),
    campusOnly: items.filter((c) => !c.onlineAvailability),
  }
}

/** Hero figures of /courses; its '200+' universities is fixed text on the page, not a count. */
export function courseStats(items: Course[] = allCourses) {
  return {
    programs: items.length,
    areas: COURSE_CATEGORIES.length,
    levels: COURSE_LEVELS.length,
    /** Universities named as known for at least one of these courses. */
    universities: new Set(items.flatMap((c) => c.popularUniversities)).size,
  }
}

export function withUniversities(
  course: Course,
  // The catalogue is committed text whose client cards are a generated module: it names the
  // universities as the seed file does.
  lookup: (id: string) => University | undefined = (id) => getUniversityById(id, seedUniversities),
): CourseEntry {
  const universities = course.popularUniversities.flatMap((id) => {
    const u = lookup(id)
    return u ? [{ id: u.id, name: u.name, slug: u.slug, website: u.website }] : []
  })
  return { ...course, universities }
}

export function getCourseById(id: string, items: Course[] = allCourses) {
  return items.find((c) => c.id === id)
}

export function listAllCourses() {
  return allCourses
}
