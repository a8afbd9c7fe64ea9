import { readFileSync } from 'node:fs'
import path from 'node:path'

import { parse } from 'csv-parse/sync'

import { universitySchema, type TuitionLevel } from './schema'
import { universities, universitiesSource } from './universities'

type HipoRecord = { name: string; domains: string[]; alpha_two_code: string }

const sources = path.join(__dirname, 'sources')
const hipo: HipoRecord[] = JSON.parse(
  readFileSync(path.join(sources, 'world_universities_and_domains.json'), 'utf8'),
)
const discoverUni: Record<string, string>[] = parse(
  readFileSync(path.join(sources, 'uk_discoveruni_INSTITUTION.csv'), 'utf8'),
  { columns: true, skip_empty_lines: true },
)

/** Names we use that differ from the reference lists' spelling, each with the reason. */
const NAME_ALIASES: Record<string, string> = {
  // The lists use the short form, the local-language name or a legal form.
  'ETH Zurich': 'ETHZ - ETH Zurich',
  'École Polytechnique Fédérale de Lausanne (EPFL)': 'EPFL - EPF Lausanne',
  'Technical University of Munich': 'Technische Universität München',
  'Heidelberg University': 'Ruprecht-Karls-Universität Heidelberg',
  'Leiden University': 'Universiteit Leiden',
  'KU Leuven': 'Katholieke Universiteit Leuven',
  'Trinity College Dublin': 'University of Dublin, Trinity College',
  'Politecnico di Milano': 'Polytechnic Institute of Milan',
  'University of Vienna': 'Universität Vienna',
  // The list names the former science faculty; sorbonne-universite.fr is the whole merged university.
  'Sorbonne Université': 'Sorbonne Université - Faculté des Sciences (Paris VI)',
  // The list names the Ann Arbor campus on umich.edu.
  'University of Michigan': 'University of Michigan - Ann Arbor',
  // The official name keeps "the"; the list drops it.
  'University of the Witwatersrand': 'University of Witwatersrand',
  // The list spells Fahd as "Fahad".
  'King Fahd University of Petroleum and Minerals':
    'King Fahad University of Petroleum and Minerals',
  // The list still has the pre-2017 name on ku.ac.ae.
  'Khalifa University of Science and Technology':
    'Khalifa University of Science, Technology and Research',
}

/** Institutions missing from both lists, with the reason their domain is still official. */
const DOMAIN_EXCEPTIONS: Record<string, string> = {
  'Université PSL': 'psl.eu: PSL was founded in 2010 as a merger and is in neither list yet',
  'Durham University':
    'durham.ac.uk: Durham moved its website there from dur.ac.uk, the domain both lists still give',
}

