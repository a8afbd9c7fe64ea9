/**
 * The records that `npm run data:import` writes to `data/generated/` from official open data
 * (scripts/data-import/ makes them; lib/open-data/ loads them on the server).
 *
 * Files (tables in PostgreSQL's COPY text format with a header line, one row per line, sorted by
 * their first column; lib/db/open-data-load.mjs loads them into the database):
 *   institutions.tsv      the worldwide directory (Institution, see lib/open-data/rows.ts)
 *   programmes-uk.tsv     Discover Uni courses (Programme)
 *   programmes-au.tsv     CRICOS courses (Programme)
 *   outcome-rows.tsv      Discover Uni outcome figures, one row per distinct figure set, shared by
 *                         the programmes that refer to it (a subject's figures repeat on its courses)
 * and JSON:
 *   fx-rates.json         FxRates                                the latest ECB day, and a second source's day
 *   curated-tuition.json  CuratedTuition                         CRICOS fee range per level, by curated slug
 *   manifest.json         Manifest                               per source: licence, as-of, hashes, counts
 *   LICENSE-*.txt         the MIT licence texts of Hipo and DfE, which must travel with the data
 *
 * Rules every record keeps:
 * - A figure the source does not give is `null`, never 0, and its reason is in the `missing` map
 *   of the same object, keyed by the field name (`missing: { outOfState: 'not-reported' }`). A
 *   whole group the source lacks is `null` with its reason under the group's name. A test checks
 *   that every null figure has a reason.
 * - Every figure group carries its year (`year`, or `years` for Discover Uni's aggregation years).
 * - Ids are stable URL-safe kebab slugs: the same inputs give the same ids.
 */
import { z } from 'zod'

import { COURSE_CATEGORIES } from './schema'

const kebab = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'kebab-case id')
const text = z.string().min(1)
const countryCode = z.string().regex(/^[A-Z]{2}$/, 'ISO 3166-1 alpha-2')
const count = z.number().int().nonnegative()
const percent = z.number().min(0).max(100)
const money = z.number().nonnegative()

/** Why a figure is missing. Each code's meaning is in MISSING_REASON_TEXT. */
export const MISSING_REASONS = [
  'not-reported',
  'no-source-row',
  'privacy-suppressed',
  'not-applicable',
  'imputed',
  'du-small',
  'du-new',
  'du-none',
  'not-in-tef',
  'no-fee-table',
  'no-duration',
  'not-registered',
  'registered-as-zero',
  'no-outcomes',
  'placeholder-fee',
  'no-priced-course',
] as const
export const missingReasonSchema = z.enum(MISSING_REASONS)
export type MissingReason = z.infer<typeof missingReasonSchema>

/** Plain-English meaning of each reason, for "not reported" notes on pages. */
export const MISSING_REASON_TEXT: Record<MissingReason, string> = {
  'not-reported': 'The source leaves this figure blank.',
  'no-source-row': 'The institution does not appear in this survey file.',
  'privacy-suppressed': 'Withheld by the College Scorecard to protect student privacy.',
  'not-applicable': 'IPEDS marks this item as not applicable to the institution.',
  imputed:
    'IPEDS imputed this value rather than receiving it from the institution; we do not show it.',
  'du-small':
    'Not enough data to publish for this course: the course is small or too few students answered the survey.',
  'du-new': 'No data yet: the course has not run, or not for long enough.',
  'du-none': 'Discover Uni has no data for this course.',
  'not-in-tef':
    'Not rated in the Teaching Excellence Framework 2023 (it covers providers in England; others may take part voluntarily).',
  'no-fee-table': 'Discover Uni publishes no fees; the course fee is on the provider’s own pages.',
  'no-duration': 'The Discover Uni tables available to us do not give the course length.',
  'not-registered': 'The provider registered no tuition fee for this course on CRICOS.',
  'registered-as-zero':
    'Registered on CRICOS with a fee of 0 (typically exchange or sponsored places), so not a price.',
  'no-outcomes': 'This register publishes no graduate outcomes.',
  'placeholder-fee':
    'Registered on CRICOS with a token tuition fee (under AUD 100 for the whole course, often AUD 1), a placeholder rather than a price.',
  'no-priced-course':
    'The provider has no current course at this level with a registered tuition fee on CRICOS.',
}

