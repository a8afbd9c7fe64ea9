import { z } from 'zod'

import { STUDY_COUNTRY_OPTIONS, STUDY_LEVEL_OPTIONS } from '@/lib/apply/options'

import { COURSE_CATEGORIES, COURSE_LEVELS } from './course-options'
import { STUDY_FIELDS } from './study-fields'

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
const countryCode = z.string().regex(/^[A-Z]{2}$/, 'ISO 3166-1 alpha-2 code')
/** A country code or the id of a group in data/country-groups.json (ids are lower-case). */
const countryOrGroup = z.union([countryCode, slug])

export const sourceLinkSchema = z.object({ title: text, url: httpsUrl })
export type SourceLink = z.infer<typeof sourceLinkSchema>

/**
 * Whether a person compared the record with its official source. A checked date is only ever
 * given with the page it was compared with; a record carried over from an earlier round says so
 * until someone checks it.
 */
export const recordCheckSchema = z.union([
  z.object({
    /** The day a person compared the record with `against`. */
    on: z.iso.date(),
    against: sourceLinkSchema,
    /** Who checked it (a staff role or name), when recorded. */
    by: text.optional(),
    note: text.optional(),
  }),
  z.object({
    /** The round whose facts the record holds, not yet compared with the coming round's page. */
    carriedFrom: z.literal('2025-26'),
    /** Where the facts come from and what a reader should confirm. */
    note: text,
  }),
])
export type RecordCheck = z.infer<typeof recordCheckSchema>

/** An academic year ('2025-26') or, where the academic year follows the calendar, a year ('2025'). */
const academicYear = z.string().regex(/^\d{4}(-\d{2})?$/)

const tuitionFigureSchema = z
  .object({
    min: z.number().nonnegative(),
    max: z.number().nonnegative(),
    /** ISO 4217, the currency the university charges in. */
    currency: z.string().regex(/^[A-Z]{3}$/),
    period: z.literal('year'),
    year: academicYear,
    source: sourceLinkSchema,
    /** How a per-semester or per-credit price became a year, and what the range covers. */
    note: text.optional(),
    /** The university charges every student this, wherever they live (US private universities). */
    sameForAll: z.literal(true).optional(),
  })
  .refine((t) => t.min <= t.max, 'min must not exceed max')
const tuitionNotReportedSchema = z.object({
  min: z.null(),
  reason: text,
  /** The official page with the figure our data lacks, where we know it. */
  source: sourceLinkSchema.optional(),
})
/** International students' tuition for one level of study, or null with the reason. */
export const tuitionLevelSchema = z.union([tuitionFigureSchema, tuitionNotReportedSchema])
export type TuitionLevel = z.infer<typeof tuitionLevelSchema>

export const universitySchema = z.object({
  id: slug,
  slug,
  /**
   * The directory record (institutions table) this profile describes; null only for a university
   * that is in none of the open lists the directory is built from.
   */
  institutionId: slug.nullable(),
  name: text,
  country: text,
  countryCode,
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
  }),
  tuition: z.object({
    undergraduate: tuitionLevelSchema,
    /** Postgraduate taught (master's) programmes. */
    postgraduate: tuitionLevelSchema,
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
  /** When staff last compared the profile with its sources; absent: never (not checked this cycle). */
  checked: recordCheckSchema.optional(),
})
export type University = z.infer<typeof universitySchema>

/** Flags each record of `list` whose `key` (an id or a slug) an earlier record already has. */
function flagDuplicates(
  ctx: z.RefinementCtx,
  list: string,
  key: string,
  values: (string | null)[],
) {
  const seen = new Set<string>()
  values.forEach((value, i) => {
    if (value === null) return
    if (seen.has(value))
      ctx.addIssue({ code: 'custom', message: `duplicate ${key} ${value}`, path: [list, i, key] })
    seen.add(value)
  })
}

/** The curated universities' seed file (data/universities.json): ids, slugs and directory records unique. */
export const universitiesSeedSchema = z
  .object({ source: dataSourceSchema, universities: z.array(universitySchema).min(1) })
  .superRefine(({ universities }, ctx) => {
    flagDuplicates(
      ctx,
      'universities',
      'id',
      universities.map((u) => u.id),
    )
    flagDuplicates(
      ctx,
      'universities',
      'slug',
      universities.map((u) => u.slug),
    )
    flagDuplicates(
      ctx,
      'universities',
      'institutionId',
      universities.map((u) => u.institutionId),
    )
  })
