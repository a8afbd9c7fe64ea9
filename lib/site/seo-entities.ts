import type { CourseEntry } from '@/lib/courses'
import { siteConfig } from '@/lib/site'
import type { ContentPage, Scholarship, University } from '@/data/schema'

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

/** '3-4 years' or '4 years + residency' -> 'P3Y': the shortest usual length, as an ISO 8601 duration. */
export function courseDurationIso(duration: string) {
  const years = /^(\d+)(?:-\d+)? years?\b/.exec(duration)
  return years ? `P${years[1]}Y` : undefined
}

export function courseJsonLd(course: CourseEntry) {
  const url = `${siteConfig.url}/courses/${course.id}`
  const timeRequired = courseDurationIso(course.duration)
  return {
    '@type': 'Course',
    '@id': url,
    url,
    name: course.name,
    description: course.description,
    educationalLevel: course.level,
    ...(timeRequired ? { timeRequired } : {}),
    coursePrerequisites: [...(course.prerequisites ?? []), ...course.requirements],
    provider: course.universities.map((u) => ({
      '@type': 'CollegeOrUniversity',
      '@id': `${siteConfig.url}/universities/${u.slug}`,
      name: u.name,
      url: u.website,
    })),
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

/** schema.org Article, or BlogPosting for a blog post: written and published by us. */
export function articleJsonLd(page: ContentPage) {
  const url = `${siteConfig.url}${page.path}`
  const organization = { '@type': 'Organization', name: siteConfig.name, url: siteConfig.url }
  return {
    '@type': page.section === 'Blog' ? 'BlogPosting' : 'Article',
    '@id': url,
    url,
    mainEntityOfPage: url,
    headline: page.title,
    description: page.description,
    datePublished: page.published ?? page.updated,
    dateModified: page.updated,
    timeRequired: `PT${page.readingMinutes}M`,
    inLanguage: 'en',
    articleSection: page.section,
    author: organization,
    publisher: organization,
    ...(page.officialLinks.length ? { citation: page.officialLinks.map((link) => link.url) } : {}),
  }
}
