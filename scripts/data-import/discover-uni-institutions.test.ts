import { importDiscoverUniInstitutions, townFromAddress } from './discover-uni-institutions'
import { discoverUniInstitutionRows } from './fixtures'

describe('importDiscoverUniInstitutions', () => {
  const result = importDiscoverUniInstitutions(discoverUniInstitutionRows)

  it('keeps one record per teaching provider (PUBUKPRN)', () => {
    expect(result.records.map((r) => r.ukprn)).toEqual(['10000001', '10000003'])
    expect(result.merged).toEqual({
      'same teaching provider (PUBUKPRN), another registering provider': 1,
    })
  })

  it('drops malformed rows, counted by field', () => {
    expect(result.dropped).toEqual({ 'invalid: PUBUKPRN': 1, 'invalid: PUBUKPRNCOUNTRY': 1 })
  })

  it('prefers the trading name, keeps the others for search, reads the town and adds a scheme', () => {
    expect(result.records[0]).toEqual({
      ukprn: '10000001',
      name: 'The University of Testford',
      altNames: ['Testford Uni', 'UoT Old'],
      town: 'Testford',
      nation: 'England',
      website: 'https://www.testford.ac.uk/',
    })
    expect(result.records[1]).toMatchObject({
      name: 'Riverside College',
      altNames: ['Riverside College Ltd'],
      nation: 'Wales',
      website: null,
    })
  })
})

describe('townFromAddress', () => {
  it.each([
    ['Wootton Road, Abingdon, Oxfordshire, OX14 1GG', 'Abingdon'],
    ['Palatine Centre, Stockton Road, Durham, DH1 3LE', 'Durham'],
    ['Cone Ripman House, 14 Bath Road, Chiswick , London, W4 1LY', 'London'],
    ['University Avenue, Glasgow, G12 8QQ', 'Glasgow'],
    ['', null],
    ['13, BH5 2DF', null],
  ])('%s -> %s', (address, town) => {
    expect(townFromAddress(address)).toBe(town)
  })
})
