import {
  courseStats,
  filterCourses,
  getCourseById,
  groupCoursesByCategory,
  groupCoursesByLevel,
  LEVEL_PAGE_LEVELS,
  listCoursesAtLevels,
  listOnlineCourses,
  matchesCourseSearch,
  withUniversities,
  type CourseFilters,
} from '@/lib/courses'
import { courses } from '@/data/courses'
import { makeCourse, makeUniversity } from '@/test/fixtures'

const all: CourseFilters = { search: '', level: '', category: '' }

const sample = [
  makeCourse({
    id: 'robotics',
    name: 'Robotics Engineering',
    category: 'Engineering & Technology',
    level: 'Undergraduate',
    description: 'Machines that sense and act.',
    careerProspects: ['Automation engineer', 'Drone designer'],
  }),
  makeCourse({
    id: 'finance',
    name: 'Master of Finance',
    category: 'Business & Management',
    level: 'Masters',
    description: 'Markets, valuation and risk.',
    careerProspects: ['Investment banker'],
  }),
  makeCourse({
    id: 'ai-phd',
    name: 'Doctoral Research in AI',
    category: 'Engineering & Technology',
    level: 'PhD',
    description: 'Original research in machine learning.',
    careerProspects: ['Research scientist'],
  }),
  makeCourse({
    id: 'law-degree',
    name: 'Law',
    category: 'Law',
    level: 'Undergraduate',
    description: 'Legal systems and reasoning.',
    careerProspects: ['Solicitor', 'Barrister', 'Legal engineer'],
  }),
]

const ids = (items: { id: string }[]) => items.map((c) => c.id)

describe('matchesCourseSearch', () => {
  const course = sample[0]!

  it('matches on the name, the description or any career prospect', () => {
    expect(matchesCourseSearch(course, 'Robotics')).toBe(true)
    expect(matchesCourseSearch(course, 'sense and act')).toBe(true)
    expect(matchesCourseSearch(course, 'Drone')).toBe(true)
  })

  it('ignores case and surrounding spaces', () => {
    expect(matchesCourseSearch(course, '  ROBOTICS engineering ')).toBe(true)
    expect(matchesCourseSearch(course, 'dRoNe DESIGNER')).toBe(true)
    expect(matchesCourseSearch(course, 'MACHINES')).toBe(true)
  })

  it('does not match on other fields such as requirements or category', () => {
    expect(matchesCourseSearch(course, 'Secondary school')).toBe(false)
    expect(matchesCourseSearch(course, 'Technology')).toBe(false)
  })

  it('treats a blank search as no filter', () => {
    expect(matchesCourseSearch(course, '   ')).toBe(true)
  })
})

describe('filterCourses', () => {
  it('returns everything without filters', () => {
    expect(ids(filterCourses(all, sample))).toEqual(ids(sample))
  })

  it('filters by level and by field', () => {
    expect(ids(filterCourses({ ...all, level: 'Undergraduate' }, sample))).toEqual([
      'robotics',
      'law-degree',
    ])
    expect(ids(filterCourses({ ...all, category: 'Engineering & Technology' }, sample))).toEqual([
      'robotics',
      'ai-phd',
    ])
    expect(filterCourses({ ...all, level: 'Postgraduate' }, sample)).toEqual([])
  })

  it('combines search, level and field with AND', () => {
    const engineering = { ...all, category: 'Engineering & Technology' } as const
    expect(ids(filterCourses({ ...engineering, level: 'PhD' }, sample))).toEqual(['ai-phd'])
    expect(ids(filterCourses({ ...all, search: 'engineer' }, sample))).toEqual([
      'robotics',
      'law-degree',
    ])
    expect(ids(filterCourses({ ...engineering, search: 'engineer' }, sample))).toEqual(['robotics'])
    expect(filterCourses({ ...engineering, search: 'engineer', level: 'Masters' }, sample)).toEqual(
      [],
    )
  })

  it('finds real catalogue courses through a career prospect only', () => {
    const found = filterCourses({ ...all, search: 'software engineer' }, courses)
    expect(ids(found)).toContain('comp-sci')
    expect(found.every((c) => !c.name.toLowerCase().includes('software engineer'))).toBe(true)
  })
})

