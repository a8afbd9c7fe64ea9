import { importCurrencyApi } from './currency-api'
import { currencyApiJson } from './fixtures'

describe('importCurrencyApi', () => {
  it('keeps ISO 4217 currencies with a rate, upper case and sorted, with the file’s date', () => {
    const result = importCurrencyApi(currencyApiJson)
    expect(result.date).toBe('2026-09-29')
    expect(result.rates).toEqual({
      AUD: 1.76543211,
      GBP: 0.85817579,
      NGN: 1506.61827055,
      PKR: 314.84663777,
      USD: 1.13607202,
    })
    expect(result.read).toBe(9)
    expect(result.dropped).toEqual({
      'the base currency itself': 1,
      'not an ISO 4217 currency (crypto token, metal or withdrawn code)': 2,
      'no usable rate': 1,
    })
  })

  it('tells ISO codes from the rest by the list it is given', () => {
    const onlyNaira = importCurrencyApi(currencyApiJson, new Set(['NGN']))
    expect(Object.keys(onlyNaira.rates)).toEqual(['NGN'])
  })

  it('fails loudly on a file that is not the currency-api layout', () => {
    expect(() => importCurrencyApi({ usd: { eur: 1 } })).toThrow(/currency-api/)
    expect(() => importCurrencyApi({ date: '29/09/2026', eur: {} })).toThrow(/currency-api/)
  })
})
