import { readFileSync } from 'node:fs'
import path from 'node:path'

import { canonicalJson } from '@/lib/scholarships/seed'

import {
  applicationDocumentsSeedSchema,
  countryGroupsSeedSchema,
  coursesSeedSchema,
  destinationCostsSeedSchema,
  gradeScalesSeedSchema,
  homeSeedSchema,
  universitiesSeedSchema,
  universityAliasesSeedSchema,
  universityDeadlinesSeedSchema,
} from './schema'
import { parseSeed } from './seed'

const read = (name: string) => readFileSync(path.join(__dirname, name), 'utf8')
const universitiesText = read('universities.json')
const deadlinesText = read('university-deadlines.json')
const costsText = read('destination-costs.json')
const aliasesText = read('university-aliases.json')
const fresh = <T>(text: string): T => JSON.parse(text) as T

type UniversitiesFile = { universities: Record<string, unknown>[] }
type DeadlinesFile = { undergraduate: Record<string, { deadlines: Record<string, unknown>[] }> }

const parseUniversities = (input: unknown) =>
  parseSeed(universitiesSeedSchema, input, 'data/universities.json', ['universities'])
const parseCosts = (input: unknown) =>
  parseSeed(destinationCostsSeedSchema, input, 'data/destination-costs.json', ['destinations'])
const parseAliases = (input: unknown) =>
  parseSeed(universityAliasesSeedSchema, input, 'data/university-aliases.json', ['aliases'])
const parseDeadlines = (input: unknown) =>
  parseSeed(universityDeadlinesSeedSchema, input, 'data/university-deadlines.json', [
    'undergraduate',
    'postgraduate',
  ])

