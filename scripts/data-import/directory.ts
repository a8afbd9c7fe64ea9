// Cross-source matching: the official registers of the UK (Discover Uni + DfE, on UKPRN), the US
// (IPEDS + College Scorecard, on UnitID) and Australia (CRICOS, on provider code) become directory
// records; the worldwide Hipo list then joins them by domain or normalised name, and stands alone
// everywhere else. Pure: every input is already imported.
import type {
  AuFacts,
  Institution,
  InstitutionKind,
  SourceId,
  UkFacts,
  UsFacts,
} from '../../data/open-schema'
import { SCORECARD_WRONG_WEBSITES, US_TERRITORIES } from './corrections'
import type { CricosProvider } from './cricos'
import type { DfeRecord } from './dfe'
import type { DiscoverUniProvider } from './discover-uni-institutions'
import type { HipoRecord } from './hipo'
import type { IpedsInstitution } from './ipeds'
import { kindByName } from './kinds'
import { englishNames } from './names'
import type { ScorecardRecord } from './scorecard'
import { compareText, hostOf, normaliseName, onDomain, slugify, sortBy, unique } from './shared'

export type DirectoryInput = {
  hipo: HipoRecord[]
  discoverUni: DiscoverUniProvider[]
  dfe: DfeRecord[]
  /** Names of closed DfE bodies: a Hipo record under one of them is stale. */
  dfeClosedNames: string[]
  ipeds: IpedsInstitution[]
  /** The IPEDS collection's academic year (2023-24), for the reasons rows are left out. */
  ipedsYear: string
  scorecard: ReadonlyMap<string, ScorecardRecord>
  /** CRICOS providers that keep at least one course, with their facts and kind. */
  cricos: { provider: CricosProvider; au: AuFacts; kind: InstitutionKind }[]
  /** UK facts per UKPRN (TEF, locations, course counts), from the course tables. */
  ukFacts: ReadonlyMap<string, Omit<UkFacts, 'nation' | 'groups'>>
  /** Other names students search by (data/university-aliases.json), by institution id. */
  aliases: Readonly<Record<string, readonly string[]>>
}

/** A directory record before its id is assigned; its kind is by name unless a register says. */
type Draft = Omit<Institution, 'id' | 'kind'> & {
  kind?: InstitutionKind
  matchNames: Set<string>
}

type Counts = Record<string, number>
const bump = (counts: Counts, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1
}

export type DirectoryResult = {
  institutions: Institution[]
  /** What happened to each source's rows in the merge, for the manifest. */
  stats: {
    hipo: { kept: number; dropped: Counts; merged: Counts }
    dfe: { kept: number; merged: Counts }
    scorecard: { kept: number; dropped: Counts; corrected: Counts }
    /** Records left out as schools (pupils, not students), by each source they merged. */
    schools: Counts
  }
}

function draft(
  fields: Omit<Draft, 'matchNames' | 'coords' | 'keys'> & Partial<Pick<Draft, 'coords' | 'keys'>>,
): Draft {
  const d: Draft = { coords: null, keys: {}, ...fields, matchNames: new Set() }
  for (const name of [d.name, ...d.altNames]) d.matchNames.add(normaliseName(name))
  return d
}

/** The domains of a website, for matching: its host without "www.". */
function domainsOf(website: string | null) {
  const host = hostOf(website)
  return host ? [host] : []
}

