import type { ApplicationInput } from '@/lib/validation/application'

/** A complete, valid application; tests override the field they are about. */
export function validApplication(
  overrides: Partial<ApplicationInput> = {},
  intakeYear = '2026',
): ApplicationInput {
  return {
    firstName: 'Amara',
    lastName: 'Okafor',
    email: 'amara.okafor@example.com',
    phone: '+234 801 234 5678',
    dateOfBirth: '2004-05-17',
    nationality: 'other',
    passportNumber: 'A12345678',
    address: '12 Unity Road, Ikeja',
    city: 'Lagos',
    state: 'Lagos State',
    postalCode: '100001',
    country: 'other',
    highestEducation: 'bachelor',
    institutionName: 'University of Lagos',
    graduationYear: '2025',
    gpa: '3.7',
    englishTest: 'ielts',
    englishScore: '7.5',
    preferredCountry: 'uk',
    studyLevel: 'masters',
    fieldOfStudy: 'computer-science',
    budgetRange: '20k-40k',
    intakeYear,
    intakeSemester: 'fall',
    preferredUniversity: 'University of Edinburgh',
    preferredCourse: 'MSc Data Science',
    fundingSource: 'scholarship',
    scholarshipInterest: true,
    workExperience: 'Two years as a junior data analyst.',
    personalStatement:
      'I want to study data science to help hospitals in my city plan their staff and beds better. I have built small models at work and want to learn the theory properly.',
    additionalRequirements: '',
    termsAccepted: true,
    marketingConsent: false,
    ...overrides,
  }
}
