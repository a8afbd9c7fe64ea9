import { z } from 'zod'

export const REGIONS = [
  'North America',
  'Latin America',
  'Europe',
  'Asia',
  'Oceania',
  'Africa/Middle East',
] as const

export const dataSourceSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  asOf: z.iso.date(),
  licence: z.string().optional(),
})
export type DataSource = z.infer<typeof dataSourceSchema>

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'kebab-case slug')
const httpsUrl = z.url({ protocol: /^https$/ })
const text = z.string().trim().min(1)
const percent = z.number().min(0).max(100)

export const universitySchema = z.object({
  id: slug,
  slug,
  name: text,
  country: text,
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  city: text,
  region: z.enum(REGIONS),
  worldRanking: z.number().int().positive(),
  nationalRanking: z.number().int().positive(),
  logo: text,
  website: httpsUrl,
  description: text,
  establishedYear: z.number().int().min(800).max(2026),
  studentPopulation: z.number().int().positive(),
  internationalStudents: z.number().int().nonnegative(),
  acceptanceRate: percent,
  tuitionFees: z.object({
    domestic: text,
    international: text,
    domesticNumeric: z.number().nonnegative(),
    internationalNumeric: z.number().nonnegative(),
  }),
  admissionRequirements: z.object({
    minimumGPA: z.number().min(0).max(4),
    englishTest: text,
    requiredTests: z.array(text),
    applicationDeadline: text,
    earlyDeadline: text,
  }),
  popularPrograms: z.array(text).min(1),
  availableScholarships: z.array(text).min(1),
  campusLife: z.object({
    location: text,
    housing: z.boolean(),
    clubs: z.number().int().nonnegative(),
    campusSize: text,
    nearestCity: text,
  }),
  academics: z.object({
    facultyStudentRatio: text,
    researchRating: z.number().min(1).max(10),
    employmentRate: percent,
    averageSalary: text,
  }),
  facilities: z.array(text).min(1),
  accreditations: z.array(text).min(1),
  specialFeatures: z.array(text).min(1),
})
export type University = z.infer<typeof universitySchema>

export const SCHOLARSHIP_TYPES = ['External', 'Government', 'University'] as const
export const DEGREES = ["Bachelor's", "Master's", 'Ph.D.', 'Research-based'] as const

export const scholarshipSchema = z.object({
  id: slug,
  slug,
  name: text,
  type: z.enum(SCHOLARSHIP_TYPES),
  eligibleDegrees: z.array(z.enum(DEGREES)).min(1),
  value: text,
  /** Host institution(s) and host country written out, e.g. "Any UK university, United Kingdom". */
  university: text,
  description: text,
  link: httpsUrl,
  isFullyFunded: z.boolean(),
  isPrestigious: z.boolean(),
  /** Awarded on academic or professional merit (rather than need, nationality or field alone). */
  isMeritBased: z.boolean(),
  deadline: text.optional(),
  universityId: slug.optional(),
})
export type Scholarship = z.infer<typeof scholarshipSchema>

export const COURSE_CATEGORIES = [
  'Engineering & Technology',
  'Business & Management',
  'Medicine & Health Sciences',
  'Arts & Humanities',
  'Natural Sciences',
  'Social Sciences',
  'Law',
] as const
export const COURSE_LEVELS = [
  'Undergraduate',
  'Postgraduate',
  'Masters',
  'Doctorate',
  'PhD',
] as const

export const courseSchema = z.object({
  id: slug,
  name: text,
  category: z.enum(COURSE_CATEGORIES),
  level: z.enum(COURSE_LEVELS),
  duration: text,
  description: text,
  requirements: z.array(text).min(1),
  careerProspects: z.array(text).min(1),
  /** USD per year, e.g. "$20,000 - $55,000 per year". */
  tuitionRange: text,
  tuitionMinUsd: z.number().int().nonnegative(),
  tuitionMaxUsd: z.number().int().nonnegative(),
  /** University ids from data/universities. */
  popularUniversities: z.array(slug).min(2),
  prerequisites: z.array(text).optional(),
  researchFocus: z.array(text).optional(),
  /** Whether well-known providers offer it online or part-time (for /courses/online). */
  onlineAvailability: text.optional(),
})
export type Course = z.infer<typeof courseSchema>

export const scholarshipStorySchema = z.object({
  name: text,
  country: text,
  scholarship: text,
  university: text,
  field: text,
  amount: text,
  quote: text,
})
export type ScholarshipStory = z.infer<typeof scholarshipStorySchema>

export const admissionResultSchema = z.object({
  name: text,
  country: text,
  university: text,
  program: text,
  outcome: text,
  scholarship: text,
  amount: text,
})
export type AdmissionResult = z.infer<typeof admissionResultSchema>

export const scholarshipCategorySchema = z.object({
  title: text,
  description: text,
  count: text,
  href: z.string().startsWith('/'),
})
export type ScholarshipCategory = z.infer<typeof scholarshipCategorySchema>

export const countryGuideCardSchema = z.object({
  country: text,
  title: text,
  summary: text,
  flag: text,
  href: z.string().startsWith('/'),
})
export type CountryGuideCard = z.infer<typeof countryGuideCardSchema>

export const figureSchema = z.object({ value: text, label: text })
export type Figure = z.infer<typeof figureSchema>

export const featuredInSchema = z.object({
  name: text,
  icon: z.enum(['graduation-cap', 'landmark', 'library', 'book-open', 'globe', 'award']),
})
export type FeaturedIn = z.infer<typeof featuredInSchema>

export const CONTENT_SECTIONS = [
  'Resources',
  'Guides',
  'Country guides',
  'Tests & Documents',
  'Blog',
  'Company',
  'Legal',
] as const

export const contentPageSchema = z.object({
  /** Site path, e.g. '/resources/visa' or '/blog/choosing-a-country'. */
  path: z.string().regex(/^\/[a-z0-9/-]+$/),
  section: z.enum(CONTENT_SECTIONS),
  /** The page's h1. */
  title: text,
  /** Meta description. */
  description: z.string().min(50).max(160),
  /** Date the page was last reviewed. */
  updated: z.iso.date(),
  /** Blog posts only. */
  published: z.iso.date().optional(),
  readingMinutes: z.number().int().positive(),
  /** Markdown (GFM): headings from ##, lists, tables, links. */
  body: text,
  officialLinks: z.array(z.object({ title: text, url: z.url({ protocol: /^https$/ }) })),
})
export type ContentPage = z.infer<typeof contentPageSchema>
