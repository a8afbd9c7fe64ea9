import type { Scholarship, University } from '@/data/schema'

import { siteConfig } from './site'

export function universityJsonLd(u: University) {
  return {
    '@type': 'CollegeOrUniversity',
    '@id': `${siteConfig.url}/universities/${u.slug}`,
    name: u.name,
    url: u.website,
    description: u.description,
    foundingDate: String(u.establishedYear),
    address: { '@type': 'PostalAddress', addressLocality: u.city, addressCountry: u.countryCode },
    numberOfStudents: u.studentPopulation,
    sameAs: [u.website],
  }
}

/** schema.org MonetaryGrant: every award in the dataset pays fees, a stipend or both. */
export function scholarshipJsonLd(s: Scholarship, university?: University) {
  const funder =
    university && s.type === 'University'
      ? {
          funder: {
            '@type': 'CollegeOrUniversity',
            '@id': `${siteConfig.url}/universities/${university.slug}`,
            name: university.name,
            url: university.website,
          },
        }
      : {}
  return {
    '@type': 'MonetaryGrant',
    '@id': `${siteConfig.url}/scholarships/${s.slug}`,
    name: s.name,
    description: s.description,
    url: `${siteConfig.url}/scholarships/${s.slug}`,
    sameAs: [s.link],
    disambiguatingDescription: `${s.type} scholarship for ${s.eligibleDegrees.join(', ')} study: ${s.value}`,
    ...funder,
  }
}
