// What kind of provider each directory record is (university, college, school, vocational). Pure,
// unit-tested (kinds.test.ts).
import type { InstitutionKind, ProgrammeLevel } from '../../data/open-schema'

/** Names that say university in any of the directory's languages, or a university of technology. */
const UNIVERSITY_NAME =
  /univers|universit|univerz|uniwersytet|üniversite|polytechn|politecn|institute of technology|hochschule|technion|\bETH\b|\bEPFL\b|\bMIT\b/i

/**
 * Names of schools that teach pupils rather than students. An "international school" is one
 * unless it is "of" a higher-education subject (the International School of Management is not).
 */
const SCHOOL_NAME = new RegExp(
  [
    String.raw`\b(high|grammar|secondary|primary|elementary|middle|preparatory|public) school\b`,
    String.raw`\b(grammar|secondary) college\b`,
    String.raw`\bk-?12\b`,
    String.raw`\bkindergarten\b`,
    String.raw`\blyc[eé]e\b`,
    String.raw`\binternational school\b(?! of (business|management|hotel|liberal|new media|technology|economics|law|design|art|music|film|tourism|hospitality|medicine|health|theology))`,
  ].join('|'),
  'i',
)

/**
 * A school named as part of a university ("University of the Philippines Visayas - Cebu High
 * School"): the school phrase is the name's last part, so the record is the school itself.
 */
const ENDS_AS_SCHOOL =
  /\b(high|grammar|secondary|primary|elementary|middle|preparatory) school\s*$|\bk-?12\s*$/i

/** A higher-education provider by its name: university or college, or a school by its name. */
export function kindByName(name: string): InstitutionKind {
  if (ENDS_AS_SCHOOL.test(name)) return 'school'
  if (SCHOOL_NAME.test(name) && !UNIVERSITY_NAME.test(name)) return 'school'
  return UNIVERSITY_NAME.test(name) ? 'university' : 'college'
}

/** CRICOS levels of vocational qualifications (VET): a provider with one is vocational, not a school. */
const VET_LEVELS = new Set([
  'Advanced Diploma',
  'Diploma',
  'Certificate IV',
  'Certificate III',
  'Certificate II',
  'Certificate I',
])

/**
 * A CRICOS provider by what it registers for overseas students: higher education when any course
 * is a degree, an associate degree or a graduate certificate or diploma; else vocational when it
 * registers a VET qualification (a TAFE that also teaches school pupils stays vocational); else a
 * school when it registered school-level courses or its name says so; else vocational
 * (English-language courses only).
 */
export function cricosKind(
  name: string,
  levels: Iterable<{ level: ProgrammeLevel; levelLabel: string | null }>,
  hadSchoolCourses: boolean,
): InstitutionKind {
  let vet = false
  for (const { level, levelLabel } of levels) {
    if (level !== 'Other' || levelLabel === 'Associate Degree')
      return UNIVERSITY_NAME.test(name) ? 'university' : 'college'
    if (levelLabel && VET_LEVELS.has(levelLabel)) vet = true
  }
  if (vet) return 'vocational'
  return hadSchoolCourses || kindByName(name) === 'school' ? 'school' : 'vocational'
}
