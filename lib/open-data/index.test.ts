import {
  loadCuratedLinks,
  loadFxRates,
  loadInstitutions,
  loadManifest,
  loadProgrammes,
} from '@/lib/open-data/index'
import {
  institutionSchema,
  programmeSchema,
  SOURCE_IDS,
  type Institution,
  type Programme,
} from '@/data/open-schema'

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

describe('open data loaders (data/generated)', () => {
  let institutions: Institution[]
  let programmes: Programme[]
  beforeAll(() => {
    institutions = loadInstitutions()
    programmes = loadProgrammes()
  })

  it('hold at least 10,000 institutions, 25,000 UK and 20,000 Australian programmes', () => {
    expect(institutions.length).toBeGreaterThanOrEqual(10_000)
    expect(programmes.filter((p) => p.country === 'GB').length).toBeGreaterThanOrEqual(25_000)
    expect(programmes.filter((p) => p.country === 'AU').length).toBeGreaterThanOrEqual(20_000)
  })

  it('memoise: a second call returns the same array', () => {
    expect(loadInstitutions()).toBe(institutions)
    expect(loadProgrammes()).toBe(programmes)
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
    expect(manifest.outputs['institutions.json']!.records).toBe(institutions.length)
    expect(
      manifest.outputs['programmes-uk.json']!.records +
        manifest.outputs['programmes-au.json']!.records,
    ).toBe(programmes.length)
  })

  it('load the latest ECB day with USD, GBP and AUD', () => {
    const fx = loadFxRates()
    expect(fx.base).toBe('EUR')
    expect(fx.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    for (const currency of ['USD', 'GBP', 'AUD']) expect(fx.rates[currency]).toBeGreaterThan(0)
  })

  it('link curated universities to institutions that exist', () => {
    const ids = new Set(institutions.map((i) => i.id))
    const links = loadCuratedLinks()
    expect(Object.values(links).filter((id) => !ids.has(id))).toEqual([])
  })
})
