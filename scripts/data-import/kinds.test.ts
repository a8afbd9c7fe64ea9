import { cricosKind, kindByName } from './kinds'

describe('kindByName', () => {
  it.each([
    ['Technische Universität Berlin', 'university'],
    ['Universidad Nacional Autónoma de México', 'university'],
    ['Massachusetts Institute of Technology', 'university'],
    ['Amherst College', 'college'],
    ['Fashion Retail Academy', 'college'],
    ['University of the Philippines Visayas Cebu High School', 'university'],
    ['Springfield High School', 'school'],
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
  })

  it('is a school when it registered school-level courses and no degree', () => {
    expect(cricosKind('Canberra Grammar School', [level('Other', 'Non AQF Award')], true)).toBe(
      'school',
    )
  })

  it('is vocational with only VET or English-language courses', () => {
    expect(
      cricosKind(
        'Toni & Guy Sydney School of Hairdressing',
        [level('Other', 'Certificate III'), level('Other', 'Non AQF Award')],
        false,
      ),
    ).toBe('vocational')
  })
})