describe('university seed files', () => {
  it('are valid and kept in the canonical form an export writes', () => {
    expect(canonicalJson(parseUniversities(JSON.parse(universitiesText)))).toBe(universitiesText)
    expect(canonicalJson(parseDeadlines(JSON.parse(deadlinesText)))).toBe(deadlinesText)
    expect(canonicalJson(parseAliases(JSON.parse(aliasesText)))).toBe(aliasesText)
  })

  it('names the institution of an empty alias list or an alias given twice', () => {
    const seed = fresh<{ aliases: Record<string, string[]> }>(aliasesText)
    seed.aliases['massachusetts-institute-of-technology'] = []
    seed.aliases['ucl'] = ['UCL', 'ucl']
    let message = ''
    try {
      parseAliases(seed)
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toMatch(/^data\/university-aliases\.json is not a valid seed:/)
    expect(message).toContain('record aliases["massachusetts-institute-of-technology"]: Too small')
    expect(message).toContain('record aliases["ucl"], field 1: duplicate ucl')
  })

  it('names the file, the university and the field of a bad value', () => {
    const seed = fresh<UniversitiesFile>(universitiesText)
    const third = seed.universities[2]!
    ;(third.tuitionFees as Record<string, unknown>).domesticNumeric = 'about 9,000'
    expect(() => parseUniversities(seed)).toThrow(
      new RegExp(
        `^data/universities\\.json is not a valid seed:\\n- record "${String(third.slug)}" \\(universities\\[2\\]\\), field tuitionFees\\.domesticNumeric: .*expected number`,
      ),
    )
  })

  it('names a university without a required field', () => {
    const seed = fresh<UniversitiesFile>(universitiesText)
    delete seed.universities[0]!.website
    expect(() => parseUniversities(seed)).toThrow(
      `record "${String(seed.universities[0]!.slug)}" (universities[0]), field website:`,
    )
  })

  it('names a second university with the same slug', () => {
    const seed = fresh<UniversitiesFile>(universitiesText)
    seed.universities[5]!.slug = seed.universities[4]!.slug
    expect(() => parseUniversities(seed)).toThrow(
      `record "${String(seed.universities[4]!.slug)}" (universities[5]), field slug: duplicate slug`,
    )
  })

  it('names the university whose deadline is wrong, and a bad source date', () => {
    const seed = fresh<DeadlinesFile & { source: { asOf: string } }>(deadlinesText)
    seed.undergraduate['harvard-university']!.deadlines[0]!.date = { date: '1 November' }
    seed.source.asOf = 'last week'
    let message = ''
    try {
      parseDeadlines(seed)
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toMatch(/^data\/university-deadlines\.json is not a valid seed:/)
    expect(message).toContain('source, field asOf:')
    expect(message).toContain('record undergraduate["harvard-university"], field deadlines.0.date')
  })
})

type CostsFile = {
  destinations: { countryCode: string; charges: { value: Record<string, unknown> }[] }[]
}

describe('destination costs seed file', () => {
  it('is valid and kept in the canonical form an export writes', () => {
    expect(canonicalJson(parseCosts(JSON.parse(costsText)))).toBe(costsText)
  })

  it('names the file, the country and the field of a figure without its source', () => {
    const seed = fresh<CostsFile>(costsText)
    const second = seed.destinations[1]!
    delete second.charges[0]!.value.source
    expect(() => parseCosts(seed)).toThrow(
      new RegExp(
        `^data/destination-costs\\.json is not a valid seed:\\n- record "${second.countryCode}" \\(destinations\\[1\\]\\), field charges\\.0\\.value`,
      ),
    )
  })

  it('names a negative amount and a day that is not a date', () => {
    const seed = fresh<CostsFile>(costsText)
    const first = seed.destinations[0]!
    first.charges[0]!.value.amount = -5
    first.charges[1]!.value.date = '11 November 2025'
    let message = ''
    try {
      parseCosts(seed)
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toContain(
      `record "${first.countryCode}" (destinations[0]), field charges.0.value.amount: Too small`,
    )
    expect(message).toContain(
      `record "${first.countryCode}" (destinations[0]), field charges.1.value.date: Invalid ISO date`,
    )
  })

  it('names a second record for the same country', () => {
    const seed = fresh<CostsFile>(costsText)
    seed.destinations[3]!.countryCode = seed.destinations[2]!.countryCode
    expect(() => parseCosts(seed)).toThrow(
      `record "${seed.destinations[2]!.countryCode}" (destinations[3]), field countryCode: duplicate countryCode`,
    )
  })
})

const parseCourses = (input: unknown) =>
  parseSeed(coursesSeedSchema, input, 'data/courses.json', ['courses'])
const parseHome = (input: unknown) =>
  parseSeed(homeSeedSchema, input, 'data/home.json', [
    'featuredIn',
    'scholarshipCategories',
    'scholarshipStories',
    'admissionResults',
    'countryGuides',
  ])
const parseGradeScales = (input: unknown) =>
  parseSeed(gradeScalesSeedSchema, input, 'data/grade-scales.json', ['scales', 'legacy'])
const parseDocuments = (input: unknown) =>
  parseSeed(applicationDocumentsSeedSchema, input, 'data/application-documents.json', [
    'levels',
    'visas',
  ])
const parseGroups = (input: unknown) =>
  parseSeed(countryGroupsSeedSchema, input, 'data/country-groups.json', ['groups'])

const editorial = {
  'courses.json': parseCourses,
  'home.json': parseHome,
  'grade-scales.json': parseGradeScales,
  'application-documents.json': parseDocuments,
  'country-groups.json': parseGroups,
}

const messageOf = (parse: () => unknown) => {
  try {
    parse()
  } catch (error) {
    return (error as Error).message
  }
  return ''
}

describe('editorial seed files', () => {
  it.each(Object.entries(editorial))(
    '%s is valid and kept in the canonical form',
    (name, parse) => {
      const text = read(name)
      expect(canonicalJson(parse(JSON.parse(text)))).toBe(text)
    },
  )

  it('names a course without its description', () => {
    const seed = fresh<{ courses: Record<string, unknown>[] }>(read('courses.json'))
    delete seed.courses[1]!.description
    expect(() => parseCourses(seed)).toThrow(
      new RegExp(
        `^data/courses\\.json is not a valid seed:\\n- record "${String(seed.courses[1]!.id)}" \\(courses\\[1\\]\\), field description:`,
      ),
    )
  })

  it('names a second course with the same id', () => {
    const seed = fresh<{ courses: Record<string, unknown>[] }>(read('courses.json'))
    seed.courses[3]!.id = seed.courses[2]!.id
    expect(() => parseCourses(seed)).toThrow(
      `record "${String(seed.courses[2]!.id)}" (courses[3]), field id: duplicate id`,
    )
  })

  it('names a home page card with a link that is not a path on the site', () => {
    const seed = fresh<{ countryGuides: Record<string, unknown>[] }>(read('home.json'))
    seed.countryGuides[2]!.href = 'https://example.com/canada'
    expect(() => parseHome(seed)).toThrow('record countryGuides[2], field href:')
  })

  type Scales = {
    scales: { id: string; via?: { scale: string }; bands?: { min: number }[] }[]
    legacy: Record<string, string>
  }

  it('names an old link id mapped to no scale, and bands out of order', () => {
    const seed = fresh<Scales>(read('grade-scales.json'))
    seed.legacy.percent = 'percent-100'
    const at = seed.scales.findIndex((s) => s.bands)
    const bands = seed.scales[at]!.bands!
    ;[bands[0], bands[1]] = [bands[1]!, bands[0]!]
    const message = messageOf(() => parseGradeScales(seed))
    expect(message).toMatch(/^data\/grade-scales\.json is not a valid seed:/)
    expect(message).toContain('record legacy["percent"]: Invalid option')
    expect(message).toContain(
      `record "${seed.scales[at]!.id}" (scales[${at}]), field bands.1.min: bands go from the highest down`,
    )
  })

  it('names a missing scale and the formula that leads to it', () => {
    const seed = fresh<Scales>(read('grade-scales.json'))
    const via = seed.scales.find((s) => s.via)!
    seed.scales = seed.scales.filter((s) => s.id !== via.via!.scale)
    const message = messageOf(() => parseGradeScales(seed))
    expect(message).toContain(`scales: no scale with the id ${via.via!.scale}`)
    expect(message).toContain(
      `record "${via.id}" (scales[${seed.scales.indexOf(via)}]), field via.scale: a formula leads to another scale`,
    )
  })

  it('names a study country left without its visa documents, and an empty level', () => {
    const seed = fresh<{ visas: Record<string, unknown>; levels: Record<string, string[]> }>(
      read('application-documents.json'),
    )
    delete seed.visas.sg
    seed.levels.phd = []
    const message = messageOf(() => parseDocuments(seed))
    expect(message).toContain('record visas["sg"]:')
    expect(message).toContain('record levels["phd"]: Too small')
  })

  it('names a group with a code given twice or one that is not a code', () => {
    const seed = fresh<{ groups: { id: string; codes: string[] }[] }>(read('country-groups.json'))
    const asean = seed.groups.findIndex((g) => g.id === 'asean')
    seed.groups[asean]!.codes.push('VN', 'Vietnam')
    const at = seed.groups[asean]!.codes.length
    const message = messageOf(() => parseGroups(seed))
    expect(message).toContain(
      `record "asean" (groups[${asean}]), field codes.${at - 2}: duplicate VN`,
    )
    expect(message).toContain(`record "asean" (groups[${asean}]), field codes.${at - 1}:`)
  })
})
