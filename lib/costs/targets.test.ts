// The "within budget" targets, measured on the committed data exactly as the site computes the
// fits: Australian programmes by the /programmes SQL on an embedded database loaded with
// data/generated, curated universities by the fit the /universities list orders by.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { totalCost } from '@/lib/costs'
import { universityCostInput } from '@/lib/costs/inputs'
import { PROGRAMMES_URL } from '@/lib/programmes/state'
import type { BudgetLevel } from '@/lib/universities/options'
import { seedUniversities } from '@/lib/universities/seed'
import { destinationCosts } from '@/data/destination-costs'

const BUDGET = 1_000_000
const CURRENCY = 'USD'
const dir = mkdtempSync(path.join(tmpdir(), 'pglite-targets-'))
const ORIGINAL_ENV = { ...process.env }

let app: {
  programmes: typeof import('@/lib/programmes')
  client: typeof import('@/lib/db/client')
}

beforeAll(async () => {
  delete process.env.DATABASE_URL
  process.env.DATA_DIR = path.join(dir, 'db')
  jest.resetModules()
  const [programmes, openData, client] = await Promise.all([
    import('@/lib/programmes'),
    import('@/lib/db/open-data'),
    import('@/lib/db/client'),
  ])
  await openData.ensureOpenData()
  app = { programmes, client }
}, 600_000)

afterAll(async () => {
  await app?.client.closeDatabase()
  process.env = { ...ORIGINAL_ENV }
  rmSync(dir, { recursive: true, force: true })
})

const percent = (part: number, whole: number) => Math.round((1000 * part) / whole) / 10

describe('with a USD 1,000,000 budget', () => {
  it('lists at least 90 % of the Australian programmes that have a fee as within budget', async () => {
    const page = await app.programmes.listProgrammes(
      { ...PROGRAMMES_URL.defaults, country: 'AU', budget: BUDGET },
      CURRENCY,
    )
    const priced = page.total - page.unpriced
    const within = page.fits!.within
    console.log(
      `Australian programmes: ${within} of ${priced} with a fee within budget (${percent(within, priced)} %); fits ${JSON.stringify(page.fits)}, ${page.unpriced} without a fee`,
    )
    expect(priced).toBeGreaterThan(20_000)
    expect(within / priced).toBeGreaterThanOrEqual(0.9)
  }, 120_000)

  it('lists no programme as within budget without its fee, in any country', async () => {
    const within = await app.programmes.listProgrammes(
      { ...PROGRAMMES_URL.defaults, budget: BUDGET, fit: 'within' },
      CURRENCY,
    )
    expect(within.total).toBeGreaterThan(20_000)
    expect(within.unpriced).toBe(0)
    // UK open data publishes no fees: no UK programme can be within.
    expect(within.facets.country.GB ?? 0).toBe(0)
  }, 120_000)

  it.each<[BudgetLevel, number]>([
    ['undergraduate', 0.6],
    ['postgraduate', 0.6],
  ])(
    'marks at least 60 %% of the curated universities whose %s tuition is known as within budget',
    async (level, floor) => {
      const { universityFit } = await import('@/lib/universities/budget')
      const { loadFxRates } = await import('@/lib/open-data')
      const fx = await loadFxRates()
      const known = seedUniversities.filter(
        (u) =>
          totalCost(universityCostInput(u, level), CURRENCY, fx, destinationCosts).tuitionKnown,
      )
      const fits = known.map((u) => universityFit(u, level, BUDGET, CURRENCY, fx, destinationCosts))
      const within = fits.filter((f) => f.kind === 'within').length
      console.log(
        `Curated universities, ${level}: ${within} of ${known.length} with tuition known within budget (${percent(within, known.length)} %)`,
      )
      expect(known.length).toBeGreaterThan(10)
      expect(within / known.length).toBeGreaterThanOrEqual(floor)
    },
  )

  it.each<[string, number]>([
    ['USD', BUDGET],
    ['GHS', 250_000],
  ])(
    'never marks a university year within, or its known costs within, on a known total of 0 (%s %d)',
    async (currency, budget) => {
      const { budgetFit } = await import('@/lib/universities/budget')
      const { loadFxRates } = await import('@/lib/open-data')
      const fx = await loadFxRates()
      for (const level of ['undergraduate', 'postgraduate'] as const)
        for (const u of seedUniversities) {
          const total = totalCost(universityCostInput(u, level), currency, fx, destinationCosts)
          const fit = budgetFit(u, level, budget, currency, fx, destinationCosts)
          if (fit.kind === 'within') {
            expect(total.unknownParts).toEqual([])
            expect(total.perYear.min).toBeGreaterThan(0)
          }
          if (total.perYear.max === 0) expect(fit.kind).toBe('unknown')
          expect(fit.total).not.toMatch(/[A-Z]{3}\s?0 a year/)
        }
    },
  )
})