export type UniversitiesSeed = z.infer<typeof universitiesSeedSchema>

export const countryGroupSchema = z.object({
  id: slug,
  name: text,
  /** ISO 3166-1 alpha-2 codes of the group's members. */
  codes: z.array(countryCode).min(1),
  /** What the list covers and how it was drawn up. */
  note: text,
  source: sourceLinkSchema,
  asOf: z.iso.date(),
})
export type CountryGroup = z.infer<typeof countryGroupSchema>

/** The country groups' seed file (data/country-groups.json): ids unique, no code twice in a group. */
export const countryGroupsSeedSchema = z
  .object({ groups: z.array(countryGroupSchema).min(1) })
  .superRefine(({ groups }, ctx) => {
    flagDuplicates(
      ctx,
      'groups',
      'id',
      groups.map((g) => g.id),
    )
    groups.forEach((g, i) => {
      const seen = new Set<string>()
      g.codes.forEach((code, j) => {
        if (seen.has(code))
          ctx.addIssue({
            code: 'custom',
            message: `duplicate ${code}`,
            path: ['groups', i, 'codes', j],
          })
        seen.add(code)
      })
    })
  })
export type CountryGroupsSeed = z.infer<typeof countryGroupsSeedSchema>

const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'ISO 4217 code')
/**
 * Where a figure applies: only in these cities (as a university's `city` is written) or regions
 * (a UK nation, say); or everywhere except those; or, with none of the four, everywhere.
 */
const places = {
  cities: z.array(text).min(1).optional(),
  regions: z.array(text).min(1).optional(),
  exceptCities: z.array(text).min(1).optional(),
  exceptRegions: z.array(text).min(1).optional(),
}
type Places = { [K in keyof typeof places]?: string[] }
const oneWayOfPlaces = (c: Places) =>
  !((c.cities || c.regions) && (c.exceptCities || c.exceptRegions))

/** An official amount: what it is, how often it is paid, since when, and where it is published. */
export const costFigureSchema = z.object({
  amount: z.number().nonnegative(),
  currency: currencyCode,
  /** once: per application or course; year: each year of study; month: each month of living. */
  per: z.enum(['once', 'year', 'month']),
  /** The day the amount took effect or, where that day is not known to us, a day it was in force. */
  date: z.iso.date(),
  dateIs: z.enum(['effective', 'in-force']),
  /** What the amount is and covers, in a sentence. */
  basis: text,
  source: sourceLinkSchema,
  /**
   * A published market price standing in for a mandatory cost that has no official figure (an
   * insurer's cheapest single cover, say): `source` names the publisher, and pages label it
   * "typical" and say a total uses one.
   */
  typical: z.literal(true).optional(),
})
export type CostFigure = z.infer<typeof costFigureSchema>

/** A cost our data has no figure for: why, and the official page where the student finds it. */
export const costNotReportedSchema = z.object({
  amount: z.null(),
  reason: text,
  source: sourceLinkSchema,
})
export const costValueSchema = z.union([costFigureSchema, costNotReportedSchema])
export type CostValue = z.infer<typeof costValueSchema>

export const CHARGE_KINDS = ['living', 'visa', 'health', 'other'] as const
export type ChargeKind = (typeof CHARGE_KINDS)[number]

export const destinationChargeSchema = z
  .object({
    /** living: what the visa asks a student to hold for living costs; health: a health charge or mandatory insurance. */
    kind: z.enum(CHARGE_KINDS),
    name: text,
    ...places,
    /**
     * Only at these curated universities (slugs): a university's own published figure (its cost
     * of attendance, its student health plan), which stands in for its city's figure of the same
     * kind and name. Two universities in one city can each have their own.
     */
    universities: z.array(slug).min(1).optional(),
    value: costValueSchema,
  })
  .refine(oneWayOfPlaces, 'a figure is for some places or for all but some, not both')
  .refine(
    (c) => !(c.universities && (c.cities || c.regions || c.exceptCities || c.exceptRegions)),
    "a university's own figure is tied to the university, not also to places",
  )
