import { COURSES_URL, coursesHref, coursesStateSchema } from '@/lib/courses/state'

const COURSES_DEFAULTS = COURSES_URL.defaults

describe('courses search params', () => {
  it('gives Browse All with no filters for no parameters', () => {
    expect(coursesStateSchema.parse({})).toEqual({
      search: '',
      level: '',
      category: '',
      tab: 'browse',
    })
  })

  it('reads search, level, the full category name and the tab', () => {
    expect(
      coursesStateSchema.parse({
        search: '  Data ',
        level: 'Doctorate',
        category: 'Engineering & Technology',
        tab: 'level',
      }),
    ).toEqual({
      search: 'Data',
      level: 'Doctorate',
      category: 'Engineering & Technology',
      tab: 'level',
    })
    expect(coursesStateSchema.parse({ category: 'Law', tab: 'field' })).toMatchObject({
      category: 'Law',
      tab: 'field',
    })
  })

  it('parses the nav link query exactly as a browser sends it', () => {
    const query = new URLSearchParams('category=Engineering%20%26%20Technology')
    expect(coursesStateSchema.parse(Object.fromEntries(query))).toMatchObject({
      category: 'Engineering & Technology',
      tab: 'browse',
    })
  })

  it('falls back to defaults for unknown or malformed values', () => {
    expect(
      coursesStateSchema.parse({
        search: ['law', 'medicine'],
        level: 'Bachelors',
        category: 'Engineering',
        tab: 'compare',
      }),
    ).toEqual({ search: 'law', level: '', category: '', tab: 'browse' })
    expect(coursesStateSchema.parse({ level: 'phd', category: 'law' })).toMatchObject({
      level: '',
      category: '',
    })
    expect(coursesStateSchema.parse({ level: ['PhD', 'Masters'] }).level).toBe('PhD')
    expect(coursesStateSchema.parse({ search: 'x'.repeat(101) }).search).toBe('')
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
})
