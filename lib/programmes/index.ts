import 'server-only'

import { cacheTag } from 'next/cache'

import { sql } from 'drizzle-orm'

import { chargedCurrencies, totalCost } from '@/lib/costs'
import { COSTS_TAG, getCostModel } from '@/lib/costs/model'
import { ecbSource, pageRates, type FxTable } from '@/lib/currency'
import { openDataRows } from '@/lib/db/open-data-rows'
import { loadFxRates } from '@/lib/open-data'
import { cacheOpenData } from '@/lib/open-data/cache'
import { outcomeRowIds, programmeFromRow, type ProgrammeRow } from '@/lib/open-data/rows'
import { pageBounds, pageOf, type PageSlice } from '@/lib/pagination'
import {
  COST_DESTINATIONS_SQL,
  FEE_CURRENCY,
  listBudget,
  storedBudget,
  type DestinationRow,
  type ListBudget,
} from '@/lib/programmes/budget'
import { programmeCard, type CardColumns, type ProgrammeCardData } from '@/lib/programmes/card'
import type { ModeVariant, Salary } from '@/lib/programmes/facts'
import { PROGRAMMES_PAGE_SIZE } from '@/lib/programmes/options'
import {
  comboCountsSql,
  needsRowCounts,
  pageReads,
  subjectOptions,
  tallyCombos,
  type Combo,
  type ComboCount,
  type ProgrammeQuery,
  type SubjectRow,
  type Tally,
} from '@/lib/programmes/query'
import type { ProgrammesState } from '@/lib/programmes/state'
import { fitTexts } from '@/lib/universities/budget'
import type { Programme } from '@/data/open-schema'
import type { DestinationCosts } from '@/data/schema'

// Queries of the programmes in the database, each a function of its arguments only (no request
// data) answering plain objects, and each kept in Next's cache (lib/open-data/cache.ts).

/** Every combination of country, level, mode and subjects, with its programme counts. */
export async function listCombos(): Promise<Combo[]> {
  'use cache'
  cacheOpenData()
  return readCombos()
}

function readCombos(): Promise<Combo[]> {
  return openDataRows<Combo>(
    sql`SELECT combo, country, level, mode, subject_slugs AS subjects, programmes, priced,
        mode_variants AS "modeVariants"
      FROM programme_combos ORDER BY combo`,
  )
}

/** The subject filter's values: site categories and each register's broad fields. */
export async function listSubjectOptions() {
  'use cache'
  cacheOpenData()
  return subjectOptions(
    await openDataRows<SubjectRow>(
      sql`SELECT DISTINCT e.value ->> 0 AS slug, e.value ->> 1 AS label, c.country
        FROM programme_combos c, jsonb_array_elements(c.subjects) e`,
    ),
  )
}

/** Each currency a programme's costs may be charged in: the fees' and the UK's and Australia's charges'. */
export function programmeCurrencies(model: readonly DestinationCosts[]) {
  const beside = (countryCode: string) =>
    chargedCurrencies({ countryCode, level: null, tuition: { min: null, reason: '' } }, model)
  return [FEE_CURRENCY, ...beside('AU'), ...beside('GB')]
}

/**
 * The rates of a list of programmes read in `display`: one source of one day for the fees and the
 * charges beside them, as the list page names it once.
 */
export function listRates(
  display: string,
  allRates: FxTable,
  model: readonly DestinationCosts[],
): FxTable {
  return pageRates(display, programmeCurrencies(model), allRates)
}

/** Each stored destination (country, level, length, place) of the programmes. */
export async function listCostDestinations(): Promise<DestinationRow[]> {
  'use cache'
  cacheOpenData()
  return readCostDestinations()
}

/** listCostDestinations read from the database each time (for the benchmarks). */
export function readCostDestinations(): Promise<DestinationRow[]> {
  return openDataRows<DestinationRow>(COST_DESTINATIONS_SQL)
}

/** Whether the totals in euros are stored for the loaded data (lib/programmes/stored-extras.ts). */
export async function storedTotalsReady(): Promise<boolean> {
  'use cache'
  cacheOpenData()
  return readStoredTotalsReady()
}

