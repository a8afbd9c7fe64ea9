// When a curated fact counts as stale, for the back office's "not checked this cycle" and "fee
// older than two academic years" filters. Pure: the caller passes the day.
import type { RecordCheck } from '@/data/schema'

/**
 * The application cycle opens on 1 August: the big rounds for the next intake (Chevening,
 * Fulbright, Rhodes, Gates Cambridge) open in August and September, so a check made before then
 * compared last cycle's page.
 */
const AUGUST = 8

/** The day (YYYY-MM-DD, UTC) the current cycle opened: the latest 1 August on or before `today`. */
export function cycleOpening(today: Date): string {
  const year = today.getUTCFullYear()
  const opened = today.getUTCMonth() + 1 >= AUGUST ? year : year - 1
  return `${opened}-08-01`
}

/** Compared with its source on or after the current cycle opened (a carried-over record never is). */
export function checkedThisCycle(check: RecordCheck, today: Date): boolean {
  return 'on' in check && check.on >= cycleOpening(today)
}

/**
 * The first calendar year of an academic year: '2025-26' -> 2025, and '2025' for a university
 * whose academic year follows the calendar.
 */
const startYear = (academicYear: string) => Number(academicYear.slice(0, 4))

/**
 * Whether a fee's academic year is more than two years before the current one. A split academic
 * year ('2026-27') starts with the cycle on 1 August; a calendar one ('2027') on 1 January. So on
 * 2 December 2026 the current years are '2026-27' and '2026': '2024-25' and '2024' are still fine,
 * '2023-24' and '2023' are old.
 */
export function feeOlderThanTwoAcademicYears(academicYear: string, today: Date): boolean {
  const current = academicYear.includes('-')
    ? Number(cycleOpening(today).slice(0, 4))
    : today.getUTCFullYear()
  return current - startYear(academicYear) > 2
}
