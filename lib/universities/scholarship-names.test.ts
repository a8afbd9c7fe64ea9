import { scholarships } from '@/data/scholarships'

import { findNamedScholarship } from './scholarship-names'

const slugOf = (name: string) => findNamedScholarship(name, scholarships)?.slug

describe('scholarships named on a university page', () => {
  it('finds the award a name stands for, despite plurals, asides and acronyms', () => {
    expect(slugOf('Chinese Government Scholarship (CSC)')).toBe('chinese-government-scholarship')
    expect(slugOf('Chevening Scholarship')).toBe('chevening-scholarships')
    expect(slugOf('MEXT Scholarship')).toBe(scholarships.find((s) => s.name.includes('MEXT'))!.slug)
    expect(slugOf('Hong Kong PhD Fellowship Scheme')).toBe(
      scholarships.find((s) => s.name.startsWith('Hong Kong PhD'))!.slug,
    )
  })

  it('links nothing for awards we do not describe or for generic names', () => {
    expect(slugOf('Wits Entrance Merit Scholarships')).toBeUndefined()
    expect(slugOf('Government Scholarship')).toBeUndefined()
    expect(slugOf('Postgraduate Merit Award')).toBeUndefined()
    expect(slugOf('Mandela Rhodes Scholarship')).toBeUndefined()
  })
})
