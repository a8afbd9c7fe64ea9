// A budget a year on /programmes in total cost (lib/costs): tuition, plus the living cost the
// student visa requires and the year's share of the visa, health and other charges. Beside
// tuition a year depends only on the destination (country, the places the cost model names, such
// as London), the level and the course's length, so those extras are worked out here once per
// destination present in the data, with lib/costs itself, and the database compares each
// programme's fee with them. Pure: builds SQL and shapes results.
import { sql } from 'drizzle-orm'

import { totalCost, type TotalCost } from '@/lib/costs'
import type { Place } from '@/lib/costs/destination'
import { FIT_KINDS, type FitKind } from '@/lib/costs/fit'
import { programmeCostInput } from '@/lib/costs/inputs'
import { convert, type FxTable } from '@/lib/currency'
import { auFeesSchema, type Programme, type ProgrammeLevel } from '@/data/open-schema'
import type { DestinationCosts } from '@/data/schema'

/** The currency of every fee in the data: `fee_eur` is it at the import's ECB rate. */
export const FEE_CURRENCY = auFeesSchema.shape.currency.value

/** What the cost of a year beside tuition depends on; `years` 0 when the course states none. */
export type CostDestination = {
  country: string
  level: ProgrammeLevel
  years: number
  /** placeKey(city, region): the named city or "*" (another) or "-" (none), the same for the region. */
  place: string
}

/** A `dest` of programme_search: its country, level, length and place as the loader stored them. */
export type DestinationRow = {
  dest: number
  country: string
  level: ProgrammeLevel
  years: number | null
  city: string | null
  region: string | null
}

/** A destination's year beside tuition in the display currency, and how a fee converts. */
export type DestinationExtra = CostDestination & {
  /** The known non-tuition parts of a year (a range when a figure has one). */
  min: number
  max: number
  /** A non-tuition part is not known (not reported, no rate, or no length or place to tell). */
  missing: boolean
  /** fee_eur times this is the fee in the display currency; null without a rate. */
  feeRate: number | null
}

/** The cities and regions the cost model names (lower case): the only places that change a figure. */
export function namedPlaces(model: readonly DestinationCosts[]) {
  const cities = new Set<string>()
  const regions = new Set<string>()
  for (const d of model)
    for (const item of [...d.charges, ...d.durations]) {
      for (const c of [...(item.cities ?? []), ...(item.exceptCities ?? [])])
        cities.add(c.toLowerCase())
      for (const r of [...(item.regions ?? []), ...(item.exceptRegions ?? [])])
        regions.add(r.toLowerCase())
    }
  return { cities: [...cities].sort(), regions: [...regions].sort() }
}

export type NamedPlaces = ReturnType<typeof namedPlaces>

const part = (value: string | null | undefined, named: readonly string[]) =>
  value == null ? '-' : named.includes(value.toLowerCase()) ? value.toLowerCase() : '*'

/** A place as far as the cost model tells places apart: "london|*", "*|scotland", "-|-". */
export function placeKey(
  city: string | null | undefined,
  region: string | null | undefined,
  named: NamedPlaces,
) {
  return `${part(city, named.cities)}|${part(region, named.regions)}`
}

/** A place with the key's meaning: a named city or region, another one ("*"), or none. */
function placeOf(key: string): Place {
  const [city, region] = key.split('|')
  const value = (v: string | undefined) => (v === undefined || v === '-' ? undefined : v)
  return { city: value(city), region: value(region) }
}

/** A year at a destination with its tuition not known: what lib/costs adds to a fee. */
export function destinationTotal(
  dest: CostDestination,
  display: string,
  fx: FxTable,
  model: readonly DestinationCosts[],
): TotalCost {
  const programme: Pick<Programme, 'country' | 'level' | 'fees' | 'duration' | 'locations'> = {
    country: dest.country as Programme['country'],
    level: dest.level,
    fees: null,
    duration: dest.years ? { years: dest.years, weeks: Math.round(dest.years * 52) } : null,
    locations: [],
  }
  return totalCost(programmeCostInput(programme, placeOf(dest.place)), display, fx, model)
}

