import {
  scholarshipListHref,
  scholarshipListStateSchema,
  scholarshipListUrl,
  SCHOLARSHIPS_URL,
  scholarshipsHref,
  scholarshipsStateSchema,
  type ScholarshipsState,
} from '@/lib/scholarships/state'

const SCHOLARSHIPS_DEFAULTS = SCHOLARSHIPS_URL.defaults

describe('Scholarship Hub search params', () => {
  it('opens the matcher with a blank, unsubmitted profile by default', () => {
    expect(scholarshipsStateSchema.parse({})).toEqual({
      tab: 'matcher',
      type: '',
      funding: '',
      match: 0,
      degree: '',
      field: '',
      country: '',
      scholarshipType: 'all',
      nationality: '',
      level: '',
      host: '',
      funded: 0,
      open: 0,
      scale: 'gpa4',
      gpa: '',
      budget: 0,
    })
  })

  it("opens Browse All for the nav's type and funding links", () => {
    expect(scholarshipsStateSchema.parse({ type: 'external' })).toMatchObject({
      tab: 'browse',
      type: 'external',
    })
    expect(scholarshipsStateSchema.parse({ funding: 'merit' }).tab).toBe('browse')
    expect(scholarshipsStateSchema.parse({ funding: 'merit', tab: 'matcher' }).tab).toBe('matcher')
  })

  it("reads a nationality as an ISO code, an old link's country name, or nothing", () => {
    const nationality = (value: string) =>
      scholarshipsStateSchema.parse({ nationality: value }).nationality
    expect(nationality('in')).toBe('IN')
    expect(nationality('India')).toBe('IN')
    expect(nationality('Kenyan')).toBe('')
    expect(nationality('ZZ')).toBe('')
  })

  it('reads a submitted profile as the GET form sends it', () => {
    expect(
      scholarshipsStateSchema.parse({
        degree: 'Ph.D.',
        field: 'Physics',
        country: 'Germany',
        scholarshipType: 'external',
        nationality: ' KE ',
        funded: '1',
        open: '1',
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
      nationality: 'KE',
      funded: 1,
      open: 1,
      scale: 'gpa4',
      gpa: '3.8',
      budget: 15_000,
    })
  })

  it('falls back instead of throwing on unknown or malformed values', () => {
    expect(
      scholarshipsStateSchema.parse({
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
      scale: 'gpa4',
      gpa: '',
      budget: 0,
    })
  })

  it('reads the grade on the chosen scale, and drops one that is not on it', () => {
    const read = (scale: string, gpa: string) => {
      const { scale: s, gpa: g } = scholarshipsStateSchema.parse({ scale, gpa })
      return [s, g]
    }
    expect(read('bd-percent', '75')).toEqual(['bd-percent', '75'])
    expect(read('in-cgpa10', '8,2')).toEqual(['in-cgpa10', '8.2'])
    // Links from before the country scales keep the scale they meant.
    expect(read('percent', '75')).toEqual(['in-percent', '75'])
    expect(read('cgpa10', '8,2')).toEqual(['in-cgpa10', '8.2'])
    expect(read('cgpa5', '3.6')).toEqual(['ng-cgpa5', '3.6'])
    expect(read('uk', 'upper second')).toEqual(['uk', '2:1'])
    expect(read('gpa4', '75')).toEqual(['gpa4', ''])
    expect(read('ten', '3.5')).toEqual(['gpa4', '3.5'])
  })
})

describe('scholarshipsHref', () => {
  const state = (changes: Partial<ScholarshipsState>) => ({ ...SCHOLARSHIPS_DEFAULTS, ...changes })

  it('keeps the default view plain', () => {
    expect(scholarshipsHref(SCHOLARSHIPS_DEFAULTS)).toBe('/scholarships')
  })

  it('writes a shareable results link with the submitted profile', () => {
    const href = scholarshipsHref(
      state({ match: 1, degree: "Master's", field: 'Computer Science', gpa: '3.5' }),
    )
    const params = new URL(href, 'http://x').searchParams
    expect(params.get('match')).toBe('1')
    expect(params.get('degree')).toBe("Master's")
    expect(params.get('field')).toBe('Computer Science')
    expect(params.get('gpa')).toBe('3.5')
    expect(params.has('budget')).toBe(false)
  })

  it('names the tab only when it differs from the one the filters imply', () => {
    expect(scholarshipsHref(state({ tab: 'browse', type: 'government' }))).toBe(
      '/scholarships?type=government',
    )
    expect(scholarshipsHref(state({ tab: 'browse' }))).toBe('/scholarships?tab=browse')
    expect(scholarshipsHref(state({ tab: 'matcher', funding: 'merit' }))).toBe(
      '/scholarships?tab=matcher&funding=merit',
    )
  })
})

describe('Browse filters in the URL', () => {
  it('reads level, host country, fully funded and open now, falling back on junk', () => {
    expect(
      scholarshipsStateSchema.parse({ tab: 'browse', level: "Master's", host: 'de', funded: '1' }),
    ).toMatchObject({ tab: 'browse', level: "Master's", host: 'DE', funded: 1, open: 0 })
    expect(
      scholarshipListStateSchema.parse({ level: 'Diploma', host: 'Atlantis', open: 'yes' }),
    ).toEqual({
      level: '',
      host: '',
      funded: 0,
      open: 0,
    })
  })

  it('gives each type list its own path, with the filters off by default', () => {
    expect(scholarshipListUrl('government')).toEqual({
      path: '/scholarships/government',
      defaults: { level: '', host: '', funded: 0, open: 0 },
    })
  })
})

describe('one page per kind of award', () => {
  const listOf = (raw: Record<string, string>) =>
    scholarshipListHref(scholarshipsStateSchema.parse(raw))

  it("sends the nav's type and merit links to the footer's list pages", () => {
    expect(listOf({ type: 'university' })).toBe('/scholarships/university')
    expect(listOf({ type: 'external' })).toBe('/scholarships/external')
    expect(listOf({ type: 'government', tab: 'browse' })).toBe('/scholarships/government')
    expect(listOf({ funding: 'merit' })).toBe('/scholarships/merit')
  })

  it('carries the Browse filters, which the list pages have too', () => {
    expect(listOf({ type: 'government', level: "Master's", host: 'gb', funded: '1' })).toBe(
      '/scholarships/government?level=Master%27s&host=GB&funded=1',
    )
  })

  it('keeps the hub for what no list page shows', () => {
    expect(listOf({})).toBeUndefined()
    expect(listOf({ tab: 'browse' })).toBeUndefined()
    expect(listOf({ type: 'university', funding: 'merit' })).toBeUndefined()
    expect(listOf({ tab: 'matcher', funding: 'merit' })).toBeUndefined()
    expect(listOf({ type: 'government', degree: 'Ph.D.' })).toBeUndefined()
    expect(listOf({ type: 'government', match: '1' })).toBeUndefined()
  })
})
