// The admission dates that apply to the level a student chose: UCAS's are for undergraduate study
// only, so a postgraduate applicant gets the university's own postgraduate deadline where it sets
// one for most programmes, and otherwise reads that the deadline varies by programme.
import { formatDate, monthName } from '@/lib/format'
import { ucasDeadlines, type DeadlineBook } from '@/lib/universities/deadline-seed'
import { BUDGET_LEVELS, type BudgetLevel } from '@/lib/universities/options'
import { firstValue } from '@/lib/validation/search-params'
import type { AdmissionDeadline, AdmissionDeadlines, RecordCheck, University } from '@/data/schema'

/** What a postgraduate applicant reads where a university has no one postgraduate deadline. */
export const POSTGRADUATE_VARIES = 'Varies by programme: check the course page'

/**
 * The dated deadlines of a university for one level, from the records in `book`, or undefined
 * when we have none.
 */
export function admissionDeadlines(
  book: DeadlineBook,
  u: Pick<University, 'slug' | 'countryCode'>,
  level: BudgetLevel,
): AdmissionDeadlines | undefined {
  const own = book[u.slug]?.[level]
  if (own || level === 'postgraduate') return own
  return u.countryCode === 'GB' ? ucasDeadlines(book) : undefined
}

/** "13 January 2027", or "usually 15 December 2026" / "usually mid-January 2027". */
export function deadlineWhen(d: AdmissionDeadline['date']) {
  if ('date' in d) {
    return formatDate(d.date)
  }
  const part = d.day ? `${d.day} ` : d.part ? `${d.part}-` : ''
  return `usually ${part}${monthName(d.month)} ${d.year}`
}

export type DeadlineRow = {
  text: string
  source?: { title: string; url: string }
  /** When the dates were last compared with their source, for dates from a deadline record. */
  checked?: RecordCheck
}

/** The application deadline a comparison or a university page shows for `level`. */
export function deadlineFor(book: DeadlineBook, u: University, level: BudgetLevel): DeadlineRow {
  if (level === 'undergraduate') return { text: u.admissionRequirements.applicationDeadline }
  // The calendar's own choice of dates for the level, so page and calendar never disagree.
  const record = admissionDeadlines(book, u, level)
  if (!record) return { text: POSTGRADUATE_VARIES }
  const first = record.deadlines[0]!
  return {
    text: record.deadlines.map((d) => `${d.label}: ${deadlineWhen(d.date)}`).join('; '),
    source: first.source,
    checked: record.checked,
  }
}

/**
 * The level a page's `?level=` names, or undefined when it names none (or something else): a
 * page without one shows both levels' deadlines, with one only that level's.
 */
export function chosenLevel(value: unknown): BudgetLevel | undefined {
  const level = firstValue(value)
  return BUDGET_LEVELS.find((l) => l === level)
}

/** The levels whose deadlines a page shows: the chosen one only, else both. */
export function deadlineLevels(chosen: BudgetLevel | undefined): BudgetLevel[] {
  return chosen ? [chosen] : [...BUDGET_LEVELS]
}