export function destinationExtra(
  dest: CostDestination,
  display: string,
  fx: FxTable,
  model: readonly DestinationCosts[],
): DestinationExtra {
  const total = destinationTotal(dest, display, fx, model)
  const rate = fx.rates[FEE_CURRENCY]
  return {
    ...dest,
    // Tuition is not known here, so the year's known total is the rest.
    min: total.perYear.min,
    max: total.perYear.max,
    missing: total.parts.some((p) => p.kind !== 'tuition' && p.unknown !== undefined),
    feeRate: rate ? convert(rate, FEE_CURRENCY, display, fx) : null,
  }
}

export type FitFilter = FitKind | ''
export const FIT_RANK: Record<FitKind, number> = { within: 0, partly: 1, unknown: 2, above: 3 }

/** The budget of a list: an amount a year in the display currency and each destination's extras. */
export type ListBudget = {
  amount: number
  /** fee_eur times this is the fee in the display currency; null without a rate. */
  feeRate: number | null
  /** Each `dest` with its destination's extras (none when `euros` is set). */
  extras: readonly (Pick<DestinationExtra, 'min' | 'max' | 'missing'> & { dest: number })[]
  /** One kind of fit only, or '' for every kind in the order lib/costs/fit.ts gives lists. */
  fit: FitFilter
  /**
   * The amount in euros when the stored totals in euros apply (see storedBudget): the database
   * then compares its stored columns with it, and `extras` is empty.
   */
  euros: number | null
}

/** The destinations the loader numbered (`dest`), as listBudget reads them. */
export const COST_DESTINATIONS_SQL = sql`SELECT DISTINCT s.dest, c.country, c.level, s.years, s.city, s.region
  FROM programme_search s JOIN programme_combos c ON c.combo = s.combo`

/**
 * A budget read against the totals stored in euros (lib/programmes/stored-extras.ts), or null when
 * they cannot serve it. They can when the display currency converts through the same ECB table as
 * the stored euros: every amount of a year then equals its euros times the one rate `feeRate`, so
 * a total is within the budget exactly when its euros are within the budget's euros. A currency
 * only a second source publishes converts each charge by that source's cross rates instead, so it
 * keeps the per-destination extras (listBudget).
 */
export function storedBudget(
  amount: number,
  fit: FitFilter,
  display: string,
  fx: FxTable,
): ListBudget | null {
  const ecb = display === 'EUR' || Boolean(fx.rates[display])
  const rate = fx.rates[FEE_CURRENCY]
  const feeRate = rate ? convert(rate, FEE_CURRENCY, display, fx) : null
  if (!ecb || !feeRate || feeRate <= 0) return null
  return { amount, feeRate, extras: [], fit, euros: amount / feeRate }
}

/**
 * The list's budget: each stored destination placed as the cost model tells places apart, and
 * the extras worked out once per distinct destination (a few hundred).
 */
export function listBudget(
  rows: readonly DestinationRow[],
  amount: number,
  fit: FitFilter,
  display: string,
  fx: FxTable,
  model: readonly DestinationCosts[],
): ListBudget {
  const named = namedPlaces(model)
  const memo = new Map<string, DestinationExtra>()
  let feeRate: number | null = null
  const extras = rows.map((row) => {
    const dest: CostDestination = {
      country: row.country,
      level: row.level,
      years: row.years ?? 0,
      place: placeKey(row.city, row.region, named),
    }
    const key = `${dest.country}|${dest.level}|${dest.years}|${dest.place}`
    let extra = memo.get(key)
    if (!extra) memo.set(key, (extra = destinationExtra(dest, display, fx, model)))
    feeRate = extra.feeRate
    return { dest: row.dest, min: extra.min, max: extra.max, missing: extra.missing }
  })
  return { amount, feeRate, extras, fit, euros: null }
}

/** A list as one PostgreSQL array literal (a single parameter, however many destinations). */
export const arrayLiteral = (values: readonly (number | boolean | null)[]) =>
  `{${values.map((v) => (v === null ? 'NULL' : typeof v === 'boolean' ? (v ? 't' : 'f') : String(v))).join(',')}}`

/**
 * programme_search `s` with the extras `d` as three arrays indexed by `dest` (the loader numbers
 * destinations 1, 2, 3 … without gaps): each row reads its own by subscript, so the database
 * neither sorts nor joins the rows against the destinations. A `dest` without extras reads null
 * (see extrasKnownSql). With the stored totals, the table alone.
 */