const missingMap = z.partialRecord(z.string(), missingReasonSchema)

/** The site's seven subject categories, the same as the curated course catalogue's. */
export const SITE_CATEGORIES = COURSE_CATEGORIES
export const siteCategorySchema = z.enum(SITE_CATEGORIES)
export type SiteCategory = z.infer<typeof siteCategorySchema>

/**
 * Programme level. `Postgraduate research` is our refinement of the four-level scheme: CRICOS has
 * 876 "Masters Degree (Research)" courses that are neither taught nor doctorates. `Other` is
 * sub-degree, vocational (VET), foundation, English-language and non-award study.
 */
export const PROGRAMME_LEVELS = [
  'Undergraduate',
  'Postgraduate taught',
  'Postgraduate research',
  'Doctorate',
  'Other',
] as const
export const programmeLevelSchema = z.enum(PROGRAMME_LEVELS)
export type ProgrammeLevel = z.infer<typeof programmeLevelSchema>

export const SOURCE_IDS = [
  'hipo',
  'dfe',
  'discover-uni-institutions',
  'scorecard-2022',
  'ipeds',
  'discover-uni-courses',
  'cricos',
  'ecb',
  'currency-api',
] as const
export const sourceIdSchema = z.enum(SOURCE_IDS)
export type SourceId = z.infer<typeof sourceIdSchema>

// ---------------------------------------------------------------- institutions

/** An academic year as IPEDS labels it: 2023-24. */
const academicYear = z.string().regex(/^\d{4}-\d{2}$/)
const usCost = z.object({
  /** IPEDS academic year (e.g. 2023-24): published tuition and required fees, full-time undergraduate, USD per year. */
  year: academicYear,
  inState: money.nullable(),
  /** What international students pay at a public university. */
  outOfState: money.nullable(),
  missing: missingMap,
})
const usEnrolment = z.object({
  /** IPEDS fall enrolment (headcount), labelled with its academic year (fall 2023: 2023-24). */
  year: academicYear,
  total: count.nullable(),
  undergraduate: count.nullable(),
  graduate: count.nullable(),
  missing: missingMap,
})
const usGraduation = z.object({
  /**
   * IPEDS Outcome Measures: share of every undergraduate who entered in the cohort year (first-time
   * or not, full- or part-time) awarded any degree or certificate within six years.
   */
  year: z.string().regex(/^\d{4} cohort$/),
  cohort: count.nullable(),
  sixYearRate: percent.nullable(),
  missing: missingMap,
})
const usAdmissions = z.object({
  /** IPEDS admissions of a year (fall entrants, first-time undergraduates), e.g. 2022. */
  year: z.string().regex(/^\d{4}$/),
  applicants: count.nullable(),
  admitted: count.nullable(),
  /** admitted / applicants, percent with one decimal. */
  rate: percent.nullable(),
  satReading25: count.nullable(),
  satReading75: count.nullable(),
  satMath25: count.nullable(),
  satMath75: count.nullable(),
  actComposite25: count.nullable(),
  actComposite75: count.nullable(),
  missing: missingMap,
})
/** The Scorecard release the shared copy's earnings come from (2025-05-19). */
export const SCORECARD_EARNINGS_RELEASE = 'Scorecard 2025-05'
const usEarnings = z.object({
  /** College Scorecard release (year and month): median earnings of former students, USD. */
  year: z.string().regex(/^Scorecard \d{4}-\d{2}$/),
  after6Years: money.nullable(),
  after10Years: money.nullable(),
  missing: missingMap,
})

