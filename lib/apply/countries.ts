// Nationality and country of residence for the application form: every ISO 3166-1 country. The
// server computes the list and hands the form compact pairs, so the library and its names stay out
// of the page's script.
import countries from 'i18n-iso-countries'
import englishCountries from 'i18n-iso-countries/langs/en.json'

import { options } from '@/lib/apply/options'

/** The form's original short list of countries; they stay accepted (its 'uk' is ISO's GB). */
const ORIGINAL_COUNTRIES = ['us', 'uk', 'ca', 'au', 'in', 'cn', 'de', 'fr'] as const

countries.registerLocale(englishCountries)

/**
 * Nationality and country of residence: every ISO 3166-1 country (i18n-iso-countries, in English),
 * as lower-case alpha-2 codes, except the United Kingdom, which keeps the original 'uk'; then 'other'.
 */
function countryOptions() {
  // Short everyday names ("China", "Iran"), but "United Kingdom" rather than the alias "UK", and
  // the official name where two countries share a short one (the two Congos).
  const names: Record<string, string> = {
    ...countries.getNames('en', { select: 'alias' }),
    GB: 'United Kingdom',
  }
  const uses = new Map<string, number>()
  for (const name of Object.values(names)) uses.set(name, (uses.get(name) ?? 0) + 1)
  for (const [code, name] of Object.entries(names))
    if (uses.get(name)! > 1) names[code] = countries.getName(code, 'en', { select: 'official' })!
  const entries = Object.entries(names)
    .map(([code, label]) => [code === 'GB' ? 'uk' : code.toLowerCase(), label] as const)
    .sort((a, b) => a[1].localeCompare(b[1], 'en'))
  const labels: Record<string, string> = Object.fromEntries(entries)
  labels.other = 'Other'
  const values = [...entries.map(([value]) => value), 'other'] as unknown as [string, ...string[]]
  for (const code of ORIGINAL_COUNTRIES) if (!values.includes(code)) values.push(code)
  return options(values, labels)
}

export const COUNTRY_OPTIONS = countryOptions()

/** The countries as [value, label] pairs, in order: what the page passes to the form. */
export const COUNTRY_PAIRS: [string, string][] = COUNTRY_OPTIONS.list.map((o) => [o.value, o.label])
