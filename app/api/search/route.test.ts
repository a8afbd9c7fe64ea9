import { DIALOG_RESULTS_PER_KIND } from '@/lib/search/options'

import { GET } from './route'

// The database's part of the search is tested on the database (test/open-data-suite.ts).
let databaseAway = false
let programmesFail = false
jest.mock('@/lib/programmes', () => ({
  listProgrammes: async () => {
    // As the data's cache rethrows a failure: a plain Error, the driver's code lost.
    if (programmesFail) throw new Error('A cached function failed')
    return { total: 0, items: [] }
  },
}))
jest.mock('@/lib/db/client', () => ({
  getDb: async () => {
    if (databaseAway)
      throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })
    return { execute: async () => ({ rows: [{ '?column?': 1 }] }) }
  },
}))
// The awards' table holds what the seed file puts there on a new database.
jest.mock('@/lib/db/awards', () => ({
  readAwards: async () =>
    (jest.requireActual('@/data/scholarships') as typeof import('@/data/scholarships'))
      .scholarships,
}))
// So does the university profiles' table.
jest.mock('@/lib/db/university-profiles', () => ({
  readUniversityProfiles: async () =>
    (jest.requireActual('@/data/universities') as typeof import('@/data/universities'))
      .universities,
}))
jest.mock('@/lib/institutions', () => ({
  listInstitutions: async () => ({ total: 0, items: [] }),
}))

const search = (query: string) => GET(new Request(`http://localhost/api/search${query}`))

describe('GET /api/search', () => {
  it('answers the results grouped by kind, each linking to its page', async () => {
    const response = await search('?q=oxford')
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.query).toBe('oxford')
    expect(body.groups[0]).toMatchObject({ kind: 'university', label: 'Universities' })
    expect(body.groups[0].results[0]).toMatchObject({
      title: 'University of Oxford',
      href: '/universities/university-of-oxford',
    })
  })

  it(`sends at most ${DIALOG_RESULTS_PER_KIND} results of each kind`, async () => {
    const body = await (await search('?q=scholarship')).json()
    for (const group of body.groups)
      expect(group.results.length).toBeLessThanOrEqual(DIALOG_RESULTS_PER_KIND)
  })

  it('answers no groups for a missing or blank query', async () => {
    for (const query of ['', '?q=', '?q=%20%20']) {
      const response = await search(query)
      expect(response.status).toBe(200)
      expect((await response.json()).groups).toEqual([])
    }
  })

  it('refuses a query over 100 characters with 422 and a message for q', async () => {
    const response = await search(`?q=${'a'.repeat(101)}`)
    expect(response.status).toBe(422)
    expect((await response.json()).error.fields).toEqual({
      q: 'Please keep your search under 100 characters',
    })
  })

  it('answers 503 with Retry-After while the database is away, and 500 for a failure of its own', async () => {
    programmesFail = true
    try {
      databaseAway = true
      const away = await search('?q=engineering')
      expect(away.status).toBe(503)
      expect(away.headers.get('retry-after')).toMatch(/^\d+$/)
      expect((await away.json()).error.code).toBe('unavailable')
      databaseAway = false
      const error = jest.spyOn(console, 'error').mockImplementation(() => {})
      expect((await search('?q=engineering')).status).toBe(500)
      error.mockRestore()
    } finally {
      programmesFail = false
      databaseAway = false
    }
  })
})
