import { cricosKind, kindByName } from './kinds'

describe('kindByName', () => {
  it.each([
    ['Technische Universität Berlin', 'university'],
    ['Universidad Nacional Autónoma de México', 'university'],
    ['Massachusetts Institute of Technology', 'university'],
    ['University of the Philippines Visayas', 'university'],
    ['International School of New Media, University of Lübeck', 'university'],
    ['Amherst College', 'college'],
    ['Fashion Retail Academy', 'college'],
    ['Joliet Junior College', 'college'],
    ['Ashton Sixth Form College', 'college'],
    ['International School of Management in Prešov', 'college'],
    ['Les Roches International School of Hotel Management', 'college'],
    ['Dubai Medical College for Girls', 'college'],
    ['University of the Philippines Visayas - Cebu High School', 'school'],
    ['Springfield High School', 'school'],
    ['Canberra Grammar School', 'school'],
    ['North Melbourne Grammar College', 'school'],
    ['American International School of Cape Town', 'school'],
    ['Canadian International School of Hong Kong', 'school'],
    ['Australian International School', 'school'],
    ['LYCEE CONDORCET THE INTERNATIONAL FRENCH SCHOOL OF SYDNEY', 'school'],
  ] as const)('%s is a %s', (name, kind) => {
    expect(kindByName(name)).toBe(kind)
  })
})

describe('cricosKind', () => {
  const level = (l: 'Undergraduate' | 'Other', label: string) => ({ level: l, levelLabel: label })

  it('is higher education when any course is a degree or an associate degree', () => {
    expect(
      cricosKind('Kangaroo University', [level('Undergraduate', 'Bachelor Degree')], false),
    ).toBe('university')
    expect(
      cricosKind(
        'Sydney Institute of Higher Education',
        [level('Other', 'Associate Degree')],
        false,
      ),
    ).toBe('college')
    // A university's own grammar school is not what a grammar-named university college is.
    expect(
      cricosKind('Trinity Grammar College', [level('Undergraduate', 'Bachelor Degree')], true),
    ).toBe('college')
  })

  it('is a school when it registered school-level courses and no degree or VET course', () => {
    expect(cricosKind('Canberra Grammar School', [level('Other', 'Non AQF Award')], true)).toBe(
      'school',
    )
    expect(cricosKind('Macquarie Grammar School', [level('Other', 'Non AQF Award')], false)).toBe(
      'school',
    )
  })

  it('is vocational with VET courses, even beside school-level ones (a TAFE)', () => {
    expect(
      cricosKind(
        'Canberra Institute of Technology',
        [level('Other', 'Diploma'), level('Other', 'Non AQF Award')],
        true,
      ),
    ).toBe('vocational')
    expect(
      cricosKind(
        'Toni & Guy Sydney School of Hairdressing',
        [level('Other', 'Certificate III'), level('Other', 'Non AQF Award')],
        false,
      ),
    ).toBe('vocational')
  })
})
