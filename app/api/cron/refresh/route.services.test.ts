// Runs only from `npm run test:services`: the daily refresh of the rates through the site on the
// embedded database (PGlite), which only the server process may open: data:refresh imports in a
// child process, the site closes its folder, loads it in another and opens it again. As on a new
// Vercel instance, the publishers' folder holds the ECB's files alone and there is no shared data
// folder to seed the other sources from. Needs the shared data folder (for the ECB's files).
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { SOURCES } from '@/scripts/data-import/sources'
import { sql } from 'drizzle-orm'

import { republishEcbFile } from '@/test/ecb-day'

const revalidateTag = jest.fn()
jest.mock('next/cache', () => ({
  ...jest.requireActual('next/cache'),
  revalidateTag,
  cacheLife: () => {},
  cacheTag: () => {},
}))

const SHARED = process.env.SHARED_DATA_DIR ?? '/work/shared/data'
if (!existsSync(path.join(SHARED, 'open')))
  throw new Error(`The shared data folder ${SHARED} has no open/ folder (set SHARED_DATA_DIR).`)

const ORIGINAL_ENV = { ...process.env }
const SECRET = 'cron-secret-for-the-services-test'
const work = mkdtempSync(path.join(tmpdir(), 'cron-refresh-'))
const NEXT_DAY = '2026-08-14'

/** A publishers' folder holding the ECB's files alone, the last of them for the next day. */
async function ecbFilesOnly() {
  const dir = path.join(work, 'publishers')
  for (const file of SOURCES.ecb.files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    copyFileSync(path.join(SHARED, file), path.join(dir, file))
  }
  // The euro buys a quarter more Australian dollars that day.
  await republishEcbFile(path.join(dir, SOURCES.ecb.files.at(-1)!), NEXT_DAY, { aud: 1.25 })
  return dir
}

const get = (query: string) =>
  new Request(`http://localhost/api/cron/refresh${query}`, {
    headers: { authorization: `Bearer ${SECRET}` },
  })

describe('GET /api/cron/refresh on the embedded database', () => {
  let route: typeof import('./route')
  let client: typeof import('@/lib/db/client')

  beforeAll(async () => {
    process.env = {
      ...ORIGINAL_ENV,
      DATA_DIR: path.join(work, 'db'),
      CRON_SECRET: SECRET,
      DATA_REFRESH_CACHE_DIR: path.join(work, 'cache'),
      DATA_REFRESH_OFFLINE_DIR: await ecbFilesOnly(),
      // No folder to seed the sources not asked for from.
      SHARED_DATA_DIR: path.join(work, 'no-shared-data'),
    }
    for (const key of ['DATABASE_URL', 'REDIS_URL']) delete process.env[key]
    jest.resetModules()
    route = await import('./route')
    client = await import('@/lib/db/client')
    const { ensureOpenData } = await import('@/lib/db/open-data')
    await ensureOpenData() // a site serving the committed data
  }, 300_000)

  afterAll(async () => {
    await client?.closeDatabase()
    rmSync(work, { recursive: true, force: true })
    process.env = { ...ORIGINAL_ENV }
  })

  it('refreshes the rates from the ECB files alone, loads them, records the run and drops the cache', async () => {
    const { loadFxRates, loadSourcesInUse } = await import('@/lib/open-data')
    const { buildProgrammesView } = await import('@/lib/programmes/view')
    const { pageRatesText } = await import('@/lib/currency')
    const committed = await loadFxRates()
    const feeInEuros = async () => {
      const { db } = await client.openDatabase()
      const { rows } = (await db.execute(
        sql`SELECT p.fee_eur AS programme, s.fee_eur AS search FROM programmes p
          JOIN programme_search s USING (id) WHERE p.id = 'au-000161e'`,
      )) as unknown as { rows: { programme: number; search: number }[] }
      return rows[0]
    }
    const before = await feeInEuros()
    const log = jest.spyOn(console, 'log').mockImplementation(() => {})
    const started = Date.now()
    const running = route.GET(get('?only=ecb'))
    // One run at a time: a second call while it runs is refused at once.
    const second = await route.GET(get('?only=ecb'))
    expect(second.status).toBe(409)
    const response = await running
    const seconds = (Date.now() - started) / 1000
    log.mockRestore()
    console.log(`cron refresh (ecb) on PGlite: ${seconds.toFixed(1)} s`)
    const body = (await response.json()) as {
      loaded: boolean
      sources: { id: string; result: string }[]
    }
    expect([response.status, body.loaded]).toEqual([200, true])
    expect(body.sources.find((s) => s.id === 'ecb')?.result).toBe('refreshed')
    expect(body.sources.find((s) => s.id === 'cricos')?.result).toBe('kept')
    expect(seconds).toBeLessThan(60)
    expect(revalidateTag).toHaveBeenCalledWith('open-data', { expire: 0 })

    // The folder is open again, holding the refreshed data and the run.
    const { db } = await client.openDatabase()
    const rows = (
      (await db.execute(
        sql`SELECT source, result, trigger, loaded FROM open_data_refresh ORDER BY id`,
      )) as unknown as {
        rows: { source: string; result: string; trigger: string; loaded: boolean }[]
      }
    ).rows
    expect(rows).toHaveLength(10)
    expect(rows.every((r) => r.trigger === 'cron' && r.loaded)).toBe(true)
    expect(rows.find((r) => r.source === 'ecb')?.result).toBe('refreshed')
    const state = (
      (await db.execute(sql`SELECT version FROM open_data_state`)) as unknown as {
        rows: { version: string }[]
      }
    ).rows
    // The rates alone were loaded: the data stays the deployment's.
    expect(state[0]?.version).not.toContain('+over:')
    const programmes = (
      (await db.execute(sql`SELECT count(*)::int AS n FROM programmes`)) as unknown as {
        rows: { n: number }[]
      }
    ).rows
    expect(programmes[0]!.n).toBeGreaterThan(10_000)
    // Each programme's total in euros is stored again for the refreshed data before the pages
    // are dropped, so budgets stay on the fast path without a restart.
    const totals = (
      (await db.execute(
        sql`SELECT (SELECT version FROM programme_extras_state) AS version,
          (SELECT count(*)::int FROM programme_budget_combos) AS combos`,
      )) as unknown as { rows: { version: string | null; combos: number }[] }
    ).rows[0]!
    expect(totals.version?.startsWith(`${state[0]!.version}-`)).toBe(true)
    expect(totals.combos).toBeGreaterThan(0)

    // The pages read the new day's rates, an Australian fee is worth fewer euros, and /about
    // credits the ECB with the day; the second source keeps the deployed one.
    const fx = await loadFxRates()
    expect([fx.date, fx.other.date]).toEqual([NEXT_DAY, committed.other.date])
    expect(fx.rates.AUD).toBeCloseTo(committed.rates.AUD! * 1.25, 6)
    const view = await buildProgrammesView({ currency: 'AUD' })
    expect(pageRatesText(view.fx)).toBe(
      'ECB euro foreign exchange reference rates of 14 August 2026',
    )
    const after = await feeInEuros()
    expect(after!.programme).toBeCloseTo(before!.programme / 1.25, 6)
    expect(after!.search).toBe(after!.programme)
    const ecb = (await loadSourcesInUse()).find((s) => s.id === 'ecb')
    expect(ecb?.asOf).toBe(NEXT_DAY)
  }, 300_000)
})