export function withExtrasSql(budget: ListBudget) {
  if (budget.euros !== null) return sql`programme_search s`
  const size = budget.extras.reduce((most, x) => Math.max(most, x.dest), 0)
  const lo: (number | null)[] = new Array(size).fill(null)
  const hi: (number | null)[] = new Array(size).fill(null)
  const missing: (boolean | null)[] = new Array(size).fill(null)
  for (const x of budget.extras) {
    if (x.dest < 1) continue
    lo[x.dest - 1] = x.min
    hi[x.dest - 1] = x.max
    missing[x.dest - 1] = x.missing
  }
  return sql`programme_search s CROSS JOIN (SELECT ${arrayLiteral(lo)}::float8[] AS lo,
      ${arrayLiteral(hi)}::float8[] AS hi, ${arrayLiteral(missing)}::boolean[] AS missing) AS d`
}

/** Only the rows whose destination has extras (all of them while the list matches the data). */
export const extrasKnownSql = (budget: ListBudget) =>
  budget.euros !== null ? sql`s.total_eur IS NOT NULL` : sql`d.lo[s.dest] IS NOT NULL`

/** The fee in the display currency (null when not known or without a rate). */
const feeSql = (budget: ListBudget) => sql`(s.fee_eur * ${budget.feeRate}::float8)`

/** The year's share of the course's own fees beside tuition in the display currency, or 0. */
const courseFeesSql = (budget: ListBudget) =>
  sql`coalesce(s.course_fees_eur * ${budget.feeRate}::float8, 0)`

/**
 * A year's known total, as lib/costs sums it: tuition when known, plus the rest (stored: in
 * euros, which orders the rows as the display currency would).
 */
export const totalSql = (budget: ListBudget) =>
  budget.euros !== null
    ? sql`s.total_eur`
    : sql`(coalesce(${feeSql(budget)}, 0) + d.lo[s.dest] + ${courseFeesSql(budget)})`

/** The dearest end of a year with a known fee: the fee, the rest at its dearest, the course's fees. */
const dearestSql = (budget: ListBudget) =>
  sql`(${feeSql(budget)} + d.hi[s.dest] + ${courseFeesSql(budget)})`

/** Whether the fee is not known (none in the data, or no rate to convert it): such rows sort last. */
export const noFeeSql = (budget: ListBudget) =>
  budget.euros !== null ? sql`(s.fee_eur IS NULL)` : sql`(${feeSql(budget)} IS NULL)`

/**
 * budgetFit (lib/costs/fit.ts) in SQL, as its rank: above when the known parts alone exceed the
 * budget; not known without tuition, or when no cost is known to be more than nothing; within
 * when every part is known and the dearest end fits; else partly.
 */
export function fitRankSql(budget: ListBudget) {
  if (budget.euros !== null) {
    const euros = budget.euros
    return sql`(CASE WHEN s.total_eur > ${euros}::float8 THEN ${FIT_RANK.above}
    WHEN s.fee_eur IS NULL THEN ${FIT_RANK.unknown}
    WHEN s.dearest_eur <= 0 THEN ${FIT_RANK.unknown}
    WHEN NOT s.extra_missing AND s.dearest_eur <= ${euros}::float8 THEN ${FIT_RANK.within}
    ELSE ${FIT_RANK.partly} END)`
  }
  const amount = budget.amount
  return sql`(CASE WHEN ${totalSql(budget)} > ${amount} THEN ${FIT_RANK.above}
    WHEN ${feeSql(budget)} IS NULL THEN ${FIT_RANK.unknown}
    WHEN ${dearestSql(budget)} <= 0 THEN ${FIT_RANK.unknown}
    WHEN NOT d.missing[s.dest] AND ${dearestSql(budget)} <= ${amount} THEN ${FIT_RANK.within}
    ELSE ${FIT_RANK.partly} END)`
}

/** The ranks a list shows: the chosen kind, or every kind. */
export function listedRanks(fit: FitFilter) {
  return fit ? [FIT_RANK[fit]] : FIT_KINDS.map((k) => FIT_RANK[k])
}

export type FitCounts = Record<FitKind, number>
export const NO_FITS: FitCounts = { within: 0, partly: 0, unknown: 0, above: 0 }
