import { searchKey } from '@/lib/search/text'
import { committedInstitutions } from '@/test/committed-open-data'

import { universities } from './universities'
import { universityAliases } from './university-aliases'

/**
 * Acronyms two institutions really share: the other institution's register gives it too. A search
 * for one finds both.
 */
const SHARED: Record<string, string> = {
  AUB: 'the-arts-university-bournemouth',
  LMU: 'leeds-beckett-university',
  NTU: 'nottingham-trent-university',
}

const institutions = committedInstitutions()
const byId = new Map(institutions.map((i) => [i.id, i]))
const entries = Object.entries(universityAliases)
const ownerOf = (alias: string) =>
  entries
    .filter(([, list]) => list.some((a) => searchKey(a) === searchKey(alias)))
    .map(([id]) => id)

describe('university aliases', () => {
  it('keys every list by a directory record, which has its aliases among its names', () => {
    expect(entries.map(([id]) => id).filter((id) => !byId.has(id))).toEqual([])
    for (const [id, aliases] of entries) {
      const names = new Set([byId.get(id)!.name, ...byId.get(id)!.altNames])
      expect([id, aliases.filter((alias) => !names.has(alias))]).toEqual([id, []])
    }
  })

  it('gives each alias to one institution only, and never another institution’s name', () => {
    for (const [, aliases] of entries)
      for (const alias of aliases) {
        expect(alias).toBe(alias.trim())
        expect(alias.length).toBeGreaterThan(1)
        expect([alias, ownerOf(alias).length]).toEqual([alias, 1])
      }
    const named = new Map<string, string[]>()
    for (const i of institutions)
      for (const name of [i.name, ...i.altNames])
        named.set(searchKey(name), [...(named.get(searchKey(name)) ?? []), i.id])
    const clashes: Record<string, string> = {}
    for (const [id, aliases] of entries)
      for (const alias of aliases)
        for (const other of named.get(searchKey(alias)) ?? [])
          if (other !== id) clashes[alias] = other
    expect(clashes).toEqual(SHARED)
  })

  it('never names one curated university by another’s name', () => {
    for (const u of universities) {
      const owners = ownerOf(u.name)
      const own = u.institutionId
      expect([u.name, owners.filter((id) => id !== own)]).toEqual([u.name, []])
    }
  })

  it('knows the short names students type', () => {
    const find = (alias: string) => {
      const [id] = ownerOf(alias)
      return id && byId.get(id)!.name
    }
    expect(find('MIT')).toBe('Massachusetts Institute of Technology')
    expect(find('UCL')).toBe('UCL')
    expect(find('ETH')).toBe('ETHZ - ETH Zurich')
    expect(find('TU Munich')).toBe('Technische Universität München')
    expect(find('TUM')).toBe('Technische Universität München')
    expect(find('LSE')).toBe('The London School of Economics and Political Science')
    expect(find('NUS')).toBe('National University of Singapore')
    expect(find('UofT')).toBe('University of Toronto')
    expect(find('KAIST')).toBe('Korea Advanced Institute of Science & Technology')
    expect(find('TU Berlin')).toBe('Technische Universität Berlin')
    expect(find('Trinity College')).toBeUndefined()
  })
})
