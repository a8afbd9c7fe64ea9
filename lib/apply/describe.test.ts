import { describeApplication, describeSentApplication } from '@/lib/apply/describe'
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

describe('an application described for the student', () => {
  it('shows what was sent under the same labels, without the passport number', () => {
    const stored = applicationSchemaFor(new Date('2026-03-01')).parse(
      validApplication({ passportNumber: 'A12345678' }, '2026'),
    )
    const sent: Partial<typeof stored> = { ...stored }
    delete sent.passportNumber
    const sections = describeSentApplication(sent as Omit<typeof stored, 'passportNumber'>)
    const fields = Object.fromEntries(
      sections.flatMap((s) => s.fields.map((f) => [f.label, f.value])),
    )
    expect(fields).toMatchObject({ 'First name': 'Amara', 'Study level': "Master's" })
    expect(Object.keys(fields).some((label) => /passport/i.test(label))).toBe(false)
    expect(JSON.stringify(sections)).not.toContain('A12345678')
    expect(sections.map((s) => s.title)).toEqual(describeApplication(stored).map((s) => s.title))
  })
})
