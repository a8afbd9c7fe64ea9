import { categoryShortLabel, courseHref, FIELD_FILTERS } from '@/lib/courses/options'

describe('field buttons', () => {
  it('label each category with the part of its name before " & "', () => {
    expect(categoryShortLabel('Engineering & Technology')).toBe('Engineering')
    expect(categoryShortLabel('Medicine & Health Sciences')).toBe('Medicine')
    expect(categoryShortLabel('Law')).toBe('Law')
    expect(categoryShortLabel('Natural Sciences')).toBe('Natural Sciences')
  })

  it('offer only the first 4 categories', () => {
    expect(FIELD_FILTERS.map(categoryShortLabel)).toEqual([
      'Engineering',
      'Business',
      'Medicine',
      'Arts',
    ])
  })
})

describe('course pages', () => {
  it('link to a course page by id', () => {
    expect(courseHref('comp-sci')).toBe('/courses/comp-sci')
  })
})
