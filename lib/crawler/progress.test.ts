import fc from 'fast-check'

import { crawlPercent, type CrawlStatus } from '@/lib/crawler/progress'

describe('crawlPercent', () => {
  it('is completed / total from the real job', () => {
    expect(crawlPercent({ status: 'scraping', completed: 2, total: 6 })).toBe(33)
    expect(crawlPercent({ status: 'scraping', completed: 4, total: 8 })).toBe(50)
    expect(crawlPercent({ status: 'scraping', completed: 0, total: 0 })).toBe(0)
  })

  it('stays below 100 until the service reports completed, even when every known page is done', () => {
    expect(crawlPercent({ status: 'scraping', completed: 10, total: 10 })).toBe(99)
    expect(crawlPercent({ status: 'scraping', completed: 12, total: 10 })).toBe(99)
    expect(crawlPercent({ status: 'completed', completed: 10, total: 10 })).toBe(100)
    expect(crawlPercent({ status: 'completed', completed: 0, total: 0 })).toBe(100)
  })

  it('is a whole number from 0 to 99 for any counts of a job that is not completed', () => {
    const status = fc.constantFrom<CrawlStatus>('scraping', 'failed', 'cancelled')
    fc.assert(
      fc.property(
        status,
        fc.integer({ min: -5, max: 1e6 }),
        fc.integer({ min: -5, max: 1e6 }),
        (s, c, t) => {
          const p = crawlPercent({ status: s, completed: c, total: t })
          return Number.isInteger(p) && p >= 0 && p <= 99
        },
      ),
    )
  })
})
