import { institutionHref } from '@/lib/institutions/state'
import { officialWebsiteHref } from '@/lib/institutions/url'
import { siteConfig } from '@/lib/site'
import type { Institution } from '@/data/open-schema'

/** schema.org CollegeOrUniversity of a directory record: only what the sources give. */
export function institutionJsonLd(i: Institution) {
  const students = i.us?.enrolment?.total
  return {
    '@type': 'CollegeOrUniversity',
    '@id': `${siteConfig.url}${institutionHref(i.id)}`,
    name: i.name,
    ...(i.altNames.length ? { alternateName: i.altNames } : {}),
    ...(i.website
      ? { url: officialWebsiteHref(i.website), sameAs: [officialWebsiteHref(i.website)] }
      : {}),
    address: {
      '@type': 'PostalAddress',
      ...(i.city ? { addressLocality: i.city } : {}),
      ...(i.region ? { addressRegion: i.region } : {}),
      addressCountry: i.country,
    },
    ...(i.coords
      ? { geo: { '@type': 'GeoCoordinates', latitude: i.coords[0], longitude: i.coords[1] } }
      : {}),
    ...(typeof students === 'number' ? { numberOfStudents: students } : {}),
  }
}
