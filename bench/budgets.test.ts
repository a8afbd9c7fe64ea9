import { budgetFor, overBudget } from './budgets'

describe('first-load JavaScript budgets', () => {
  it('gives every page a student reads the content budget, and the forms and back office none', () => {
    expect(budgetFor('/universities')).toBe(150)
    expect(budgetFor('/institutions/[slug]')).toBe(150)
    expect(budgetFor('/apply-now')).toBeNull()
    expect(budgetFor('/staff/login')).toBeNull()
  })

  it('names each content route over budget with its size', () => {
    const bundles = [
      { route: '/about', gzipKiB: 142.4 },
      { route: '/programmes', gzipKiB: 151.2 },
      { route: '/apply-now', gzipKiB: 269 },
    ]
    expect(overBudget(bundles)).toEqual([{ route: '/programmes', gzipKiB: 151.2, budgetKiB: 150 }])
  })
})
