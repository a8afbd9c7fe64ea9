import { readFileSync } from 'node:fs'
import path from 'node:path'

import { parse } from 'csv-parse/sync'

import { universitySchema } from '../schema'
import { universities, universitiesSource } from './index'

type HipoRecord = { name: string; domains: string[]; alpha_two_code: string }

const sources = path.join(__dirname, '..', 'sources')
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
