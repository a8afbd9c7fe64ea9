import { hipoRows } from './fixtures'
import { importHipo } from './hipo'

describe('importHipo', () => {
  const result = importHipo(hipoRows)

  it('drops rows without a domain or with a country that is not an ISO code, counted by field', () => {
    expect(result.read).toBe(9)
    expect(result.dropped).toEqual({ 'invalid: domains': 1, 'invalid: alpha_two_code': 1 })
  })

  it('folds a repeated name and country into one record with both domains', () => {
    const alfa = result.records.filter((r) => r.country === 'MX')
    expect(alfa).toHaveLength(1)
    expect(alfa[0]).toEqual({
      name: 'Universidad Alfa',
      country: 'MX',
      region: 'Jalisco',
      domains: ['ualfa.mx', 'alfa.edu.mx'],
      website: 'http://www.ualfa.mx/',
      altNames: [],
    })
    expect(result.merged).toEqual({ 'duplicate name and country': 1 })
  })

  it('treats anything but an array as no rows', () => {
    expect(importHipo({ not: 'a list' }).records).toEqual([])
  })
})

describe('importHipo names', () => {
  it('restores Windows-1252 quotes that arrive as control characters', () => {
    const row = {
      name: 'Fine Arts Academy \x93Wladyslaw Strzeminski\x94 in Lodz',
      alpha_two_code: 'PL',
      'state-province': null,
      domains: ['asp.lodz.pl'],
      web_pages: ['http://www.asp.lodz.pl/'],
    }
    expect(importHipo([row]).records[0]!.name).toBe(
      'Fine Arts Academy “Wladyslaw Strzeminski” in Lodz',
    )
  })
})
