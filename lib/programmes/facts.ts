// Figures read off a programme record: its fee per year and its graduate salary. Pure; the import
// stores both with each programme, so lists can filter and sort on them.
import type { Programme } from '@/data/open-schema'

export type Money = { amount: number; currency: string }

/** The tuition fee per year as registered (see auFeesSchema), or null when there is none. */
export function feePerYear(p: Pick<Programme, 'fees'>): Money | null {
  const amount = p.fees?.tuitionPerYear
  return p.fees && amount != null && amount > 0 ? { amount, currency: p.fees.currency } : null
}

export type Salary = { median: number; years: string; ofSubject: boolean }

/**
 * Graduate salary 15 months after (GBP) shown for a UK programme: the course's own figures when
 * Discover Uni publishes them, else those of all students in its subject. Null when none.
 */
export function salaryOf(p: Pick<Programme, 'outcomes'>): Salary | null {
  const rows = p.outcomes?.salary.rows ?? []
  const row =
    rows.find((r) => r.agg % 10 === 4 && r.median != null) ?? rows.find((r) => r.median != null)
  if (!row || row.median == null) return null
  return { median: row.median, years: row.years, ofSubject: row.agg % 10 !== 4 }
}

/** A course shorter than a year: its fee "per year" is the whole course's. */
export function isShortCourse(p: Pick<Programme, 'duration'>) {
  return p.duration !== null && p.duration.weeks < 52
}

/** The same UK course in its other mode: its own programme, page and outcomes, listed on one card. */
export type ModeVariant = { id: string; mode: Programme['mode'] }