describe('grouping', () => {
  it('groups by each of the 5 levels in order, keeping empty levels', () => {
    const groups = groupCoursesByLevel(sample)
    expect(groups.map((g) => g.level)).toEqual([
      'Undergraduate',
      'Postgraduate',
      'Masters',
      'Doctorate',
      'PhD',
    ])
    expect(groups.map((g) => ids(g.courses))).toEqual([
      ['robotics', 'law-degree'],
      [],
      ['finance'],
      [],
      ['ai-phd'],
    ])
  })

  it('groups by each of the 7 categories in order', () => {
    const groups = groupCoursesByCategory(sample)
    expect(groups.map((g) => g.category)).toEqual([
      'Engineering & Technology',
      'Business & Management',
      'Medicine & Health Sciences',
      'Arts & Humanities',
      'Natural Sciences',
      'Social Sciences',
      'Law',
    ])
    expect(groups.map((g) => ids(g.courses))).toEqual([
      ['robotics', 'ai-phd'],
      ['finance'],
      [],
      [],
      [],
      [],
      ['law-degree'],
    ])
  })

  it('places every catalogue course in exactly one group of each kind; Postgraduate is empty', () => {
    const byLevel = groupCoursesByLevel(courses)
    expect(byLevel.flatMap((g) => g.courses)).toHaveLength(courses.length)
    expect(byLevel.find((g) => g.level === 'Postgraduate')?.courses).toEqual([])
    expect(groupCoursesByCategory(courses).flatMap((g) => g.courses)).toHaveLength(courses.length)
  })
})

describe('level pages', () => {
  it('lists the graduate page as Masters and Doctorate, and the PhD page as PhD', () => {
    expect(LEVEL_PAGE_LEVELS.graduate).toEqual(['Masters', 'Doctorate'])
    expect(ids(listCoursesAtLevels(LEVEL_PAGE_LEVELS.graduate, sample))).toEqual(['finance'])
    expect(ids(listCoursesAtLevels(LEVEL_PAGE_LEVELS.graduate))).toEqual([
      'mba',
      'ms-cs',
      'ma-psychology',
      'ms-data-science',
      'md',
      'jd',
      'dba',
    ])
    expect(ids(listCoursesAtLevels(LEVEL_PAGE_LEVELS.phd))).toEqual([
      'phd-cs',
      'phd-medicine',
      'phd-psychology',
      'phd-economics',
    ])
    expect(listCoursesAtLevels(LEVEL_PAGE_LEVELS.undergraduate)).toHaveLength(13)
  })

  it('splits the catalogue into programs with an online or part-time note and the rest', () => {
    const withNote = makeCourse({ id: 'open', onlineAvailability: 'Offered online by X.' })
    expect(listOnlineCourses([withNote, sample[0]!])).toEqual({
      online: [withNote],
      campusOnly: [sample[0]],
    })
    expect(listOnlineCourses([sample[0]!]).online).toEqual([])
    expect(ids(listOnlineCourses().campusOnly)).toEqual(
      expect.arrayContaining(['medicine', 'md', 'phd-medicine']),
    )
  })
})

describe('lookups and figures', () => {
  it('finds a course by id, or nothing', () => {
    expect(getCourseById('mba')?.name).toBe('Master of Business Administration (MBA)')
    expect(getCourseById('MBA')).toBeUndefined()
    expect(getCourseById('nope')).toBeUndefined()
  })

  it('resolves popular universities in order and skips unknown ids', () => {
    const alpha = makeUniversity({ id: 'alpha', slug: 'alpha-university', name: 'Alpha' })
    const course = makeCourse({ id: 'c', popularUniversities: ['ghost', 'alpha'] })
    const entry = withUniversities(course, (id) => (id === 'alpha' ? alpha : undefined))
    expect(entry.universities).toEqual([
      { id: 'alpha', name: 'Alpha', slug: 'alpha-university', website: alpha.website },
    ])
    expect(entry.id).toBe('c')
  })

  it('counts programs, the 7 study areas and the 5 levels', () => {
    expect(courseStats(courses)).toMatchObject({ programs: 24, areas: 7, levels: 5 })
    expect(courseStats(courses).universities).toBe(
      new Set(courses.flatMap((c) => c.popularUniversities)).size,
    )
    expect(courseStats(sample).programs).toBe(4)
  })
})