export type DestinationCharge = z.infer<typeof destinationChargeSchema>

export const COST_LEVELS = ['undergraduate', 'postgraduate'] as const
export type CostLevel = (typeof COST_LEVELS)[number]

/** How long a full-time degree at a level usually takes in the country (for courses without their own length). */
export const usualDurationSchema = z
  .object({
    level: z.enum(COST_LEVELS),
    ...places,
    years: z.number().positive(),
    basis: text,
    source: sourceLinkSchema,
  })
  .refine(oneWayOfPlaces, 'a figure is for some places or for all but some, not both')
export type UsualDuration = z.infer<typeof usualDurationSchema>

/** What a student visa asks for and charges in one country, beside tuition. */
export const destinationCostsSchema = z.object({
  countryCode,
  /** The visa these figures belong to, e.g. "UK Student visa". */
  visa: text,
  charges: z.array(destinationChargeSchema).min(3),
  durations: z.array(usualDurationSchema).min(1),
  /** When staff last compared the figures with their sources (the back office's "Mark checked"). */
  checked: recordCheckSchema.optional(),
})
export type DestinationCosts = z.infer<typeof destinationCostsSchema>

/** The destination costs' seed file (data/destination-costs.json): one record per country. */
export const destinationCostsSeedSchema = z
  .object({ source: dataSourceSchema, destinations: z.array(destinationCostsSchema).min(1) })
  .superRefine(({ destinations }, ctx) => {
    flagDuplicates(
      ctx,
      'destinations',
      'countryCode',
      destinations.map((d) => d.countryCode),
    )
  })
export type DestinationCostsSeed = z.infer<typeof destinationCostsSeedSchema>

/** A country that many international students come from, and the currency they hold. */
export const sendingCountrySchema = z.object({
  countryCode,
  currency: z.string().regex(/^[A-Z]{3}$/, 'ISO 4217 code'),
})
export type SendingCountry = z.infer<typeof sendingCountrySchema>

export const SCHOLARSHIP_TYPES = ['External', 'Government', 'University'] as const
export const DEGREES = ["Bachelor's", "Master's", 'Ph.D.', 'Research-based'] as const

export const nationalitiesSchema = z.union([
  z.literal('any'),
  /** Not known to us: nobody is excluded on nationality, and the page says so. */
  z.literal('unknown'),
  z.object({
    include: z.union([z.literal('any'), z.array(countryOrGroup).min(1)]),
    exclude: z.array(countryOrGroup).min(1).optional(),
    note: text.optional(),
  }),
  z.object({
    /**
     * The programme's own country list, named in words, where our data does not hold it: nobody
     * is excluded or counted eligible on nationality, and the page points to the official list.
     */
    ownList: text,
    note: text.optional(),
  }),
])
export type Nationalities = z.infer<typeof nationalitiesSchema>

export const studyFieldsSchema = z
  .object({
    /** Matcher fields the award covers; 'varies' when the restriction does not map onto them. */
    names: z.union([z.literal('varies'), z.array(z.enum(STUDY_FIELDS))]),
    text,
  })
  .nullable()

/**
 * A day the programme fixes (`rule` says when it is a yearly rule such as "1 December every
 * year"), or the usual timing of the round, never turned into a date.
 */
export const cycleDateSchema = z
  .union([
    z.object({ date: z.iso.date(), rule: text.optional() }),
    z.object({
      usual: z.literal(true),
      month: z.number().int().min(1).max(12),
      day: z.number().int().min(1).max(31).optional(),
      part: z.enum(['early', 'mid', 'late']).optional(),
      /** Calendar year in which this round opens or closes. */
      year: z.number().int().min(2025).max(2028),
    }),
  ])
  .nullable()
export type CycleDate = z.infer<typeof cycleDateSchema>

