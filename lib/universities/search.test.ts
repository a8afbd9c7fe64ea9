import { listUniversities } from '@/lib/universities'
import { matchesUniversitySearch, searchVariants } from '@/lib/universities/search'
import { seedUniversities } from '@/lib/universities/seed'
import { universities } from '@/data/universities'
import { makeUniversity } from '@/test/fixtures'

const defaults = { search: '', country: '', region: '', sort: 'ranking' as const, page: 1 }
const found = (search: string) =>
  universities.filter((u) => matchesUniversitySearch(u, search)).map((u) => u.id)

describe('university search by short name', () => {
  it.each([
    ['TU Munich', 'tum'],
    ['TUM', 'tum'],
    ['UCL', 'ucl'],
    ['LSE', 'lse'],
    ['ETH', 'eth-zurich'],
    ['MIT', 'mit'],
    ['NUS', 'nus'],
    ['UBC', 'ubc'],
    ['tu münchen', 'tum'],
  ])('"%s" finds %s', (search, id) => {
    expect(found(search)).toContain(id)
  })

  it.each([
    // Before: ETH also found LSE, TU Delft, UvA, Leiden and KU Leuven ("Netherlands", "Leuven").
    ['ETH', ['eth-zurich']],
    ['eth', ['eth-zurich']],
    // Before: UCLA and Khalifa ("nuclear") as well.
    ['UCL', ['ucl']],
    // Before: Princeton and UCL ("bonus"-like words) as well.
    ['NUS', ['nus']],
    // Before: six more, from words such as "submit", "limited" and "Smith".
    ['MIT', ['mit']],
    ['UCLA', ['ucla']],
    ['KFUPM', ['kfupm']],
  ])('"%s" finds only %j: a short name is a whole word', (search, ids) => {
    expect(found(search)).toEqual(ids)
  })

  it('reads short and capitalised searches as words, longer ones as parts of words', () => {
    const u = makeUniversity({
      id: 'x',
      name: 'Example University',
      description: 'Strong in the Netherlands for nuclear physics and the arts; apply to submit.',
      popularPrograms: ['Engineering'],
    })
    for (const search of ['ETH', 'eth', 'UCL', 'MIT', 'nus', 'NUC']) {
      expect([search, matchesUniversitySearch(u, search)]).toEqual([search, false])
    }
    for (const search of [
      'art',
      'Arts',
      'nuclear',
      'netherlands',
      'engineer',
      'submi',
      'NETHERLANDS',
    ]) {
      expect([search, matchesUniversitySearch(u, search)]).toEqual([search, true])
    }
  })

  it('reads the short names of the directory record the university is linked to', () => {
    const linked = makeUniversity({
      id: 'x',
      slug: 'example',
      name: 'Example Institute',
      institutionId: 'massachusetts-institute-of-technology',
    })
    const unlinked = makeUniversity({
      id: 'mit',
      slug: 'massachusetts-institute-of-technology',
      name: 'Example Institute',
      institutionId: null,
    })
    expect(matchesUniversitySearch(linked, 'MIT')).toBe(true)
    expect(matchesUniversitySearch(unlinked, 'MIT')).toBe(false)
  })

  it('puts the Technical University of Munich in the first page for "TU Munich"', () => {
    const page = listUniversities({ ...defaults, search: 'TU Munich' }, seedUniversities)
    expect(page.items.map((u) => u.name)).toContain('Technical University of Munich')
  })
})

describe('university search by subject synonym', () => {
  it('expands Computer Science to Informatics and Computing', () => {
    expect(searchVariants('Computer Science')).toEqual([
      'computer science',
      'informatics',
      'computing',
    ])
  })

  it('finds a university that lists only Informatics for "Computer Science"', () => {
    const u = makeUniversity({ id: 'inf', popularPrograms: ['Informatics'] })
    expect(matchesUniversitySearch(u, 'computer science')).toBe(true)
    expect(matchesUniversitySearch(u, 'Law')).toBe(false)
  })
})

describe('university search after an edit', () => {
  it('finds a profile by its new name once staff rename it, and no longer by the old one', () => {
    const before = makeUniversity({ id: 'r', slug: 'renamed', name: 'Old Harbour Institute' })
    expect(matchesUniversitySearch(before, 'Harbour')).toBe(true)
    const after = { ...before, name: 'Lakeside Institute' }
    expect(matchesUniversitySearch(after, 'Lakeside')).toBe(true)
    expect(matchesUniversitySearch(after, 'Harbour')).toBe(false)
  })
})
