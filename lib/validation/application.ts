import { COUNTRY_OPTIONS } from '@/lib/apply/countries'
import { FIELD_LIMITS } from '@/lib/apply/limits'
import {
  BUDGET_OPTIONS,
  EDUCATION_OPTIONS,
  ENGLISH_TEST_OPTIONS,
  FIELD_OPTIONS,
  FUNDING_OPTIONS,
  intakeYears,
  SEMESTER_OPTIONS,
  STUDY_COUNTRY_OPTIONS,
  STUDY_LEVEL_OPTIONS,
} from '@/lib/apply/options'
import { sanitizeText } from '@/lib/security/sanitiser'
import { emailSchema } from '@/lib/validation/email'
import { withSafeText } from '@/lib/validation/safe-text'
import { z } from '@/lib/validation/zod'

// The messages below are the ones students see, word for word; the length caps only stop abuse.

const name = (message: string) =>
  z
    .string({ error: message })
    .max(200, 'Please keep this under 200 characters')
    .transform(sanitizeText)
    .pipe(z.string().min(2, message))

const atLeast = (min: number, message: string, max = 500) =>
  z
    .string({ error: message })
    .trim()
    .min(min, message)
    .max(max, `Please keep this under ${max} characters`)

const optionalText = (max: number) =>
  z.string().trim().max(max, `Please keep this under ${max} characters`).optional()

const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message })

export function buildApplicationSchema(years: readonly string[]) {
  return withSafeText(applicationObject(years))
}

function applicationObject(years: readonly string[]) {
  return z.object({
    firstName: name('First name must be at least 2 characters'),
    lastName: name('Last name must be at least 2 characters'),
    email: emailSchema,
    phone: atLeast(10, 'Phone number must be at least 10 digits', 30),
    dateOfBirth: z
      .string({ error: 'Date of birth is required' })
      .trim()
      .min(1, 'Date of birth is required')
      .pipe(z.iso.date('Date of birth is required')),
    nationality: choice(COUNTRY_OPTIONS.values, 'Nationality is required'),
    passportNumber: optionalText(FIELD_LIMITS.passportNumber.max),

    address: atLeast(10, 'Address must be at least 10 characters'),
    city: atLeast(2, 'City is required', 100),
    state: atLeast(2, 'State/Province is required', 100),
    postalCode: atLeast(3, 'Postal code is required', 20),
    country: choice(COUNTRY_OPTIONS.values, 'Country is required'),

    highestEducation: choice(EDUCATION_OPTIONS.values, 'Highest education level is required'),
    institutionName: atLeast(2, 'Institution name is required', 200),
    graduationYear: z
      .string({ error: 'Graduation year is required' })
      .trim()
      .min(1, 'Graduation year is required')
      .regex(/^(19[5-9]\d|20\d\d)$/, 'Enter a four-digit year, such as 2025'),
    gpa: optionalText(FIELD_LIMITS.gpa.max),
    englishTest: z
      .union([choice(ENGLISH_TEST_OPTIONS.values, 'Choose a test'), z.literal('')])
      .optional(),
    englishScore: optionalText(FIELD_LIMITS.englishScore.max),

    preferredCountry: choice(STUDY_COUNTRY_OPTIONS.values, 'Preferred study country is required'),
    /** Further countries the student would consider; `preferredCountry` stays the first choice. */
    otherCountries: z
      .array(z.enum(STUDY_COUNTRY_OPTIONS.values))
      .max(STUDY_COUNTRY_OPTIONS.values.length)
      .default([])
      .transform((list) => [...new Set(list)]),
    studyLevel: choice(STUDY_LEVEL_OPTIONS.values, 'Study level is required'),
    fieldOfStudy: choice(FIELD_OPTIONS.values, 'Field of study is required'),
    budgetRange: choice(BUDGET_OPTIONS.values, 'Budget range is required'),
    intakeYear: z
      .string({ error: 'Preferred intake year is required' })
      .refine((year) => years.includes(year), 'Preferred intake year is required'),
    intakeSemester: choice(SEMESTER_OPTIONS.values, 'Preferred intake semester is required'),
    preferredUniversity: optionalText(FIELD_LIMITS.preferredUniversity.max),
    preferredCourse: optionalText(FIELD_LIMITS.preferredCourse.max),

    fundingSource: choice(FUNDING_OPTIONS.values, 'Funding source is required'),
    scholarshipInterest: z.boolean().default(false),

    workExperience: optionalText(FIELD_LIMITS.workExperience.max),
    personalStatement: atLeast(100, 'Personal statement must be at least 100 characters', 10000),
    additionalRequirements: optionalText(FIELD_LIMITS.additionalRequirements.max),
    termsAccepted: z
      .boolean({ error: 'You must accept the terms and conditions' })
      .refine((accepted) => accepted, 'You must accept the terms and conditions'),
    marketingConsent: z.boolean().default(false),
  })
}

export type ApplicationSchema = ReturnType<typeof buildApplicationSchema>
/** What the form holds (strings and booleans as typed). */
export type ApplicationInput = z.input<ApplicationSchema>
/** What the server stores, after trimming and sanitising. */
export type Application = z.output<ApplicationSchema>

const schemaByYears = new Map<string, ApplicationSchema>()

/** The schema for applications made on `today` (its intake years move with the calendar). */
export function applicationSchemaFor(today: Date): ApplicationSchema {
  const years = intakeYears(today)
  const key = years.join()
  let schema = schemaByYears.get(key)
  if (!schema) {
    schema = buildApplicationSchema(years)
    schemaByYears.set(key, schema)
  }
  return schema
}
