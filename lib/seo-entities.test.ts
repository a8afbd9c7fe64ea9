import { scholarshipJsonLd } from './seo-entities'
import { makeScholarship, makeUniversity } from './testing/fixtures'

describe('scholarship JSON-LD', () => {
  const university = makeUniversity({ id: 'toronto', name: 'University of Toronto' })

  it('describes the award as a MonetaryGrant with our page as its id and the official page as sameAs', () => {
    const s = makeScholarship({ id: 'pearson', name: 'Pearson Award', type: 'Government' })
    const data = scholarshipJsonLd(s, university)
    expect(data).toMatchObject({
      '@type': 'MonetaryGrant',
      '@id': expect.stringMatching(/\/scholarships\/pearson$/),
      name: 'Pearson Award',
      sameAs: ['https://www.pearson.example.org/'],
    })
    expect(data).not.toHaveProperty('funder')
  })

  it('names the university as funder of its own scholarship', () => {
    const s = makeScholarship({ id: 'pearson', type: 'University', universityId: 'toronto' })
    expect(scholarshipJsonLd(s, university)).toMatchObject({
      funder: { '@type': 'CollegeOrUniversity', name: 'University of Toronto' },
    })
  })
})
