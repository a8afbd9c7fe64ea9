// How a grade on a student's own scale becomes a grade point on the 4.0 scale the matcher uses.
// A scale belongs to the country that awarded the grade, because the same 82 % or 3.6 means
// different things in different countries: each names its rule and the published table it comes
// from. The scales live in data/grade-scales.json (reviewed data, not code), checked against their
// schema once when first read. Server-side only: the form gets the choices it shows as props.
import seed from './grade-scales.json'
import { gradeScalesSeedSchema, type GradeScale, type GradeScaleId } from './schema'
import { parseSeed } from './seed'

export type { GradeBand, GradeScale, GradeScaleId } from './schema'

const parsed = parseSeed(gradeScalesSeedSchema, seed, 'data/grade-scales.json', [
  'scales',
  'legacy',
])

/** The scales in the order the form offers them. */
export const GRADE_SCALES: GradeScale[] = parsed.scales

/** Scale ids older links carry, to the country scale they meant. */
export const LEGACY_GRADE_SCALES: Record<string, GradeScaleId> = parsed.legacy
