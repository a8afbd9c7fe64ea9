import { getInstitution } from '@/lib/institutions'

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