export const scholarshipCycleSchema = z.object({
  /** The intake this round is for. */
  entryYear: z.number().int(),
  rolling: z.boolean(),
  opens: cycleDateSchema,
  /** Where deadlines vary (by country, course or university), the latest usual closing. */
  closes: cycleDateSchema,
  /**
   * A day on which the official page said the round was taking applications, where the opening
   * date is not published: from that day until the closing, the round counts as open.
   */
  acceptingOn: z.iso.date().optional(),
  note: text.optional(),
  /**
   * Citizens of these countries, or applicants for these degrees, apply in a round of their own
   * (Gates Cambridge's US round closes two months before everyone else's; GKS's undergraduate track
   * runs months before its graduate one): for them its dates replace the main round's.
   */
  exceptions: z
    .array(
      z
        .object({
          nationalities: z.array(countryOrGroup).min(1).optional(),
          degrees: z.array(z.enum(DEGREES)).min(1).optional(),
          /** Who they are, for a sentence: "US citizens". */
          who: text,
          opens: cycleDateSchema,
          closes: cycleDateSchema,
        })
        .refine((e) => e.nationalities || e.degrees, 'a round names its citizens or its degrees'),
    )
    .min(1)
    .optional(),
})
export type ScholarshipCycle = z.infer<typeof scholarshipCycleSchema>

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
  /** A short human text, present only where the programme publishes a deadline. */
  deadline: text.optional(),
  universityId: slug.optional(),
  nationalities: nationalitiesSchema,
  /** Where the award can be used. */
  hostCountries: z.union([z.literal('any'), z.array(countryOrGroup).min(1)]),
  /** null: any field. */
  fields: studyFieldsSchema,
  cycle: scholarshipCycleSchema,
  /**
   * Students cannot apply themselves: someone else puts them forward (a university, a school, a
   * national body). `by` names who, as the end of "Nominated by ...".
   */
  nomination: z.object({ by: text }).optional(),
  sources: z.array(sourceLinkSchema).min(1),
  /** The day the record was last checked. */
  asOf: z.iso.date(),
  checked: recordCheckSchema,
})
export type Scholarship = z.infer<typeof scholarshipSchema>

/** The awards' seed file (data/scholarships.json): the list's source and its records, slugs unique. */
export const awardsSeedSchema = z
  .object({ source: dataSourceSchema, awards: z.array(scholarshipSchema).min(1) })
  .superRefine(({ awards }, ctx) => {
    const seen = new Set<string>()
    awards.forEach((a, i) => {
      if (seen.has(a.slug))
        ctx.addIssue({ code: 'custom', message: `duplicate slug ${a.slug}`, path: ['awards', i] })
      seen.add(a.slug)
    })
  })
export type AwardsSeed = z.infer<typeof awardsSeedSchema>

/** One admission deadline of a university or of UCAS, for the shortlist's calendar. */
export const admissionDeadlineSchema = z.object({
  /** What closes: "Regular Decision", "UCAS deadline for most courses". */
  label: text,
  level: z.enum(['undergraduate', 'postgraduate']),
  /** A fixed day (with the yearly rule it follows) or the usual timing, never a guessed day. */
  date: cycleDateSchema.unwrap(),
  source: sourceLinkSchema,
})
export type AdmissionDeadline = z.infer<typeof admissionDeadlineSchema>

export const admissionDeadlinesSchema = z.object({
  /** The intake the dates are for. */
  entryYear: z.number().int(),
  deadlines: z.array(admissionDeadlineSchema).min(1),
  asOf: z.iso.date(),
  checked: recordCheckSchema,
})
export type AdmissionDeadlines = z.infer<typeof admissionDeadlinesSchema>

/**
 * The admission deadlines' seed file (data/university-deadlines.json): UCAS's dates, and the
 * universities' own undergraduate and postgraduate dates keyed by the university's slug.
 */
export const universityDeadlinesSeedSchema = z.object({
  source: dataSourceSchema,
  ucas: admissionDeadlinesSchema,
  undergraduate: z.record(slug, admissionDeadlinesSchema),
  postgraduate: z.record(slug, admissionDeadlinesSchema),
})
export type UniversityDeadlinesSeed = z.infer<typeof universityDeadlinesSeedSchema>

export const DEADLINE_LEVELS = ['undergraduate', 'postgraduate'] as const

/**
 * One university's own admission deadlines, per level, as the database holds them (a row of
 * university_deadlines): the slug, and the levels it sets deadlines for. UCAS's dates are the row
 * whose slug is "ucas". Each level's deadlines are that level's.
 */