/** UK, US and AU records from the official registers, joined on their own keys. */
function officialRecords(input: DirectoryInput, stats: DirectoryResult['stats']): Draft[] {
  const drafts: Draft[] = []
  const dfeByUkprn = new Map(input.dfe.map((record) => [record.ukprn, record]))
  const emptyUk: Omit<UkFacts, 'nation' | 'groups'> = {
    tef: null,
    locations: [],
    coursesBySubject: {},
    missing: { tef: 'not-in-tef' },
  }

  for (const provider of input.discoverUni) {
    const dfe = dfeByUkprn.get(provider.ukprn)
    if (dfe) {
      bump(stats.dfe.merged, 'joined to a Discover Uni provider on UKPRN')
      stats.dfe.kept++
    }
    const facts = input.ukFacts.get(provider.ukprn) ?? emptyUk
    drafts.push(
      draft({
        name: provider.name,
        altNames: unique([
          ...provider.altNames,
          ...(dfe ? [dfe.name, ...dfe.synonyms] : []),
        ]).filter((n) => n !== provider.name),
        country: 'GB',
        city: provider.town,
        region: null,
        website: provider.website,
        domains: domainsOf(provider.website),
        keys: { ukprn: provider.ukprn },
        sources: dfe ? ['discover-uni-institutions', 'dfe'] : ['discover-uni-institutions'],
        uk: { nation: provider.nation, groups: dfe?.groups ?? [], ...facts },
      }),
    )
  }
  const inDiscoverUni = new Set(input.discoverUni.map((provider) => provider.ukprn))
  for (const dfe of input.dfe) {
    if (inDiscoverUni.has(dfe.ukprn)) continue
    stats.dfe.kept++
    const facts = input.ukFacts.get(dfe.ukprn) ?? emptyUk
    drafts.push(
      draft({
        name: dfe.name,
        altNames: dfe.synonyms,
        country: 'GB',
        city: null,
        region: null,
        website: null,
        domains: [],
        keys: { ukprn: dfe.ukprn },
        sources: ['dfe'],
        uk: { nation: null, groups: dfe.groups, ...facts },
      }),
    )
  }

  for (const institution of input.ipeds) {
    const scorecard = input.scorecard.get(institution.unitid)
    if (scorecard) stats.scorecard.kept++
    const us: UsFacts = institution.us
    const territory = US_TERRITORIES[institution.state ?? '']
    const wrongWebsite = institution.unitid in SCORECARD_WRONG_WEBSITES
    if (wrongWebsite && scorecard?.website)
      bump(stats.scorecard.corrected, 'another body’s website removed')
    const website = wrongWebsite ? null : (scorecard?.website ?? null)
    drafts.push(
      draft({
        name: institution.name,
        altNames: [],
        country: territory ?? 'US',
        city: institution.city,
        region: territory ? null : institution.state,
        website,
        domains: domainsOf(website),
        coords: scorecard?.coords ?? null,
        keys: { unitid: institution.unitid },
        sources: scorecard ? ['ipeds', 'scorecard-2022'] : ['ipeds'],
        us,
      }),
    )
  }
  const ipedsIds = new Set(input.ipeds.map((institution) => institution.unitid))
  for (const unitid of input.scorecard.keys())
    if (!ipedsIds.has(unitid))
      bump(
        stats.scorecard.dropped,
        `no degree-granting IPEDS ${input.ipedsYear} institution with this UnitID`,
      )

  for (const { provider, au, kind } of input.cricos) {
    drafts.push(
      draft({
        kind,
        name: provider.name,
        altNames: provider.altNames,
        country: 'AU',
        city: provider.city,
        region: provider.state,
        website: provider.website,
        domains: domainsOf(provider.website),
        keys: { cricos: provider.code },
        sources: ['cricos'],
        au,
      }),
    )
  }
  return drafts
}

/** Index of official records by country, for the Hipo join. */
class CountryIndex {
  private byName = new Map<string, Draft[]>()
  private byCountry = new Map<string, Draft[]>()

  constructor(drafts: Draft[]) {
    for (const d of drafts) {
      const list = this.byCountry.get(d.country) ?? []
      list.push(d)
      this.byCountry.set(d.country, list)
      for (const name of d.matchNames) {
        const key = `${d.country}|${name}`
        this.byName.set(key, [...(this.byName.get(key) ?? []), d])
      }
    }
  }

  /**
   * The official record a Hipo record is the same institution as: first one whose website host is
   * exactly a Hipo domain; then one on a subdomain of it (branch campuses share a parent domain, so
   * a same-name record is preferred and several unnamed candidates are no match); then the one
   * record of that country with the same normalised name.
   */
  match(hipo: HipoRecord): { draft: Draft; by: 'domain' | 'name' } | null {
    const candidates = this.byCountry.get(hipo.country) ?? []
    // The list often adds ", University of London" to a college's own name.
    const name = normaliseName(hipo.name.replace(/,\s*University of London$/i, ''))
    const exact = candidates.filter((d) => d.domains.some((host) => hipo.domains.includes(host)))
    const pick = (list: Draft[]) =>
      list.length === 1 ? list[0]! : (list.find((d) => d.matchNames.has(name)) ?? null)
    const byExact = exact.length ? (pick(exact) ?? exact[0]!) : null
    if (byExact) return { draft: byExact, by: 'domain' }
    const nested = candidates.filter((d) =>
      d.domains.some((host) =>
        hipo.domains.some((domain) => onDomain(host, domain) || onDomain(domain, host)),
      ),
    )
    const byNested = pick(nested)
    if (byNested) return { draft: byNested, by: 'domain' }
    const named = this.byName.get(`${hipo.country}|${name}`) ?? []
    return named.length === 1 ? { draft: named[0]!, by: 'name' } : null
  }
}

/** Countries whose official register decides the directory, with the reason a Hipo row is left out. */
const registerCountries = (ipedsYear: string): Record<string, string> => ({
  GB: 'GB: not a current Discover Uni or DfE degree-awarding provider',
  US: `US: not a degree-granting IPEDS ${ipedsYear} institution`,
  AU: 'AU: not a CRICOS provider with a current course',
  ...Object.fromEntries(
    Object.values(US_TERRITORIES).map((code) => [
      code,
      `US territories: not a degree-granting IPEDS ${ipedsYear} institution`,
    ]),
  ),
})

