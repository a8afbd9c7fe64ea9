import {
  courseStats,
  filterCourses,
  groupCoursesByCategory,
  groupCoursesByLevel,
  listAllCourses,
  withUniversities,
} from '@/lib/courses'
import { FIELD_FILTERS } from '@/lib/courses/options'
import { coursesStateSchema } from '@/lib/courses/state'
import type { RawSearchParams } from '@/lib/validation/search-params'
import type { Course } from '@/data/schema'

/** Everything /courses renders, derived from its query string alone. */
export function buildCoursesView(raw: RawSearchParams, items: Course[] = listAllCourses()) {
  const state = coursesStateSchema.parse(raw)
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
