// When each open-data source is refreshed. One daily run (vercel.json's cron, or a timer calling
// /api/cron/refresh) refreshes the exchange rates every day and everything on the first of the
// month; the publishers' other files change a few times a year at most.
import { z } from '@/lib/validation/zod'

export type Cadence = 'daily' | 'monthly'

/** Every source data:refresh knows (scripts/data-import/refresh.ts; a unit test keeps them equal). */
export const REFRESH_SOURCES = [
  { id: 'hipo', publisher: 'Hipo university-domains-list (GitHub)', cadence: 'monthly' },
  { id: 'dfe', publisher: 'Department for Education (GOV.UK)', cadence: 'monthly' },
  { id: 'discover-uni-institutions', publisher: 'Discover Uni (Jisc / OfS)', cadence: 'monthly' },
  {
    id: 'scorecard-2022',
    publisher: 'U.S. Department of Education, College Scorecard',
    cadence: 'monthly',
  },
  { id: 'ipeds', publisher: 'NCES IPEDS', cadence: 'monthly' },
  { id: 'discover-uni-courses', publisher: 'Discover Uni (Jisc / OfS)', cadence: 'monthly' },
  { id: 'cricos', publisher: 'CRICOS (Australian Government)', cadence: 'monthly' },
  { id: 'ecb', publisher: 'European Central Bank', cadence: 'daily' },
  { id: 'currency-api', publisher: 'fawazahmed0 currency-api', cadence: 'daily' },
  {
    id: 'scorecard-fos',
    publisher: 'U.S. Department of Education, College Scorecard (field of study)',
    cadence: 'monthly',
  },
] as const satisfies readonly { id: string; publisher: string; cadence: Cadence }[]

export type RefreshSourceId = (typeof REFRESH_SOURCES)[number]['id']

export const REFRESH_SOURCE_IDS: readonly string[] = REFRESH_SOURCES.map((s) => s.id)

/** The hour (UTC) of the daily run: vercel.json and the documented timer use the same. */
export const REFRESH_HOUR_UTC = 5

/**
 * Which sources a scheduled run refreshes at `now`: everything on the first of the month, the rate
 * sources on other days. Null means every source.
 */
export function scheduledSources(now: Date): string[] | null {
  if (now.getUTCDate() === 1) return null
  return REFRESH_SOURCES.filter((s) => s.cadence === 'daily').map((s) => s.id)
}

/** The next scheduled run that refreshes a source of this cadence, after `now`. */
export function nextRun(cadence: Cadence, now: Date): Date {
  const at = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d, REFRESH_HOUR_UTC))
  const [y, m, d] = [now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()]
  if (cadence === 'daily') {
    const today = at(y, m, d)
    return today > now ? today : at(y, m, d + 1)
  }
  const thisMonth = at(y, m, 1)
  return thisMonth > now ? thisMonth : at(y, m + 1, 1)
}

/**
 * The cron route's `only`: one source id or several, comma-separated, or `all`; absent means the
 * schedule decides.
 */
export const refreshRequestSchema = z.object({
  only: z
    .string()
    .max(500)
    .optional()
    .refine(
      (v) =>
        v === undefined ||
        v === 'all' ||
        v.split(',').every((id) => REFRESH_SOURCE_IDS.includes(id)),
      { message: `only: all, or source ids among ${REFRESH_SOURCE_IDS.join(', ')}` },
    ),
})

/** The sources a run refreshes (null: every one): those asked for, else the schedule's. */
export function sourcesToRefresh(only: string | undefined, now: Date): string[] | null {
  if (only === 'all') return null
  if (only) return [...new Set(only.split(','))]
  return scheduledSources(now)
}
