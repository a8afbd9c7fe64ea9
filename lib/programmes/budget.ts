// A budget a year on /programmes in total cost (lib/costs): tuition, plus the living cost the
// student visa requires and the year's share of the visa, health and other charges. Beside
// tuition a year depends only on the destination (country, the places the cost model names, such
// as London), the level and the course's length, so those extras are worked out here once per
// destination present in the data, with lib/costs itself, and the database compares each
// programme's fee with them. Pure: builds SQL and shapes results.
import { sql, type SQL } from 'drizzle-orm'

import { totalCost, type TotalCost } from '@/lib/costs'
import type { Place } from '@/lib/costs/destination'
import { FIT_KINDS, type FitKind } from '@/lib/costs/fit'
import { programmeCostInput } from '@/lib/costs/inputs'
import { convert, type FxTable } from '@/lib/currency'
import { destinationCosts } from '@/data/destination-costs'
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
export function namedPlaces(model: readonly DestinationCosts[] = destinationCosts) {
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

function partSql(column: SQL, named: readonly string[]) {
  const known = named.length
    ? sql`WHEN lower(${column}) IN ${named} THEN lower(${column}) `
    : sql``
  return sql`CASE WHEN ${column} IS NULL THEN '-' ${known}ELSE '*' END`
}

/** placeKey in SQL, over programme_search's `city` and `region`. */
export function placeKeySql(named: NamedPlaces) {
  return sql`(${partSql(sql`s.city`, named.cities)} || '|' || ${partSql(sql`s.region`, named.regions)})`
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
  model: readonly DestinationCosts[] = destinationCosts,
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
  model: readonly DestinationCosts[] = destinationCosts,
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
  extras: readonly DestinationExtra[]
  /** One kind of fit only, or '' for every kind in the order lib/costs/fit.ts gives lists. */
  fit: FitFilter
}

function extrasSql(extras: readonly DestinationExtra[]) {
  const rows = extras.map(
    (e) =>
      sql`(${e.country}::text, ${e.level}::text, ${e.years}::float8, ${e.place}::text, ${e.feeRate}::float8, ${e.min}::float8, ${e.max}::float8, ${e.missing}::boolean)`,
  )
  return sql`(VALUES ${sql.join(rows, sql`, `)}) AS d(country, level, years, place, fee_rate, lo, hi, missing)`
}

/**
 * programme_search `s` joined with its combination `c` and its destination's extras `d`. Every
 * programme has a destination (the list is read from the same table), so none drops out.
 */
export function withExtrasSql(budget: ListBudget, named: NamedPlaces) {
  return sql`programme_search s JOIN programme_combos c ON c.combo = s.combo
    JOIN ${extrasSql(budget.extras)} ON d.country = c.country AND d.level = c.level
      AND d.years = coalesce(s.years, 0) AND d.place = ${placeKeySql(named)}`
}

/** The fee in the display currency (null when not known or without a rate). */
const feeSql = sql`(s.fee_eur * d.fee_rate)`

/** A year's known total, as lib/costs sums it: tuition when known, plus the rest. */
export const totalSql = sql`(coalesce(${feeSql}, 0) + d.lo)`

/**
 * budgetFit (lib/costs/fit.ts) in SQL, as its rank: above when the known parts alone exceed the
 * budget; not known without tuition; within when every part is known and the dearest end fits;
 * else partly.
 */
export function fitRankSql(amount: number) {
  return sql`(CASE WHEN ${totalSql} > ${amount} THEN ${FIT_RANK.above}
    WHEN ${feeSql} IS NULL THEN ${FIT_RANK.unknown}
    WHEN NOT d.missing AND ${feeSql} + d.hi <= ${amount} THEN ${FIT_RANK.within}
    ELSE ${FIT_RANK.partly} END)`
}

/** The ranks a list shows: the chosen kind, or every kind. */
export function listedRanks(fit: FitFilter) {
  return fit ? [FIT_RANK[fit]] : FIT_KINDS.map((k) => FIT_RANK[k])
}

export type FitCounts = Record<FitKind, number>
export const NO_FITS: FitCounts = { within: 0, partly: 0, unknown: 0, above: 0 }
