import { decodeProgrammeText } from '../../lib/open-data/codec'
import { buildOutputs, OUTPUT_FILES } from './build'
import { rawInputs } from './fixtures'

describe('buildOutputs (every source, from fixtures)', () => {
  const { files, manifest } = buildOutputs(rawInputs())

  it('is deterministic: the same inputs give byte-identical files', () => {
    const again = buildOutputs(rawInputs()).files
    for (const name of OUTPUT_FILES) expect(again[name]).toBe(files[name])
    expect(files['manifest.json']).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/)
  })

  it('writes one record per line', () => {
    const institutions = files['institutions.json'].split('\n')
    expect(institutions[0]).toBe('{"records":[')
    expect(institutions.slice(1, -2).every((line) => line.startsWith('{"id":'))).toBe(true)
  })

  it('gives every programme a provider in the directory and drops those without, counted', () => {
    const ids = new Set(
      JSON.parse(files['institutions.json']).records.map((i: { id: string }) => i.id),
    )
    const uk = decodeProgrammeText(files['programmes-uk.json'])
    const au = decodeProgrammeText(files['programmes-au.json'])
    expect(uk.map((p) => p.id)).toEqual([
      'uk-10000001-art-3-part-time',
      'uk-10000001-cs-1-full-time',
      'uk-10000001-jh-2-full-time',
    ])
    expect(au.map((p) => p.id)).toEqual(['au-012345a', 'au-012346b', 'au-012348d', 'au-012351g'])
    expect([...uk, ...au].filter((p) => !ids.has(p.provider))).toEqual([])
    const courses = manifest.sources.find((s) => s.id === 'discover-uni-courses')!
    expect(
      courses.dropped['provider (PUBUKPRN) in neither the Discover Uni institution list nor DfE'],
    ).toBe(1)
  })

  it('puts every CRICOS provider with a kept course in the directory, and only those', () => {
    const institutions = JSON.parse(files['institutions.json']).records as {
      name: string
      keys: { cricos?: string }
    }[]
    expect(institutions.filter((i) => i.keys.cricos).map((i) => i.name)).toEqual([
      'Kangaroo University',
      'Koala English College',
    ])
    const cricos = manifest.sources.find((s) => s.id === 'cricos')!
    expect(cricos.dropped['Institutions sheet: provider with no kept course']).toBe(1)
  })

  it('records each source’s licence, as-of date, file hashes and counts in the manifest', () => {
    const ecb = manifest.sources.find((s) => s.id === 'ecb')!
    expect(ecb).toMatchObject({
      asOf: '2026-04-13',
      rowsRead: 3,
      rowsKept: 1,
      attribution: 'Source: ECB',
    })
    expect(ecb.files[0]!.sha256).toMatch(/^[0-9a-f]{64}$/)
    const ipeds = manifest.sources.find((s) => s.id === 'ipeds')!
    expect(ipeds).toMatchObject({ rowsRead: 5, rowsKept: 2 })
    expect(JSON.parse(files['curated-links.json'])).toEqual({
      'kangaroo-university': 'kangaroo-university',
      'universidad-alfa': 'universidad-alfa',
      'university-of-testford': 'the-university-of-testford',
    })
    expect(manifest.outputs['curated-tuition.json']!.records).toBe(1)
  })

  it('writes both rate sources into fx-rates.json and records the second in the manifest', () => {
    const fx = JSON.parse(files['fx-rates.json'])
    expect(fx).toMatchObject({
      date: '2026-04-13',
      name: 'ECB euro foreign exchange reference rates',
      rates: { GBP: 0.87058, USD: 1.1684 },
      other: {
        name: 'Exchange API (fawazahmed0) indicative rates',
        date: '2026-09-29',
        url: 'https://github.com/fawazahmed0/exchange-api',
        rates: { GBP: 0.85817579, NGN: 1506.61827055, PKR: 314.84663777, USD: 1.13607202 },
      },
    })
    const second = manifest.sources.find((s) => s.id === 'currency-api')!
    expect(second).toMatchObject({
      asOf: '2026-09-29',
      rowsRead: 8,
      rowsKept: 4,
      attribution: 'Source: fawazahmed0/exchange-api',
    })
    expect(second.files).toEqual([
      { path: 'open/fx/currency-api-2026.9.29-eur.min.json', sha256: '0'.repeat(64) },
    ])
    // AUD, GBP, JPY and USD from the ECB; NGN and PKR from the second source only.
    expect(manifest.outputs['fx-rates.json']!.records).toBe(6)
  })

  it('gives each curated university on CRICOS its registered tuition per level', () => {
    // One priced Bachelor Degree course; the one Master of Laws is registered at a fee of 0.
    expect(JSON.parse(files['curated-tuition.json']).universities).toEqual({
      'kangaroo-university': {
        provider: '00001A',
        undergraduate: { min: 40000, max: 40000, courses: 1, unpriced: 0 },
        postgraduate: null,
        missing: { postgraduate: 'no-priced-course' },
      },
    })
  })
})
