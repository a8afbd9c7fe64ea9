import { getCourseById, withUniversities } from '@/lib/courses'
import committed from '@/data/course-cards.json'

import { catalogueCardTexts, courseCardTexts } from './card-texts'

describe('course card texts', () => {
  it('are committed as the catalogue gives them (else run `npm run courses:cards`)', () => {
    expect(committed).toEqual(catalogueCardTexts())
  })

  it('show the first 3 careers, the first 2 research areas and the first 2 universities', () => {
    const phd = getCourseById('phd-cs')
    if (!phd) throw new Error('phd-cs is in the catalogue')
    const [name, , , , , , , careers, , research, universities] = courseCardTexts(
      withUniversities(phd),
    )
    expect(name).toBe(phd.name)
    expect(careers).toEqual(phd.careerProspects.slice(0, 3))
    expect(research).toEqual(phd.researchFocus?.slice(0, 2))
    expect(universities.map(([slug]) => slug)).toHaveLength(2)
    expect(phd.careerProspects.length).toBeGreaterThan(3)
    expect(phd.researchFocus?.length).toBeGreaterThan(2)
  })

  it('have an entry for every course, in catalogue order', () => {
    expect(Object.keys(committed)).toEqual(Object.keys(catalogueCardTexts()))
    expect(Object.keys(committed)).toHaveLength(24)
  })
})