function normalise(name: string) {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/^the\s+/, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

function hostOf(url: string) {
  return new URL(url.includes('://') ? url : `https://${url}`).hostname.replace(/^www\./, '')
}

const isHttpsUrl = (url: string) => new URL(url).protocol === 'https:'

const onDomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`)

function referenceNamesFor(host: string): string[] {
  const names = hipo.filter((r) => r.domains.some((d) => onDomain(host, d))).map((r) => r.name)
  for (const row of discoverUni) {
    if (row.PROVURL && onDomain(host, hostOf(row.PROVURL))) {
      names.push(
        row.LEGAL_NAME ?? '',
        row.FIRST_TRADING_NAME ?? '',
        ...(row.OTHER_NAMES ?? '').split('|'),
      )
    }
  }
  return names.filter(Boolean)
}

describe('universities dataset', () => {
  it('states its source and as-of date', () => {
    expect(universitiesSource.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(universitiesSource.description).toMatch(/QS World University Rankings 2026/)
  })

  it.each(universities.map((u) => [u.id, u]))('%s parses with its schema', (_id, u) => {
    expect(() => universitySchema.parse(u)).not.toThrow()
  })

  it('has unique ids, slugs and names', () => {
    for (const key of ['id', 'slug', 'name'] as const) {
      const values = universities.map((u) => u[key])
      expect(new Set(values).size).toBe(values.length)
    }
  })

  it('covers at least 100 institutions, 20 of them in the UK, and every region but one optional', () => {
    expect(universities.length).toBeGreaterThanOrEqual(100)
    const uk = universities.filter((u) => u.countryCode === 'GB')
    expect(uk.length).toBeGreaterThanOrEqual(20)
    expect(uk.every((u) => u.country === 'United Kingdom' && u.city.length > 1)).toBe(true)
    const ukRanks = uk.map((u) => u.nationalRanking)
    expect(new Set(ukRanks).size).toBe(ukRanks.length)
    const regions = new Set(universities.map((u) => u.region))
    for (const region of ['North America', 'Latin America', 'Europe', 'Asia', 'Oceania']) {
      expect(regions).toContain(region)
    }
  })

  it('keeps international students within the student population', () => {
    for (const u of universities) {
      expect(u.internationalStudents).toBeLessThanOrEqual(u.studentPopulation)
    }
  })

  it.each(universities.map((u) => [u.name, u.website]))(
    '%s: official website %s is on a domain the open lists give for that institution',
    (name, website) => {
      if (DOMAIN_EXCEPTIONS[name]) return expect(DOMAIN_EXCEPTIONS[name]).toContain(hostOf(website))
      const references = referenceNamesFor(hostOf(website))
      expect(references.length).toBeGreaterThan(0)
      const wanted = normalise(NAME_ALIASES[name] ?? name)
      expect(references.map(normalise)).toContain(wanted)
    },
  )
})

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'))
const levels = universities.flatMap((u) =>
  (['undergraduate', 'postgraduate'] as const).map((level) => ({ u, level, t: u.tuition[level] })),
)
const figures = levels.filter(
  (x): x is typeof x & { t: Extract<TuitionLevel, { min: number }> } => x.t.min !== null,
)
const byId = (id: string) => universities.find((u) => u.id === id)!

describe('tuition per level', () => {
  it('gives every university both levels, each a figure or null with its reason', () => {
    expect(levels).toHaveLength(universities.length * 2)
    for (const { t } of levels) {
      if (t.min === null) expect(t.reason.length).toBeGreaterThan(10)
    }
  })

  it('writes each figure per year in an ISO 4217 currency, with min <= max, a year and an https source', () => {
    expect(CURRENCIES.has('GBP')).toBe(true)
    expect(CURRENCIES.has('XYZ')).toBe(false)
    for (const { u, t } of figures) {
      expect([u.id, CURRENCIES.has(t.currency)]).toEqual([u.id, true])
      expect(t.min).toBeLessThanOrEqual(t.max)
      expect(t.period).toBe('year')
      expect(t.year).toMatch(/^20\d{2}(-\d{2})?$/)
      expect(isHttpsUrl(t.source.url)).toBe(true)
    }
  })

  it('makes a fee charged per semester a year of two semesters', () => {
    const amount = (text: string) => Number(text.replace(/,/g, ''))
    const semesterly = figures.filter(({ t }) => t.note?.includes('times two semesters'))
    expect(semesterly.length).toBeGreaterThanOrEqual(4)
    for (const { u, t } of semesterly) {
      const [, low, high = low] = t.note!.match(/([\d,.]+)(?:-([\d,.]+))? per semester/)!
      expect([u.id, t.min, t.max]).toEqual([u.id, 2 * amount(low!), 2 * amount(high!)])
    }
  })

  it('takes the US undergraduate figures from IPEDS 2023-24, in US dollars, where international students pay them', () => {
    // UIUC and Purdue charge international students more than their out-of-state IPEDS figure.
    const higher = ['uiuc', 'purdue']
    const us = universities.filter((u) => u.countryCode === 'US' && !higher.includes(u.id))
    expect(us.length).toBeGreaterThan(20)
    for (const id of higher) expect(byId(id).tuition.undergraduate.min).toBeNull()
    for (const u of us) {
      expect(u.tuition.undergraduate).toMatchObject({
        currency: 'USD',
        year: '2023-24',
        source: { title: expect.stringMatching(/^IPEDS 2023-24/) },
      })
    }
    expect(byId('mit').tuition.undergraduate).toMatchObject({ min: 60156, max: 60156 })
    expect(byId('uc-berkeley').tuition.undergraduate).toMatchObject({ min: 45627 })
  })

  it('holds no undated international tuition estimate beside the per-level figures', () => {
    for (const u of universities)
      expect([u.id, Object.keys(u.tuitionFees).sort()]).toEqual([
        u.id,
        ['domestic', 'domesticNumeric', 'international'],
      ])
  })
})

describe('audited facts', () => {
  it('gives Durham its current official site', () => {
    expect(byId('durham').website).toBe('https://www.durham.ac.uk/')
  })

  it('no longer calls Northwestern the only private university in the Big Ten', () => {
    expect(byId('northwestern').specialFeatures.join(' ')).not.toMatch(/only private/i)
  })

  it('does not show KFUPM or UNAM as free for international students, and says what applies at UBA', () => {
    for (const id of ['kfupm', 'unam']) {
      expect(byId(id).tuition.undergraduate.min).toBeNull()
    }
    expect(byId('kfupm').tuitionFees.international).toMatch(
      /^No tuition for .*; not applicable to /,
    )
    expect(byId('uba').tuitionFees.international).toMatch(/^No tuition for .*; not applicable to /)
    expect(byId('uba').tuition.postgraduate.min).toBeNull()
  })
})

describe('UK universities: the international fee from their own fee pages', () => {
  const gb = universities.filter((u) => u.countryCode === 'GB')
  const levels = (u: (typeof universities)[number]) =>
    [u.tuition.undergraduate, u.tuition.postgraduate] as TuitionLevel[]

  it("gives Glasgow's 2024-25 undergraduate range without the clinical extremes, and leaves the master's not reported", () => {
    expect(byId('glasgow').tuition.undergraduate).toMatchObject({
      min: 25_290,
      max: 30_240,
      currency: 'GBP',
      year: '2024-25',
      source: { url: 'https://www.gla.ac.uk/undergraduate/fees/intlfees/' },
    })
    expect(byId('glasgow').tuition.undergraduate).toMatchObject({
      note: expect.stringMatching(/56,520/),
    })
    expect(byId('glasgow').tuition.postgraduate.min).toBeNull()
  })

  it("gives Warwick's 2026-27 overseas bands and Sheffield's 2023-24 range from their own pages", () => {
    expect(byId('warwick').tuition.undergraduate).toMatchObject({
      min: 27_870,
      max: 35_530,
      currency: 'GBP',
      year: '2026-27',
      source: { url: 'https://warwick.ac.uk/study/undergraduate/studentfunding/course-costs' },
    })
    expect(byId('sheffield').tuition.undergraduate).toMatchObject({
      min: 21_000,
      max: 26_950,
      year: '2023-24',
      source: {
        url: 'https://www.sheffield.ac.uk/new-students/tuition-fees/undergraduate-overseas',
      },
    })
  })

  it("dates every known UK fee and takes it from the university's own domain", () => {
    const known = gb.flatMap(levels).filter((t) => t.min !== null)
    expect(known.length).toBeGreaterThanOrEqual(4)
    for (const u of gb) {
      const site = hostOf(u.website).split('.').slice(-3).join('.')
      for (const t of levels(u)) {
        if (t.min === null) continue
        expect({ id: u.id, year: t.year, currency: t.currency }).toEqual({
          id: u.id,
          year: expect.stringMatching(/^\d{4}-\d{2}$/),
          currency: 'GBP',
        })
        expect({ id: u.id, host: onDomain(hostOf(t.source.url), site) }).toEqual({
          id: u.id,
          host: true,
        })
      }
    }
  })
})
