// The course catalogue lives in data/courses.json (reviewed data, not code), checked against its
// schema once when first read. Server-side only: cards get their texts from data/course-cards.json.
import seed from './courses.json'
import { coursesSeedSchema, type Course, type DataSource } from './schema'
import { parseSeed } from './seed'

const parsed = parseSeed(coursesSeedSchema, seed, 'data/courses.json', ['courses'])

/** Where the course descriptions come from, for the Data sources page. */
export const coursesSource: DataSource = parsed.source

/** The 24 catalogue courses, in the seed's order. */
export const courses: Course[] = parsed.courses
