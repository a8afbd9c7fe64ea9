// What a record says about its last check: a date only with the page it was compared with, or,
// for a record carried over from an earlier round, that it has not been checked for 2027 yet.
import { formatDate } from '@/lib/format'
import type { RecordCheck } from '@/data/schema'

export type CheckedText = {
  /** "Last checked on 2 December 2026 against", or "From the 2025-26 round, not yet checked for 2027". */
  text: string
  /** The page the record was compared with, for a checked record. */
  against?: { title: string; url: string }
  /** What follows (who checked it, the note), with its leading space or full stop. */
  after: string
}

export function checkedText(check: RecordCheck): CheckedText {
  if ('carriedFrom' in check) {
    return {
      text: `From the ${check.carriedFrom} round, not yet checked for 2027.`,
      after: ` ${check.note}`,
    }
  }
  return {
    text: `Last checked on ${formatDate(check.on)} against`,
    against: check.against,
    after: `${check.by ? ` by ${check.by}` : ''}.${check.note ? ` ${check.note}` : ''}`,
  }
}

/**
 * A check as a public page shows it: the day and the page compared. Who compared it (a staff
 * member's name on a university profile) stays in the back office.
 */
export function publicCheck(check: RecordCheck): RecordCheck {
  if (!('on' in check)) return check
  const shown: RecordCheck = { on: check.on, against: check.against }
  return check.note ? { ...shown, note: check.note } : shown
}
