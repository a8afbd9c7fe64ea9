import { COURSE_TABS } from '@/lib/courses/options'
import { listHref, type ListUrl } from '@/lib/url-state'
import { enumParam, oneOfParam, searchTextParam } from '@/lib/validation/search-params'
import { z } from '@/lib/validation/zod'
import { COURSE_CATEGORIES, COURSE_LEVELS } from '@/data/schema'

/** /courses: `category` is the full name (the nav links send e.g. 'Engineering & Technology'). */
export const coursesStateSchema = z.object({
  search: searchTextParam,
  level: oneOfParam(COURSE_LEVELS),
  category: oneOfParam(COURSE_CATEGORIES),
  tab: enumParam(COURSE_TABS, 'browse'),
})
export type CoursesState = z.infer<typeof coursesStateSchema>

export const COURSES_URL: ListUrl<CoursesState> = {
  path: '/courses',
  defaults: coursesStateSchema.parse({}),
}

export function coursesHref(state: CoursesState, changes: Partial<CoursesState> = {}) {
  return listHref(COURSES_URL, state, changes)
}
