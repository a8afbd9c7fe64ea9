import { documentsChecklist } from '@/lib/apply/documents'
import { STUDY_COUNTRY_OPTIONS, STUDY_LEVEL_OPTIONS } from '@/lib/apply/options'
import { applicationDocumentsSource, VISA_DOCUMENTS } from '@/data/application-documents'
import { dataSourceSchema } from '@/data/schema'

describe('documentsChecklist', () => {
  it('has documents for every level and a visa with an official https source for every country', () => {
    for (const level of STUDY_LEVEL_OPTIONS.values)
      for (const country of STUDY_COUNTRY_OPTIONS.values) {
        const checklist = documentsChecklist(level, country)
        expect(checklist.application.length).toBeGreaterThan(2)
        expect(checklist.application[0]).toBe('Passport')
        expect(checklist.visa.documents.length).toBeGreaterThan(2)
        expect(checklist.visa.source.url).toMatch(/^https:\/\//)
      }
    expect(Object.keys(VISA_DOCUMENTS).sort()).toEqual([...STUDY_COUNTRY_OPTIONS.values].sort())
  })

  it('follows the level and the country: a PhD needs a research proposal, the UK a CAS', () => {
    const phdUk = documentsChecklist('phd', 'uk')
    expect(phdUk).toMatchObject({ levelLabel: 'PhD', countryLabel: 'United Kingdom' })
    expect(phdUk.application.join()).toMatch(/Research proposal/)
    expect(phdUk.visa.visa).toBe('Student visa')
    expect(phdUk.visa.documents.join()).toMatch(/CAS/)
    const undergraduateUs = documentsChecklist('undergraduate', 'us')
    expect(undergraduateUs.application.join()).not.toMatch(/Research proposal/)
    expect(undergraduateUs.visa.documents.join()).toMatch(/I-20/)
  })

  it('carries the dataset as-of date, and the dataset states its source', () => {
    expect(dataSourceSchema.parse(applicationDocumentsSource)).toBeTruthy()
    expect(documentsChecklist('masters', 'de').asOf).toBe(applicationDocumentsSource.asOf)
  })
})
