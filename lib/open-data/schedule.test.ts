import { readFileSync } from 'node:fs'

import { refreshSources } from '@/scripts/data-import/refresh'

import {
  nextRun,
  REFRESH_HOUR_UTC,
  REFRESH_SOURCE_IDS,
  refreshRequestSchema,
  scheduledSources,
  sourcesToRefresh,
} from '@/lib/open-data/schedule'

const at = (iso: string) => new Date(iso)

describe('the refresh schedule', () => {
  it('knows exactly the sources data:refresh refreshes', () => {
    expect([...REFRESH_SOURCE_IDS].sort()).toEqual(
      refreshSources()
        .map((s) => s.id)
        .sort(),
    )
  })

  it('is the one daily call Vercel makes, at the hour the schedule names', () => {
    const { crons } = JSON.parse(readFileSync('vercel.json', 'utf8')) as {
      crons: { path: string; schedule: string }[]
    }
    expect(crons).toEqual([{ path: '/api/cron/refresh', schedule: `0 ${REFRESH_HOUR_UTC} * * *` }])
  })

  it('refreshes the rates on an ordinary day and everything on the first of the month', () => {
    expect(scheduledSources(at('2026-12-02T05:00:00Z'))).toEqual(['ecb', 'currency-api'])
    expect(scheduledSources(at('2026-12-31T23:59:00Z'))).toEqual(['ecb', 'currency-api'])
    expect(scheduledSources(at('2027-01-01T05:00:00Z'))).toBeNull()
  })

  it('names the next run of each cadence at 05:00 UTC', () => {
    expect(nextRun('daily', at('2026-12-02T04:59:00Z')).toISOString()).toBe(
      '2026-12-02T05:00:00.000Z',
    )
    expect(nextRun('daily', at('2026-12-02T05:00:00Z')).toISOString()).toBe(
      '2026-12-03T05:00:00.000Z',
    )
    expect(nextRun('daily', at('2026-12-31T12:00:00Z')).toISOString()).toBe(
      '2027-01-01T05:00:00.000Z',
    )
    expect(nextRun('monthly', at('2026-12-02T09:00:00Z')).toISOString()).toBe(
      '2027-01-01T05:00:00.000Z',
    )
    expect(nextRun('monthly', at('2027-01-01T04:00:00Z')).toISOString()).toBe(
      '2027-01-01T05:00:00.000Z',
    )
  })

  it('takes the sources asked for over the schedule', () => {
    const ordinaryDay = at('2026-12-02T05:00:00Z')
    expect(sourcesToRefresh(undefined, ordinaryDay)).toEqual(['ecb', 'currency-api'])
    expect(sourcesToRefresh('all', ordinaryDay)).toBeNull()
    expect(sourcesToRefresh('cricos', ordinaryDay)).toEqual(['cricos'])
    expect(sourcesToRefresh('cricos,ecb,cricos', ordinaryDay)).toEqual(['cricos', 'ecb'])
  })

  it('accepts only known source ids in the request', () => {
    expect(refreshRequestSchema.safeParse({}).success).toBe(true)
    expect(refreshRequestSchema.safeParse({ only: 'all' }).success).toBe(true)
    expect(refreshRequestSchema.safeParse({ only: 'ecb,cricos' }).success).toBe(true)
    for (const only of ['', 'nope', 'ecb,', 'ecb,nope', 'x'.repeat(600)])
      expect([only, refreshRequestSchema.safeParse({ only }).success]).toEqual([only, false])
  })
})
