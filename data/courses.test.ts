import { courses, coursesSource } from './courses'
import { COURSE_CATEGORIES, COURSE_LEVELS, courseSchema, dataSourceSchema } from './schema'
import { universities } from './universities'

const COURSE_IDS = [
  'comp-sci',
  'mechanical-eng',
  'electrical-eng',
  'business-admin',
  'economics',
  'medicine',
  'nursing',
  'psychology',
  'english-lit',
  'biology',
  'chemistry',
  'international-relations',
  'law',
  'mba',
  'ms-cs',
  'ma-psychology',
  'ms-data-science',
  'phd-cs',
  'phd-medicine',
  'phd-psychology',
  'phd-economics',
  'md',
  'jd',
  'dba',
]
const MASTERS = ['mba', 'ms-cs', 'ma-psychology', 'ms-data-science']
const PHDS = ['phd-cs', 'phd-medicine', 'phd-psychology', 'phd-economics']
const DOCTORATES = ['md', 'jd', 'dba']

function expectedLevel(id: string) {
  if (MASTERS.includes(id)) return 'Masters'
  if (PHDS.includes(id)) return 'PhD'
  if (DOCTORATES.includes(id)) return 'Doctorate'
  return 'Undergraduate'
}

describe('courses dataset', () => {
  it('states its source and as-of date', () => {
    expect(() => dataSourceSchema.parse(coursesSource)).not.toThrow()
    expect(coursesSource.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it.each(courses.map((c) => [c.id, c]))('%s parses with its schema', (_id, c) => {
    expect(() => courseSchema.parse(c)).not.toThrow()
  })

  it('has exactly the 24 specified ids, in order and unique', () => {
    expect(courses.map((c) => c.id)).toEqual(COURSE_IDS)
    expect(new Set(courses.map((c) => c.name)).size).toBe(courses.length)
  })

  it('uses every category', () => {
    const used = new Set(courses.map((c) => c.category))
    for (const category of COURSE_CATEGORIES) {
      expect(used).toContain(category)
    }
  })

  it('uses the specified level for each course and never Postgraduate', () => {
    for (const c of courses) {
      expect(COURSE_LEVELS).toContain(c.level)
      expect(c.level).toBe(expectedLevel(c.id))
    }
    expect(courses.some((c) => c.level === 'Postgraduate')).toBe(false)
  })

  it('gives prerequisites to the MBA alone', () => {
    expect(courses.filter((c) => c.prerequisites !== undefined).map((c) => c.id)).toEqual(['mba'])
  })

  it('gives 3-5 research focus areas to the four PhD programmes only', () => {
    expect(courses.filter((c) => c.researchFocus !== undefined).map((c) => c.id)).toEqual(PHDS)
    for (const c of courses.filter((course) => PHDS.includes(course.id))) {
      expect(c.researchFocus?.length).toBeGreaterThanOrEqual(3)
      expect(c.researchFocus?.length).toBeLessThanOrEqual(5)
    }
  })

  it('keeps list lengths within the card limits', () => {
    for (const c of courses) {
      expect(c.requirements.length).toBeGreaterThanOrEqual(3)
      expect(c.requirements.length).toBeLessThanOrEqual(5)
      expect(c.careerProspects.length).toBeGreaterThanOrEqual(4)
      expect(c.careerProspects.length).toBeLessThanOrEqual(6)
      expect(c.popularUniversities.length).toBeGreaterThanOrEqual(3)
      expect(c.popularUniversities.length).toBeLessThanOrEqual(5)
    }
  })

  it('gives the MD its duration', () => {
    expect(courses.find((c) => c.id === 'md')?.duration).toBe('4 years + residency')
  })

  it('carries no undated tuition estimate: fees come from dated programme data', () => {
    for (const c of courses) expect(Object.keys(c).filter((k) => /tuition/i.test(k))).toEqual([])
  })

  it('offers no online note for medicine, the MD or lab-based PhDs', () => {
    for (const id of ['medicine', 'md', 'phd-medicine']) {
      expect(courses.find((c) => c.id === id)?.onlineAvailability).toBeUndefined()
    }
  })

  it('points every popular university at a university in the dataset', () => {
    const ids = new Set(universities.map((u) => u.id))
    const missing = courses.flatMap((c) =>
      c.popularUniversities.filter((id) => !ids.has(id)).map((id) => `${c.id} -> ${id}`),
    )
    expect(missing).toEqual([])
  })
})