export const US_CONTROLS = ['public', 'private non-profit', 'private for-profit'] as const
/** A group is null, with its reason in `missing`, when the source has none of its figures. */
export const usFactsSchema = z.object({
  control: z.enum(US_CONTROLS),
  cost: usCost.nullable(),
  enrolment: usEnrolment.nullable(),
  graduation: usGraduation.nullable(),
  admissions: usAdmissions.nullable(),
  earnings: usEarnings.nullable(),
  missing: missingMap,
})

export const TEF_RATINGS = ['Gold', 'Silver', 'Bronze', 'Requires Improvement'] as const
const tefRating = z.enum(TEF_RATINGS)
export const ukFactsSchema = z.object({
  /** Nation from Discover Uni (England, Wales, Scotland, Northern Ireland); null for DfE-only bodies. */
  nation: z.enum(['England', 'Wales', 'Scotland', 'Northern Ireland']).nullable(),
  /** Teaching Excellence Framework 2023 ratings; null with `missing.tef` when not rated. */
  tef: z
    .object({
      year: z.literal('2023'),
      overall: tefRating,
      studentExperience: tefRating,
      studentOutcomes: tefRating,
      url: z.url(),
    })
    .nullable(),
  /** DfE institution groups, e.g. russell_group, millionplus_group (see UK_GROUP_LABELS). */
  groups: z.array(text),
  /** Teaching locations named by Discover Uni courses of this provider. */
  locations: z.array(z.object({ name: text, lat: z.number(), lng: z.number() })),
  /** Discover Uni courses (course × mode) published by this provider, by CAH level-1 subject code. */
  coursesBySubject: z.record(z.string(), count),
  missing: missingMap,
})

export const UK_GROUP_LABELS: Record<string, string> = {
  russell_group: 'Russell Group',
  millionplus_group: 'MillionPlus',
  n8_research_partnership: 'N8 Research Partnership',
  science_and_engineering_south: 'Science and Engineering South',
  ncuk: 'NCUK',
  gw4: 'GW4 Alliance',
  m5_universities: 'M5 Universities',
  white_rose_university_consortium: 'White Rose University Consortium',
  oxbridge: 'Oxbridge',
}

export const auFactsSchema = z.object({
  /** CRICOS institution type: Government or Private. */
  providerType: text,
  /** Kept (unexpired, post-school) CRICOS courses of this provider. */
  courses: count,
  /** CRICOS institution capacity (overseas students it may enrol); null when not given. */
  capacity: count.nullable(),
  missing: missingMap,
})

/**
 * What kind of provider a directory record is. Universities and colleges are higher education;
 * schools teach pupils (kindergarten to year 12); vocational providers teach only vocational (VET)
 * or English-language courses.
 */
export const INSTITUTION_KINDS = ['university', 'college', 'school', 'vocational'] as const
export const institutionKindSchema = z.enum(INSTITUTION_KINDS)
export type InstitutionKind = z.infer<typeof institutionKindSchema>
export const HIGHER_EDUCATION_KINDS: readonly InstitutionKind[] = ['university', 'college']

export const institutionSchema = z.object({
  id: kebab,
  name: text,
  kind: institutionKindSchema,
  /**
   * Other names for search: DfE synonyms, Discover Uni legal and other names, CRICOS trading names,
   * common short names (MIT) and English forms of names in other languages.
   */
  altNames: z.array(text),
  country: countryCode,
  /**
   * Town or city where known. US: IPEDS. UK: the Discover Uni address. AU: the city of most of the
   * provider's CRICOS course locations (as registered, often upper case), else its postal address.
   */
  city: text.nullable(),
  /** State, province or region where known (US state code, AU state code, Hipo state-province). */
  region: text.nullable(),
  /** Official website with scheme (normalised; never invented). */
  website: z.url().nullable(),
  domains: z.array(text),
  /** [latitude, longitude] where a source gives them (US: College Scorecard). */
  coords: z.tuple([z.number(), z.number()]).nullable(),
  keys: z.object({
    ukprn: z
      .string()
      .regex(/^\d{8}$/)
      .optional(),
    unitid: z
      .string()
      .regex(/^\d{6}$/)
      .optional(),
    cricos: z
      .string()
      .regex(/^[0-9A-Z]{5,6}$/)
      .optional(),
  }),
  sources: z.array(sourceIdSchema).min(1),
  us: usFactsSchema.optional(),
  uk: ukFactsSchema.optional(),
  au: auFactsSchema.optional(),
})
export type Institution = z.infer<typeof institutionSchema>
export type UsFacts = z.infer<typeof usFactsSchema>
export type UkFacts = z.infer<typeof ukFactsSchema>
export type AuFacts = z.infer<typeof auFactsSchema>

