import type { University } from '@/data/schema'

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
