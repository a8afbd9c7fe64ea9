import { findNamedScholarship } from '@/lib/universities/scholarship-names'
import { scholarships } from '@/data/scholarships'
import { universities } from '@/data/universities'

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

  it('ignores the form word a name adds or leaves out: "Programme", "Program", "Scheme"', () => {
    expect(slugOf('Eiffel Excellence Scholarship Programme')).toBe('eiffel-excellence-scholarship')
    expect(slugOf('Mastercard Foundation Scholars Programme')).toBe(
      'mastercard-foundation-scholars-program',
    )
    // PSL and Sorbonne name it so.
    const naming = universities.filter((u) =>
      u.availableScholarships.some((n) => /eiffel/i.test(n)),
    )
    expect(naming.length).toBeGreaterThanOrEqual(2)
    for (const u of naming) {
      expect(u.availableScholarships.map(slugOf)).toContain('eiffel-excellence-scholarship')
    }
    // Every other word must still be in the award's name.
    expect(slugOf("President's Award Program")).toBeUndefined()
  })

  it('links nothing for awards we do not describe or for generic names', () => {
    expect(slugOf('Wits Entrance Merit Scholarships')).toBeUndefined()
    expect(slugOf('Government Scholarship')).toBeUndefined()
    expect(slugOf('Postgraduate Merit Award')).toBeUndefined()
    expect(slugOf('Ontario Trillium Scholarship')).toBeUndefined()
  })

  it('links an award once we describe it', () => {
    expect(slugOf('Mandela Rhodes Scholarship')).toBe('mandela-rhodes-scholarship')
  })
})