// ---------------------------------------------------------------- programmes

/**
 * Discover Uni aggregation codes: first digit 1 = latest year, 2 = two years combined; second digit
 * 1/2/3 = data of all students in the CAH level-1/2/3 subject `subject`, 4 = this course.
 */
export const DU_AGGREGATIONS = [11, 12, 13, 14, 21, 22, 23, 24] as const
const duRowBase = {
  agg: z.literal(DU_AGGREGATIONS),
  /** CAH code of the subject the figures describe when `agg` is subject-level; null for course-level. */
  subject: z.string().nullable(),
  /** Academic years aggregated, e.g. "2022-23" or "2021-23". */
  years: z.string().regex(/^\d{4}-\d{2}$/),
  /** Students (or survey population) the figures describe. */
  population: count,
}
/**
 * One outcome table. `rows` holds one figure set per subject (joint courses shown at subject level
 * have several) and is empty when Discover Uni has no figures; `reason` says why course-specific
 * figures are absent (du-small / du-new / du-none) and is null when the figures are this course's.
 */
const duGroup = <T extends z.ZodRawShape>(values: T) =>
  z.object({
    reason: missingReasonSchema.nullable(),
    rows: z.array(z.object({ ...duRowBase, ...values, missing: missingMap })),
  })

const pct = percent.nullable()
export const ukOutcomesSchema = z.object({
  /** Graduate salary 15 months after the course (GBP): lower quartile, median, upper quartile. */
  salary: duGroup({ lq: money.nullable(), median: money.nullable(), uq: money.nullable() }),
  /**
   * Graduate Outcomes 15 months after, percent: in work or study (`workOrStudy`) and its parts
   * (`work`, `study`, `workAndStudy`), `unemployed`, and the source's two remaining categories
   * `prevWorkStudy` (PREVWORKSTUD) and `noAvail` (NOAVAIL), named after their columns because
   * their labels are in the Discover Uni specification, not in the tables we have.
   */
  employment: duGroup({
    workOrStudy: pct,
    work: pct,
    study: pct,
    workAndStudy: pct,
    unemployed: pct,
    prevWorkStudy: pct,
    noAvail: pct,
  }),
  /** After the first year: percent continuing, gained an award, dormant, lower award, left. */
  continuation: duGroup({
    continuing: pct,
    gained: pct,
    dormant: pct,
    lower: pct,
    left: pct,
  }),
  /** UCAS tariff points of entrants: percent per band, in TARIFF_BANDS order. */
  tariff: duGroup({ bands: z.array(pct).length(14) }),
  /** Entrants' highest qualification on entry, percent. */
  entry: duGroup({
    aLevel: pct,
    access: pct,
    baccalaureate: pct,
    degree: pct,
    foundation: pct,
    noQualifications: pct,
    other: pct,
    otherHigherEducation: pct,
  }),
})
export type UkOutcomes = z.infer<typeof ukOutcomesSchema>

/** Labels of the UCAS tariff bands in `tariff.rows[].bands` (source columns T001 … T240). */
export const TARIFF_BANDS = [
  'under 48',
  '48-63',
  '64-79',
  '80-95',
  '96-111',
  '112-127',
  '128-143',
  '144-159',
  '160-175',
  '176-191',
  '192-207',
  '208-223',
  '224-239',
  '240 and over',
] as const

