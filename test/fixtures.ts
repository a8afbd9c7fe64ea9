import type { Institution, Programme, UkOutcomes } from '@/data/open-schema'
import type { Course, DestinationCosts, Scholarship, University } from '@/data/schema'

/** A complete, valid university for unit tests; override only what a test is about. */
export function makeUniversity(
  overrides: Partial<University> & Pick<University, 'id'>,
): University {
  const { id } = overrides
  return {
    slug: id,
    institutionId: `institution-${id}`,
    name: `University ${id}`,
    country: 'Canada',
    countryCode: 'CA',
    city: 'Toronto',
    region: 'North America',
    worldRanking: 100,
    nationalRanking: 1,
    logo: '🎓',
    website: `https://www.${id}.example.edu/`,
    description: 'A research university.',
    establishedYear: 1900,
    studentPopulation: 20000,
    internationalStudents: 2000,
    acceptanceRate: 50,
    tuitionFees: {
      domestic: '$1',
      international: '$2',
      domesticNumeric: 1000,
    },
    tuition: {
      undergraduate: { min: null, reason: 'Not reported' },
      postgraduate: { min: null, reason: 'Not reported' },
    },
    admissionRequirements: {
      minimumGPA: 3,
      englishTest: 'IELTS 6.5',
      requiredTests: [],
      applicationDeadline: '15 January',
      earlyDeadline: 'Not offered',
    },
    popularPrograms: ['History'],
    availableScholarships: ['Entrance award'],
    campusLife: {
      location: 'Downtown',
      housing: true,
      clubs: 100,
      campusSize: 'Urban',
      nearestCity: 'Toronto',
    },
    academics: {
      facultyStudentRatio: '1:10',
      researchRating: 7,
      employmentRate: 90,
      averageSalary: '$60,000',
    },
    facilities: ['Library'],
    accreditations: ['Provincial charter'],
    specialFeatures: ['Co-op'],
    ...overrides,
  }
}

/** A complete, valid course for unit tests; override only what a test is about. */
export function makeCourse(overrides: Partial<Course> & Pick<Course, 'id'>): Course {
  return {
    name: `Course ${overrides.id}`,
    category: 'Natural Sciences',
    level: 'Undergraduate',
    duration: '3 years',
    description: 'A degree program.',
    requirements: ['Secondary school diploma'],
    careerProspects: ['Researcher'],
    popularUniversities: ['alpha', 'beta'],
    ...overrides,
  }
}

/** A scholarship that earns no matcher points by itself; override only what a test is about. */
export function makeScholarship(
  overrides: Partial<Scholarship> & Pick<Scholarship, 'id'>,
): Scholarship {
  const { id } = overrides
  return {
    slug: id,
    name: `Award ${id}`,
    type: 'University',
    eligibleDegrees: ['Research-based'],
    value: 'Partial tuition',
    university: 'Somewhere, Nowhere',
    description: 'A general award.',
    link: `https://www.${id}.example.org/`,
    isFullyFunded: false,
    isPrestigious: false,
    isMeritBased: true,
    nationalities: 'unknown',
    hostCountries: 'any',
    fields: null,
    cycle: { entryYear: 2027, rolling: false, opens: null, closes: null },
    sources: [{ title: 'Official page', url: `https://www.${id}.example.org/` }],
    asOf: '2026-11-22',
    checked: { carriedFrom: '2025-26', note: 'Test record.' },
    ...overrides,
  }
}

const duRow = { agg: 24, subject: null, years: '2021-23', population: 120, missing: {} } as const

/**
 * A UK (Discover Uni) programme with this course's own salary, continuation and tariff figures
 * (2021-23, 120 students) and its employment figures withheld (du-small); override the rest.
 */
