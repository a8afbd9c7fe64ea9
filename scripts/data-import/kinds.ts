// What kind of provider each directory record is (university, college, school, vocational). Pure,
// unit-tested (kinds.test.ts).
import type { InstitutionKind, ProgrammeLevel } from '../../data/open-schema'

/** Names that say university in any of the directory's languages, or a university of technology. */
const UNIVERSITY_NAME =
  /univers|universit|univerz|uniwersytet|üniversite|polytechn|politecn|institute of technology|hochschule|technion|\bETH\b|\bEPFL\b|\bMIT\b/i

/** Names of schools that teach pupils rather than students. */
const SCHOOL_NAME =
  /\b(high school|grammar school|secondary school|secondary college|primary school|elementary school|middle school|k-?12|kindergarten)\b/i

/** A higher-education provider by its name: university or college. */
export function kindByName(name: string): InstitutionKind {
  if (SCHOOL_NAME.test(name) && !UNIVERSITY_NAME.test(name)) return 'school'
  return UNIVERSITY_NAME.test(name) ? 'university' : 'college'
}

/**
 * A CRICOS provider by what it registers for overseas students: higher education when any course
 * is a degree, an associate degree or a graduate certificate or diploma; else a school when it
 * registered school-level courses; else vocational (VET or English-language courses only).
 */
export function cricosKind(
  name: string,
  levels: Iterable<{ level: ProgrammeLevel; levelLabel: string | null }>,
  hadSchoolCourses: boolean,
): InstitutionKind {
  for (const { level, levelLabel } of levels)
    if (level !== 'Other' || levelLabel === 'Associate Degree')
      return UNIVERSITY_NAME.test(name) ? 'university' : 'college'
  return hadSchoolCourses ? 'school' : 'vocational'
}
