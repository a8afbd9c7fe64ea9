import { countInstitutions, getInstitution, institutionsMetadata } from '@/lib/institutions'

describe('directory records', () => {
  it('link a curated university to the website our profile holds, not an outdated register entry', () => {
    // The Hipo list still gives dur.ac.uk; the university's site is durham.ac.uk.
    expect(getInstitution('durham-university')?.website).toBe('https://www.durham.ac.uk/')
  })

  it('keep the register website of an institution without a curated profile', () => {
    expect(getInstitution('durham-technical-community-college')?.website).toBe(
      'https://www.durhamtech.edu/',
    )
  })
})

describe('the directory page metadata', () => {
  it('states the number of records the directory holds', () => {
    expect(countInstitutions()).toBeGreaterThan(10_000)
    expect(institutionsMetadata().description).toContain(
      `A directory of ${countInstitutions().toLocaleString('en-US')} universities`,
    )
    expect(institutionsMetadata(1234).description).toMatch(/^A directory of 1,234 universities/)
  })
})
