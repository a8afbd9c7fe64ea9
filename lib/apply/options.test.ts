import { STUDY_LEVEL_OPTIONS } from '@/lib/apply/options'
import { applicationSchemaFor } from '@/lib/validation/application'
import { validApplication } from '@/test/application-fixture'

const labels = STUDY_LEVEL_OPTIONS.list.map((o) => o.label)

describe('study level options', () => {
  it("keeps every value the form has always offered, and the server's schema accepts each", () => {
    expect([...STUDY_LEVEL_OPTIONS.values].sort()).toEqual(
      ['undergraduate', 'postgraduate', 'masters', 'phd', 'diploma'].sort(),
    )
    const schema = applicationSchemaFor(new Date('2026-03-01'))
    const year = '2026'
    for (const studyLevel of STUDY_LEVEL_OPTIONS.values) {
      expect(schema.safeParse(validApplication({ studyLevel }, year)).success).toBe(true)
    }
  })

  it('never reads as a duplicate: no label within another, each diploma placed by the bachelor', () => {
    // The name before any explanation in brackets: no name hides inside another.
    const names = labels.map((label) => label.split(' (')[0]!.toLowerCase())
    for (const a of names) for (const b of names) if (a !== b) expect(b).not.toContain(a)
    const diplomas = labels.filter((label) => /diploma/i.test(label))
    expect(diplomas).toHaveLength(2)
    for (const label of diplomas) expect(label).toMatch(/(before|after) a bachelor's/)
  })

  it('lists the levels in the order they are studied', () => {
    expect(STUDY_LEVEL_OPTIONS.list.map((o) => o.value)).toEqual([
      'diploma',
      'undergraduate',
      'postgraduate',
      'masters',
      'phd',
    ])
  })
})
