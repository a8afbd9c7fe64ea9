import type { Course, Scholarship, University } from '@/data/schema'

/** A complete, valid university for unit tests; override only what a test is about. */
export function makeUniversity(
  overrides: Partial<University> & Pick<University, 'id'>,
): University {
  const { id } = overrides
  return {
    slug: id,
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
      internationalNumeric: 20000,
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
    tuitionRange: '$10,000 - $20,000 per year',
    tuitionMinUsd: 10000,
    tuitionMaxUsd: 20000,
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
    ...overrides,
  }
}
