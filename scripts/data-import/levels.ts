// CRICOS "Course Level" -> the site's programme level. Pure table, unit-tested.
import type { ProgrammeLevel } from '../../data/open-schema'

/**
 * School-level courses registered for overseas school pupils: not part of a university programme
 * finder, so they are dropped (and counted) rather than mapped.
 */
export const SCHOOL_LEVELS = new Set([
  'Kindergarten Studies',
  'Primary School Studies',
  'Junior Secondary Studies',
  'Senior Secondary Certificate of Education',
])

const LEVELS: Record<string, ProgrammeLevel> = {
  'Bachelor Degree': 'Undergraduate',
  'Bachelor Honours Degree': 'Undergraduate',
  'Graduate Certificate': 'Postgraduate taught',
  'Graduate Diploma': 'Postgraduate taught',
  'Masters Degree (Coursework)': 'Postgraduate taught',
  'Masters Degree (Extended)': 'Postgraduate taught',
  'Masters Degree (Research)': 'Postgraduate research',
  'Doctoral Degree': 'Doctorate',
  // Sub-degree higher education and vocational (VET) qualifications.
  'Associate Degree': 'Other',
  'Advanced Diploma': 'Other',
  Diploma: 'Other',
  'Certificate IV': 'Other',
  'Certificate III': 'Other',
  'Certificate II': 'Other',
  'Certificate I': 'Other',
  // English-language (ELICOS), foundation, exchange and study-abroad courses.
  'Non AQF Award': 'Other',
}

/** The programme level of a CRICOS course level; undefined for a level we do not know. */
export function cricosLevel(label: string): ProgrammeLevel | undefined {
  return LEVELS[label]
}