function mergeHipo(
  official: Draft[],
  input: DirectoryInput,
  stats: DirectoryResult['stats'],
): Draft[] {
  const index = new CountryIndex(official)
  const registers = registerCountries(input.ipedsYear)
  const closed = new Set(input.dfeClosedNames.map(normaliseName))
  const standalone: Draft[] = []
  for (const hipo of input.hipo) {
    if (!(hipo.country in registers)) {
      stats.hipo.kept++
      standalone.push(
        draft({
          name: hipo.name,
          altNames: hipo.altNames ?? [],
          country: hipo.country,
          city: null,
          region: hipo.region,
          website: hipo.website,
          domains: hipo.domains,
          sources: ['hipo'],
        }),
      )
      continue
    }
    const found = index.match(hipo)
    if (!found) {
      if (hipo.country === 'GB' && closed.has(normaliseName(hipo.name)))
        bump(stats.hipo.dropped, 'GB: closed (DfE)')
      else bump(stats.hipo.dropped, registers[hipo.country]!)
      continue
    }
    stats.hipo.kept++
    bump(stats.hipo.merged, `joined to the ${hipo.country} register by ${found.by}`)
    const target = found.draft
    target.domains = unique([...target.domains, ...hipo.domains])
    target.website ??= hipo.website
    target.region ??= hipo.region
    for (const name of [hipo.name, ...(hipo.altNames ?? [])])
      if (name !== target.name && !target.altNames.includes(name)) target.altNames.push(name)
    if (!target.sources.includes('hipo')) target.sources.push('hipo')
  }
  return [...official, ...standalone]
}

/**
 * Stable, unique, URL-safe ids: the name's slug; names shared by several records add the country,
 * then the city or region, then the source key, so one record's id does not depend on the order of
 * the others.
 */
export function assignIds(drafts: readonly Omit<Institution, 'id' | 'kind'>[]): string[] {
  const levels = drafts.map((d) => {
    const base = slugify(d.name) || slugify(d.domains[0] ?? '') || 'institution'
    const country = d.country.toLowerCase()
    const place = slugify(d.city ?? d.region ?? '')
    const key = d.keys.ukprn ?? d.keys.unitid ?? d.keys.cricos ?? slugify(d.domains[0] ?? '')
    return unique([
      base,
      `${base}-${country}`,
      place ? `${base}-${country}-${place}` : `${base}-${country}`,
      `${base}-${country}-${slugify(key) || 'x'}`,
    ])
  })
  const level = drafts.map(() => 0)
  for (;;) {
    const groups = new Map<string, number[]>()
    levels.forEach((options, i) => {
      const id = options[Math.min(level[i]!, options.length - 1)]!
      groups.set(id, [...(groups.get(id) ?? []), i])
    })
    let moved = false
    for (const members of groups.values()) {
      if (members.length < 2) continue
      for (const i of members)
        if (level[i]! < levels[i]!.length - 1) {
          level[i]!++
          moved = true
        }
    }
    if (!moved) break
  }
  const ids = levels.map((options, i) => options[Math.min(level[i]!, options.length - 1)]!)
  // Still shared (same name, place and key): number them in a stable order.
  const seen = new Map<string, number>()
  const order = sortBy(
    ids.map((id, i) => ({ id, i, tie: JSON.stringify(drafts[i]) })),
    (x) => `${x.id}|${x.tie}`,
  )
  for (const { id, i } of order) {
    const n = seen.get(id) ?? 0
    seen.set(id, n + 1)
    if (n > 0) ids[i] = `${id}-${n + 1}`
  }
  return ids
}

export function buildDirectory(input: DirectoryInput): DirectoryResult {
  const stats: DirectoryResult['stats'] = {
    hipo: { kept: 0, dropped: {}, merged: {} },
    dfe: { kept: 0, merged: {} },
    scorecard: { kept: 0, dropped: {}, corrected: {} },
    schools: {},
  }
  const drafts = mergeHipo(officialRecords(input, stats), input, stats)
  for (const d of drafts) d.altNames.push(...englishNames([d.name, ...d.altNames]))
  const ids = assignIds(drafts)
  // The reviewed aliases are keyed by id, so they join once ids are set and never change one.
  // Fields in the order of the schema, so every line of the file reads the same way.
  const institutions = drafts
    .map((d, i): Institution => ({
      id: ids[i]!,
      name: d.name,
      kind: d.kind ?? kindByName(d.name),
      altNames: sortBy(
        unique([...d.altNames, ...(input.aliases[ids[i]!] ?? [])].filter((n) => n && n !== d.name)),
        (n) => n,
      ),
      country: d.country,
      city: d.city,
      region: d.region,
      website: d.website,
      domains: sortBy(unique(d.domains), (domain) => domain),
      coords: d.coords,
      keys: d.keys,
      sources: sortBy(unique(d.sources), (s) => s) as SourceId[],
      ...(d.us && { us: d.us }),
      ...(d.uk && { uk: d.uk }),
      ...(d.au && { au: d.au }),
    }))
    .sort((a, b) => compareText(a.id, b.id))
  // Schools leave the directory after ids are assigned, so no remaining record's id changes.
  const kept = institutions.filter((institution) => {
    if (institution.kind !== 'school') return true
    for (const source of institution.sources) bump(stats.schools, source)
    return false
  })
  return { institutions: kept, stats }
}