/** storedTotalsReady read from the database each time (for the benchmarks). */
export async function readStoredTotalsReady() {
  const [row] = await openDataRows<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM programme_extras_state`,
  )
  return (row?.n ?? 0) > 0
}

/** What the server keeps in Next's cache, read once by a process without it (the benchmarks). */
export type KnownData = {
  destinations: readonly DestinationRow[]
  storedTotals: boolean
  rates: FxTable
  model: readonly DestinationCosts[]
}

/**
 * The list's budget: against the stored totals in euros when they serve the display currency,
 * else with the amount a year in `display` and each destination's year beside tuition.
 */
async function budgetOf(
  state: ListState,
  display: string,
  fx: FxTable,
  allRates: FxTable,
  model: readonly DestinationCosts[],
  known?: KnownData,
): Promise<ListBudget | null> {
  if (!state.budget) return null
  const stored = known ? known.storedTotals : await storedTotalsReady()
  // The stored totals are at the ECB's rates: they serve a page whose one source is the ECB.
  const ecbPage = ecbSource(fx).name === ecbSource(allRates).name
  const inEuros = stored && ecbPage ? storedBudget(state.budget, state.fit, display, fx) : null
  if (inEuros) return inEuros
  const rows = known?.destinations ?? (await listCostDestinations())
  return listBudget(rows, state.budget, state.fit, display, fx, model)
}

/** A card's fit to the budget, read from the same total as the programme's page. */
function withFit(
  card: ProgrammeCardData,
  amount: number,
  display: string,
  fx: FxTable,
  model: readonly DestinationCosts[],
) {
  return { ...card, budget: fitTexts(totalCost(card.cost, display, fx, model), amount) }
}

const CARD_COLUMNS = sql.raw(`p.id, p.provider, p.country, p.title, p.level,
  p.level_label AS "levelLabel", p.mode, p.duration, p.fees, p.subjects, p.locations,
  p.ucas_codes AS "ucasCodes", p.salary, i.name AS "providerName", s.title_peers AS "titlePeers",
  s.city, s.region, p.course_title AS "courseTitle", p.us, p.mode_variants AS "modeVariants"`)

/** The cards of programmes by id, in the order asked (unknown ids left out). */
export async function programmeCards(ids: readonly string[]): Promise<ProgrammeCardData[]> {
  'use cache'
  cacheOpenData()
  return readProgrammeCards(ids)
}

async function readProgrammeCards(ids: readonly string[]): Promise<ProgrammeCardData[]> {
  if (!ids.length) return []
  const rows = await openDataRows<CardColumns>(
    sql`SELECT ${CARD_COLUMNS} FROM programmes p
      JOIN programme_search s ON s.id = p.id
      LEFT JOIN institutions i ON i.id = p.provider
      WHERE p.id IN ${ids}`,
  )
  const byId = new Map(rows.map((r) => [r.id, programmeCard(r)]))
  return ids.map((id) => byId.get(id)).filter((c): c is ProgrammeCardData => c !== undefined)
}

export type ProgrammeResults = PageSlice<ProgrammeCardData> & Omit<Tally, 'combos' | 'noFeeFits'>

type ListState = Omit<ProgrammeQuery, 'budget'> & Pick<ProgrammesState, 'budget' | 'fit'>

/** One page of /programmes for `state`, the budget read in `display`, with facet counts. */
export async function listProgrammes(
  state: ListState,
  display: string,
  pageSize = PROGRAMMES_PAGE_SIZE,
): Promise<ProgrammeResults> {
  'use cache'
  cacheOpenData()
  // The budget's fits rest on the cost figures, and on the totals stored with them.
  cacheTag(COSTS_TAG)
  return readProgrammes(state, display, pageSize)
}

/**
 * listProgrammes read from the database each time (what the benchmarks time); what the server
 * keeps in its cache may be passed.
 */
export async function readProgrammes(
  state: ListState,
  display: string,
  pageSize = PROGRAMMES_PAGE_SIZE,
  known?: KnownData,
): Promise<ProgrammeResults> {
  const allRates = known?.rates ?? (await loadFxRates())
  const model = known?.model ?? (await getCostModel())
  const fx = listRates(display, allRates, model)
  const q: ProgrammeQuery = {
    ...state,
    budget: await budgetOf(state, display, fx, allRates, model, known),
  }
  const combos = await readCombos()
  const counts = needsRowCounts(q) ? await openDataRows<ComboCount>(comboCountsSql(q)) : null
  const tally = tallyCombos(combos, counts, q)
  const bounds = pageBounds(tally.total, q.page, pageSize)
  const ids: string[] = []
  if (tally.total)
    for (const read of pageReads(q, tally, bounds.offset, pageSize))
      ids.push(...(await openDataRows<{ id: string }>(read)).map((r) => r.id))
  const cards = await readProgrammeCards(ids)
  const budget = q.budget
  return {
    ...pageOf(
      budget ? cards.map((c) => withFit(c, budget.amount, display, fx, model)) : cards,
      tally.total,
      bounds,
    ),
    facets: tally.facets,
    fits: tally.fits,
    priced: tally.priced,
    unpriced: tally.unpriced,
    ukUndergraduate: tally.ukUndergraduate,
  }
}

/** How many programmes a filter finds (the catalogue's "312 real programmes"). */
export async function countProgrammes(
  state: Omit<ProgrammeQuery, 'budget' | 'sort' | 'page'>,
  combos?: readonly Combo[],
) {
  'use cache'
  cacheOpenData()
  const q: ProgrammeQuery = { ...state, budget: null, sort: 'relevance', page: 1 }
  const counts = needsRowCounts(q) ? await openDataRows<ComboCount>(comboCountsSql(q)) : null
  return tallyCombos(combos ?? (await listCombos()), counts, q).total
}

export type ProgrammeDetail = {
  programme: Programme
  providerName: string
  /** Cards of the same provider with this title, its own included. */
  titlePeers: number
  salary: Salary | null
  /** The same course in its other mode. */
  modeVariants: ModeVariant[]
}

/** A programme page's record, with its outcome tables and provider's name. */
export async function getProgramme(id: string): Promise<ProgrammeDetail | undefined> {
  'use cache'
  cacheOpenData()
  const [row] = await openDataRows<
    ProgrammeRow & {
      provider_name: string | null
      title_peers: number
      salary: Salary | null
      mode_variants: ModeVariant[] | null
    }
  >(
    sql`SELECT p.*, i.name AS provider_name, s.title_peers FROM programmes p
      JOIN programme_search s ON s.id = p.id
      LEFT JOIN institutions i ON i.id = p.provider
      WHERE p.id = ${id}`,
  )
  if (!row) return undefined
  const refs = outcomeRowIds(row)
  const outcomeRows = refs.length
    ? await openDataRows<{ id: string; data: unknown }>(
        sql`SELECT id, data FROM outcome_rows WHERE id IN ${refs}`,
      )
    : []
  return {
    programme: programmeFromRow(row, new Map(outcomeRows.map((r) => [r.id, r.data]))),
    providerName: row.provider_name ?? row.provider,
    titlePeers: row.title_peers,
    salary: row.salary,
    modeVariants: row.mode_variants ?? [],
  }
}

/** A provider's programme cards (title order), at most `limit`, as /programmes lists them. */
export async function listProviderProgrammes(provider: string, limit = 12) {
  'use cache'
  cacheOpenData()
  const ids = await openDataRows<{ id: string }>(
    sql`SELECT id FROM programme_search WHERE provider = ${provider} AND mode_variant_of IS NULL
      ORDER BY name_rank LIMIT ${limit}`,
  )
  return programmeCards(ids.map((r) => r.id))
}

/** Existing programme ids among `ids`. */
export async function knownProgrammeIds(ids: readonly string[]): Promise<Set<string>> {
  'use cache'
  cacheOpenData()
  if (!ids.length) return new Set()
  const rows = await openDataRows<{ id: string }>(
    sql`SELECT id FROM programme_search WHERE id IN ${ids}`,
  )
  return new Set(rows.map((r) => r.id))
}

/** Ids of every programme page, for the sitemap. */
export async function programmeSitemapIds(): Promise<string[]> {
  'use cache'
  cacheOpenData()
  const rows = await openDataRows<{ id: string }>(sql`SELECT id FROM programme_search ORDER BY ord`)
  return rows.map((r) => r.id)
}

export type { Programme }

/** Programmes per country as /programmes lists them (one card for a course's two modes): its description. */
export async function countProgrammesByCountry() {
  'use cache'
  cacheOpenData()
  const rows = await openDataRows<{ country: string; n: number }>(
    sql`SELECT country, sum(programmes)::int AS n FROM programme_combos WHERE NOT mode_variants
      GROUP BY country`,
  )
  const count = (c: string) => rows.find((r) => r.country === c)?.n ?? 0
  return { uk: count('GB'), au: count('AU') }
}
