// Whether an award suits a field of study: its list of eligible subjects, read with the field's
// other names (data/study-fields.ts), or its name and description naming the field itself. Other
// names never widen that word rule: "European Economic Area" does not name Economics, nor "MD"
// Medicine.
import type { Scholarship } from '@/data/schema'
import { FIELD_SYNONYMS, STUDY_FIELDS, type StudyField } from '@/data/study-fields'

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const wholeWords = (words: readonly string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'iu')

const patterns = new Map(
  STUDY_FIELDS.map((field) => [field, wholeWords([field, ...FIELD_SYNONYMS[field]])]),
)
const ownNames = new Map(STUDY_FIELDS.map((field) => [field, wholeWords([field])]))

export const isStudyField = (field: string): field is StudyField =>
  (STUDY_FIELDS as readonly string[]).includes(field)

/** The words in `text` that name `field` or one of its other names, or undefined. */
export function fieldMention(text: string, field: StudyField) {
  return patterns.get(field)?.exec(text)?.[0]
}

/** The field's own name in `text` (no other names), or undefined. */
export function fieldNamed(text: string, field: StudyField) {
  return ownNames.get(field)?.exec(text)?.[0]
}

/**
 * How an award matches a field: 'subjects' when its list of eligible subjects holds the field, or
 * the words describing that list name it or one of its other names; 'text' when its name or
 * description names the field itself; undefined otherwise.
 */
export function fieldMatch(s: Scholarship, field: string): 'subjects' | 'text' | undefined {
  if (!isStudyField(field)) return undefined
  const subjects = s.fields
  if (subjects && Array.isArray(subjects.names)) {
    if (subjects.names.includes(field) || fieldMention(subjects.text, field)) return 'subjects'
  }
  if (fieldNamed(s.name, field) || fieldNamed(s.description, field)) return 'text'
  return undefined
}
