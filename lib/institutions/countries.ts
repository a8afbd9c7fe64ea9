import countries from 'i18n-iso-countries'
import en from 'i18n-iso-countries/langs/en.json'

countries.registerLocale(en)

/** The English name of an ISO 3166-1 alpha-2 code ("GB" -> "United Kingdom"); the code if unknown. */
export function countryName(code: string): string {
  const name = countries.getName(code, 'en', { select: 'official' })
  return name ?? code
}

/** Where an institution is: "Kirksville, MO, United States of America". */
export function placeOf(place: { city: string | null; region: string | null; country: string }) {
  return [place.city, place.region, countryName(place.country)].filter(Boolean).join(', ')
}
