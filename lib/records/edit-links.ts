// Where staff correct the record a visitor's report is about, for the records the back office
// edits. Pure.
import type { RecordKind } from '@/lib/records/kinds'

/** A report on a university page that talks about its application dates. */
const ABOUT_DEADLINES = /\b(deadlines?|closing dates?|closes|due date|apply by)\b/i

export type EditLink = { href: string; label: string }

/**
 * The edit form a report links to: an award's, a university's deadlines (reported as such, or on
 * the university's page in words about its deadlines, when we hold its deadlines), else none.
 */
export function reportEditLink(
  report: { kind: RecordKind; recordId: string; message: string },
  deadlineSlugs: ReadonlySet<string>,
): EditLink | undefined {
  const id = encodeURIComponent(report.recordId)
  if (report.kind === 'scholarship')
    return { href: `/staff/data/awards/${id}`, label: 'Edit this award' }
  if (report.kind === 'costs') return { href: `/staff/data/costs/${id}`, label: 'Edit its figures' }
  const deadlines = { href: `/staff/data/deadlines/${id}`, label: 'Edit its deadlines' }
  if (report.kind === 'deadlines') return deadlines
  if (
    report.kind === 'university' &&
    deadlineSlugs.has(report.recordId) &&
    ABOUT_DEADLINES.test(report.message)
  )
    return deadlines
  return undefined
}
