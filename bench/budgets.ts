// First-load JavaScript budgets, checked after `next build` (bench/bundle-budget.build.test.ts).
import { isContentRoute, TARGETS, type RouteBundle } from './report'

export interface BudgetExcess extends RouteBundle {
  budgetKiB: number
}

/** The budget a route's first-load JavaScript must stay within, or null when it has none. */
export function budgetFor(route: string): number | null {
  return isContentRoute(route) ? TARGETS.contentPageJsKiB : null
}

/** Every route whose first-load JavaScript is over its budget. */
export function overBudget(bundles: readonly RouteBundle[]): BudgetExcess[] {
  return bundles.flatMap((bundle) => {
    const budgetKiB = budgetFor(bundle.route)
    return budgetKiB !== null && bundle.gzipKiB > budgetKiB ? [{ ...bundle, budgetKiB }] : []
  })
}
