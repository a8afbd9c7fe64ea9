import { dataSourceSchema, SCHOLARSHIP_TYPES, scholarshipSchema } from './schema'
import { scholarships, scholarshipsSource } from './scholarships'
import { universities } from './universities'

const isHttps = (url: string) => new URL(url).protocol === 'https:'

describe('scholarships dataset', () => {
  it('states its source and as-of date', () => {
    expect(() => dataSourceSchema.parse(scholarshipsSource)).not.toThrow()
    expect(scholarshipsSource.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it.each(scholarships.map((s) => [s.id, s]))('%s parses with its schema', (_id, s) => {
    expect(() => scholarshipSchema.parse(s)).not.toThrow()
  })

  it('has unique ids, slugs and names', () => {
    for (const key of ['id', 'slug', 'name'] as const) {
      const values = scholarships.map((s) => s[key])
      expect(new Set(values).size).toBe(values.length)
    }
  })

  it('links every programme to an absolute https URL', () => {
    for (const s of scholarships) {
      expect(isHttps(s.link)).toBe(true)
    }
  })

  it('lists at least 40 scholarships covering every type', () => {
    expect(scholarships.length).toBeGreaterThanOrEqual(40)
    const types = new Set(scholarships.map((s) => s.type))
    for (const type of SCHOLARSHIP_TYPES) {
      expect(types).toContain(type)
    }
  })

  it('has six prestigious scholarships for the Featured section', () => {
    const featured = scholarships.filter((s) => s.isPrestigious).slice(0, 6)
    expect(featured).toHaveLength(6)
    for (const s of featured) {
      expect(s.isPrestigious).toBe(true)
    }
  })

  it('opens with a good mix: 6+ prestigious in the first 10 and all types in the first 20', () => {
    expect(scholarships.slice(0, 10).filter((s) => s.isPrestigious).length).toBeGreaterThanOrEqual(
      6,
    )
    const firstTypes = new Set(scholarships.slice(0, 20).map((s) => s.type))
    expect(firstTypes.size).toBe(SCHOLARSHIP_TYPES.length)
  })

  it('names the host country in the university text', () => {
    for (const s of scholarships) {
      expect(s.university).toMatch(/,|\bin\b|\bon\b/)
    }
  })

  it('points every universityId at a university in the dataset', () => {
    const ids = new Set(universities.map((u) => u.id))
    const missing = scholarships
      .filter((s) => s.universityId !== undefined && !ids.has(s.universityId))
      .map((s) => `${s.id} -> ${s.universityId}`)
    expect(missing).toEqual([])
  })

  it('tells merit-based awards from need-based aid', () => {
    const merit = (slug: string) => scholarships.find((s) => s.slug === slug)?.isMeritBased
    for (const slug of [
      'harvard-college-financial-aid',
      'yale-need-based-financial-aid',
      'mastercard-foundation-scholars-program',
    ]) {
      expect(merit(slug)).toBe(false)
    }
    expect(merit('rhodes-scholarship')).toBe(true)
    expect(scholarshipsSource.description).toMatch(/'merit-based' means/)
  })
})
