// Every field of the application form, grouped and labelled once: the form renders these and the
// back office shows what the student sent under the same labels.
import {
  BUDGET_OPTIONS,
  EDUCATION_OPTIONS,
  ENGLISH_TEST_OPTIONS,
  FIELD_OPTIONS,
  FUNDING_OPTIONS,
  SEMESTER_OPTIONS,
  STUDY_COUNTRY_OPTIONS,
  STUDY_LEVEL_OPTIONS,
} from '@/lib/apply/options'
import type { Application, ApplicationInput } from '@/lib/validation/application'

type Key = keyof Application
type Choices = { list: { value: string; label: string }[]; labels: Record<string, string> }
/**
 * Options the page hands to the form: the ISO countries (a long list, sent once as data rather
 * than in the script) and the intake years (they move with the calendar).
 */
export type NamedList = 'countries' | 'intake-years'

export type ApplicationField = { key: Key; label: string; optional?: boolean; hint?: string } & (
  | {
      control: 'input'
      type?: 'email' | 'tel' | 'date' | 'number'
      autoComplete?: string
      inputMode?: 'numeric'
      min?: number
      max?: number
    }
  | { control: 'select'; choices: Choices | NamedList }
  | { control: 'textarea'; rows?: number }
  /** Several of `choices` may be ticked. */
  | { control: 'checkboxes'; choices: Choices }
  /** `links` turns phrases of the label into links to the named pages. */
  | { control: 'checkbox'; links?: Record<string, string> }
)

export type ApplicationSection = {
  title: string
  /** Shown on the form as plain rows after the last titled box (the consents). */
  untitledOnForm?: boolean
  fields: ApplicationField[]
}

