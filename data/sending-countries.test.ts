import countries from 'i18n-iso-countries'

import { dataSourceSchema, sendingCountrySchema } from './schema'
import {
  SENDING_COUNTRIES_URL,
  sendingCountries,
  sendingCountriesSource,
} from './sending-countries'

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'))

describe('sending countries', () => {
  it('states its source, an official https page, and its as-of date', () => {
    expect(() => dataSourceSchema.parse(sendingCountriesSource)).not.toThrow()
    expect(new URL(SENDING_COUNTRIES_URL).protocol).toBe('https:')
  })

  it('lists at least 30 countries, once each, with valid codes and ISO 4217 currencies', () => {
    const codes = sendingCountries.map((c) => c.countryCode)
    expect(codes.length).toBeGreaterThanOrEqual(30)
    expect(new Set(codes).size).toBe(codes.length)
    for (const c of sendingCountries) {
      expect(() => sendingCountrySchema.parse(c)).not.toThrow()
      expect([c.countryCode, countries.isValid(c.countryCode)]).toEqual([c.countryCode, true])
      expect([c.currency, CURRENCIES.has(c.currency)]).toEqual([c.currency, true])
    }
  })

  it('includes the countries whose students the ECB list left out', () => {
    const byCountry = Object.fromEntries(sendingCountries.map((c) => [c.countryCode, c.currency]))
    expect(byCountry).toMatchObject({
      NG: 'NGN',
      PK: 'PKR',
      BD: 'BDT',
      KE: 'KES',
      GH: 'GHS',
      EG: 'EGP',
      VN: 'VND',
      NP: 'NPR',
      LK: 'LKR',
    })
  })
})
