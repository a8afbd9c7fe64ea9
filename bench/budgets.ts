// First-load JavaScript budgets, checked after `next build` (bench/bundle-budget.build.test.ts).
import { budgetFor, type RouteBundle } from './report'

export interface BudgetExcess extends RouteBundle {
  budgetKiB: number
}

/** Every route whose first-load JavaScript is over its budget. */
export function overBudget(bundles: readonly RouteBundle[]): BudgetExcess[] {
  return bundles.flatMap((bundle) => {
    const budgetKiB = budgetFor(bundle.route)
    return budgetKiB !== null && bundle.gzipKiB > budgetKiB ? [{ ...bundle, budgetKiB }] : []
  })
}
