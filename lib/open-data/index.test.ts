import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { OUTPUT_FILES } from '@/scripts/data-import/build'

import { loadManifest } from '@/lib/open-data/index'
import {
  fxRatesSchema,
  institutionSchema,
  programmeSchema,
  SOURCE_IDS,
  type Institution,
  type Programme,
} from '@/data/open-schema'
import { universities } from '@/data/universities'
import { committedRecords } from '@/test/committed-open-data'

/** Curated universities with no directory record, each with the reason. */
const NO_DIRECTORY_RECORD: Record<string, string> = {
  'universite-psl':
    'psl.eu: Université PSL (founded 2010 as a merger) is in none of the open lists; France has no register in the import',
}

// Nullable fields that are descriptions, not figures: null there needs no reason.
const NOT_FIGURES = new Set([
  'levelLabel',
  'category',
  'subject',
  'reason',
  'city',
  'region',
  'lat',
  'lng',
  'nation',
  'website',
  'coords',
  'courseUrl',
])

/** Paths of null figures that have no reason in the `missing` map beside them. */
function nullsWithoutReason(value: unknown, at = ''): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, i) => nullsWithoutReason(item, `${at}[${i}]`))
  if (!value || typeof value !== 'object') return []
  const record = value as Record<string, unknown>
  const missing = (record.missing ?? null) as Record<string, string> | null
  const found: string[] = []
  for (const [key, child] of Object.entries(record)) {
    if (child === null && missing && !NOT_FIGURES.has(key) && !missing[key])
      found.push(`${at}.${key}`)
    else if (key !== 'missing') found.push(...nullsWithoutReason(child, `${at}.${key}`))
  }
  return found
}

