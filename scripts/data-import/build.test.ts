import { readFileSync } from 'node:fs'
import path from 'node:path'

import { buildOutputs, OUTPUT_FILES } from './build'
import { rawInputs } from './fixtures'
import { csvRows } from './io'
import { parseCopyTable } from './tables'

type Built = Awaited<ReturnType<typeof buildOutputs>>

describe('buildOutputs (every source, from fixtures)', () => {
  let files: Built['files']
  let manifest: Built['manifest']
  let records: Built['records']
  beforeAll(async () => {
    ;({ files, manifest, records } = await buildOutputs(rawInputs()))
  })
  const table = (name: (typeof OUTPUT_FILES)[number]) => parseCopyTable(files[name])

  it('is deterministic: the same inputs give byte-identical files', async () => {
    const again = (await buildOutputs(rawInputs())).files
    for (const name of OUTPUT_FILES) expect(again[name]).toBe(files[name])
    expect(files['manifest.json']).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/)
  })

  it('writes each table as a header line, then one row per line, each with every column', () => {
    for (const name of OUTPUT_FILES.filter((f) => f.endsWith('.tsv'))) {
      const [header, ...lines] = files[name].replace(/\n$/, '').split('\n')
      const columns = header!.split('\t').length
      expect(lines.length).toBeGreaterThan(0)
      for (const line of lines) expect(line.split('\t')).toHaveLength(columns)
    }
    expect(files['institutions.tsv'].split('\n')[0]).toMatch(/^id\tname\tkind\tcountry\t/)
  })

  it('gives each programme its folded search key, salary and combination', () => {
    const au = table('programmes-au.tsv').find((p) => p.id === 'au-012345a')!
    expect(au.title_key).toBe(
      au
        .title!.toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim(),
    )
    expect(au.search_key!.startsWith(au.title_key!)).toBe(true)
    // The fee in euros is the loader's, at the rates loaded with the data.
    expect(au).not.toHaveProperty('fee_eur')
    const uk = table('programmes-uk.tsv').find((p) => p.id === 'uk-10000001-cs-1-full-time')!
    expect(JSON.parse(uk.salary!)).toEqual({ median: 30000, years: '2022-23', ofSubject: false })
    const combos = table('programme-combos.tsv')
    expect(combos.map((c) => Number(c.combo))).toContain(Number(uk.combo))
  })

  it('gives a part-time course its full-time course, in a combination of such variants', () => {
    const uk = table('programmes-uk.tsv')
    const variant = uk.find((p) => p.id === 'uk-10000001-cs-9-part-time')!
    expect(variant.mode_variant_of).toBe('uk-10000001-cs-1-full-time')
    // Each names the other, for its card and page.
    expect(JSON.parse(variant.mode_variants!)).toEqual([
      { id: 'uk-10000001-cs-1-full-time', mode: 'full-time' },
    ])
    const head = uk.find((p) => p.id === 'uk-10000001-cs-1-full-time')!
    expect(JSON.parse(head.mode_variants!)).toEqual([
      { id: 'uk-10000001-cs-9-part-time', mode: 'part-time' },
    ])
    // Fine Art is part-time too, but no full-time course shares its title and award.
    expect(uk.find((p) => p.id === 'uk-10000001-art-3-part-time')!.mode_variant_of).toBeNull()
    const combos = table('programme-combos.tsv')
    const comboOf = (p: (typeof uk)[number]) => combos.find((c) => c.combo === p.combo)!
    expect(comboOf(variant).mode_variants).toBe('t')
    expect(uk.filter((p) => p.id !== variant.id).map((p) => comboOf(p).mode_variants)).toEqual([
      'f',
      'f',
      'f',
    ])
  })

  it('stores an outcome row shared by several programmes once, referred to by id', () => {
    const rows = table('outcome-rows.tsv')
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length)
    const refs = table('programmes-uk.tsv').flatMap((p) =>
      Object.values(JSON.parse(p.outcomes!) as Record<string, { rows: string[] }>).flatMap(
        (g) => g.rows,
      ),
    )
    expect(new Set(refs)).toEqual(new Set(rows.map((r) => r.id)))
  })

  it('gives every programme a provider in the directory and drops those without, counted', () => {
    const ids = new Set(table('institutions.tsv').map((i) => i.id))
    const uk = table('programmes-uk.tsv').map((p) => ({ id: p.id!, provider: p.provider! }))
    const au = table('programmes-au.tsv').map((p) => ({ id: p.id!, provider: p.provider! }))
    expect(records.programmes).toHaveLength(uk.length + au.length)
    expect(uk.map((p) => p.id)).toEqual([
      'uk-10000001-art-3-part-time',
      'uk-10000001-cs-1-full-time',
      'uk-10000001-cs-9-part-time',
      'uk-10000001-jh-2-full-time',
    ])
    expect(au.map((p) => p.id)).toEqual(['au-012345a', 'au-012346b', 'au-012348d', 'au-012351g'])
    expect([...uk, ...au].filter((p) => !ids.has(p.provider))).toEqual([])
    const courses = manifest.sources.find((s) => s.id === 'discover-uni-courses')!
    expect(
      courses.dropped['provider (PUBUKPRN) in neither the Discover Uni institution list nor DfE'],
    ).toBe(1)
  })

  it('adds the reviewed aliases to the directory record they are keyed by', () => {
    const testford = records.institutions.find((i) => i.id === 'the-university-of-testford')!
    expect(testford.altNames).toContain('UoTF')
    expect(records.institutions.filter((i) => i.altNames.includes('UoTF'))).toHaveLength(1)
  })

  it('puts every CRICOS provider with a kept course in the directory, and only those', () => {
    expect(records.institutions.filter((i) => i.keys.cricos).map((i) => i.name)).toEqual([
      'Kangaroo University',
      'Koala English College',
    ])
    const cricos = manifest.sources.find((s) => s.id === 'cricos')!
    expect(cricos.dropped['Institutions sheet: provider with no kept course']).toBe(1)
  })

  it('records each source’s licence, as-of date, file hashes and counts in the manifest', () => {
    const ecb = manifest.sources.find((s) => s.id === 'ecb')!
    expect(ecb).toMatchObject({
      asOf: '2026-07-20',
      rowsRead: 3,
      rowsKept: 1,
      attribution: 'Source: ECB',
    })
    expect(ecb.files[0]!.sha256).toMatch(/^[0-9a-f]{64}$/)
    const ipeds = manifest.sources.find((s) => s.id === 'ipeds')!
    expect(ipeds).toMatchObject({ rowsRead: 5, rowsKept: 2 })
    expect(manifest.outputs['curated-tuition.json']!.records).toBe(1)
  })

  it('writes both rate sources into fx-rates.json and records the second in the manifest', () => {
    const fx = JSON.parse(files['fx-rates.json'])
    expect(fx).toMatchObject({
      date: '2026-07-20',
      name: 'ECB euro foreign exchange reference rates',
      rates: { GBP: 0.87058, USD: 1.1684 },
      other: {
        name: 'Exchange API (fawazahmed0) indicative rates',
        date: '2026-09-29',
        url: 'https://github.com/fawazahmed0/exchange-api',
        rates: {
          AUD: 1.76543211,
          GBP: 0.85817579,
          NGN: 1506.61827055,
          PKR: 314.84663777,
          USD: 1.13607202,
        },
      },
    })
    const second = manifest.sources.find((s) => s.id === 'currency-api')!
    expect(second).toMatchObject({
      asOf: '2026-09-29',
      rowsRead: 9,
      rowsKept: 5,
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

  it('stops when a curated university names a directory record that does not exist', async () => {
    const raw = rawInputs()
    raw.curated = [...raw.curated, { slug: 'gone-university', institutionId: 'no-such-record' }]
    await expect(buildOutputs(raw)).rejects.toThrow(/gone-university -> no-such-record/)
  })
})

describe('buildOutputs with KISCOURSE and the field-of-study file (a refresh brings both)', () => {
  const fixture = (name: string) =>
    csvRows(readFileSync(path.join(__dirname, 'fixtures', name), 'utf8'))
  const raw = rawInputs()
  // The part-time Fine Art course left out of the table: it keeps its subject name.
  raw.discoverUni.kisCourse = fixture('KISCOURSE.csv').filter((r) => r.KISCOURSEID !== 'ART-3')
  raw.scorecardFos = fixture('Most-Recent-Cohorts-Field-of-Study.csv')
  let files: Built['files']
  let manifest: Built['manifest']
  let scorecardFos: Built['scorecardFos']
  let us: ReturnType<typeof parseCopyTable>
  let uk: ReturnType<typeof parseCopyTable>
  beforeAll(async () => {
    ;({ files, manifest, scorecardFos } = await buildOutputs(raw))
    us = parseCopyTable(files['programmes-us.tsv']!)
    uk = parseCopyTable(files['programmes-uk.tsv'])
  })

  it('without them, writes no US file and no column only they fill', async () => {
    const bare = rawInputs()
    delete bare.discoverUni.kisCourse
    const plain = await buildOutputs(bare)
    expect(plain.files['programmes-us.tsv']).toBeUndefined()
    expect(plain.scorecardFos).toBeNull()
    expect(plain.files['programmes-uk.tsv'].split('\n')[0]).not.toMatch(/course_title|\tus\b/)
  })

  it('marks the UK titles KISCOURSE gave, and only those', () => {
    const titled = uk.find((p) => p.id === 'uk-10000001-cs-1-full-time')!
    expect(titled.title).toBe('Computer Science with Artificial Intelligence')
    expect(titled.course_title).toBe('t')
    expect(titled.course_url).toBe('https://www.testford.ac.uk/courses/cs-ai')
    const joint = uk.find((p) => p.id === 'uk-10000001-jh-2-full-time')!
    expect([joint.title, joint.course_title]).toEqual(['Law and Accounting, Joint Honours', 't'])
    const untitled = uk.find((p) => p.id === 'uk-10000001-art-3-part-time')!
    expect(untitled.course_title).toBe('f')
    expect(untitled.title).not.toBe('Fine Art')
  })

  it('writes each US programme at its institution with CIP title, credential and figures', () => {
    const cs = us.find((p) => p.id === 'us-100001-1107-3')!
    expect(cs).toMatchObject({
      country: 'US',
      title: 'Computer Science',
      level_label: "Bachelor's Degree",
      source: 'scorecard-fos',
    })
    const facts = JSON.parse(cs.us!)
    expect(facts.earnings.after1Year).toEqual({
      value: 61000,
      cohort: 'graduates of 2019-20 and 2020-21',
    })
    expect(facts.debt.value).toBe(23250)
    expect(facts.institutionTuition?.basis ?? 'institution').toBe('institution')
  })

  it('keeps suppressed figures as not reported with their reason, never 0', () => {
    const agriculture = us.find((p) => p.id === 'us-100001-0101-3')!
    const facts = JSON.parse(agriculture.us!)
    expect(facts.earnings.after1Year.value).toBeNull()
    expect(facts.earnings.after4Years.value).toBeNull()
    expect(JSON.parse(agriculture.missing!)).toMatchObject({
      'earnings.after1Year': 'privacy-suppressed',
      'earnings.after4Years': 'not-reported',
    })
  })

  it('counts the rows read, kept and dropped; US combinations come after the others', () => {
    expect(scorecardFos!.read).toBe(raw.scorecardFos!.length)
    expect(scorecardFos!.kept).toBe(us.length)
    expect(Object.values(scorecardFos!.dropped).reduce((a, b) => a + b, 0)).toBe(
      scorecardFos!.read - scorecardFos!.kept,
    )
    expect(manifest.outputs['programmes-us.tsv']?.records).toBe(us.length)
    const combos = parseCopyTable(files['programme-combos.tsv'])
    const firstUs = combos.findIndex((c) => c.country === 'US')
    expect(firstUs).toBeGreaterThan(0)
    expect(combos.slice(firstUs).every((c) => c.country === 'US')).toBe(true)
  })
})
