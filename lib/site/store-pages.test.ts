import { noteStoreFailure, noteStoreRecovered } from '@/lib/db/outage'
import { storeKnownDown } from '@/lib/site/store-pages'

let away = false
let queries = 0
jest.mock('@/lib/db/client', () => ({
  getDb: async () => ({
    execute: async () => {
      queries++
      if (away) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })
      return { rows: [] }
    },
  }),
}))

beforeEach(() => {
  noteStoreRecovered()
  queries = 0
  away = false
})

describe('storeKnownDown', () => {
  it('asks the database nothing while no failure was seen', async () => {
    for (let i = 0; i < 5; i++) expect(await storeKnownDown()).toBe(false)
    expect(queries).toBe(0)
  })

  it('is true after a failure, then one probe at a time finds the database back', async () => {
    away = true
    noteStoreFailure(1_000)
    expect(await storeKnownDown(1_500)).toBe(true)
    expect(queries).toBe(0)
    const probes = await Promise.all([storeKnownDown(10_000), storeKnownDown(10_000)])
    expect(probes).toEqual([true, true])
    expect(queries).toBe(1)
    away = false
    expect(await storeKnownDown(Date.now() + 10_000)).toBe(false)
    expect(await storeKnownDown()).toBe(false)
    expect(queries).toBe(2)
  })
})
