import {
  admissionResults,
  countryGuides,
  featuredIn,
  homeSource,
  scholarshipCategories,
  scholarshipStories,
} from './home'
import {
  admissionResultSchema,
  countryGuideCardSchema,
  dataSourceSchema,
  featuredInSchema,
  scholarshipCategorySchema,
  scholarshipStorySchema,
} from './schema'

describe('home page content', () => {
  it('states its source and as-of date, and says the examples are illustrative', () => {
    expect(() => dataSourceSchema.parse(homeSource)).not.toThrow()
    expect(homeSource.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(homeSource.description).toMatch(/illustrative/i)
    expect(homeSource.description).toMatch(/counted from the datasets/i)
  })

  it('parses every record with its schema', () => {
    for (const item of featuredIn) expect(() => featuredInSchema.parse(item)).not.toThrow()
    for (const item of scholarshipCategories) {
      expect(() => scholarshipCategorySchema.parse(item)).not.toThrow()
    }
    for (const item of scholarshipStories) {
      expect(() => scholarshipStorySchema.parse(item)).not.toThrow()
    }
    for (const item of admissionResults) {
      expect(() => admissionResultSchema.parse(item)).not.toThrow()
    }
    for (const item of countryGuides) expect(() => countryGuideCardSchema.parse(item)).not.toThrow()
  })

  it('has the specified counts', () => {
    expect(featuredIn).toHaveLength(6)
    expect(scholarshipCategories).toHaveLength(3)
    expect(scholarshipStories).toHaveLength(6)
    expect(admissionResults).toHaveLength(3)
    expect(countryGuides).toHaveLength(4)
  })

  it('has unique names', () => {
    for (const list of [featuredIn, scholarshipCategories, scholarshipStories, admissionResults]) {
      const names = list.map((item) => ('name' in item ? item.name : item.title))
      expect(new Set(names).size).toBe(names.length)
    }
  })

  it('counts each category by its type, each linking to its own filtered list', () => {
    expect(scholarshipCategories.map((c) => c.type)).toEqual([
      'University',
      'Government',
      'External',
    ])
    expect(scholarshipCategories.map((c) => c.href)).toEqual([
      '/scholarships/university',
      '/scholarships/government',
      '/scholarships/external',
    ])
  })

  it('draws no emoji: no flags (regional indicators) nor pictographs, which need an emoji font', () => {
    const text = JSON.stringify([featuredIn, scholarshipCategories, countryGuides])
    expect(text).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]|\p{Extended_Pictographic}/u)
    expect(countryGuides.map((g) => g.code)).toEqual(['US', 'UK', 'CA', 'AU'])
  })

  it('links the four country guides', () => {
    expect(countryGuides.map((g) => g.href)).toEqual([
      '/guides/countries/usa',
      '/guides/countries/uk',
      '/guides/countries/canada',
      '/guides/countries/australia',
    ])
  })
})
