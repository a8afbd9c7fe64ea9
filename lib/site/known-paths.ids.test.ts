import { forgetOpenDataIds, isUnknownEntryPage } from '@/lib/site/known-paths'

// The open data's ids as the database holds them, and how often it is asked.
const tables: Record<string, string[]> = {
  programmes: ['uk-10007760-abc', 'au-00001-x'],
  institutions: ['10007760'],
}
let queries = 0
jest.mock('@/lib/db/client', () => ({
  getDb: async () => ({
    execute: async (query: { queryChunks: unknown[] }) => {
      queries++
      const text = JSON.stringify(query.queryChunks)
      const table = Object.keys(tables).find((name) => text.includes(`"${name}"`))!
      return { rows: tables[table]!.map((id) => ({ id })) }
    },
  }),
}))

describe('unknown programme and institution pages', () => {
  it('are told from id sets read once, without a query per request, and read again when dropped', async () => {
    expect(await isUnknownEntryPage('/programmes/uk-10007760-abc')).toBe(false)
    expect(await isUnknownEntryPage('/programmes/no-such-programme')).toBe(true)
    expect(await isUnknownEntryPage('/institutions/10007760/')).toBe(false)
    expect(await isUnknownEntryPage('/institutions/99999999')).toBe(true)
    const afterFirstLoad = queries
    for (let i = 0; i < 20; i++) await isUnknownEntryPage(`/programmes/p-${i}`)
    expect(queries).toBe(afterFirstLoad)

    tables.programmes!.push('uk-new-programme')
    expect(await isUnknownEntryPage('/programmes/uk-new-programme')).toBe(true)
    await forgetOpenDataIds()
    expect(await isUnknownEntryPage('/programmes/uk-new-programme')).toBe(false)
    expect(queries).toBe(afterFirstLoad * 2)
  })
})
