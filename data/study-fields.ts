// Kept apart from schema.ts so that client code can import the list without zod.

/** The scholarship matcher's field names, used to say which fields a restricted award covers. */
export const STUDY_FIELDS = [
  'Computer Science',
  'Engineering',
  'Business',
  'Medicine',
  'Law',
  'Psychology',
  'Biology',
  'Economics',
  'Physics',
  'Chemistry',
  'Mathematics',
  'Literature',
  'History',
  'Arts',
  'Education',
] as const
