import { subjectSynonyms, universityAliases } from './search-synonyms'
import { universities } from './universities'

const key = (text: string) => text.toLocaleLowerCase('en').trim()

describe('search synonyms', () => {
  it('keys every alias list by an existing university id', () => {
    const ids = new Set(universities.map((u) => u.id))
    expect(Object.keys(universityAliases).filter((id) => !ids.has(id))).toEqual([])
  })

  it("gives each alias to one university only, never as another university's name", () => {
    const owner = new Map<string, string>()
    for (const [id, aliases] of Object.entries(universityAliases)) {
      for (const alias of aliases) {
        expect(alias).toBe(alias.trim())
        expect(alias.length).toBeGreaterThan(1)
        expect([alias, owner.get(key(alias)) ?? id]).toEqual([alias, id])
        owner.set(key(alias), id)
      }
    }
    for (const u of universities) {
      expect([u.name, owner.get(key(u.name)) ?? u.id]).toEqual([u.name, u.id])
    }
  })

  it('knows the short names students type', () => {
    const find = (alias: string) =>
      Object.entries(universityAliases).find(([, list]) => list.map(key).includes(key(alias)))?.[0]
    expect(find('TU Munich')).toBe('tum')
    expect(find('TUM')).toBe('tum')
    expect(find('Technische Universität München')).toBe('tum')
    expect(find('UCL')).toBe('ucl')
    expect(find('LSE')).toBe('lse')
    expect(find('ETH')).toBe('eth-zurich')
    expect(find('MIT')).toBe('mit')
    expect(find('NUS')).toBe('nus')
    expect(find('UBC')).toBe('ubc')
    expect(find('KCL')).toBe('kcl')
    expect(find('UofT')).toBe('toronto')
    expect(find('KAIST')).toBeUndefined()
  })

  it('groups subject names without putting one name in two groups', () => {
    const seen = subjectSynonyms.flat().map(key)
    expect(new Set(seen).size).toBe(seen.length)
    for (const group of subjectSynonyms) expect(group.length).toBeGreaterThanOrEqual(2)
    const computing = subjectSynonyms.find((group) => group.includes('Computer Science'))
    expect(computing).toEqual(expect.arrayContaining(['Informatics', 'Computing']))
  })
})
