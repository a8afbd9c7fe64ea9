import {
  categoryShortLabel,
  courseHref,
  COURSES_DEFAULTS,
  coursesHref,
  FIELD_FILTERS,
} from './course-options'

describe('field buttons', () => {
  it('label each category with the part of its name before " & "', () => {
    expect(categoryShortLabel('Engineering & Technology')).toBe('Engineering')
    expect(categoryShortLabel('Medicine & Health Sciences')).toBe('Medicine')
    expect(categoryShortLabel('Law')).toBe('Law')
    expect(categoryShortLabel('Natural Sciences')).toBe('Natural Sciences')
  })

  it('offer only the first 4 categories (SPEC §9)', () => {
    expect(FIELD_FILTERS.map(categoryShortLabel)).toEqual([
      'Engineering',
      'Business',
      'Medicine',
      'Arts',
    ])
  })
})

describe('course URLs', () => {
  it('drop default values so the plain view has a plain URL', () => {
    expect(coursesHref(COURSES_DEFAULTS)).toBe('/courses')
  })

  it('carry search, level, field and tab, and round-trip through URLSearchParams', () => {
    const href = coursesHref(COURSES_DEFAULTS, {
      search: 'data & AI',
      level: 'Masters',
      category: 'Engineering & Technology',
      tab: 'field',
    })
    const params = new URL(href, 'http://x').searchParams
    expect(Object.fromEntries(params)).toEqual({
      search: 'data & AI',
      level: 'Masters',
      category: 'Engineering & Technology',
      tab: 'field',
    })
  })

  it('keep the search text when a filter changes', () => {
    const state = { ...COURSES_DEFAULTS, search: 'robot' }
    expect(coursesHref(state, { level: 'PhD' })).toBe('/courses?search=robot&level=PhD')
    expect(coursesHref({ ...state, level: 'PhD' }, { level: '' })).toBe('/courses?search=robot')
  })

  it('link to a course page by id', () => {
    expect(courseHref('comp-sci')).toBe('/courses/comp-sci')
  })
})
