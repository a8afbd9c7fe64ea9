import { describeApplication } from '@/lib/apply/describe'
import { applicationSchemaFor } from '@/lib/validation/application'
import { validApplication } from '@/test/application-fixture'

const described = (overrides: Parameters<typeof validApplication>[0]) => {
  const stored = applicationSchemaFor(new Date('2026-03-01')).parse(
    validApplication(overrides, '2026'),
  )
  return Object.fromEntries(
    describeApplication(stored).flatMap((s) => s.fields.map((f) => [f.key, f.value])),
  )
}

describe('an application described for staff', () => {
  it('shows option labels, Yes/No and empty strings rather than codes', () => {
    expect(
      described({ englishTest: 'ielts', scholarshipInterest: true, passportNumber: '' }),
    ).toMatchObject({
      firstName: 'Amara',
      nationality: 'Other',
      preferredCountry: 'United Kingdom',
      studyLevel: "Master's",
      budgetRange: '$20,000 - $40,000 per year',
      englishTest: 'IELTS',
      scholarshipInterest: 'Yes',
      marketingConsent: 'No',
      passportNumber: '',
    })
  })

  it('names ISO countries and shows the intake year as it is', () => {
    expect(described({ nationality: 'ng', country: 'uk' })).toMatchObject({
      nationality: 'Nigeria',
      country: 'United Kingdom',
      intakeYear: '2026',
    })
  })
})
