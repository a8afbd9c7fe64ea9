// Each programme's year in total cost, worked out once after a load and stored in euros beside
// its fee (programme_search.total_eur, dearest_eur, extra_missing), with each combination's
// totals sorted (programme_budget_combos): a budget is then a range of an index or a binary
// search, not a sum over every programme per request. lib/costs works the destinations' costs
// out in euros at the data's rates; the database adds them to each programme's fee.
import { createHash } from 'node:crypto'

import { sql, type SQL } from 'drizzle-orm'

import type { FxTable } from '@/lib/currency'
import {
  arrayLiteral,
  COST_DESTINATIONS_SQL,
  listBudget,
  type DestinationRow,
  type ListBudget,
} from '@/lib/programmes/budget'
import type { DestinationCosts } from '@/data/schema'

/** Runs one statement and answers its rows. */
export type RunSql = (query: SQL) => Promise<Record<string, unknown>[]>

/** How the totals are worked out: a change here must store them again. */
const STORED_FORMAT = 1

/** The stored totals' version: the loaded data's, the cost model's and the rates', and the format's. */
export function storedExtrasVersion(
  dataVersion: string,
  fx: FxTable,
  model: readonly DestinationCosts[],
) {
  const hash = createHash('sha256')
    .update(JSON.stringify({ format: STORED_FORMAT, fx, model }))
    .digest('hex')
    .slice(0, 16)
  return `${dataVersion}-${hash}`
}

/** Whether the database holds the totals of `version`. */
export async function storedExtrasCurrent(run: RunSql, version: string) {
  const rows = await run(sql`SELECT version FROM programme_extras_state`)
  return rows.length === 1 && rows[0]!.version === version
}

type Extras = ListBudget['extras']

/** Every stored destination's year beside tuition in euros (the amount and fit play no part). */
async function extrasInEuros(run: RunSql, fx: FxTable, model: readonly DestinationCosts[]) {
  const destinations = (await run(COST_DESTINATIONS_SQL)) as DestinationRow[]
  return listBudget(destinations, 0, '', 'EUR', fx, model).extras
}

/**
 * Each programme's total of the destinations `extras`: the fee plus the year beside it. With
 * `changedOnly`, a row whose totals stay as they are is not written again.
 */
function totalsUpdateSql(extras: Extras, changedOnly: boolean) {
  // The total to a hundredth of a cent: sums equal but for the last bits of a float (a fee and
  // a living cost adding up alike along another path) tie, and list by title, as equal totals in
  // the display currency do.
  const total = sql`round((coalesce(s.fee_eur, 0) + d.lo + coalesce(s.course_fees_eur, 0))::numeric, 4)`
  const dearest = sql`s.fee_eur + d.hi + coalesce(s.course_fees_eur, 0)`
  return sql`UPDATE programme_search s
    SET total_eur = ${total}, dearest_eur = ${dearest}, extra_missing = d.missing
    FROM unnest(${arrayLiteral(extras.map((x) => x.dest))}::int[],
      ${arrayLiteral(extras.map((x) => x.min))}::float8[],
      ${arrayLiteral(extras.map((x) => x.max))}::float8[],
      ${arrayLiteral(extras.map((x) => x.missing))}::boolean[]) AS d(dest, lo, hi, missing)
    WHERE d.dest = s.dest${
      changedOnly
        ? sql` AND (s.total_eur, s.dearest_eur, s.extra_missing)
      IS DISTINCT FROM (${total}::float8, ${dearest}, d.missing)`
        : sql``
    }`
}

// The four sorted lists lib/programmes/query.ts counts in (see programmeBudgetCombos).
const sorted = (value: SQL, where: SQL) =>
  sql`coalesce(array_agg(${value} ORDER BY ${value}) FILTER (WHERE ${where}), '{}')`
const COMBO_TOTALS_SQL = sql`SELECT combo,
      ${sorted(sql`total_eur`, sql`true`)} AS totals,
      ${sorted(sql`total_eur`, sql`fee_eur IS NULL`)} AS unpriced,
      ${sorted(sql`total_eur`, sql`fee_eur IS NOT NULL AND dearest_eur <= 0`)} AS zero,
      ${sorted(
        sql`greatest(total_eur, dearest_eur)`,
        sql`fee_eur IS NOT NULL AND dearest_eur > 0 AND NOT extra_missing`,
      )} AS within
    FROM programme_search WHERE total_eur IS NOT NULL GROUP BY combo`

/**
 * Works every destination's year beside tuition out in euros, stores each programme's total and
 * each combination's sorted totals, and records `version`. Call inside a transaction.
 */
export async function storeExtras(
  run: RunSql,
  version: string,
  fx: FxTable,
  model: readonly DestinationCosts[],
) {
  const extras = await extrasInEuros(run, fx, model)
  await run(totalsUpdateSql(extras, false))
  await run(sql`DELETE FROM programme_budget_combos`)
  await run(sql`INSERT INTO programme_budget_combos (combo, totals, unpriced, zero, within)
    ${COMBO_TOTALS_SQL}`)
  await run(sql`DELETE FROM programme_extras_state`)
  await run(sql`INSERT INTO programme_extras_state (version) VALUES (${version})`)
  return { destinations: extras.length }
}

/** Destinations per statement of refreshExtras: a few thousand programmes at most. */
const REFRESH_CHUNK = 200

/**
 * storeExtras for a serving site after a cost figure changed, outside any transaction: the rows
 * are written a few hundred destinations per statement, and only those whose totals change, so
 * no statement holds the database for long (the embedded one has a single connection, and storing
 * every total in one go takes it for about ten seconds). Each statement is atomic; a reader meanwhile
 * may see some destinations' new totals beside others' old ones, for the seconds it takes.
 */
export async function refreshExtras(
  run: RunSql,
  version: string,
  fx: FxTable,
  model: readonly DestinationCosts[],
) {
  const extras = await extrasInEuros(run, fx, model)
  for (let i = 0; i < extras.length; i += REFRESH_CHUNK)
    await run(totalsUpdateSql(extras.slice(i, i + REFRESH_CHUNK), true))
  // One statement: a reader sees the combinations' lists all old or all new, never none.
  await run(sql`WITH fresh AS (${COMBO_TOTALS_SQL}),
    gone AS (DELETE FROM programme_budget_combos b
      WHERE NOT EXISTS (SELECT 1 FROM fresh f WHERE f.combo = b.combo))
    INSERT INTO programme_budget_combos (combo, totals, unpriced, zero, within)
    SELECT combo, totals, unpriced, zero, within FROM fresh
    ON CONFLICT (combo) DO UPDATE SET totals = excluded.totals, unpriced = excluded.unpriced,
      zero = excluded.zero, within = excluded.within`)
  await run(sql`WITH gone AS (DELETE FROM programme_extras_state)
    INSERT INTO programme_extras_state (version) VALUES (${version})`)
  return { destinations: extras.length }
}
