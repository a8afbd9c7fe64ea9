import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { loadApp, unloadApp } from '@/test/load-app'

// Only the database is observed here, not Next's cache.
jest.mock('next/cache', () => ({
  revalidateTag: () => {},
  cacheLife: () => {},
  cacheTag: () => {},
}))

const dir = mkdtempSync(path.join(tmpdir(), 'university-profiles-'))
let app: Awaited<ReturnType<typeof loadApp>>
let profiles: typeof import('@/lib/db/university-profiles')
let seedText: typeof import('@/lib/universities/seed')

beforeAll(async () => {
  app = await loadApp({ DATA_DIR: path.join(dir, 'db') })
  ;[profiles, seedText] = await Promise.all([
    import('@/lib/db/university-profiles'),
    import('@/lib/universities/seed'),
  ])
  await app.db.openDatabase()
}, 60_000)
afterAll(async () => {
  await unloadApp(app)
  rmSync(dir, { recursive: true, force: true })
})

describe('university profiles in the database (PGlite)', () => {
  it('holds the seed file after seeding, in its order, and exports it back byte for byte', async () => {
    const seed = profiles.readUniversitiesSeed()
    expect(await profiles.seedUniversityProfiles(seed)).toEqual({
      inserted: seed.universities.length,
      updated: 0,
    })
    const stored = await profiles.readUniversityProfiles()
    expect(stored).toEqual(seed.universities)
    const text = seedText.exportUniversitiesSeedText(seed, stored)
    expect(text).toBe(readFileSync(profiles.UNIVERSITIES_SEED_FILE, 'utf8'))
  })

  it('keeps the directory record of each profile in a column, as its record says', async () => {
    const [{ getDb }, { universityProfiles: t }, { asc, inArray }] = await Promise.all([
      import('@/lib/db/client'),
      import('@/lib/db/schema'),
      import('drizzle-orm'),
    ])
    const rows = await (
      await getDb()
    )
      .select({ slug: t.slug, institutionId: t.institutionId })
      .from(t)
      .where(inArray(t.slug, ['eth-zurich', 'universite-psl']))
      .orderBy(asc(t.slug))
    expect(rows).toEqual([
      { slug: 'eth-zurich', institutionId: 'ethz-eth-zurich' },
      { slug: 'universite-psl', institutionId: null },
    ])
  })

  it('seeds again without a change', async () => {
    const seed = profiles.readUniversitiesSeed()
    expect(await profiles.seedUniversityProfiles(seed)).toEqual({ inserted: 0, updated: 0 })
  })
})
