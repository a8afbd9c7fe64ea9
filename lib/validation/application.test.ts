import { intakeYears } from '@/lib/apply/options'
import { buildApplicationSchema, type ApplicationInput } from '@/lib/validation/application'
import { fieldErrors } from '@/lib/validation/field-errors'
import { validApplication } from '@/test/application-fixture'

const schema = buildApplicationSchema(['2026', '2027', '2028'])

function errorsFor(overrides: Partial<ApplicationInput> | Record<string, unknown>) {
  const result = schema.safeParse({ ...validApplication(), ...overrides })
  return result.success ? {} : fieldErrors(result.error)
}

describe('application schema', () => {
  it('accepts a complete application', () => {
    expect(errorsFor({})).toEqual({})
  })

  it.each([
    ['firstName', 'A', 'Ab', 'First name must be at least 2 characters'],
    ['lastName', 'B', 'Bo', 'Last name must be at least 2 characters'],
    ['phone', '123456789', '1234567890', 'Phone number must be at least 10 digits'],
    ['address', '123456789', '1234567890', 'Address must be at least 10 characters'],
    ['city', 'L', 'Li', 'City is required'],
    ['state', 'S', 'SP', 'State/Province is required'],
    ['postalCode', '12', '123', 'Postal code is required'],
    ['institutionName', 'U', 'UL', 'Institution name is required'],
    [
      'personalStatement',
      'x'.repeat(99),
      'x'.repeat(100),
      'Personal statement must be at least 100 characters',
    ],
  ])('%s: %j is refused and %j accepted', (field, tooShort, justEnough, message) => {
    expect(errorsFor({ [field]: tooShort })[field]).toBe(message)
    expect(errorsFor({ [field]: justEnough })[field]).toBeUndefined()
  })

  it.each([
    ['dateOfBirth', 'Date of birth is required'],
    ['nationality', 'Nationality is required'],
    ['country', 'Country is required'],
    ['highestEducation', 'Highest education level is required'],
    ['graduationYear', 'Graduation year is required'],
    ['preferredCountry', 'Preferred study country is required'],
    ['studyLevel', 'Study level is required'],
    ['fieldOfStudy', 'Field of study is required'],
    ['intakeYear', 'Preferred intake year is required'],
    ['intakeSemester', 'Preferred intake semester is required'],
    ['budgetRange', 'Budget range is required'],
    ['fundingSource', 'Funding source is required'],
  ])('%s left empty says %j', (field, message) => {
    expect(errorsFor({ [field]: '' })[field]).toBe(message)
  })

  it('checks the e-mail format, then its safety', () => {
    expect(errorsFor({ email: 'not-an-email' }).email).toBe('Invalid email address')
    expect(errorsFor({ email: '' }).email).toBe('Invalid email address')
    expect(errorsFor({ email: '   ' }).email).toBe('Invalid email address')
    expect(errorsFor({ email: 'javascript:alert@x.com' }).email).toBe(
      'Invalid or unsafe email address',
    )
  })

  it('requires the terms, and defaults the two other booleans to false', () => {
    expect(errorsFor({ termsAccepted: false }).termsAccepted).toBe(
      'You must accept the terms and conditions',
    )
    const { scholarshipInterest, marketingConsent, ...rest } = validApplication()
    void scholarshipInterest
    void marketingConsent
    const parsed = schema.parse(rest)
    expect([parsed.scholarshipInterest, parsed.marketingConsent]).toEqual([false, false])
  })

  it('sanitises names before checking their length', () => {
    expect(schema.parse(validApplication({ firstName: ' <b>Ana</b> ' })).firstName).toBe('bAna/b')
    expect(errorsFor({ firstName: '<>' }).firstName).toBe(
      'First name must be at least 2 characters',
    )
    expect(errorsFor({ lastName: 'javascript:x' }).lastName).toBe(
      'Last name must be at least 2 characters',
    )
  })

  it('keeps the optional fields optional', () => {
    const optional = [
      'passportNumber',
      'gpa',
      'englishTest',
      'englishScore',
      'preferredUniversity',
      'preferredCourse',
      'workExperience',
      'additionalRequirements',
    ]
    for (const field of optional) expect(errorsFor({ [field]: '' })[field]).toBeUndefined()
  })

  it('refuses options that are not on the form', () => {
    expect(errorsFor({ nationality: 'xx' }).nationality).toBe('Nationality is required')
    expect(errorsFor({ intakeYear: '2024' }).intakeYear).toBe('Preferred intake year is required')
  })
})

