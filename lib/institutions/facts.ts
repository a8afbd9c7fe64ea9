// The official figures of a directory record as labelled rows: each with its source and year, and a
// missing figure as "not reported" with the source's reason. Pure; the page only lays them out.
import { formatMoney } from '@/lib/currency'
import { formatNumber, monthName } from '@/lib/format'
import { AS_OF_UNKNOWN, asOfHeadline, type SourcesAsOf } from '@/lib/open-data/as-of'
import {
  MISSING_REASON_TEXT,
  SCORECARD_EARNINGS_RELEASE,
  UK_GROUP_LABELS,
  ukFactsSchema,
  type Institution,
  type MissingReason,
} from '@/data/open-schema'

export const NOT_REPORTED = 'not reported'

export type FactRow = {
  label: string
  /** The figure as shown, or null when the source has none (see `reason`). */
  value: string | null
  /** Why the figure is missing, in plain English; null when it is there. */
  reason: string | null
}

export type FactSection = {
  id: string
  title: string
  /** Who publishes the figures, and the year they describe. */
  source: string
  year: string
  rows: FactRow[]
}

type Missing = Partial<Record<string, MissingReason>>

const reasonText = (reason: MissingReason | undefined) =>
  MISSING_REASON_TEXT[reason ?? 'not-reported']

/** A row from a figure that may be null: the reason comes from the group's `missing` map. */
function row<T>(
  label: string,
  value: T | null | undefined,
  format: (value: T) => string,
  missing: Missing,
  field: string,
): FactRow {
  return value === null || value === undefined
    ? { label, value: null, reason: reasonText(missing[field]) }
    : { label, value: format(value), reason: null }
}

/** A section whose whole group is missing: every row "not reported" with the group's reason. */
function missingRows(labels: string[], reason: MissingReason | undefined): FactRow[] {
  return labels.map((label) => ({ label, value: null, reason: reasonText(reason) }))
}

// The release a record's earnings and TEF rating come from is in the record; a record without
// them was read from the same release, the one the schema names.
const EARNINGS_RELEASE = SCORECARD_EARNINGS_RELEASE
const TEF_YEAR = ukFactsSchema.shape.tef.unwrap().shape.year.value

/** 'Scorecard 2025-05' -> 'release of May 2025'. */
function scorecardRelease(label: string) {
  const match = /^Scorecard (\d{4})-(\d{2})$/.exec(label)
  return match ? `release of ${monthName(Number(match[2]))} ${match[1]}` : label
}

/** A source's as-of label as a section's year, without its asides. */
const sourceYear = (asOf: SourcesAsOf, id: keyof SourcesAsOf) => {
  const label = asOf[id]
  return label ? asOfHeadline(label) : AS_OF_UNKNOWN
}

/** The year shown for a section whose source gave none of its figures. */
export const LATEST_RELEASE = 'latest release'

const usd = (value: number) => formatMoney(value, 'USD')
const percent = (value: number) => `${value}%`
const count = (value: number) => formatNumber(value)
const range = (low: number | null, high: number | null) =>
  low !== null && high !== null ? `${low}–${high}` : null

function usSections(us: NonNullable<Institution['us']>): FactSection[] {
  const cost = us.cost
  const enrolment = us.enrolment
  const graduation = us.graduation
  const admissions = us.admissions
  const earnings = us.earnings
  const ipeds = 'IPEDS (US Department of Education)'
  // The years are the data's own (each group carries its year). A group with no figures has none:
  // its section takes its collection's year from a sibling group, or says only which release.
  const collection = cost?.year ?? enrolment?.year ?? LATEST_RELEASE
  const sat = (a: NonNullable<typeof admissions>, part: 'Reading' | 'Math') => {
    const low = a[`sat${part}25`]
    const high = a[`sat${part}75`]
    return range(low, high)
  }
  return [
    {
      id: 'us-control',
      title: 'Control',
      source: ipeds,
      year: collection,
      rows: [{ label: 'Control', value: us.control, reason: null }],
    },
    {
      id: 'us-cost',
      title: 'Tuition and required fees (full-time undergraduate, per year)',
      source: ipeds,
      year: collection,
      rows: cost
        ? [
            row('In-state', cost.inState, usd, cost.missing, 'inState'),
            row('Out-of-state', cost.outOfState, usd, cost.missing, 'outOfState'),
          ]
        : missingRows(['In-state', 'Out-of-state'], us.missing.cost),
    },
    {
      id: 'us-enrolment',
      title: 'Enrolment (headcount)',
      source: ipeds,
      year: enrolment?.year ?? collection,
      rows: enrolment
        ? [
            row(
              'Undergraduate',
              enrolment.undergraduate,
              count,
              enrolment.missing,
              'undergraduate',
            ),
            row('Graduate', enrolment.graduate, count, enrolment.missing, 'graduate'),
            row('Total', enrolment.total, count, enrolment.missing, 'total'),
          ]
        : missingRows(['Undergraduate', 'Graduate', 'Total'], us.missing.enrolment),
    },
    {
      id: 'us-graduation',
      title: 'Graduation',
      source: ipeds,
      year: graduation ? graduation.year.replace(/ cohort$/, ' entering cohort') : LATEST_RELEASE,
      rows: graduation
        ? [
            row(
              'Awarded a degree or certificate within 6 years',
              graduation.sixYearRate,
              percent,
              graduation.missing,
              'sixYearRate',
            ),
            row('Entering cohort', graduation.cohort, count, graduation.missing, 'cohort'),
          ]
        : missingRows(
            ['Awarded a degree or certificate within 6 years', 'Entering cohort'],
            us.missing.graduation,
          ),
    },
    {
      id: 'us-admissions',
      title: 'Admissions (first-time undergraduates)',
      source: ipeds,
      year: admissions?.year ?? LATEST_RELEASE,
      rows: admissions
        ? [
            row('Admission rate', admissions.rate, percent, admissions.missing, 'rate'),
            row('Applicants', admissions.applicants, count, admissions.missing, 'applicants'),
            row('Admitted', admissions.admitted, count, admissions.missing, 'admitted'),
            row(
              'SAT reading and writing, middle 50%',
              sat(admissions, 'Reading'),
              String,
              admissions.missing,
              'satReading25',
            ),
            row(
              'SAT math, middle 50%',
              sat(admissions, 'Math'),
              String,
              admissions.missing,
              'satMath25',
            ),
            row(
              'ACT composite, middle 50%',
              range(admissions.actComposite25, admissions.actComposite75),
              String,
              admissions.missing,
              'actComposite25',
            ),
          ]
        : missingRows(
            [
              'Admission rate',
              'Applicants',
              'Admitted',
              'SAT reading and writing, middle 50%',
              'SAT math, middle 50%',
              'ACT composite, middle 50%',
            ],
            us.missing.admissions,
          ),
    },
    {
      id: 'us-earnings',
      title: 'Median earnings of former students',
      source: 'College Scorecard (US Department of Education)',
      year: scorecardRelease(earnings?.year ?? EARNINGS_RELEASE),
      rows: earnings
        ? [
            row('6 years after entry', earnings.after6Years, usd, earnings.missing, 'after6Years'),
            row(
              '10 years after entry',
              earnings.after10Years,
              usd,
              earnings.missing,
              'after10Years',
            ),
          ]
        : missingRows(['6 years after entry', '10 years after entry'], us.missing.earnings),
    },
  ]
}

