import { getContentPageOrThrow } from '@/lib/content'
import { getCourseById, withUniversities } from '@/lib/courses'
import { siteConfig } from '@/lib/site'
import {
  articleJsonLd,
  courseDurationIso,
  courseJsonLd,
  scholarshipJsonLd,
} from '@/lib/site/seo-entities'
import { makeCourse, makeScholarship, makeUniversity } from '@/test/fixtures'

describe('course JSON-LD', () => {
  it('describes a course with its provider, level and time required', () => {
    const mba = withUniversities(getCourseById('mba')!)
    const data = courseJsonLd(mba)
    expect(data).toMatchObject({
      '@type': 'Course',
      '@id': `${siteConfig.url}/courses/mba`,
      name: 'Master of Business Administration (MBA)',
      educationalLevel: 'Masters',
      timeRequired: 'P1Y',
    })
    expect(data.provider).toHaveLength(5)
    expect(data.provider[0]).toMatchObject({
      '@type': 'CollegeOrUniversity',
      name: 'Harvard University',
      url: expect.stringMatching(/^https:\/\//),
    })
    expect(data.coursePrerequisites).toEqual(expect.arrayContaining(mba.prerequisites!))
  })

  it('turns durations into ISO 8601, using the shortest usual length', () => {
    expect(courseDurationIso('3-4 years')).toBe('P3Y')
    expect(courseDurationIso('4 years')).toBe('P4Y')
    expect(courseDurationIso('1 year')).toBe('P1Y')
    expect(courseDurationIso('4 years + residency')).toBe('P4Y')
    expect(courseDurationIso('Varies')).toBeUndefined()
    expect(
      'timeRequired' in courseJsonLd(withUniversities(makeCourse({ id: 'x', duration: 'Varies' }))),
    ).toBe(false)
  })

  it('publishes no price: the catalogue has no dated tuition of its own', () => {
    expect('offers' in courseJsonLd(withUniversities(makeCourse({ id: 'a' })))).toBe(false)
  })
})

describe('scholarship JSON-LD', () => {
  const university = makeUniversity({ id: 'toronto', name: 'University of Toronto' })

  it('describes the award as a MonetaryGrant with our page as its id and the official page as sameAs', () => {
    const s = makeScholarship({ id: 'pearson', name: 'Pearson Award', type: 'Government' })
    const data = scholarshipJsonLd(s, university)
    expect(data).toMatchObject({
      '@type': 'MonetaryGrant',
      '@id': expect.stringMatching(/\/scholarships\/pearson$/),
      name: 'Pearson Award',
      sameAs: ['https://www.pearson.example.org/'],
    })
    expect(data).not.toHaveProperty('funder')
  })

  it('names the university as funder of its own scholarship', () => {
    const s = makeScholarship({ id: 'pearson', type: 'University', universityId: 'toronto' })
    expect(scholarshipJsonLd(s, university)).toMatchObject({
      funder: { '@type': 'CollegeOrUniversity', name: 'University of Toronto' },
    })
  })
})

describe('article JSON-LD', () => {
  it('describes a guide as an Article by us, dated by its last review', () => {
    const page = getContentPageOrThrow('/resources/visa')
    expect(articleJsonLd(page)).toMatchObject({
      '@type': 'Article',
      '@id': `${siteConfig.url}/resources/visa`,
      headline: 'Student visas',
      description: page.description,
      datePublished: page.updated,
      dateModified: page.updated,
      author: { '@type': 'Organization', name: siteConfig.name },
      publisher: { '@type': 'Organization', name: siteConfig.name },
      citation: page.officialLinks.map((link) => link.url),
    })
  })

  it('describes a blog post as a BlogPosting with its publication date', () => {
    const post = getContentPageOrThrow('/blog/spotting-visa-and-admission-scams')
    expect(articleJsonLd(post)).toMatchObject({
      '@type': 'BlogPosting',
      datePublished: post.published,
      dateModified: post.updated,
      timeRequired: `PT${post.readingMinutes}M`,
    })
  })

  it('leaves out citations when a page has no official links', () => {
    expect(articleJsonLd(getContentPageOrThrow('/resources/guides'))).not.toHaveProperty('citation')
  })
})
