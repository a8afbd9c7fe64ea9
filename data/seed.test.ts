import { readFileSync } from 'node:fs'
import path from 'node:path'

import { canonicalJson } from '@/lib/scholarships/seed'

import { universitiesSeedSchema, universityDeadlinesSeedSchema } from './schema'
import { parseSeed } from './seed'

const read = (name: string) => readFileSync(path.join(__dirname, name), 'utf8')
const universitiesText = read('universities.json')
const deadlinesText = read('university-deadlines.json')
const fresh = <T>(text: string): T => JSON.parse(text) as T

type UniversitiesFile = { universities: Record<string, unknown>[] }
type DeadlinesFile = { undergraduate: Record<string, { deadlines: Record<string, unknown>[] }> }

const parseUniversities = (input: unknown) =>
  parseSeed(universitiesSeedSchema, input, 'data/universities.json', ['universities'])
const parseDeadlines = (input: unknown) =>
  parseSeed(universityDeadlinesSeedSchema, input, 'data/university-deadlines.json', [
    'undergraduate',
    'postgraduate',
  ])

describe('university seed files', () => {
  it('are valid and kept in the canonical form an export writes', () => {
    expect(canonicalJson(parseUniversities(JSON.parse(universitiesText)))).toBe(universitiesText)
    expect(canonicalJson(parseDeadlines(JSON.parse(deadlinesText)))).toBe(deadlinesText)
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
