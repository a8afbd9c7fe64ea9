import {
  coursesParamsSchema,
  scholarshipsParamsSchema,
  ukParamsSchema,
  universitiesParamsSchema,
} from './search-params'

const schema = universitiesParamsSchema({
  countries: ['Canada', 'United Kingdom'],
  regions: ['Europe', 'Asia'],
})

describe('universities search params', () => {
  it('gives the default view for no parameters', () => {
    expect(schema.parse({})).toEqual({
      search: '',
      country: '',
      region: '',
      sort: 'ranking',
      page: 1,
      tab: 'browse',
      compare: [],
    })
  })

  it('reads every known parameter', () => {
    expect(
      schema.parse({
        search: '  robotics ',
        country: 'Canada',
        region: 'Europe',
        sort: 'students',
        page: '3',
        tab: 'compare',
        compare: 'mit,university-of-oxford',
      }),
    ).toEqual({
      search: 'robotics',
      country: 'Canada',
      region: 'Europe',
      sort: 'students',
      page: 3,
      tab: 'compare',
      compare: ['mit', 'university-of-oxford'],
    })
  })

  it('falls back to defaults for malformed or unknown values instead of throwing', () => {
    expect(
      schema.parse({
        search: ['first', 'second'],
        country: 'Atlantis',
        region: '<script>',
        sort: 'price',
        page: '-4',
        tab: 'admin',
        compare: 'ok-slug,,BAD SLUG,../etc',
        unknown: 'x',
      }),
    ).toEqual({
      search: 'first',
      country: '',
      region: '',
      sort: 'ranking',
      page: 1,
      tab: 'browse',
      compare: ['ok-slug'],
    })
    expect(schema.parse({ page: '2.5' }).page).toBe(1)
    expect(schema.parse({ page: 'abc' }).page).toBe(1)
    expect(schema.parse({ search: 'x'.repeat(500) }).search).toBe('')
  })
})

describe('UK portal search params', () => {
  const uk = ukParamsSchema({ cities: ['London', 'Oxford'] })

  it('reads city and order and falls back on bad values', () => {
    expect(uk.parse({ city: 'Oxford', order: 'lowest', page: '2' })).toMatchObject({
      city: 'Oxford',
      order: 'lowest',
      page: 2,
    })
    expect(uk.parse({ city: 'Paris', order: 'worst', tab: 'compare' })).toMatchObject({
      city: '',
      order: 'best',
      tab: 'browse',
    })
  })
})

describe('courses search params', () => {
  it('gives Browse All with no filters for no parameters', () => {
    expect(coursesParamsSchema.parse({})).toEqual({
      search: '',
      level: '',
      category: '',
      tab: 'browse',
    })
  })

  it('reads search, level, the full category name and the tab', () => {
    expect(
      coursesParamsSchema.parse({
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
    expect(coursesParamsSchema.parse({ category: 'Law', tab: 'field' })).toMatchObject({
      category: 'Law',
      tab: 'field',
    })
  })

  it('parses the nav link query exactly as a browser sends it', () => {
    const query = new URLSearchParams('category=Engineering%20%26%20Technology')
    expect(coursesParamsSchema.parse(Object.fromEntries(query))).toMatchObject({
      category: 'Engineering & Technology',
      tab: 'browse',
    })
  })

  it('falls back to defaults for unknown or malformed values', () => {
    expect(
      coursesParamsSchema.parse({
        search: ['law', 'medicine'],
        level: 'Bachelors',
        category: 'Engineering',
        tab: 'compare',
      }),
    ).toEqual({ search: 'law', level: '', category: '', tab: 'browse' })
    expect(coursesParamsSchema.parse({ level: 'phd', category: 'law' })).toMatchObject({
      level: '',
      category: '',
    })
    expect(coursesParamsSchema.parse({ level: ['PhD', 'Masters'] }).level).toBe('PhD')
    expect(coursesParamsSchema.parse({ search: 'x'.repeat(101) }).search).toBe('')
  })
})

describe('Scholarship Hub search params', () => {
  it('opens the matcher with a blank, unsubmitted profile by default', () => {
    expect(scholarshipsParamsSchema.parse({})).toEqual({
      tab: 'matcher',
      type: '',
      funding: '',
      match: 0,
      degree: '',
      field: '',
      country: '',
      scholarshipType: 'all',
      nationality: '',
      gpa: 0,
      budget: 0,
    })
  })

  it("opens Browse All for the nav's type and funding links", () => {
    expect(scholarshipsParamsSchema.parse({ type: 'external' })).toMatchObject({
      tab: 'browse',
      type: 'external',
    })
    expect(scholarshipsParamsSchema.parse({ funding: 'merit' }).tab).toBe('browse')
    expect(scholarshipsParamsSchema.parse({ funding: 'merit', tab: 'matcher' }).tab).toBe('matcher')
  })

  it('reads a submitted profile as the GET form sends it', () => {
    expect(
      scholarshipsParamsSchema.parse({
        degree: 'Ph.D.',
        field: 'Physics',
        country: 'Germany',
        scholarshipType: 'external',
        nationality: ' Kenyan ',
        gpa: '3.8',
        budget: '15000',
        match: '1',
      }),
    ).toMatchObject({
      tab: 'matcher',
      match: 1,
      degree: 'Ph.D.',
      field: 'Physics',
      country: 'Germany',
      scholarshipType: 'external',
      nationality: 'Kenyan',
      gpa: 3.8,
      budget: 15_000,
    })
  })

  it('falls back instead of throwing on unknown or malformed values', () => {
    expect(
      scholarshipsParamsSchema.parse({
        tab: 'admin',
        type: 'private',
        funding: 'need',
        match: 'yes',
        degree: 'Diploma',
        field: '<script>',
        country: 'Atlantis',
        scholarshipType: 'External/Private',
        gpa: 'four',
        budget: 'lots',
      }),
    ).toMatchObject({
      tab: 'matcher',
      type: '',
      funding: '',
      match: 0,
      degree: '',
      field: '',
      country: '',
      scholarshipType: 'all',
      gpa: 0,
      budget: 0,
    })
  })
})