export const APPLICATION_SECTIONS: ApplicationSection[] = [
  {
    title: 'Personal Information',
    fields: [
      { key: 'firstName', label: 'First name', control: 'input', autoComplete: 'given-name' },
      { key: 'lastName', label: 'Last name', control: 'input', autoComplete: 'family-name' },
      { key: 'email', label: 'Email', control: 'input', type: 'email', autoComplete: 'email' },
      { key: 'phone', label: 'Phone', control: 'input', type: 'tel', autoComplete: 'tel' },
      {
        key: 'dateOfBirth',
        label: 'Date of birth',
        control: 'input',
        type: 'date',
        autoComplete: 'bday',
      },
      { key: 'nationality', label: 'Nationality', control: 'select', choices: 'countries' },
      { key: 'passportNumber', label: 'Passport number', control: 'input', optional: true },
    ],
  },
  {
    title: 'Address Information',
    fields: [
      { key: 'address', label: 'Address', control: 'textarea', rows: 2 },
      { key: 'city', label: 'City', control: 'input', autoComplete: 'address-level2' },
      { key: 'state', label: 'State/Province', control: 'input', autoComplete: 'address-level1' },
      { key: 'postalCode', label: 'Postal code', control: 'input', autoComplete: 'postal-code' },
      { key: 'country', label: 'Country', control: 'select', choices: 'countries' },
    ],
  },
  {
    title: 'Educational Background',
    fields: [
      {
        key: 'highestEducation',
        label: 'Highest education',
        control: 'select',
        choices: EDUCATION_OPTIONS,
      },
      { key: 'institutionName', label: 'Institution name', control: 'input' },
      {
        key: 'graduationYear',
        label: 'Graduation year',
        control: 'input',
        type: 'number',
        inputMode: 'numeric',
        min: 1950,
        max: 2100,
      },
      { key: 'gpa', label: 'GPA or grade average', control: 'input', optional: true },
      {
        key: 'englishTest',
        label: 'English test',
        control: 'select',
        choices: ENGLISH_TEST_OPTIONS,
        optional: true,
      },
      {
        key: 'englishScore',
        label: 'English test score',
        control: 'input',
        optional: true,
        hint: 'Overall score, with any band condition, e.g. 7.0 (no band below 6.5).',
      },
    ],
  },
  {
    title: 'Study Preferences',
    fields: [
      {
        key: 'preferredCountry',
        label: 'Preferred study country',
        control: 'select',
        choices: STUDY_COUNTRY_OPTIONS,
      },
      {
        key: 'otherCountries',
        label: 'Other countries you would consider',
        control: 'checkboxes',
        choices: STUDY_COUNTRY_OPTIONS,
        optional: true,
      },
      {
        key: 'studyLevel',
        label: 'Study level',
        control: 'select',
        choices: STUDY_LEVEL_OPTIONS,
        hint: "Choose Master's for any master's degree (MSc, MA, MBA, MEng). A diploma below degree level comes before or instead of a bachelor's; a postgraduate one comes after it.",
      },
      { key: 'fieldOfStudy', label: 'Field of study', control: 'select', choices: FIELD_OPTIONS },
      {
        key: 'budgetRange',
        label: 'Budget range (tuition and living, USD)',
        control: 'select',
        choices: BUDGET_OPTIONS,
      },
      {
        key: 'intakeYear',
        label: 'Preferred intake year',
        control: 'select',
        choices: 'intake-years',
      },
      {
        key: 'intakeSemester',
        label: 'Preferred intake semester',
        control: 'select',
        choices: SEMESTER_OPTIONS,
      },
      {
        key: 'preferredUniversity',
        label: 'Preferred university',
        control: 'input',
        optional: true,
      },
      { key: 'preferredCourse', label: 'Preferred course', control: 'input', optional: true },
    ],
  },
  {
    title: 'Financial Information',
    fields: [
      {
        key: 'fundingSource',
        label: 'Funding source',
        control: 'select',
        choices: FUNDING_OPTIONS,
      },
      { key: 'scholarshipInterest', label: 'I am interested in scholarships', control: 'checkbox' },
    ],
  },
  {
    title: 'Additional Information',
    fields: [
      { key: 'workExperience', label: 'Work experience', control: 'textarea', optional: true },
      {
        key: 'personalStatement',
        label: 'Personal statement',
        control: 'textarea',
        rows: 6,
        hint: 'At least 100 characters: your goals and why you want to study abroad.',
      },
      {
        key: 'additionalRequirements',
        label: 'Additional requirements',
        control: 'textarea',
        optional: true,
      },
    ],
  },
  {
    title: 'Consents',
    untitledOnForm: true,
    fields: [
      {
        key: 'termsAccepted',
        label: 'I accept the terms and conditions and the privacy policy',
        control: 'checkbox',
        links: { 'terms and conditions': '/terms', 'privacy policy': '/privacy' },
      },
      {
        key: 'marketingConsent',
        label: 'Send me occasional scholarship news and deadlines by e-mail',
        control: 'checkbox',
      },
    ],
  },
]

/** A label cut into plain text and linked phrases, in order. */
export function labelParts(label: string, links: Record<string, string> = {}) {
  const phrases = Object.keys(links)
  if (!phrases.length) return [{ text: label }]
  const pattern = new RegExp(
    `(${phrases.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`,
  )
  return label
    .split(pattern)
    .filter(Boolean)
    .map((text) => (Object.hasOwn(links, text) ? { text, href: links[text] } : { text }))
}

/** The form's starting values: every field empty or unticked. */
export const EMPTY_APPLICATION: ApplicationInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  dateOfBirth: '',
  nationality: '' as ApplicationInput['nationality'],
  passportNumber: '',
  address: '',
  city: '',
  state: '',
  postalCode: '',
  country: '' as ApplicationInput['country'],
  highestEducation: '' as ApplicationInput['highestEducation'],
  institutionName: '',
  graduationYear: '',
  gpa: '',
  englishTest: '',
  englishScore: '',
  preferredCountry: '' as ApplicationInput['preferredCountry'],
  otherCountries: [],
  studyLevel: '' as ApplicationInput['studyLevel'],
  fieldOfStudy: '' as ApplicationInput['fieldOfStudy'],
  budgetRange: '' as ApplicationInput['budgetRange'],
  intakeYear: '',
  intakeSemester: '' as ApplicationInput['intakeSemester'],
  preferredUniversity: '',
  preferredCourse: '',
  fundingSource: '' as ApplicationInput['fundingSource'],
  scholarshipInterest: false,
  workExperience: '',
  personalStatement: '',
  additionalRequirements: '',
  termsAccepted: false,
  marketingConsent: false,
}
