// The countries most international students come from, each with the currency its students hold:
// the currency picker offers at least these, whatever the rates of the day.
import type { DataSource, SendingCountry } from './schema'

export const sendingCountriesSource: DataSource = {
  title: 'Countries sending the most international students',
  description:
    "Countries of origin with the most internationally mobile tertiary students (students enrolled for a degree abroad), from the UNESCO Institute for Statistics' global flow of tertiary-level students, 2021-2022 figures as compiled by the editors. The list errs on the side of more countries so that it holds at least the 30 largest; its order is not a ranking. Currencies are each country's legal tender (ISO 4217).",
  asOf: '2026-11-28',
  licence: 'Our own compilation of figures published by the UNESCO Institute for Statistics.',
}

export const SENDING_COUNTRIES_URL = 'https://uis.unesco.org/en/uis-student-flow'

// prettier-ignore
export const sendingCountries: SendingCountry[] = [
  { countryCode: 'CN', currency: 'CNY' }, { countryCode: 'IN', currency: 'INR' },
  { countryCode: 'VN', currency: 'VND' }, { countryCode: 'DE', currency: 'EUR' },
  { countryCode: 'UZ', currency: 'UZS' }, { countryCode: 'NG', currency: 'NGN' },
  { countryCode: 'FR', currency: 'EUR' }, { countryCode: 'PK', currency: 'PKR' },
  { countryCode: 'KZ', currency: 'KZT' }, { countryCode: 'KR', currency: 'KRW' },
  { countryCode: 'NP', currency: 'NPR' }, { countryCode: 'SA', currency: 'SAR' },
  { countryCode: 'IT', currency: 'EUR' }, { countryCode: 'MA', currency: 'MAD' },
  { countryCode: 'US', currency: 'USD' }, { countryCode: 'IR', currency: 'IRR' },
  { countryCode: 'BD', currency: 'BDT' }, { countryCode: 'TR', currency: 'TRY' },
  { countryCode: 'UA', currency: 'UAH' }, { countryCode: 'MY', currency: 'MYR' },
  { countryCode: 'RU', currency: 'RUB' }, { countryCode: 'BR', currency: 'BRL' },
  { countryCode: 'ID', currency: 'IDR' }, { countryCode: 'EG', currency: 'EGP' },
  { countryCode: 'CM', currency: 'XAF' }, { countryCode: 'LK', currency: 'LKR' },
  { countryCode: 'ES', currency: 'EUR' }, { countryCode: 'CO', currency: 'COP' },
  { countryCode: 'HK', currency: 'HKD' }, { countryCode: 'JP', currency: 'JPY' },
  { countryCode: 'GH', currency: 'GHS' }, { countryCode: 'KE', currency: 'KES' },
  { countryCode: 'MX', currency: 'MXN' }, { countryCode: 'CA', currency: 'CAD' },
  { countryCode: 'PH', currency: 'PHP' }, { countryCode: 'SY', currency: 'SYP' },
  { countryCode: 'AZ', currency: 'AZN' }, { countryCode: 'TJ', currency: 'TJS' },
  { countryCode: 'TM', currency: 'TMT' }, { countryCode: 'IQ', currency: 'IQD' },
  { countryCode: 'MN', currency: 'MNT' }, { countryCode: 'TH', currency: 'THB' },
  { countryCode: 'TW', currency: 'TWD' }, { countryCode: 'DZ', currency: 'DZD' },
  { countryCode: 'TN', currency: 'TND' }, { countryCode: 'ZW', currency: 'ZWG' },
  { countryCode: 'GB', currency: 'GBP' }, { countryCode: 'SG', currency: 'SGD' },
]