export const universityDeadlineRecordSchema = z
  .object({
    slug,
    undergraduate: admissionDeadlinesSchema.optional(),
    postgraduate: admissionDeadlinesSchema.optional(),
  })
  .superRefine((record, ctx) => {
    if (!record.undergraduate && !record.postgraduate)
      ctx.addIssue({
        code: 'custom',
        message: 'Give the deadlines of at least one level',
        path: [],
      })
    for (const level of DEADLINE_LEVELS)
      record[level]?.deadlines.forEach((d, i) => {
        if (d.level !== level)
          ctx.addIssue({
            code: 'custom',
            message: `a ${d.level} deadline among the ${level} ones`,
            path: [level, 'deadlines', i, 'level'],
          })
      })
  })
export type UniversityDeadlineRecord = z.infer<typeof universityDeadlineRecordSchema>

export { COURSE_CATEGORIES, COURSE_LEVELS } from './course-options'

export const courseSchema = z.object({
  id: slug,
  name: text,
  category: z.enum(COURSE_CATEGORIES),
  level: z.enum(COURSE_LEVELS),
  duration: text,
  description: text,
  requirements: z.array(text).min(1),
  careerProspects: z.array(text).min(1),
  /** University ids from data/universities. */
  popularUniversities: z.array(slug).min(2),
  prerequisites: z.array(text).optional(),
  researchFocus: z.array(text).optional(),
  /** Whether well-known providers offer it online or part-time (for /courses/online). */
  onlineAvailability: text.optional(),
})
export type Course = z.infer<typeof courseSchema>

/** The course catalogue's seed file (data/courses.json): ids unique. */
export const coursesSeedSchema = z
  .object({ source: dataSourceSchema, courses: z.array(courseSchema).min(1) })
  .superRefine(({ courses }, ctx) => {
    flagDuplicates(
      ctx,
      'courses',
      'id',
      courses.map((c) => c.id),
    )
  })
export type CoursesSeed = z.infer<typeof coursesSeedSchema>

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
  /** The scholarships counted for this category (the count is computed from data/scholarships). */
  type: z.enum(SCHOLARSHIP_TYPES),
  href: z.string().startsWith('/'),
})
export type ScholarshipCategory = z.infer<typeof scholarshipCategorySchema>