describe('the committed open data (data/generated)', () => {
  let institutions: Institution[]
  let programmes: Programme[]
  beforeAll(() => {
    ;({ institutions, programmes } = committedRecords())
  })

  it('hold at least 10,000 institutions, 25,000 UK and 20,000 Australian programmes', () => {
    expect(institutions.length).toBeGreaterThanOrEqual(10_000)
    expect(programmes.filter((p) => p.country === 'GB').length).toBeGreaterThanOrEqual(25_000)
    expect(programmes.filter((p) => p.country === 'AU').length).toBeGreaterThanOrEqual(20_000)
  })

  it('give every programme a provider in the directory, of its own country', () => {
    const byId = new Map(institutions.map((i) => [i.id, i]))
    const orphans = programmes.filter((p) => byId.get(p.provider)?.country !== p.country)
    expect(orphans.map((p) => p.id)).toEqual([])
  })

  it('have unique ids and records that match their schemas', () => {
    expect(new Set(institutions.map((i) => i.id)).size).toBe(institutions.length)
    expect(new Set(programmes.map((p) => p.id)).size).toBe(programmes.length)
    const badInstitutions = institutions.filter((i) => !institutionSchema.safeParse(i).success)
    const badProgrammes = programmes.filter((p) => !programmeSchema.safeParse(p).success)
    expect(badInstitutions.map((i) => i.id)).toEqual([])
    expect(badProgrammes.map((p) => p.id)).toEqual([])
  })

  it('give every missing figure a reason', () => {
    expect(nullsWithoutReason(institutions).slice(0, 5)).toEqual([])
    expect(nullsWithoutReason(programmes).slice(0, 5)).toEqual([])
  })

  it('include every Discover Uni provider and every CRICOS provider with a course', () => {
    const manifest = loadManifest()
    const du = manifest.sources.find((s) => s.id === 'discover-uni-institutions')!
    expect(institutions.filter((i) => i.sources.includes('discover-uni-institutions')).length).toBe(
      du.rowsKept,
    )
    const cricosProviders = new Set(
      programmes.filter((p) => p.country === 'AU').map((p) => p.provider),
    )
    expect(institutions.filter((i) => i.keys.cricos).length).toBe(cricosProviders.size)
  })

  it('keep a manifest entry for every source, and counts that match the files', () => {
    const manifest = loadManifest()
    expect(manifest.sources.map((s) => s.id).sort()).toEqual([...SOURCE_IDS].sort())
    for (const source of manifest.sources) {
      expect(source.files.length).toBeGreaterThan(0)
      expect(source.rowsKept).toBeLessThanOrEqual(source.rowsRead)
    }
    expect(manifest.outputs['institutions.tsv']!.records).toBe(institutions.length)
    expect(
      manifest.outputs['programmes-uk.tsv']!.records +
        manifest.outputs['programmes-au.tsv']!.records,
    ).toBe(programmes.length)
  })

  it('hold the latest ECB day with USD, GBP and AUD, the rates the first load stores', () => {
    const fx = fxRatesSchema.parse(
      JSON.parse(readFileSync(path.join(process.cwd(), 'data/generated/fx-rates.json'), 'utf8')),
    )
    expect(fx.base).toBe('EUR')
    expect(fx.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    for (const currency of ['USD', 'GBP', 'AUD']) expect(fx.rates[currency]).toBeGreaterThan(0)
  })

  it('hold the directory record of every curated university, but the listed exceptions', () => {
    const ids = new Set(institutions.map((i) => i.id))
    const unknown = universities.filter((u) => u.institutionId && !ids.has(u.institutionId))
    expect(unknown.map((u) => u.slug)).toEqual([])
    const unlinked = universities.filter((u) => !u.institutionId).map((u) => u.slug)
    expect(unlinked.sort()).toEqual(Object.keys(NO_DIRECTORY_RECORD).sort())
  })
})

describe('data/generated', () => {
  it('holds exactly the files the import writes: none it no longer writes is left behind', () => {
    const committed = readdirSync(path.join(process.cwd(), 'data/generated')).sort()
    expect(committed).toEqual([...OUTPUT_FILES].sort())
  })
})

describe('fixes in the committed data', () => {
  const { institutions, programmes } = committedRecords()
  const named = (name: string, country?: string) =>
    institutions.filter(
      (i) => (i.name === name || i.altNames.includes(name)) && (!country || i.country === country),
    )

  it('names every UK programme after its subject, never a broad group', () => {
    const uk = programmes.filter((p) => p.country === 'GB')
    const broad = new Set(uk.flatMap((p) => p.fields.map((f) => f.label)))
    const titledByGroup = uk.filter(
      (p) => broad.has(p.title) && !p.subjects.some((s) => s.label === p.title),
    )
    expect(titledByGroup.map((p) => p.id)).toEqual([])
    expect(uk.filter((p) => p.title === 'Adult nursing').length).toBeGreaterThan(100)
  })

  it('never shows an Australian fee per year above the course’s whole tuition', () => {
    const above = programmes.filter(
      (p) => p.fees?.tuitionPerYear != null && p.fees.tuitionPerYear > p.fees.tuitionTotal!,
    )
    expect(above.map((p) => p.id)).toEqual([])
  })

  it('types providers with only vocational or English-language courses apart, and leaves schools out', () => {
    const au = institutions.filter((i) => i.country === 'AU')
    expect(au.filter((i) => i.kind === 'vocational').length).toBeGreaterThan(600)
    expect(named('Toni & Guy Sydney School of Hairdressing')[0]!.kind).toBe('vocational')
    expect(named('Canberra Institute of Technology')[0]!.kind).toBe('vocational')
    expect(named('Canberra Grammar School')).toEqual([])
    expect(named('University of the Philippines Visayas - Cebu High School')).toEqual([])
    expect(institutions.filter((i) => i.kind === 'school')).toEqual([])
    expect(named('Monash University')[0]!.kind).toBe('university')
  })

  it('lists KU Leuven, North-West University, Puerto Rico’s and Guam’s universities once', () => {
    expect(named('KU Leuven')).toHaveLength(1)
    expect(named('North-West University')).toHaveLength(1)
    expect(named('University of Guam')).toHaveLength(1)
    expect(named('Universidad del Sagrado Corazon')).toHaveLength(1)
    expect(named('University of Puerto Rico-Mayaguez')[0]!.country).toBe('PR')
  })

  it('files the University of the Virgin Islands under the US Virgin Islands, once', () => {
    const uvi = named('University of the Virgin Islands')
    expect(uvi.map((i) => i.country)).toEqual(['VI'])
  })

  it('gives no record another institution’s website', () => {
    expect(named('Instituto Tecnologico de Puerto Rico-Recinto de Guayama')[0]!.website).toBeNull()
    expect(named('Adana Alparslan Turkes University')[0]!.website).not.toMatch(/agu\.edu\.tr/)
    expect(named('Mugla Sitki Kocman University')[0]!.domains).not.toContain('marun.edu.tr')
  })

  it('finds institutions by English names and common short names', () => {
    expect(named('Technical University Berlin')[0]!.name).toBe('Technische Universität Berlin')
    expect(named('MIT', 'US')[0]!.name).toBe('Massachusetts Institute of Technology')
    expect(named('ETH').map((i) => i.name)).toEqual(['ETHZ - ETH Zurich'])
    expect(named('UCL').map((i) => i.name)).toEqual(['UCL'])
    expect(named('KAIST').map((i) => i.name)).toEqual([
      'Korea Advanced Institute of Science & Technology',
    ])
  })
})
