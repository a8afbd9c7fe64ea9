// The home page's lists live in data/home.json (reviewed data, not code), checked against their
// schema once when first read. The figures beside them are counted from the datasets.
import seed from './home.json'
import {
  homeSeedSchema,
  type AdmissionResult,
  type CountryGuideCard,
  type DataSource,
  type FeaturedIn,
  type ScholarshipCategory,
  type ScholarshipStory,
} from './schema'
import { parseSeed } from './seed'

const parsed = parseSeed(homeSeedSchema, seed, 'data/home.json', [
  'featuredIn',
  'scholarshipCategories',
  'scholarshipStories',
  'admissionResults',
  'countryGuides',
])

export const homeSource: DataSource = parsed.source
export const featuredIn: FeaturedIn[] = parsed.featuredIn
export const scholarshipCategories: ScholarshipCategory[] = parsed.scholarshipCategories
export const scholarshipStories: ScholarshipStory[] = parsed.scholarshipStories
export const admissionResults: AdmissionResult[] = parsed.admissionResults
export const countryGuides: CountryGuideCard[] = parsed.countryGuides
