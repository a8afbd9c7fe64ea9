import { importEcb } from './ecb'
import { ecbCsv } from './fixtures'

describe('importEcb', () => {
  it('keeps the latest day, leaves out currencies marked N/A and counts the rest', () => {
    const result = importEcb(ecbCsv)
    expect(result.rates).toEqual({
      date: '2026-04-13',
      base: 'EUR',
      rates: { AUD: 1.661, GBP: 0.87058, JPY: 186.75, USD: 1.1684 },
    })
    expect(result.read).toBe(3)
    expect(result.dropped).toEqual({
      'invalid: date': 1,
      'earlier days (only the latest is kept)': 1,
    })
  })

  it('fails loudly on a file that is not the ECB layout', () => {
    expect(() => importEcb('a,b\n1,2')).toThrow(/Date/)
  })
})
