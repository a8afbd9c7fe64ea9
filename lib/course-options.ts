// Options and defaults of the course lists, kept free of datasets so client code can use them.
import { COURSE_CATEGORIES, COURSE_LEVELS } from '@/data/schema'

import { stateHref } from './list-options'

export type CourseLevel = (typeof COURSE_LEVELS)[number]
export type CourseCategory = (typeof COURSE_CATEGORIES)[number]

export const COURSE_TABS = ['browse', 'level', 'field'] as const
export type CourseTab = (typeof COURSE_TABS)[number]

export const COURSE_TAB_LABELS: Record<CourseTab, string> = {
  browse: 'Browse All',
  level: 'By Level',
  field: 'By Field',
}

/** SPEC §9: the field filter offers only the first 4 categories. */
export const FIELD_FILTERS: readonly CourseCategory[] = COURSE_CATEGORIES.slice(0, 4)

export type CoursesState = {
  search: string
  level: CourseLevel | ''
  category: CourseCategory | ''
  tab: CourseTab
}

export const COURSES_DEFAULTS: CoursesState = { search: '', level: '', category: '', tab: 'browse' }

/** SPEC §2: a field button shows the part of the category name before ' & '. */
export function categoryShortLabel(category: string) {
  return category.split(' & ')[0]!
}

export function coursesHref(state: CoursesState, changes: Partial<CoursesState> = {}) {
  return stateHref('/courses', { ...state, ...changes }, COURSES_DEFAULTS)
}

export function courseHref(id: string) {
  return `/courses/${id}`
}
