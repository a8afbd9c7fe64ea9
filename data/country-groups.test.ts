import countries from 'i18n-iso-countries'

import { countryGroups } from './country-groups'
import { destinationCosts } from './destination-costs'
import { countryGroupSchema } from './schema'
import { scholarships } from './scholarships'
import { universities } from './universities'

const group = (id: string) => countryGroups.find((g) => g.id === id)!
const isGroupId = (value: string) => /^[a-z]/.test(value)

/** Every country code or group id a scholarship names, wherever it names one. */
function scholarshipRefs() {
  return scholarships.flatMap((s) => {
    const n = s.nationalities
    const nationality =
      typeof n === 'string' || 'ownList' in n
        ? []
        : [...(n.include === 'any' ? [] : n.include), ...(n.exclude ?? [])]
    return [...nationality, ...(s.hostCountries === 'any' ? [] : s.hostCountries)]
  })
}

describe('country groups', () => {
  it.each(countryGroups.map((g) => [g.id, g]))('%s parses with its schema', (_id, g) => {
    expect(() => countryGroupSchema.parse(g)).not.toThrow()
  })

  it('has unique ids and no code twice within a group', () => {
    const ids = countryGroups.map((g) => g.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const g of countryGroups) expect(new Set(g.codes).size).toBe(g.codes.length)
  })

  it('has the known sizes of the fixed memberships', () => {
    expect(group('eu').codes).toHaveLength(27)
    expect(group('eea').codes).toHaveLength(30)
    expect(group('eea-ch').codes).toHaveLength(31)
    expect(group('commonwealth').codes).toHaveLength(56)
    expect(group('africa').codes).toHaveLength(54)
    expect(group('latin-america-caribbean').codes).toHaveLength(33)
  })

  it('nests the European groups: EU within the EEA within EEA+CH within Erasmus+ countries', () => {
    const within = (inner: string, outer: string) =>
      group(inner).codes.filter((code) => !group(outer).codes.includes(code))
    expect(within('eu', 'eea')).toEqual([])
    expect(within('eea', 'eea-ch')).toEqual([])
    expect(within('eea', 'erasmus-programme-countries')).toEqual([])
    expect(group('eu').codes).not.toContain('GB')
  })

  it('lists as low- and middle-income Commonwealth exactly the members on the DAC list', () => {
    const expected = group('commonwealth').codes.filter((c) => group('oecd-dac').codes.includes(c))
    expect([...group('commonwealth-dac').codes].sort()).toEqual([...expected].sort())
    for (const rich of ['GB', 'CA', 'AU', 'NZ', 'SG']) {
      expect(group('commonwealth-dac').codes).not.toContain(rich)
      expect(group('oecd-dac').codes).not.toContain(rich)
    }
    expect(group('oecd-dac').codes).toEqual(expect.arrayContaining(['IN', 'NG', 'BR', 'CN']))
  })
})

describe('country codes across the datasets', () => {
  it('uses only real ISO 3166-1 alpha-2 codes', () => {
    const codes = [
      ...countryGroups.flatMap((g) => g.codes),
      ...universities.map((u) => u.countryCode),
      ...destinationCosts.map((c) => c.countryCode),
      ...scholarshipRefs().filter((ref) => !isGroupId(ref)),
    ]
    expect(codes.filter((code) => !countries.isValid(code))).toEqual([])
  })

  it('names only groups that exist', () => {
    const ids = new Set(countryGroups.map((g) => g.id))
    const unknown = scholarshipRefs().filter((ref) => isGroupId(ref) && !ids.has(ref))
    expect(unknown).toEqual([])
  })

  it('recognises a made-up code as invalid, so the check above can fail', () => {
    expect(countries.isValid('QQ')).toBe(false)
    expect(countries.isValid('UK')).toBe(false)
  })
})
