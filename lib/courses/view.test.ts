import { buildCoursesView } from '@/lib/courses/view'

describe('buildCoursesView', () => {
  it('shows every course on Browse All by default', () => {
    const view = buildCoursesView({})
    expect(view.state.tab).toBe('browse')
    expect(view.results).toHaveLength(24)
    expect(view.total).toBe(24)
    expect(view.filtersActive).toBe(false)
    expect(view.extraCategory).toBeUndefined()
  })

  it("applies the nav's category link and keeps it among the field buttons", () => {
    const view = buildCoursesView({ category: 'Engineering & Technology' })
    expect(view.state).toMatchObject({ tab: 'browse', category: 'Engineering & Technology' })
    expect(view.results.map((c) => c.id)).toEqual([
      'comp-sci',
      'mechanical-eng',
      'electrical-eng',
      'ms-cs',
      'ms-data-science',
      'phd-cs',
    ])
    expect(view.extraCategory).toBeUndefined()
  })

  it('filters by a category without a field button and offers it as a removable chip', () => {
    const view = buildCoursesView({ category: 'Law' })
    expect(view.results.map((c) => c.id)).toEqual(['law', 'jd'])
    expect(view.extraCategory).toBe('Law')
  })

  it('combines search with level and resolves popular universities for the cards', () => {
    const view = buildCoursesView({ search: 'PSYCHOLOGIST', level: 'PhD' })
    expect(view.results.map((c) => c.id)).toEqual(['phd-psychology'])
    expect(view.results[0]!.universities[0]).toMatchObject({
      id: 'stanford',
      name: 'Stanford University',
    })
    expect(view.filtersActive).toBe(true)
  })

  it('groups the whole catalogue for the other tabs, whatever the filters', () => {
    const view = buildCoursesView({ tab: 'level', search: 'zzz' })
    expect(view.byLevel.map((g) => g.courses.length)).toEqual([13, 0, 4, 3, 4])
    expect(view.byField.map((g) => g.courses.length).reduce((a, b) => a + b)).toBe(24)
  })
})
