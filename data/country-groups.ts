// Named groups of countries that scholarship rules refer to, each expanded to ISO 3166-1 alpha-2
// codes. Compiled by the editors from the bodies' own published membership lists; confirm a
// borderline country on the source page before relying on it. The groups live in
// data/country-groups.json (reviewed data, not code), checked against their schema once when
// first read.
import seed from './country-groups.json'
import { countryGroupsSeedSchema, type CountryGroup } from './schema'
import { parseSeed } from './seed'

const parsed = parseSeed(countryGroupsSeedSchema, seed, 'data/country-groups.json', ['groups'])

export const countryGroups: CountryGroup[] = parsed.groups
