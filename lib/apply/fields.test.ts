import { APPLICATION_SECTIONS, EMPTY_APPLICATION, labelParts } from '@/lib/apply/fields'
import { applicationSchemaFor } from '@/lib/validation/application'
import { validApplication } from '@/test/application-fixture'

const stored = applicationSchemaFor(new Date('2026-03-01')).parse(
  validApplication({ englishTest: 'ielts', scholarshipInterest: true, passportNumber: '' }, '2026'),
)

describe('application fields for staff', () => {
  it('shows every field the form sends exactly once, in the form’s sections', () => {
    const keys = APPLICATION_SECTIONS.flatMap((s) => s.fields.map((f) => f.key))
    expect(new Set(keys).size).toBe(keys.length)
    expect([...keys].sort()).toEqual(Object.keys(stored).sort())
    expect(APPLICATION_SECTIONS.map((s) => s.title)).toEqual([
      'Personal Information',
      'Address Information',
      'Educational Background',
      'Study Preferences',
      'Financial Information',
      'Additional Information',
      'Consents',
    ])
  })

  it('starts the form with every field empty', () => {
    expect(Object.keys(EMPTY_APPLICATION).sort()).toEqual(Object.keys(stored).sort())
  })
})

describe('field labels', () => {
  it('turns the named phrases of a label into links, keeping the text whole', () => {
    const parts = labelParts('I accept the terms and the privacy policy', {
      terms: '/terms',
      'privacy policy': '/privacy',
    })
    expect(parts).toEqual([
      { text: 'I accept the ' },
      { text: 'terms', href: '/terms' },
      { text: ' and the ' },
      { text: 'privacy policy', href: '/privacy' },
    ])
    expect(labelParts('Plain label')).toEqual([{ text: 'Plain label' }])
  })

  it('links every phrase a field names, so no link silently disappears', () => {
    for (const field of APPLICATION_SECTIONS.flatMap((s) => s.fields)) {
      if (field.control !== 'checkbox' || !field.links) continue
      const linked = labelParts(field.label, field.links).filter((part) => 'href' in part)
      expect(linked.map((part) => part.text).sort()).toEqual(Object.keys(field.links).sort())
    }
  })
})
