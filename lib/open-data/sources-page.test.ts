import { dataSourceRows } from '@/lib/open-data/sources-page'

const NOW = new Date('2026-12-02T09:00:00Z')

describe('dataSourceRows', () => {
  it('lists every source, never refreshed, with the deployed as-of date and the next run', () => {
    const rows = dataSourceRows([], new Map(), new Map([['ecb', '2026-07-21']]), NOW)
    expect(rows.map((r) => r.id)).toContain('scorecard-fos')
    const ecb = rows.find((r) => r.id === 'ecb')!
    expect(ecb).toMatchObject({
      publisher: 'European Central Bank',
      asOf: { value: '2026-07-21', from: 'deployment' },
      last: null,
    })
    expect(ecb.nextRun.toISOString()).toBe('2026-12-03T05:00:00.000Z')
    const cricos = rows.find((r) => r.id === 'cricos')!
    expect(cricos.asOf).toBeNull()
    expect(cricos.nextRun.toISOString()).toBe('2027-01-01T05:00:00.000Z')
  })

  it("shows a source's latest run, its rejected rows summed, and a failure's message", () => {
    const runAt = new Date('2026-12-02T05:01:00Z')
    const rows = dataSourceRows(
      [
        {
          source: 'cricos',
          runAt,
          result: 'refreshed',
          message: null,
          rowsRead: 100,
          rowsKept: 90,
          rowsRejected: { 'no fee': 6, duplicate: 4 },
          loaded: true,
          loadMessage: null,
        },
        {
          source: 'ipeds',
          runAt,
          result: 'failed',
          message: 'HD2023.csv: column UNITID missing',
          rowsRead: null,
          rowsKept: null,
          rowsRejected: null,
          loaded: true,
          loadMessage: null,
        },
      ],
      new Map([['cricos', '2026-11-30']]),
      new Map([['cricos', '2023-01-03']]),
      NOW,
    )
    const cricos = rows.find((r) => r.id === 'cricos')!
    expect(cricos.asOf).toEqual({ value: '2026-11-30', from: 'refresh' })
    expect(cricos.last).toMatchObject({ rowsRead: 100, rowsKept: 90, rowsRejected: 10 })
    const ipeds = rows.find((r) => r.id === 'ipeds')!
    expect(ipeds.last).toMatchObject({
      result: 'failed',
      message: 'HD2023.csv: column UNITID missing',
      rowsRejected: null,
    })
  })
})
