import { importDfe } from './dfe'
import { dfeRows } from './fixtures'

describe('importDfe', () => {
  const result = importDfe(dfeRows)

  it('keeps open bodies with a UKPRN that have awarded degrees, with synonyms and groups', () => {
    expect(result.records).toEqual([
      {
        name: 'University of Testford',
        ukprn: '10000001',
        synonyms: ['UoT', 'Testford University'],
        groups: ['russell_group'],
      },
      { name: 'Testford Institute of Research', ukprn: '10000009', synonyms: [], groups: [] },
    ])
  })

  it('counts every other row by reason and remembers closed names', () => {
    expect(result.dropped).toEqual({
      closed: 1,
      'has never awarded degrees': 1,
      'no UKPRN': 1,
      'invalid: ukprn': 1,
    })
    expect(result.closedNames).toEqual(['Testford Polytechnic'])
  })
})
