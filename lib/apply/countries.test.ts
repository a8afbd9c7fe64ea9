import { COUNTRY_OPTIONS, COUNTRY_PAIRS } from '@/lib/apply/countries'

describe('country options', () => {
  it('name each country once, the two Congos by their official names', () => {
    const labels = COUNTRY_PAIRS.map(([, label]) => label)
    expect(labels.length).toBeGreaterThan(240)
    expect(new Set(labels).size).toBe(labels.length)
    expect(COUNTRY_OPTIONS.labels.cd).toBe('Democratic Republic of the Congo')
    expect(COUNTRY_OPTIONS.labels.cg).toBe('Republic of the Congo')
    expect(labels).not.toContain('Congo')
  })

  it('keep short everyday names, the original short list and Other', () => {
    expect(COUNTRY_OPTIONS.labels.cn).toBe('China')
    expect(COUNTRY_OPTIONS.labels.uk).toBe('United Kingdom')
    for (const value of ['us', 'uk', 'ca', 'au', 'in', 'cn', 'de', 'fr', 'other'])
      expect(COUNTRY_OPTIONS.values).toContain(value)
    expect(COUNTRY_PAIRS.at(-1)).toEqual(['other', 'Other'])
  })
})
