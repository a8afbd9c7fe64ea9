import { siteConfig } from '@/lib/site'
import type { Programme } from '@/data/open-schema'

/** schema.org Course for a programme page; the AU fee as a yearly offer where registered. */
export function programmeJsonLd(p: Programme, providerName: string) {
  const url = `${siteConfig.url}/programmes/${p.id}`
  const perYear = p.fees?.tuitionPerYear
  return {
    '@type': 'Course',
    '@id': url,
    url,
    name: p.title,
    description: `${p.levelLabel ?? p.level} programme in ${p.subjects.map((s) => s.label).join(', ')} at ${providerName} (${p.mode}).`,
    educationalLevel: p.levelLabel ?? p.level,
    ...(p.duration ? { timeRequired: `P${p.duration.weeks}W` } : {}),
    provider: {
      '@type': 'CollegeOrUniversity',
      '@id': `${siteConfig.url}/institutions/${p.provider}`,
      name: providerName,
    },
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: p.mode === 'full-time' ? 'FullTime' : 'PartTime',
      ...(p.locations[0] ? { location: p.locations[0].name } : {}),
    },
    ...(p.fees && perYear
      ? {
          offers: {
            '@type': 'Offer',
            category: 'Paid',
            price: perYear,
            priceCurrency: p.fees.currency,
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: perYear,
              priceCurrency: p.fees.currency,
              unitCode: 'ANN',
              unitText: 'per year',
            },
          },
        }
      : {}),
  }
}
