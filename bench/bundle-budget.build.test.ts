/**
 * Runs after `next build` (`npm run test:budgets`, a stage of `npm test`): every content page's and
 * form's first-load JavaScript, gzipped, stays within its budget.
 */
import { existsSync } from 'node:fs'

import { overBudget } from './budgets'
import { firstLoadBundles, ownChunks, STATS_FILE } from './bundles'

describe('first-load JavaScript of the production build', () => {
  it('has a build to measure', () => {
    expect(existsSync(STATS_FILE)).toBe(true)
  })

  it('keeps every content page within 151 KB gzip and the forms within 180 KB', () => {
    const bundles = firstLoadBundles()
    expect(bundles.length).toBeGreaterThan(20)
    expect(bundles.map((bundle) => bundle.route)).toEqual(
      expect.arrayContaining(['/apply-now', '/contact']),
    )
    expect(overBudget(bundles)).toEqual([])
  })

  // A server page that imports a component from a client module loads that module's whole chunk
  // (the course page once loaded the card list's for one link); Lighthouse's simulation counts every
  // such chunk against the page's LCP.
  it.each(['/courses/[id]', '/blog/[slug]', '/guides/[slug]', '/privacy'])(
    'loads no script on %s beyond what every page loads',
    (route) => {
      expect(ownChunks(route)).toEqual([])
    },
  )
})
