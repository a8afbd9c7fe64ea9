import { scorecardRows } from './fixtures'
import { importScorecard } from './scorecard'

describe('importScorecard', () => {
  const result = importScorecard(scorecardRows)

  it('keeps web address and coordinates by UnitID, NULL coordinates as null', () => {
    expect(result.records.get('100001')).toEqual({
      unitid: '100001',
      website: 'https://www.esu.edu/',
      coords: [40.1, -75.2],
    })
    expect(result.records.get('100002')).toEqual({
      unitid: '100002',
      website: 'https://beauty.example.com/',
      coords: null,
    })
  })

  it('drops rows without a UnitID, counted', () => {
    expect(result.read).toBe(4)
    expect(result.records.size).toBe(3)
    expect(result.dropped).toEqual({ 'invalid: UNITID': 1 })
  })
})
