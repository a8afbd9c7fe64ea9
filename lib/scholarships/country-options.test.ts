import { COUNTRY_OPTIONS } from '@/lib/scholarships/countries'
import options from '@/data/country-options.json'

describe('data/country-options.json', () => {
  it('is the matcher nationality list (npm run countries:options rewrites it)', () => {
    expect(options).toEqual(COUNTRY_OPTIONS.map((c) => [c.code, c.name]))
  })
})