export const auFeesSchema = z.object({
  currency: z.literal('AUD'),
  /** The date the fees were registered on CRICOS (the register's, in its workbook's name). */
  asOf: z.iso.date(),
  /**
   * CRICOS "Tuition Fee" is for the whole course; per year = total × 52 / duration in weeks, and
   * for a course shorter than a year the whole course's tuition (a year's fee never exceeds it).
   */
  tuitionPerYear: money.nullable(),
  tuitionTotal: money.nullable(),
  nonTuitionTotal: money.nullable(),
  estimatedTotalCost: money.nullable(),
  missing: missingMap,
})

/**
 * A subject code and its label. When the label list lacks a newer code (CAH v1.3 codes are missing
 * from the SubjectBuilder copy), `label` is its nearest ancestor's and `labelOf` names that code.
 */
const subject = z.object({ code: text, label: text, labelOf: text.optional() })

/** A Scorecard median (USD) and the graduates it describes; null when not reported (see `missing`). */
const cohortFigure = z.object({ value: money.nullable(), cohort: text })
export const usProgrammeFactsSchema = z.object({
  unitid: z.string().regex(/^\d{6}$/),
  /** CIP 2020 four-digit code, "11.07". */
  cipCode: z.string().regex(/^\d{2}\.\d{2}$/),
  /** Scorecard CREDLEV (1-8). */
  credentialLevel: z.number().int().min(1).max(8),
  /** Median federal loan debt of graduates. */
  debt: cohortFigure,
  /** Median earnings of graduates working and not enrolled, 1 and 4 years after completing. */
  earnings: z.object({ after1Year: cohortFigure, after4Years: cohortFigure }),
  /** The institution's published tuition and fees (IPEDS), never the programme's own price. */
  institutionTuition: usCost.extend({ basis: z.literal('institution') }).nullable(),
})

export const programmeSchema = z.object({
  /** uk-<pubukprn>-<kiscourseid>-<mode> or au-<cricos course code>, slugified. */
  id: kebab,
  /** Institution id in institutions.json. */
  provider: kebab,
  country: z.enum(['GB', 'AU', 'US']),
  /**
   * US: the field's CIP title (College Scorecard field of study). AU: the registered course name. UK: the course title from Discover Uni's KISCOURSE table when
   * the import has it; otherwise the name of the course's CAH level-3 subject(s), e.g. "Adult
   * nursing" or "Economics and Politics". Several UK courses of one provider can then share a
   * title: their UCAS codes, locations and modes tell them apart.
   */
  title: text,
  /**
   * UK: Undergraduate, or Other for a sub-degree award (foundation degree, HNC/HND, CertHE/DipHE)
   * when KISCOURSE gives the award. Discover Uni lists undergraduate courses only.
   */
  level: programmeLevelSchema,
  /** The source's own level: CRICOS "Course Level", or the Discover Uni award (BSc (Hons)…); null when not given. */
  levelLabel: text.nullable(),
  /** The course's page on the provider's website (Discover Uni CRSEURL); null when not given. */
  courseUrl: z.url().nullable(),
  /** Most detailed subject codes: CAH level 3 (UK) or ASCED detailed fields (AU). */
  subjects: z.array(subject).min(1),
  /** Broad subject groups: CAH level 1 (UK) or ASCED broad fields (AU), in the order of `subjects`. */
  fields: z.array(subject).min(1),
  category: siteCategorySchema.nullable(),
  /** Discover Uni KISMODE; CRICOS registers full-time courses for student-visa holders. */
  mode: z.enum(['full-time', 'part-time']),
  duration: z.object({ years: z.number().positive(), weeks: count }).nullable(),
  locations: z.array(
    z.object({
      name: text,
      city: text.nullable(),
      region: text.nullable(),
      lat: z.number().nullable(),
      lng: z.number().nullable(),
    }),
  ),
  /** UK: UCAS course codes (several when taught at several locations). */
  ucasCodes: z.array(text),
  fees: auFeesSchema.nullable(),
  outcomes: ukOutcomesSchema.nullable(),
  source: z.enum(['discover-uni-courses', 'cricos', 'scorecard-fos']),
  asOf: text,
  missing: missingMap,
  /** UK: true when the title is the course's own from KISCOURSE, not its subjects' names. */
  courseTitle: z.literal(true).optional(),
  /** US: the field-of-study figures of the programme (College Scorecard). */
  us: usProgrammeFactsSchema.optional(),
})
export type Programme = z.infer<typeof programmeSchema>
export type UsProgrammeFacts = z.infer<typeof usProgrammeFactsSchema>

