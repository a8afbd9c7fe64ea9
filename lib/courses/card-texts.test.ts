import {
  cricosFeeSource,
  readAustralianFees,
  readCricosFeeSource,
} from '@/scripts/courses/programme-fees'

import { getCourseById, withUniversities } from '@/lib/courses'
import { CATALOGUE_FILTERS } from '@/lib/courses/catalogue-filters'
import { catalogueFeeRanges, feeRangeText } from '@/lib/courses/fee-range'
import { formatDate } from '@/lib/format'
import committed from '@/data/course-cards.json'

import { catalogueCardTexts, courseCardTexts, type CourseCardTexts } from './card-texts'

const source = readCricosFeeSource()
const ranges = catalogueFeeRanges(readAustralianFees(source), CATALOGUE_FILTERS, source)

describe('course card texts', () => {
  it('are committed as the catalogue and the open data give them (else run `npm run courses:cards`)', () => {
    expect(committed).toEqual(catalogueCardTexts(ranges))
  })

  it('show a tuition range only as computed from real fees, dated and sourced, never from 0', () => {
    const tuition = Object.values(committed as unknown as Record<string, CourseCardTexts>).map(
      (t) => t[5],
    )
    expect(tuition).toHaveLength(24)
    // Dated by the register the data holds, as the site writes dates.
    const dated = `Australian programmes' fees, CRICOS, ${formatDate(source.asOf)})`
    for (const range of tuition)
      if (range !== null) {
        expect(range).toMatch(
          /^AUD [1-9][\d,]* (- [1-9][\d,]* )?a year \(middle 80 % of [\d,]+ Australian programmes' fees, CRICOS, \d{1,2} [A-Z][a-z]+ \d{4}\)$/,
        )
        expect(range.endsWith(dated)).toBe(true)
      }
    expect(tuition.filter((t) => t !== null).length).toBeGreaterThan(12)
    expect(JSON.stringify(committed)).not.toMatch(/\$0 -/)
  })

  it("date the ranges by the register's date in the data's manifest, not by an older one", () => {
    const manifest = { sources: [{ id: 'cricos' as const, asOf: '2026-07-01' }] }
    const next = cricosFeeSource(manifest)
    expect(feeRangeText({ low: 30_000, high: 40_000, count: 12 }, next)).toBe(
      "AUD 30,000 - 40,000 a year (middle 80 % of 12 Australian programmes' fees, CRICOS, 1 July 2026)",
    )
    expect(() => cricosFeeSource({ ...manifest, sources: [] })).toThrow(/CRICOS as of nothing/)
  })

  it('show the first 3 careers, the first 2 research areas and the first 2 universities', () => {
    const phd = getCourseById('phd-cs')
    if (!phd) throw new Error('phd-cs is in the catalogue')
    const [name, , , , , , , careers, , research, universities] = courseCardTexts(
      withUniversities(phd),
      null,
    )
    expect(name).toBe(phd.name)
    expect(careers).toEqual(phd.careerProspects.slice(0, 3))
    expect(research).toEqual(phd.researchFocus?.slice(0, 2))
    expect(universities.map(([slug]) => slug)).toHaveLength(2)
    expect(phd.careerProspects.length).toBeGreaterThan(3)
    expect(phd.researchFocus?.length).toBeGreaterThan(2)
  })

  it('have an entry for every course, in catalogue order', () => {
    expect(Object.keys(committed)).toEqual(Object.keys(catalogueCardTexts(ranges)))
    expect(Object.keys(committed)).toHaveLength(24)
  })
})