export function makeUkProgramme(overrides: Partial<Programme> & Pick<Programme, 'id'>): Programme {
  const outcomes: UkOutcomes = {
    salary: { reason: null, rows: [{ ...duRow, lq: 24000, median: 28000, uq: 33000 }] },
    employment: { reason: 'du-small', rows: [] },
    continuation: {
      reason: null,
      rows: [{ ...duRow, continuing: 91, gained: 0, dormant: 2, lower: 1, left: 6 }],
    },
    tariff: {
      reason: null,
      rows: [{ ...duRow, bands: [0, 1, 2, 4, 6, 8, 10, 13, 15, 14, 11, 8, 5, 3] }],
    },
    entry: { reason: 'du-new', rows: [] },
  }
  return {
    provider: 'university-of-testford',
    country: 'GB',
    title: 'Computer science',
    level: 'Undergraduate',
    levelLabel: null,
    courseUrl: null,
    subjects: [{ code: 'CAH11-01-01', label: 'Computer science' }],
    fields: [{ code: 'CAH11', label: 'Computing' }],
    category: 'Engineering & Technology',
    mode: 'full-time',
    duration: null,
    locations: [{ name: 'Main campus', city: null, region: null, lat: 51.5, lng: -0.1 }],
    ucasCodes: ['G400'],
    fees: null,
    outcomes,
    source: 'discover-uni-courses',
    asOf: '2025 collection',
    missing: { fees: 'no-fee-table', duration: 'no-duration' },
    ...overrides,
  }
}

/** An Australian (CRICOS) master's of two years at AUD 45,000 a year; override the rest. */
export function makeAuProgramme(overrides: Partial<Programme> & Pick<Programme, 'id'>): Programme {
  return {
    provider: 'kangaroo-university',
    country: 'AU',
    title: 'Master of Information Technology',
    level: 'Postgraduate taught',
    levelLabel: 'Masters Degree (Coursework)',
    courseUrl: null,
    subjects: [{ code: '020103', label: 'Programming' }],
    fields: [{ code: '02', label: 'Information Technology' }],
    category: 'Engineering & Technology',
    mode: 'full-time',
    duration: { years: 2, weeks: 104 },
    locations: [{ name: 'Bruce Campus', city: 'BRUCE', region: 'ACT', lat: null, lng: null }],
    ucasCodes: [],
    fees: {
      currency: 'AUD',
      asOf: '2023-01-03',
      tuitionPerYear: 45000,
      tuitionTotal: 90000,
      nonTuitionTotal: 0,
      estimatedTotalCost: 90000,
      missing: {},
    },
    outcomes: null,
    source: 'cricos',
    asOf: '2023-01-03',
    missing: { outcomes: 'no-outcomes' },
    ...overrides,
  }
}

/** A UK provider in the directory, rated in TEF 2023 unless `tef` is null. */
export function makeUkInstitution(tef: NonNullable<Institution['uk']>['tef']): Institution {
  return {
    id: 'university-of-testford',
    name: 'University of Testford',
    kind: 'university',
    altNames: [],
    country: 'GB',
    city: 'Testford',
    region: null,
    website: 'https://www.testford.example.ac.uk/',
    domains: ['testford.example.ac.uk'],
    coords: null,
    keys: { ukprn: '10000001' },
    sources: ['discover-uni-institutions'],
    uk: {
      nation: 'England',
      tef,
      groups: [],
      locations: [],
      coursesBySubject: { CAH11: 1 },
      missing: tef ? {} : { tef: 'not-in-tef' },
    },
  }
}

/**
 * A destination's costs in round figures: living a year, a visa fee paid once and a health charge
 * a year, all in `currency` and dated 2025-01-01; usual lengths 3 years (bachelor's) and 1 (master's).
 */
export function makeDestinationCosts(
  countryCode: string,
  { living = 12_000, visa = 0, health = 0, currency = 'GBP' } = {},
): DestinationCosts {
  const source = { title: 'Official page', url: 'https://www.example.org/' }
  const figure = (amount: number, per: 'once' | 'year') => ({
    amount,
    currency,
    per,
    date: '2025-01-01',
    dateIs: 'effective' as const,
    basis: 'test',
    source,
  })
  return {
    countryCode,
    visa: 'Student visa',
    charges: [
      { kind: 'living', name: 'Living cost', value: figure(living, 'year') },
      { kind: 'visa', name: 'Visa fee', value: figure(visa, 'once') },
      { kind: 'health', name: 'Health charge', value: figure(health, 'year') },
    ],
    durations: [
      { level: 'undergraduate', years: 3, basis: 'test', source },
      { level: 'postgraduate', years: 1, basis: 'test', source },
    ],
  }
}