export const countryGuideCardSchema = z.object({
  country: text,
  title: text,
  summary: text,
  /** A short code shown as a text badge ("UK", not ISO's "GB"): no emoji flags, which many
   * systems without an emoji font draw as empty boxes. */
  code: z.string().regex(/^[A-Z]{2,3}$/),
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

/** The home page's seed file (data/home.json): its source text and each of its lists. */
export const homeSeedSchema = z.object({
  source: dataSourceSchema,
  featuredIn: z.array(featuredInSchema).min(1),
  scholarshipCategories: z.array(scholarshipCategorySchema).min(1),
  scholarshipStories: z.array(scholarshipStorySchema).min(1),
  admissionResults: z.array(admissionResultSchema).min(1),
  countryGuides: z.array(countryGuideCardSchema).min(1),
})
export type HomeSeed = z.infer<typeof homeSeedSchema>

/** The ids of the grade scales; each is in data/grade-scales.json once. */
export const GRADE_SCALE_IDS = [
  'gpa4',
  'in-percent',
  'in-cgpa10',
  'pk-percent',
  'pk-cgpa4',
  'bd-percent',
  'bd-cgpa4',
  'ng-cgpa5',
  'gh-cgpa4',
  'ke-percent',
  'vn-10',
  'cn-percent',
  'uk',
] as const
export const gradeScaleIdSchema = z.enum(GRADE_SCALE_IDS)
export type GradeScaleId = z.infer<typeof gradeScaleIdSchema>

export const gradeBandSchema = z.object({
  /** Lowest value of the band on the student's scale (inclusive). */
  min: z.number(),
  /** What the band is called where the scale names it ("First Class"). */
  label: text,
  /** The 4.0-scale grade point the band counts as. */
  gpa: z.number().min(0).max(4),
})
export type GradeBand = z.infer<typeof gradeBandSchema>

export const gradeScaleSchema = z
  .object({
    id: gradeScaleIdSchema,
    /** The country whose grading the scale is ("India"), the form's group of choices. */
    country: text,
    /** The choice in the form. */
    label: text,
    /** The unit after a value in a sentence ("75 %", "8.2 CGPA"); empty for a UK class. */
    unit: z.string(),
    /** Lowest and highest value a grade on this scale can take. */
    range: z.tuple([z.number(), z.number()]),
    /** A grade as a student would type it, for the field's placeholder. */
    example: text,
    /**
     * A value on this scale first becomes a value on another of the same country by the formula
     * its authority publishes: (value - minus) x times, e.g. an Indian CGPA a percentage.
     */
    via: z
      .object({ scale: gradeScaleIdSchema, minus: z.number(), times: z.number(), rule: text })
      .optional(),
    /** Bands from the highest down; absent for a scale already on 4.0 points. */
    bands: z.array(gradeBandSchema).min(1).optional(),
    /** The rule in one sentence. */
    rule: text,
    /** Where the rule comes from; absent for the US 4.0 scale itself. */
    source: sourceLinkSchema.optional(),
  })
  .superRefine((scale, ctx) => {
    if (scale.range[0] >= scale.range[1])
      ctx.addIssue({
        code: 'custom',
        message: 'the lowest value must be below the highest',
        path: ['range'],
      })
    scale.bands?.forEach((band, i) => {
      const above = scale.bands![i - 1]
      if (above && band.min >= above.min)
        ctx.addIssue({
          code: 'custom',
          message: 'bands go from the highest down',
          path: ['bands', i, 'min'],
        })
    })
  })
export type GradeScale = z.infer<typeof gradeScaleSchema>

/**
 * The grade scales' seed file (data/grade-scales.json): every scale once, a formula only to
 * another scale, and the ids older links carry mapped to a scale.
 */
export const gradeScalesSeedSchema = z
  .object({
    scales: z.array(gradeScaleSchema),
    legacy: z.record(z.string(), gradeScaleIdSchema),
  })
  .superRefine(({ scales }, ctx) => {
    flagDuplicates(
      ctx,
      'scales',
      'id',
      scales.map((s) => s.id),
    )
    const ids = new Set(scales.map((s) => s.id))
    for (const id of GRADE_SCALE_IDS)
      if (!ids.has(id))
        ctx.addIssue({ code: 'custom', message: `no scale with the id ${id}`, path: ['scales'] })
    scales.forEach((s, i) => {
      if (s.via && (s.via.scale === s.id || !ids.has(s.via.scale)))
        ctx.addIssue({
          code: 'custom',
          message: 'a formula leads to another scale of the file',
          path: ['scales', i, 'via', 'scale'],
        })
    })
  })
export type GradeScalesSeed = z.infer<typeof gradeScalesSeedSchema>

/** What a study country's student visa asks for, after an offer is accepted. */
export const visaDocumentsSchema = z.object({
  visa: text,
  documents: z.array(text).min(1),
  source: sourceLinkSchema,
})
export type VisaDocuments = z.infer<typeof visaDocumentsSchema>

/**
 * The documents checklist's seed file (data/application-documents.json): the documents of the
 * applications for every level of study, and of the student visa for every study country.
 */
export const applicationDocumentsSeedSchema = z.object({
  source: dataSourceSchema,
  levels: z.record(z.enum(STUDY_LEVEL_OPTIONS.values), z.array(text).min(1)),
  visas: z.record(z.enum(STUDY_COUNTRY_OPTIONS.values), visaDocumentsSchema),
})
export type ApplicationDocumentsSeed = z.infer<typeof applicationDocumentsSeedSchema>

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

/** Other names of one institution, each once (compared without regard to case). */
const aliasListSchema = z
  .array(text)
  .min(1)
  .superRefine((aliases, ctx) => {
    const seen = new Set<string>()
    aliases.forEach((alias, i) => {
      const key = alias.toLowerCase()
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message: `duplicate ${alias}`, path: [i] })
      seen.add(key)
    })
  })

/**
 * The university aliases' seed file (data/university-aliases.json): the short names, acronyms and
 * names in other languages students search by, keyed by the directory institution's id.
 */
export const universityAliasesSeedSchema = z.object({
  source: dataSourceSchema,
  aliases: z.record(slug, aliasListSchema),
})
export type UniversityAliasesSeed = z.infer<typeof universityAliasesSeedSchema>
