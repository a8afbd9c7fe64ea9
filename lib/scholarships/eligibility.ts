// Who can hold a scholarship: a pure check of a student against a record's eligibility rules.
import { countryName, expandCountries, refName } from '@/lib/scholarships/countries'
import { fieldMatch } from '@/lib/scholarships/fields'
import type { Scholarship } from '@/data/schema'

/** What we know of the student; an empty value is not known and excludes nothing. */
export type Student = {
  /** ISO 3166-1 alpha-2. */
  nationality?: string
  /** ISO 3166-1 alpha-2: where the student wants to study. */
  hostCountry?: string
  /** One of the scholarship degree names, e.g. "Master's". */
  degree?: string
  /** One of the matcher's fields of study. */
  field?: string
}

export type EligibilityRule = 'nationality' | 'host' | 'level' | 'field'
export type Ineligibility = { rule: EligibilityRule; text: string }

export type Eligibility = {
  /** 'unknown' where a rule could not be checked (the record or the student does not say). */
  status: 'eligible' | 'not-eligible' | 'unknown'
  /** Why not, one per rule the student fails. */
  reasons: Ineligibility[]
}

/** Short forms the usual sentence takes ("For US citizens only"). */
const CITIZEN_ADJECTIVE: Record<string, string> = { US: 'US', GB: 'UK' }

function listText(names: string[]) {
  if (names.length <= 1) return names.join('')
  if (names.length <= 4) return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`
  return `${names.slice(0, 3).join(', ')} or ${names.length - 3} other listed countries`
}

function nationalityReason(s: Scholarship, code: string): string | undefined {
  const rule = s.nationalities
  if (typeof rule === 'string' || 'ownList' in rule) return undefined
  if (rule.exclude && expandCountries(rule.exclude).has(code)) {
    return `Not open to citizens of ${countryName(code)}`
  }
  if (rule.include === 'any' || expandCountries(rule.include).has(code)) return undefined
  const only = rule.include.length === 1 ? CITIZEN_ADJECTIVE[rule.include[0] ?? ''] : undefined
  if (only) return `For ${only} citizens only`
  return `For citizens of ${listText(rule.include.map(refName))} only`
}

function hostReason(s: Scholarship, code: string): string | undefined {
  if (s.hostCountries === 'any' || expandCountries(s.hostCountries).has(code)) return undefined
  const names = s.hostCountries.map((ref) => {
    const name = refName(ref)
    return ref === 'US' || ref === 'GB' || ref === 'NL' ? `the ${name}` : name
  })
  return `For study in ${listText(names)} only`
}

function levelReason(s: Scholarship, degree: string): string | undefined {
  if ((s.eligibleDegrees as string[]).includes(degree)) return undefined
  return `Not for ${degree} students`
}

function fieldReason(s: Scholarship, field: string): string | undefined {
  if (!s.fields || s.fields.names === 'varies') return undefined
  if (fieldMatch(s, field)) return undefined
  return `Only for some fields: ${s.fields.text}`
}

/** Whether the record knows which nationalities can hold the award. */
const nationalityKnown = (s: Scholarship) =>
  s.nationalities !== 'unknown' &&
  !(typeof s.nationalities === 'object' && 'ownList' in s.nationalities)

/** Checks each rule the student gives a value for; a rule the record leaves unknown passes. */
export function checkEligibility(s: Scholarship, student: Student): Eligibility {
  const reasons: Ineligibility[] = []
  const add = (rule: EligibilityRule, text: string | undefined) => {
    if (text) reasons.push({ rule, text })
  }
  if (student.nationality) add('nationality', nationalityReason(s, student.nationality))
  if (student.hostCountry) add('host', hostReason(s, student.hostCountry))
  if (student.degree) add('level', levelReason(s, student.degree))
  if (student.field) add('field', fieldReason(s, student.field))

  if (reasons.length) return { status: 'not-eligible', reasons }
  const unknown =
    !student.nationality ||
    !student.hostCountry ||
    !student.degree ||
    !nationalityKnown(s) ||
    (s.fields?.names === 'varies' && Boolean(student.field))
  return { status: unknown ? 'unknown' : 'eligible', reasons }
}

/** The rules that take a scholarship out of the matches: every rule the student can fail. */
export const EXCLUDING_RULES: readonly EligibilityRule[] = ['nationality', 'host', 'level', 'field']

export function excludingReasons(e: Eligibility) {
  return e.reasons.filter((r) => EXCLUDING_RULES.includes(r.rule))
}

/** Sentences describing who can hold the award, for its page. */
export function eligibilitySummary(s: Scholarship) {
  const n = s.nationalities
  let nationality: string
  if (n === 'any') nationality = 'Any nationality'
  else if (n === 'unknown') nationality = 'Not reported: check the official page'
  else if ('ownList' in n) {
    nationality = `Only citizens of the countries on ${n.ownList}, which our data does not hold: check your country on the official page`
  } else {
    const include =
      n.include === 'any' ? 'Any nationality' : `Citizens of ${listText(n.include.map(refName))}`
    nationality = n.exclude
      ? `${include}, except ${listText(n.exclude.map(refName)).replace(/ or /, ' and ')}`
      : include
  }
  return {
    nationality,
    nationalityNote: typeof n === 'string' ? undefined : n.note,
    host: s.hostCountries === 'any' ? 'Any country' : s.hostCountries.map(refName).join(', '),
    levels: s.eligibleDegrees.join(', '),
    fields: s.fields ? s.fields.text : 'Any field',
  }
}
