import { programmeJsonLd } from '@/lib/programmes/json-ld'
import { siteConfig } from '@/lib/site'
import { makeAuProgramme, makeUkProgramme } from '@/test/fixtures'

const base = siteConfig.url

describe('Course JSON-LD of a programme page', () => {
  it('describes a UK programme by its subject title and provider, with no offer: Discover Uni has no fees', () => {
    const p = makeUkProgramme({ id: 'uk-10000001-cs-1-full-time' })
    expect(programmeJsonLd(p, 'University of Testford')).toEqual({
      '@type': 'Course',
      '@id': `${base}/programmes/uk-10000001-cs-1-full-time`,
      url: `${base}/programmes/uk-10000001-cs-1-full-time`,
      name: 'Computer science',
      description:
        'Undergraduate programme in Computer science at University of Testford (full-time).',
      educationalLevel: 'Undergraduate',
      provider: {
        '@type': 'CollegeOrUniversity',
        '@id': `${base}/institutions/university-of-testford`,
        name: 'University of Testford',
      },
      hasCourseInstance: {
        '@type': 'CourseInstance',
        courseMode: 'FullTime',
        location: 'Main campus',
      },
    })
  })

  it('gives an AU programme its registered level, duration and yearly tuition as an offer', () => {
    const p = makeAuProgramme({ id: 'au-012345a' })
    expect(programmeJsonLd(p, 'Kangaroo University')).toEqual({
      '@type': 'Course',
      '@id': `${base}/programmes/au-012345a`,
      url: `${base}/programmes/au-012345a`,
      name: 'Master of Information Technology',
      description:
        'Masters Degree (Coursework) programme in Programming at Kangaroo University (full-time).',
      educationalLevel: 'Masters Degree (Coursework)',
      timeRequired: 'P104W',
      provider: {
        '@type': 'CollegeOrUniversity',
        '@id': `${base}/institutions/kangaroo-university`,
        name: 'Kangaroo University',
      },
      hasCourseInstance: {
        '@type': 'CourseInstance',
        courseMode: 'FullTime',
        location: 'Bruce Campus',
      },
      offers: {
        '@type': 'Offer',
        category: 'Paid',
        price: 45000,
        priceCurrency: 'AUD',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: 45000,
          priceCurrency: 'AUD',
          unitCode: 'ANN',
          unitText: 'per year',
        },
      },
    })
  })

  it('makes no offer when the fee is not reported, and no location or duration when unknown', () => {
    const fees = makeAuProgramme({ id: 'x' }).fees!
    const p = makeAuProgramme({
      id: 'au-111363e',
      duration: null,
      locations: [],
      fees: {
        ...fees,
        tuitionPerYear: null,
        tuitionTotal: null,
        estimatedTotalCost: null,
        missing: { tuitionPerYear: 'placeholder-fee', tuitionTotal: 'placeholder-fee' },
      },
    })
    const ld = programmeJsonLd(p, 'Kangaroo University')
    expect(ld).not.toHaveProperty('offers')
    expect(ld).not.toHaveProperty('timeRequired')
    expect(ld.hasCourseInstance).toEqual({ '@type': 'CourseInstance', courseMode: 'FullTime' })
  })
})
