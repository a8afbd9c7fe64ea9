import type { Course } from '@/data/schema'

import { FIELD_FILTERS, type CoursesState } from './course-options'
import {
  courseStats,
  filterCourses,
  groupCoursesByCategory,
  groupCoursesByLevel,
  listAllCourses,
  withUniversities,
} from './courses'
import { coursesParamsSchema, type RawSearchParams } from './validation/search-params'

/** Everything /courses renders, derived from its query string alone. */
export function buildCoursesView(raw: RawSearchParams, items: Course[] = listAllCourses()) {
  const state: CoursesState = coursesParamsSchema.parse(raw)
  const entries = items.map((c) => withUniversities(c))
  return {
    state,
    stats: courseStats(items),
    results: filterCourses(state, entries),
    total: entries.length,
    byLevel: groupCoursesByLevel(entries),
    byField: groupCoursesByCategory(entries),
    filtersActive: Boolean(state.search || state.level || state.category),
    /** A category our own links may use that has no field button: shown as a removable chip. */
    extraCategory:
      state.category && !FIELD_FILTERS.includes(state.category) ? state.category : undefined,
  }
}

export type CoursesView = ReturnType<typeof buildCoursesView>
