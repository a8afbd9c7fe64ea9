// Where staff correct the record a visitor's report is about, for the records the back office
// edits. Pure.
import type { RecordKind } from '@/lib/records/kinds'

/** A report on a university page that talks about its application dates. */
const ABOUT_DEADLINES = /\b(deadlines?|closing dates?|closes|due date|apply by)\b/i

export type EditLink = { href: string; label: string }

/** The records the back office holds, by slug: a link goes only to a form that exists. */
export type HeldRecords = {
  deadlines: ReadonlySet<string>
  universities: ReadonlySet<string>
}

/**
 * The edit form a report links to: an award's, a university's deadlines (reported as such, or on
 * the university's page in words about its deadlines, when we hold its deadlines), else, for a
 * report on a university page, the university's profile; else none.
 */
export function reportEditLink(
  report: { kind: RecordKind; recordId: string; message: string },
  held: HeldRecords,
): EditLink | undefined {
  const id = encodeURIComponent(report.recordId)
  if (report.kind === 'scholarship')
    return { href: `/staff/data/awards/${id}`, label: 'Edit this award' }
  if (report.kind === 'costs') return { href: `/staff/data/costs/${id}`, label: 'Edit its figures' }
  const deadlines = { href: `/staff/data/deadlines/${id}`, label: 'Edit its deadlines' }
  if (report.kind === 'deadlines') return deadlines
  if (report.kind !== 'university') return undefined
  if (held.deadlines.has(report.recordId) && ABOUT_DEADLINES.test(report.message)) return deadlines
  if (held.universities.has(report.recordId))
    return { href: `/staff/data/universities/${id}`, label: 'Edit this university' }
  return undefined
}