// ---------------------------------------------------------------- FX, links, manifest

const rateMap = z.record(z.string().regex(/^[A-Z]{3}$/), z.number().positive())

export const fxRatesSchema = z.object({
  /** The ECB reference day the rates are from. */
  date: z.iso.date(),
  base: z.literal('EUR'),
  name: text,
  url: z.url(),
  /** ECB: units of each currency per 1 EUR. */
  rates: rateMap,
  /**
   * A second named and dated source, for the currencies the ECB does not publish: its rates per
   * 1 EUR for every ISO 4217 currency it has, the ECB's among them, so that a conversion involving
   * a currency the ECB lacks takes both sides from this one source and day.
   */
  other: z.object({ name: text, date: z.iso.date(), url: z.url(), rates: rateMap }),
})
export type FxRates = z.infer<typeof fxRatesSchema>

/** The CRICOS course levels whose fees make a curated university's tuition per level. */
export const CRICOS_TUITION_LEVELS = {
  undergraduate: 'Bachelor Degree',
  postgraduate: 'Masters Degree (Coursework)',
} as const

const registeredTuitionSchema = z
  .object({
    /** The range of the courses' tuition a year (AUD): the percentiles named in the file. */
    min: money,
    max: money,
    /** Current courses at this level with a registered fee: what the range is drawn from. */
    courses: count.min(1),
    /** Current courses at this level left out: no fee, a fee of 0 or a placeholder fee. */
    unpriced: count,
  })
  .refine((t) => t.min <= t.max, 'min must not exceed max')
export type RegisteredTuition = z.infer<typeof registeredTuitionSchema>

/**
 * Small enough to be imported (lib/universities reads it without touching the disk), unlike the
 * other generated files.
 */
export const curatedTuitionSchema = z.object({
  /** "CRICOS, fees registered <day month year>": the register's date, as the site shows it. */
  source: z.string().regex(/^CRICOS, fees registered \d{1,2} [A-Z][a-z]+ \d{4}$/),
  asOf: z.iso.date(),
  currency: z.literal('AUD'),
  /** Nearest-rank percentiles of the courses' tuition a year that `min` and `max` are. */
  percentiles: z.tuple([z.literal(10), z.literal(90)]),
  /** By curated university slug; only universities linked to a CRICOS provider. */
  universities: z.record(
    kebab,
    z.object({
      /** CRICOS provider code. */
      provider: z.string().regex(/^\d{5}[A-Z]$/),
      undergraduate: registeredTuitionSchema.nullable(),
      postgraduate: registeredTuitionSchema.nullable(),
      missing: missingMap,
    }),
  ),
})
export type CuratedTuition = z.infer<typeof curatedTuitionSchema>

export const manifestSourceSchema = z.object({
  id: sourceIdSchema,
  name: text,
  licence: text,
  /** The credit line the licence asks for. */
  attribution: text,
  asOf: text,
  files: z.array(z.object({ path: text, sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
  rowsRead: count,
  rowsKept: count,
  /** Rows left out, by reason. */
  dropped: z.record(z.string(), count),
  /** Rows folded into another record (duplicates, cross-source matches), by rule. */
  merged: z.record(z.string(), count),
  /** Rows whose errors were fixed (a wrong country or another body's website), by fix. */
  corrected: z.record(z.string(), count).optional(),
})
export const manifestSchema = z.object({
  sources: z.array(manifestSourceSchema),
  outputs: z.record(z.string(), z.object({ records: count, sha256: z.string() })),
})
export type Manifest = z.infer<typeof manifestSchema>
export type ManifestSource = z.infer<typeof manifestSourceSchema>