function ukSections(
  uk: NonNullable<Institution['uk']>,
  subjectLabel: (code: string) => string,
  asOf: SourcesAsOf,
): FactSection[] {
  const tef = uk.tef
  const subjects = Object.entries(uk.coursesBySubject).sort(
    ([a, x], [b, y]) => y - x || a.localeCompare(b),
  )
  const sections: FactSection[] = [
    {
      id: 'uk-tef',
      title: 'Teaching Excellence Framework rating',
      source: 'Office for Students (TEF)',
      year: tef?.year ?? TEF_YEAR,
      rows: tef
        ? [
            { label: 'Overall', value: tef.overall, reason: null },
            { label: 'Student experience', value: tef.studentExperience, reason: null },
            { label: 'Student outcomes', value: tef.studentOutcomes, reason: null },
          ]
        : missingRows(['Overall'], uk.missing.tef),
    },
    {
      id: 'uk-subjects',
      title: 'Courses by subject',
      source: 'Discover Uni (HESA/OfS)',
      year: sourceYear(asOf, 'discover-uni-courses'),
      rows: subjects.length
        ? subjects.map(([code, n]) => ({
            label: subjectLabel(code),
            value: `${formatNumber(n)} ${n === 1 ? 'course' : 'courses'}`,
            reason: null,
          }))
        : missingRows(['Courses'], uk.missing.coursesBySubject ?? 'du-none'),
    },
    {
      id: 'uk-locations',
      title: 'Teaching locations',
      source: 'Discover Uni (HESA/OfS)',
      year: sourceYear(asOf, 'discover-uni-courses'),
      rows: uk.locations.length
        ? uk.locations.map((l) => ({ label: 'Location', value: l.name, reason: null }))
        : missingRows(['Location'], uk.missing.locations ?? 'du-none'),
    },
  ]
  if (uk.nation || uk.groups.length) {
    sections.unshift({
      id: 'uk-provider',
      title: 'Provider',
      source: uk.nation ? 'Discover Uni (HESA/OfS)' : 'DfE reference data',
      year: sourceYear(asOf, uk.nation ? 'discover-uni-institutions' : 'dfe'),
      rows: [
        ...(uk.nation ? [{ label: 'Nation', value: uk.nation, reason: null }] : []),
        ...(uk.groups.length
          ? [
              {
                label: 'Groups',
                value: uk.groups.map((g) => UK_GROUP_LABELS[g] ?? g).join(', '),
                reason: null,
              },
            ]
          : []),
      ],
    })
  }
  return sections
}

function auSections(au: NonNullable<Institution['au']>, asOf: SourcesAsOf): FactSection[] {
  return [
    {
      id: 'au-provider',
      title: 'CRICOS registration',
      source: 'CRICOS (Australian Government)',
      year: sourceYear(asOf, 'cricos'),
      rows: [
        { label: 'Provider type', value: au.providerType, reason: null },
        { label: 'Registered courses', value: formatNumber(au.courses), reason: null },
        row('Capacity for overseas students', au.capacity, count, au.missing, 'capacity'),
      ],
    },
  ]
}

/**
 * Every official figure of `institution`, grouped by source and year. The UK and Australian
 * records carry no year of their own: those sections are dated by `asOf`, the as-of of each source
 * in the data loaded (lib/open-data loadSourcesInUse).
 */
export function institutionFacts(
  institution: Institution,
  subjectLabel: (code: string) => string = (code) => code,
  asOf: SourcesAsOf = {},
): FactSection[] {
  return [
    ...(institution.us ? usSections(institution.us) : []),
    ...(institution.uk ? ukSections(institution.uk, subjectLabel, asOf) : []),
    ...(institution.au ? auSections(institution.au, asOf) : []),
  ]
}
