// Whether an award suits a field of study: its list of eligible subjects, or its name and
// description naming the field or one of its other names (data/study-fields.ts).
import type { Scholarship } from '@/data/schema'
import { FIELD_SYNONYMS, STUDY_FIELDS, type StudyField } from '@/data/study-fields'

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const patterns = new Map(
  STUDY_FIELDS.map((field) => {
    const words = [field, ...FIELD_SYNONYMS[field]].map(escape).join('|')
    return [field, new RegExp(`(?<![\\p{L}\\p{N}])(?:${words})(?![\\p{L}\\p{N}])`, 'iu')]
  }),
)

export const isStudyField = (field: string): field is StudyField =>
  (STUDY_FIELDS as readonly string[]).includes(field)

/** The words in `text` that name `field`, or undefined. */
export function fieldMention(text: string, field: StudyField) {
  return patterns.get(field)?.exec(text)?.[0]
}

/**
 * How an award matches a field: 'subjects' when its eligible subjects list the field, 'text' when
 * its name or description names it; undefined otherwise.
 */
export function fieldMatch(s: Scholarship, field: string): 'subjects' | 'text' | undefined {
  if (!isStudyField(field)) return undefined
  const names = s.fields?.names
  if (Array.isArray(names) && names.includes(field)) return 'subjects'
  if (fieldMention(s.name, field) || fieldMention(s.description, field)) return 'text'
  return undefined
}
