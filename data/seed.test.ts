import { readFileSync } from 'node:fs'
import path from 'node:path'

import { canonicalJson } from '@/lib/scholarships/seed'

import {
  destinationCostsSeedSchema,
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
