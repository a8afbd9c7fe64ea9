import type { ContentPage, DataSource } from '../schema'
import { blogPages } from './blog'
import { companyPages } from './company'
import { countryGuidePages } from './country-guides'
import { guidesPages } from './guides'
import { legalPages } from './legal'
import { resourcesPages } from './resources'
import { testsPages } from './tests'

export const contentSource: DataSource = {
  title: 'Guides, articles and policies',
  description:
    'Written by the Study Abroad Compass team. Each page shows the date we last reviewed it. Visa rules, fees, test formats and deadlines change often: the official pages linked from each page are the authority, and where they differ from our text, they are right.',
  asOf: '2026-11-21',
  licence: 'Our own content.',
}

export {
  blogPages,
  companyPages,
  countryGuidePages,
  guidesPages,
  legalPages,
  resourcesPages,
  testsPages,
}

export const contentPages: ContentPage[] = [
  ...resourcesPages,
  ...guidesPages,
  ...countryGuidePages,
  ...testsPages,
  ...blogPages,
  ...companyPages,
  ...legalPages,
]
