// Length caps of the application form, shown as counters before submitting (min where the schema
// has one). Plain data: the form ships them up front, while the schema loads when first needed.
export const FIELD_LIMITS = {
  passportNumber: { max: 30 },
  gpa: { max: 20 },
  englishScore: { max: 60 },
  preferredUniversity: { max: 200 },
  preferredCourse: { max: 200 },
  workExperience: { max: 3000 },
  personalStatement: { min: 100, max: 10000 },
  additionalRequirements: { max: 3000 },
} as const satisfies Record<string, { min?: number; max: number }>
