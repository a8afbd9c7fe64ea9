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
} from '@/lib/programmes/budget'
import { destinationCosts } from '@/data/destination-costs'
import type { DestinationCosts } from '@/data/schema'

/** Runs one statement and answers its rows. */
export type RunSql = (query: SQL) => Promise<Record<string, unknown>[]>

/** How the totals are worked out: a change here must store them again. */
const STORED_FORMAT = 1

/** The stored totals' version: the loaded data's, the cost model's and the rates', and the format's. */
export function storedExtrasVersion(
  dataVersion: string,
  fx: FxTable,
  model: readonly DestinationCosts[] = destinationCosts,
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

/**
 * Works every destination's year beside tuition out in euros, stores each programme's total and
 * each combination's sorted totals, and records `version`. Call inside a transaction.
 */
export async function storeExtras(
  run: RunSql,
  version: string,
  fx: FxTable,
  model: readonly DestinationCosts[] = destinationCosts,
) {
  const destinations = (await run(COST_DESTINATIONS_SQL)) as DestinationRow[]
  // The amount and fit play no part in the extras.
  const { extras } = listBudget(destinations, 0, '', 'EUR', fx, model)
  // The total to a hundredth of a cent: sums equal but for the last bits of a float (a fee and
  // a living cost adding up alike along another path) tie, and list by title, as equal totals in
  // the display currency do.
  await run(sql`UPDATE programme_search s
    SET total_eur = round((coalesce(s.fee_eur, 0) + d.lo + coalesce(s.course_fees_eur, 0))::numeric, 4),
      dearest_eur = s.fee_eur + d.hi + coalesce(s.course_fees_eur, 0),
      extra_missing = d.missing
    FROM unnest(${arrayLiteral(extras.map((x) => x.dest))}::int[],
      ${arrayLiteral(extras.map((x) => x.min))}::float8[],
      ${arrayLiteral(extras.map((x) => x.max))}::float8[],
      ${arrayLiteral(extras.map((x) => x.missing))}::boolean[]) AS d(dest, lo, hi, missing)
    WHERE d.dest = s.dest`)
  await run(sql`DELETE FROM programme_budget_combos`)
  // The four sorted lists lib/programmes/query.ts counts in (see programmeBudgetCombos).
  const sorted = (value: SQL, where: SQL) =>
    sql`coalesce(array_agg(${value} ORDER BY ${value}) FILTER (WHERE ${where}), '{}')`
  await run(sql`INSERT INTO programme_budget_combos (combo, totals, unpriced, zero, within)
    SELECT combo,
      ${sorted(sql`total_eur`, sql`true`)},
      ${sorted(sql`total_eur`, sql`fee_eur IS NULL`)},
      ${sorted(sql`total_eur`, sql`fee_eur IS NOT NULL AND dearest_eur <= 0`)},
      ${sorted(
        sql`greatest(total_eur, dearest_eur)`,
        sql`fee_eur IS NOT NULL AND dearest_eur > 0 AND NOT extra_missing`,
      )}
    FROM programme_search WHERE total_eur IS NOT NULL GROUP BY combo`)
  await run(sql`DELETE FROM programme_extras_state`)
  await run(sql`INSERT INTO programme_extras_state (version) VALUES (${version})`)
  return { destinations: destinations.length }
}
