// Options of the course lists, free of datasets and zod so client code can use them.
import { COURSE_CATEGORIES, COURSE_LEVELS } from '@/data/course-options'

export type CourseLevel = (typeof COURSE_LEVELS)[number]
export type CourseCategory = (typeof COURSE_CATEGORIES)[number]

export const COURSE_TABS = ['browse', 'level', 'field'] as const
export type CourseTab = (typeof COURSE_TABS)[number]

export const COURSE_TAB_LABELS: Record<CourseTab, string> = {
  browse: 'Browse All',
  level: 'By Level',
  field: 'By Field',
}

/** The field filter offers only the first 4 categories; the nav links may still set the others. */
export const FIELD_FILTERS: readonly CourseCategory[] = COURSE_CATEGORIES.slice(0, 4)

/** A field button shows the part of the category name before ' & '. */
export function categoryShortLabel(category: string) {
  return category.split(' & ')[0]!
}

export function courseHref(id: string) {
  return `/courses/${id}`
}
