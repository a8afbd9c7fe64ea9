import {
  BUDGET_OPTIONS,
  COUNTRY_OPTIONS,
  EDUCATION_OPTIONS,
  ENGLISH_TEST_OPTIONS,
  FIELD_OPTIONS,
  FUNDING_OPTIONS,
  SEMESTER_OPTIONS,
  STUDY_COUNTRY_OPTIONS,
  STUDY_LEVEL_OPTIONS,
} from '@/lib/apply/options'
import type { Application } from '@/lib/validation/application'

type Key = keyof Application
type Field = { key: Key; label: string; labels?: Record<string, string>; long?: boolean }

const yesNo = { true: 'Yes', false: 'No' }

/** Every field of the application form, grouped and labelled as the student saw them. */
export const APPLICATION_SECTIONS: { title: string; fields: Field[] }[] = [
  {
    title: 'Personal Information',
    fields: [
      { key: 'firstName', label: 'First name' },
      { key: 'lastName', label: 'Last name' },
      { key: 'email', label: 'Email' },
      { key: 'phone', label: 'Phone' },
      { key: 'dateOfBirth', label: 'Date of birth' },
      { key: 'nationality', label: 'Nationality', labels: COUNTRY_OPTIONS.labels },
      { key: 'passportNumber', label: 'Passport number' },
    ],
  },
  {
    title: 'Address Information',
    fields: [
      { key: 'address', label: 'Address', long: true },
      { key: 'city', label: 'City' },
      { key: 'state', label: 'State/Province' },
      { key: 'postalCode', label: 'Postal code' },
      { key: 'country', label: 'Country', labels: COUNTRY_OPTIONS.labels },
    ],
  },
  {
    title: 'Educational Background',
    fields: [
      { key: 'highestEducation', label: 'Highest education', labels: EDUCATION_OPTIONS.labels },
      { key: 'institutionName', label: 'Institution name' },
      { key: 'graduationYear', label: 'Graduation year' },
      { key: 'gpa', label: 'GPA or grade average' },
      { key: 'englishTest', label: 'English test', labels: ENGLISH_TEST_OPTIONS.labels },
      { key: 'englishScore', label: 'English test score' },
    ],
  },
  {
    title: 'Study Preferences',
    fields: [
      {
        key: 'preferredCountry',
        label: 'Preferred study country',
        labels: STUDY_COUNTRY_OPTIONS.labels,
      },
      { key: 'studyLevel', label: 'Study level', labels: STUDY_LEVEL_OPTIONS.labels },
      { key: 'fieldOfStudy', label: 'Field of study', labels: FIELD_OPTIONS.labels },
      { key: 'budgetRange', label: 'Budget range', labels: BUDGET_OPTIONS.labels },
      { key: 'intakeYear', label: 'Preferred intake year' },
      {
        key: 'intakeSemester',
        label: 'Preferred intake semester',
        labels: SEMESTER_OPTIONS.labels,
      },
      { key: 'preferredUniversity', label: 'Preferred university' },
      { key: 'preferredCourse', label: 'Preferred course' },
    ],
  },
  {
    title: 'Financial Information',
    fields: [
      { key: 'fundingSource', label: 'Funding source', labels: FUNDING_OPTIONS.labels },
      { key: 'scholarshipInterest', label: 'Interested in scholarships', labels: yesNo },
    ],
  },
  {
    title: 'Additional Information',
    fields: [
      { key: 'workExperience', label: 'Work experience', long: true },
      { key: 'personalStatement', label: 'Personal statement', long: true },
      { key: 'additionalRequirements', label: 'Additional requirements', long: true },
    ],
  },
  {
    title: 'Consents',
    fields: [
      { key: 'termsAccepted', label: 'Accepted the terms and privacy policy', labels: yesNo },
      { key: 'marketingConsent', label: 'Scholarship news by e-mail', labels: yesNo },
    ],
  },
]

/** A field as text: option values become their labels, booleans Yes/No, missing values ''. */
export function fieldText(application: Application, field: Field): string {
  const value = application[field.key]
  if (value === undefined || value === null) return ''
  const text = String(value)
  return field.labels?.[text] ?? text
}

export type DescribedSection = {
  title: string
  fields: { key: Key; label: string; value: string; long: boolean }[]
}

export function describeApplication(application: Application): DescribedSection[] {
  return APPLICATION_SECTIONS.map(({ title, fields }) => ({
    title,
    fields: fields.map((field) => ({
      key: field.key,
      label: field.label,
      value: fieldText(application, field),
      long: !!field.long,
    })),
  }))
}
