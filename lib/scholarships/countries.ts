// Country names and codes for scholarship rules: ISO 3166-1 alpha-2 codes, English names.
import countries from 'i18n-iso-countries'
import en from 'i18n-iso-countries/langs/en.json'

import { countryGroups } from '@/data/country-groups'

countries.registerLocale(en)

/** Where the library's English name reads oddly in a sentence or a list. */
const NAME_OVERRIDES: Record<string, string> = {
  US: 'United States',
  TW: 'Taiwan',
  CN: 'China',
}

export function countryName(code: string) {
  return NAME_OVERRIDES[code] ?? countries.getName(code, 'en') ?? code
}

/** Every country, sorted by name, for a nationality list. */
export const COUNTRY_OPTIONS: { code: string; name: string }[] = Object.keys(
  countries.getNames('en'),
)
  .map((code) => ({ code, name: countryName(code) }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'))

const CODES = new Set(COUNTRY_OPTIONS.map((c) => c.code))

/**
 * A country from a URL: an ISO code ('IN', 'in') or, as older links carried, an English name
 * ('India'); anything else is ''.
 */
export function parseCountryCode(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : ''
  if (!text) return ''
  const upper = text.toUpperCase()
  if (/^[A-Z]{2}$/.test(upper) && CODES.has(upper)) return upper
  return countries.getAlpha2Code(text, 'en') ?? ''
}

const GROUPS = new Map(countryGroups.map((g) => [g.id, g]))

/** A country code stays itself; a group id (lower-case) becomes its members' codes. */
export function expandCountries(refs: readonly string[]): Set<string> {
  return new Set(refs.flatMap((ref) => GROUPS.get(ref)?.codes ?? [ref]))
}

/** A code's country name or a group's name, for a sentence. */
export function refName(ref: string) {
  const group = GROUPS.get(ref)
  return group ? group.name : countryName(ref)
}