it("gives the form's message when a required field is missing altogether", () => {
  const result = schema.safeParse({})
  expect(result.success).toBe(false)
  const fields = fieldErrors(result.error!)
  expect(fields).toMatchObject({
    firstName: 'First name must be at least 2 characters',
    email: 'Invalid email address',
    dateOfBirth: 'Date of birth is required',
    nationality: 'Nationality is required',
    graduationYear: 'Graduation year is required',
    intakeYear: 'Preferred intake year is required',
    personalStatement: 'Personal statement must be at least 100 characters',
    termsAccepted: 'You must accept the terms and conditions',
  })
  expect(Object.values(fields).some((m) => m.startsWith('Invalid input'))).toBe(false)
})

it("keeps the form's one e-mail message for an empty field, and accepts a score with its band rule", () => {
  const fields = fieldErrors(
    schema.safeParse({ email: '  ', englishScore: '7.0 (no band below 6.5)' }).error!,
  )
  expect(fields.email).toBe('Invalid email address')
  expect(fields.englishScore).toBeUndefined()
})

it('takes any ISO country as nationality and residence, keeps the original short list, and several study countries', () => {
  expect(errorsFor({ nationality: 'ng', country: 'br' })).toEqual({})
  for (const value of ['us', 'uk', 'ca', 'au', 'in', 'cn', 'de', 'fr', 'other'])
    expect(errorsFor({ nationality: value, country: value })).toEqual({})
  expect(errorsFor({ nationality: 'gb' }).nationality).toBe('Nationality is required')
  const parsed = schema.parse({ ...validApplication(), otherCountries: ['de', 'nl', 'de'] })
  expect(parsed.otherCountries).toEqual(['de', 'nl'])
  expect(schema.parse(validApplication()).otherCountries).toEqual([])
  expect(Object.keys(errorsFor({ otherCountries: ['mars'] }))).toEqual([
    expect.stringMatching(/^otherCountries/),
  ])
})

describe('intake years', () => {
  it('are this year and the two after it until the end of September', () => {
    expect(intakeYears(new Date('2031-01-02T12:00:00Z'))).toEqual(['2031', '2032', '2033'])
    expect(intakeYears(new Date('2026-09-30T23:59:59Z'))).toEqual(['2026', '2027', '2028'])
  })

  it('move on to next year and the two after it from October, once the autumn intake has started', () => {
    expect(intakeYears(new Date('2026-10-01T00:00:00Z'))).toEqual(['2027', '2028', '2029'])
    expect(intakeYears(new Date('2026-11-21T12:00:00Z'))).toEqual(['2027', '2028', '2029'])
    expect(intakeYears(new Date('2026-12-31T23:59:59Z'))).toEqual(['2027', '2028', '2029'])
  })
})

describe('application schema: unsafe characters', () => {
  it('refuses NUL, lone surrogates and non-characters in any text field, with a field message', () => {
    expect(
      errorsFor({
        city: 'Lon\u0000don',
        workExperience: '\ud800',
        personalStatement: `${'x'.repeat(120)}\uffff`,
      }),
    ).toEqual({
      city: 'Please remove the invisible or invalid characters from this field',
      workExperience: 'Please remove the invisible or invalid characters from this field',
      personalStatement: 'Please remove the invisible or invalid characters from this field',
    })
  })

  it('still reports the other fields when one holds an unsafe character', () => {
    const errors = errorsFor({ city: 'Lon\u0000don', firstName: 'A' })
    expect(errors.firstName).toBe('First name must be at least 2 characters')
  })
})
