// The open-data queries, run against the importer's fixture records on a given database: the
// same tests for PGlite (lib/db/open-data.test.ts) and PostgreSQL (*.services.test.ts).
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { eq, sql, type SQL } from 'drizzle-orm'

import type { RefreshRun } from '@/lib/db/open-data-load.mjs'
import { PROGRAMMES_URL } from '@/lib/programmes/state'
import { destinationCosts } from '@/data/destination-costs'
import type { FxRates } from '@/data/open-schema'
import type { AppEnv } from '@/test/load-app'
import { loadOpenDataApp, unloadOpenDataApp } from '@/test/open-data-fixture'

const base = PROGRAMMES_URL.defaults
const RANK = ['within', 'partly', 'unknown', 'above'] as const

type App = Awaited<ReturnType<typeof loadOpenDataApp>>

/** A copy of the tables in `dir` with another rate table, as a refresh's <cache>/generated. */
function refreshedCopy(dir: string, fx: FxRates) {
  const generated = path.join(mkdtempSync(path.join(tmpdir(), 'open-refresh-')), 'generated')
  cpSync(dir, generated, { recursive: true })
  writeFileSync(path.join(generated, 'fx-rates.json'), JSON.stringify(fx))
  return generated
}

/** Loads a refresh's output the way the site's database gets it: data:refresh, or the cron route. */
async function loadRefresh(app: App, generated: string, sources: RefreshRun['sources']) {
  const url = process.env.DATABASE_URL
  if (!url) {
    const run = { runId: 'test', trigger: 'cron' as const, loaded: true, loadMessage: null }
    expect(await app.openData.loadRefreshIntoEmbedded(generated, { ...run, sources })).toBe(true)
    return
  }
  const { loadIntoDatabase } = await import('@/scripts/data-import/refresh-db')
  const outcome = await loadIntoDatabase({
    target: { kind: 'postgres', url },
    generated,
    cache: path.dirname(generated),
    records: sources,
    trigger: 'cli',
    importMessage: null,
  })
  expect(outcome).toMatchObject({ loaded: true, message: null })
}

