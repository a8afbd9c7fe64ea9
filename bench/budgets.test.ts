import { overBudget } from './budgets'
import { budgetFor } from './report'

describe('first-load JavaScript budgets', () => {
  it('gives every page a student reads the content budget, the forms theirs, the back office none', () => {
    expect(budgetFor('/universities')).toBe(151)
    expect(budgetFor('/institutions/[slug]')).toBe(151)
    expect(budgetFor('/apply-now')).toBe(180)
    expect(budgetFor('/contact')).toBe(180)
    expect(budgetFor('/staff/login')).toBeNull()
  })

  it('names each route over its budget with its size', () => {
    const bundles = [
      { route: '/about', gzipKiB: 142.4 },
      { route: '/programmes', gzipKiB: 151.2 },
      { route: '/apply-now', gzipKiB: 179.9 },
      { route: '/contact', gzipKiB: 180.4 },
      { route: '/staff', gzipKiB: 269 },
    ]
    expect(overBudget(bundles)).toEqual([
      { route: '/programmes', gzipKiB: 151.2, budgetKiB: 151 },
      { route: '/contact', gzipKiB: 180.4, budgetKiB: 180 },
    ])
  })
})