/** How many combinations have stored totals, and the version they were stored for. */
async function storedTotals(app: App) {
  const db = await app.client.getDb()
  const rows = async (query: string) =>
    ((await db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows
  const [combos] = await rows('SELECT count(*)::int AS n FROM programme_budget_combos')
  const [state] = await rows('SELECT version FROM programme_extras_state')
  return { count: Number(combos!.n), version: String(state?.version) }
}

/** What a budgeted list shows: the fits counted and each card with its fit. */
const summary = (page: Awaited<ReturnType<App['programmes']['listProgrammes']>>) => ({
  total: page.total,
  fits: page.fits,
  items: page.items.map((p) => [p.id, p.budget?.kind]),
})

export function describeOpenData(name: string, env: () => Promise<AppEnv>) {
  describe(`open data on ${name}`, () => {
    let app: App
    beforeAll(async () => {
      app = await loadOpenDataApp(await env())
    }, 120_000)
    afterAll(() => unloadOpenDataApp(app))

    it('loads the committed tables on the first start, and not again while they are the same', async () => {
      expect(app.first).toEqual({ loaded: true })
      expect(await app.openData.ensureOpenData(app.tables)).toEqual({ loaded: false })
    }, 60_000)

    it('tells an unknown programme or institution page apart before it renders (a real 404)', async () => {
      const { isUnknownEntryPage } = await import('@/lib/site/known-paths')
      const page = await app.programmes.listProgrammes(base, 'AUD')
      const programme = page.items[0]!
      expect(await isUnknownEntryPage(`/programmes/${programme.id}`)).toBe(false)
      expect(await isUnknownEntryPage('/programmes/no-such-programme')).toBe(true)
      expect(await isUnknownEntryPage(`/institutions/${programme.provider.id}`)).toBe(false)
      expect(await isUnknownEntryPage('/institutions/no-such-institution')).toBe(true)
    })

    it('lists every programme with facet counts per country, level and mode', async () => {
      const all = await app.programmes.listProgrammes(base, 'AUD')
      expect(all.total).toBe(7)
      expect(all.facets.country).toEqual({ GB: 3, AU: 4 })
      const uk = await app.programmes.listProgrammes({ ...base, country: 'GB' }, 'AUD')
      expect(uk.total).toBe(3)
      // A facet counts the other filters only: every country stays countable.
      expect(uk.facets.country).toEqual({ GB: 3, AU: 4 })
      expect(uk.items.every((p) => p.country === 'GB')).toBe(true)
    })

    it('lists a UK course studied full- or part-time as one card, each mode apart when chosen', async () => {
      const { listProgrammes, getProgramme, countProgrammesByCountry } = app.programmes
      const full = 'uk-10000001-cs-1-full-time'
      const part = 'uk-10000001-cs-9-part-time'
      const all = await listProgrammes({ ...base, country: 'GB' }, 'AUD')
      expect(all.items.map((p) => p.id)).not.toContain(part)
      const card = all.items.find((p) => p.id === full)!
      expect(card.modeVariants).toEqual([{ id: part, mode: 'part-time', label: 'part-time' }])
      // The part-time course is on this card, not a look-alike of it.
      expect(card.tellApart).toBeNull()
      // Cards are counted; the mode facet counts what choosing a mode lists.
      expect(all.total).toBe(3)
      expect(all.facets.country).toEqual({ GB: 3, AU: 4 })
      expect(all.facets.mode).toEqual({ 'full-time': 2, 'part-time': 2 })
      expect(await countProgrammesByCountry()).toEqual({ uk: 3, au: 4 })
      const partTime = await listProgrammes({ ...base, country: 'GB', mode: 'part-time' }, 'AUD')
      expect(partTime.total).toBe(2)
      expect(partTime.items.map((p) => p.id).sort()).toEqual(['uk-10000001-art-3-part-time', part])
      expect(partTime.facets.country).toEqual({ GB: 2 })
      // A search counts cards too, and lists the part-time course once its mode is chosen.
      const search = { ...base, search: 'artificial intelligence' }
      const found = await listProgrammes(search, 'AUD')
      expect([found.total, found.items.map((p) => p.id)]).toEqual([1, [full]])
      expect(found.facets.mode).toEqual({ 'full-time': 1, 'part-time': 1 })
      const foundPart = await listProgrammes({ ...search, mode: 'part-time' }, 'AUD')
      expect([foundPart.total, foundPart.items.map((p) => p.id)]).toEqual([1, [part]])
      // A budget counts and lists cards as well.
      const budgeted = await listProgrammes({ ...base, country: 'GB', budget: 40_000 }, 'AUD')
      expect(budgeted.total).toBe(3)
      expect(budgeted.items.map((p) => p.id)).not.toContain(part)
      // Each page names the other mode; each keeps its own outcomes.
      const fullPage = await getProgramme(full)
      const partPage = await getProgramme(part)
      expect(fullPage!.modeVariants).toEqual([{ id: part, mode: 'part-time' }])
      expect(partPage!.modeVariants).toEqual([{ id: full, mode: 'full-time' }])
      expect(partPage!.programme.outcomes!.salary.rows[0]).toMatchObject({ median: 34000 })
    })

    it('searches titles, subjects and provider names, the title first', async () => {
      const found = await app.programmes.listProgrammes({ ...base, search: 'accounting' }, 'AUD')
      expect(found.items.map((p) => p.title)).toContain('Law and Accounting')
      const byProvider = await app.programmes.listProgrammes(
        { ...base, search: 'testford', country: 'GB' },
        'AUD',
      )
      expect(byProvider.total).toBe(3)
    })

    it('filters by provider', async () => {
      const [first] = (await app.programmes.listProgrammes({ ...base, country: 'AU' }, 'AUD')).items
      const same = await app.programmes.listProgrammes(
        { ...base, provider: first!.provider.id },
        'AUD',
      )
      expect(same.total).toBeGreaterThan(0)
      expect(same.items.every((p) => p.provider.id === first!.provider.id)).toBe(true)
    })

    it('ranks a budget in total cost in SQL as each card reads it: fits counted, listed in fit order', async () => {
      const seen = new Set<string>()
      for (const [currency, budget] of [
        ['AUD', 1_000],
        ['AUD', 45_000],
        ['AUD', 75_000],
        ['NGN', 40_000_000],
      ] as const) {
        const page = await app.programmes.listProgrammes({ ...base, budget }, currency)
        // Every kind is listed: nothing is dropped for an unknown part.
        expect(page.total).toBe(7)
        const kinds = page.items.map((p) => p.budget!.kind)
        const counted = { within: 0, partly: 0, unknown: 0, above: 0 }
        for (const k of kinds) counted[k] += 1
        expect(page.fits).toEqual(counted)
        expect(kinds).toEqual([...kinds].sort((a, b) => RANK.indexOf(a) - RANK.indexOf(b)))
        // UK open data has no fees: a UK programme's fit is not known unless the rest is above.
        for (const p of page.items.filter((i) => i.country === 'GB'))
          expect(['unknown', 'above']).toContain(p.budget!.kind)
        kinds.forEach((k) => seen.add(`${currency} ${budget} ${k}`))
        for (const fit of RANK) {
          const one = await app.programmes.listProgrammes({ ...base, budget, fit }, currency)
          expect(one.total).toBe(counted[fit])
          expect(one.items.every((p) => p.budget!.kind === fit)).toBe(true)
        }
      }
      expect([...seen]).toEqual(
        expect.arrayContaining(['AUD 1000 above', 'AUD 75000 within', 'AUD 75000 unknown']),
      )
    }, 60_000)

    it('reads a budget off the totals stored in euros as from each destination’s costs', async () => {
      const { readProgrammes, readCostDestinations, readStoredTotalsReady } = app.programmes
      expect(await readStoredTotalsReady()).toBe(true)
      const destinations = await readCostDestinations()
      const { readFxRates } = await import('@/lib/open-data')
      const rates = await readFxRates()
      const cases = [
        ['AUD', 1_000, {}],
        ['AUD', 45_000, {}],
        ['AUD', 75_000, { country: 'AU' }],
        ['AUD', 75_000, { page: 2 }],
        ['AUD', 75_000, { page: 3 }],
        ['GBP', 30_000, {}],
        ['USD', 50_000, { fit: 'unknown' }],
        ['EUR', 40_000, { search: 'engineering' }],
      ] as const
      for (const [currency, budget, more] of cases) {
        const state = { ...base, budget, ...more }
        // Three to a page, so a page spans kinds of fit.
        const stored = await readProgrammes(state, currency, 3, {
          destinations,
          storedTotals: true,
          rates,
          model: destinationCosts,
        })
        const each = await readProgrammes(state, currency, 3, {
          destinations,
          storedTotals: false,
          rates,
          model: destinationCosts,
        })
        expect([currency, budget, more, stored]).toEqual([currency, budget, more, each])
      }
    }, 60_000)

    it('counts a course’s CRICOS non-tuition fees in its year, in SQL as on its card', async () => {
      const { totalCost } = await import('@/lib/costs')
      const { loadFxRates } = await import('@/lib/open-data')
      const all = await app.programmes.listProgrammes({ ...base, country: 'AU' }, 'AUD')
      const engineering = all.items.find((p) => p.title === 'Bachelor of Engineering')!
      const total = totalCost(engineering.cost, 'AUD', await loadFxRates(), destinationCosts)
      // AUD 1,000 for the 4-year course: AUD 250 of each year.
      const fees = total.parts.find((p) => p.name === 'Non-tuition fees of the course')!
      expect(fees).toMatchObject({ charged: { min: 1_000, currency: 'AUD', per: 'once' } })
      expect(fees.perYear!.min).toBeCloseTo(250, 6)
      const kindAt = async (budget: number) => {
        const page = await app.programmes.listProgrammes({ ...base, country: 'AU', budget }, 'AUD')
        return page.items.find((p) => p.id === engineering.id)!.budget!.kind
      }
      const listedAs = async (budget: number, fit: (typeof RANK)[number]) =>
        (
          await app.programmes.listProgrammes({ ...base, country: 'AU', budget, fit }, 'AUD')
        ).items.some((p) => p.id === engineering.id)
      // Below the year with its fees: above budget, in SQL and on the card alike (both at the
      // rates loaded with the fixture tables).
      const below = Math.floor(total.perYear.min * 0.8)
      expect(await kindAt(below)).toBe('above')
      expect(await listedAs(below, 'above')).toBe(true)
      const above = Math.ceil(total.perYear.max) + 1
      expect(await listedAs(above, 'above')).toBe(false)
    }, 60_000)

    it('never lists a programme without a fee as the cheapest, and says how many have none', async () => {
      const byFee = await app.programmes.listProgrammes({ ...base, sort: 'fee' }, 'AUD')
      const noFee = byFee.items.filter((p) => p.fee === null)
      expect(byFee.unpriced).toBe(noFee.length)
      expect(noFee.length).toBeGreaterThan(0)
      // In a fee order those without a fee come after every one with a fee.
      expect(byFee.items.slice(-noFee.length).every((p) => p.fee === null)).toBe(true)
      for (const [currency, budget] of [
        ['AUD', 1_000],
        ['AUD', 75_000],
        ['NGN', 40_000_000],
      ] as const) {
        const page = await app.programmes.listProgrammes({ ...base, budget }, currency)
        expect(page.unpriced).toBe(page.items.filter((p) => p.fee === null).length)
        // Within each kind of fit, a programme without a fee never comes before one with a fee.
        for (const kind of RANK) {
          const ofKind = page.items.filter((p) => p.budget!.kind === kind)
          const firstNoFee = ofKind.findIndex((p) => p.fee === null)
          if (firstNoFee >= 0)
            expect(ofKind.slice(firstNoFee).every((p) => p.fee === null)).toBe(true)
        }
      }
    }, 60_000)

    it('says how many UK undergraduate programmes a postgraduate search cannot hold', async () => {
      const pg = await app.programmes.listProgrammes(
        { ...base, level: 'postgraduate-taught', country: 'GB' },
        'AUD',
      )
      expect(pg.total).toBe(0)
      expect(pg.ukUndergraduate).toBe(2)
    })

    it('works out each fee in euros at the rates loaded with the data', async () => {
      const db = await app.client.getDb()
      const { rows } = (await db.execute(
        sql`SELECT id, p.fee_eur AS stored, s.fee_eur AS searched
          FROM programmes p JOIN programme_search s USING (id)
          WHERE id IN ('au-012345a', 'uk-10000001-cs-1-full-time') ORDER BY id`,
      )) as unknown as { rows: { id: string; stored: number | null; searched: number | null }[] }
      // AUD 40,000 a year at the fixture's rate of 1.661 AUD per euro; the UK course has no fee.
      expect(rows[0]!.stored).toBeCloseTo(40000 / 1.661, 6)
      expect(rows[0]!.searched).toBe(rows[0]!.stored)
      expect(rows[1]).toMatchObject({ stored: null, searched: null })
    })

    it('sorts by fee, lowest first, programmes without a fee last', async () => {
      const { items } = await app.programmes.listProgrammes({ ...base, sort: 'fee' }, 'AUD')
      const fees = items.map((p) => p.fee?.amount ?? Infinity)
      expect(fees).toEqual([...fees].sort((a, b) => a - b))
    })

    it('reads a programme page with its outcome tables', async () => {
      const detail = await app.programmes.getProgramme('uk-10000001-cs-1-full-time')
      expect(detail!.programme.title).toBe('Computer Science with Artificial Intelligence')
      expect(detail!.programme.outcomes!.salary.rows[0]).toMatchObject({ median: 30000 })
      expect(await app.programmes.getProgramme('no-such-programme')).toBeUndefined()
    })

    it('lists the directory’s universities and colleges, the rest one click away', async () => {
      const he = await app.institutions.listInstitutions({
        search: '',
        country: '',
        type: '',
        page: 1,
      })
      const all = await app.institutions.listInstitutions({
        search: '',
        country: '',
        type: 'all',
        page: 1,
      })
      expect(all.total).toBeGreaterThan(he.total)
      expect(he.items.some((i) => i.kind === 'vocational')).toBe(false)
      expect(he.kinds.vocational).toBeGreaterThan(0)
    })

    it('finds an institution by the beginning of each word, accents ignored, exact names first', async () => {
      const page = await app.institutions.listInstitutions({
        search: 'testford',
        country: '',
        type: 'all',
        page: 1,
      })
      // Names beginning with the word first, then names holding it.
      expect(page.items.map((i) => i.name).slice(0, 2)).toEqual([
        'Testford Institute of Research',
        'The University of Testford',
      ])
      const exact = await app.institutions.listInstitutions({
        search: 'University of Testford',
        country: '',
        type: 'all',
        page: 1,
      })
      // One of its other names is the query: it leads, marked exact.
      expect(exact.items[0]).toMatchObject({ name: 'The University of Testford', exact: true })
    })

    it('shows the last page for a page past the end, and the kinds when a type has no match', async () => {
      const last = await app.institutions.listInstitutions({
        search: '',
        country: '',
        type: 'all',
        page: 999,
      })
      expect(last.page).toBe(last.pageCount)
      expect(last.items.length).toBeGreaterThan(0)
      const none = await app.institutions.listInstitutions({
        search: 'testford',
        country: '',
        type: 'vocational',
        page: 1,
      })
      expect(none.total).toBe(0)
      expect(none.kinds.university).toBeGreaterThan(0)
    })

    it('searches the site’s programmes and institutions too', async () => {
      const results = await app.search.searchSite('accounting')
      expect(results.groups.find((g) => g.kind === 'programme')!.results[0]!.title).toBe(
        'Law and Accounting',
      )
    })

    it('stores the totals again after a cost figure is edited, as storing them afresh would', async () => {
      const costs = await import('@/lib/db/destination-costs')
      const { destinationCosts: table } = await import('@/lib/db/schema')
      const { loadedTotalsVersion } = await import('@/lib/db/stored-totals')
      const { storeExtras } = await import('@/lib/programmes/stored-extras')
      const db = await app.client.getDb()
      const rows = async (query: SQL) =>
        ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows
      const totals = () =>
        rows(
          sql`SELECT id, total_eur, dearest_eur, extra_missing FROM programme_search ORDER BY id`,
        )
      const combos = () => rows(sql`SELECT * FROM programme_budget_combos ORDER BY combo`)
      await costs.seedDestinationCosts()
      const gb = (await costs.readStoredCosts('gb'))!.record
      const before = { totals: await totals(), version: (await storedTotals(app)).version }
      const setRecord = (record: typeof gb) =>
        db.update(table).set({ record }).where(eq(table.slug, 'gb'))

      // The UK visa fee applies in every UK city: every UK programme's total moves.
      await setRecord({
        ...gb,
        charges: gb.charges.map((c) =>
          c.kind === 'visa' && c.value.amount !== null
            ? { ...c, value: { ...c.value, amount: c.value.amount + 100 } }
            : c,
        ),
      })
      await app.openData.refreshStoredTotals()
      const edited = { totals: await totals(), combos: await combos() }
      expect((await storedTotals(app)).version).not.toBe(before.version)
      expect(edited.totals).not.toEqual(before.totals)
      // The same rows and sorted lists as storing every total in one transaction.
      const { fx, model, version } = await loadedTotalsVersion(rows, 'check')
      await db.transaction((tx) =>
        storeExtras(
          async (q) =>
            ((await tx.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows,
          version,
          fx,
          model,
        ),
      )
      expect(await totals()).toEqual(edited.totals)
      expect(await combos()).toEqual(edited.combos)

      // Back to the seed's figures: the totals are the first ones again.
      await setRecord(gb)
      await app.openData.refreshStoredTotals()
      expect(await totals()).toEqual(before.totals)
    }, 120_000)

    // Last: it loads the refreshed copy over the fixture tables.
    it('serves a refresh’s rates, stored totals and as-of dates at once, without a restart', async () => {
      const { loadFxRates, loadManifest, loadSourcesInUse } = await import('@/lib/open-data')
      const { buildProgrammesView } = await import('@/lib/programmes/view')
      const { pageRatesText } = await import('@/lib/currency')
      const state = { ...base, budget: 45_000 }
      const before = await app.programmes.listProgrammes(state, 'AUD')
      const seen = await loadFxRates()
      expect((await buildProgrammesView({ currency: 'AUD' })).fx.date).toBe(seen.date)

      // Before any refresh the pages credit the deployed data's dates.
      const asOf = async (id: string) => (await loadSourcesInUse()).find((s) => s.id === id)?.asOf
      const deployed = (id: string) => loadManifest().sources.find((s) => s.id === id)?.asOf
      expect(await asOf('ecb')).toBe(deployed('ecb'))

      // The same data and rates, published for a later ECB day.
      const refreshed = refreshedCopy(app.tables, { ...seen, date: '2026-08-14' })
      const ecb = {
        id: 'ecb',
        result: 'refreshed',
        message: null,
        files: [],
        asOf: '2026-08-14',
        rowsRead: 1,
        rowsKept: 1,
        rowsRejected: {},
      }
      await loadRefresh(app, refreshed, [ecb])
      rmSync(path.dirname(refreshed), { recursive: true, force: true })

      expect((await loadFxRates()).date).toBe('2026-08-14')
      // /about credits the refreshed source with its new date, the others as deployed.
      expect(await asOf('ecb')).toBe('2026-08-14')
      expect(await asOf('cricos')).toBe(deployed('cricos'))
      const view = await buildProgrammesView({ currency: 'AUD' })
      expect(pageRatesText(view.fx)).toBe(
        'ECB euro foreign exchange reference rates of 14 August 2026',
      )
      // The totals are stored again for the refreshed data, and a budget reads them.
      const { count, version } = await storedTotals(app)
      expect(count).toBeGreaterThan(0)
      expect(version).toContain('+over:')
      expect(await app.programmes.readStoredTotalsReady()).toBe(true)
      const after = await app.programmes.listProgrammes(state, 'AUD')
      expect(summary(after)).toEqual(summary(before))
    }, 120_000)
  })
}
