// An iCalendar file (RFC 5545) of the saved scholarships' closing dates: one all-day event per
// known date still ahead, with the official link. Pure: the same shortlist on the same day always
// gives the same bytes.
import { MONTH_NAMES as MONTHS } from '@/lib/format'
import { cycleStatus } from '@/lib/scholarships/cycle'
import type { CycleDate, Scholarship } from '@/data/schema'

export type DeadlineEvent = {
  uid: string
  /** YYYY-MM-DD, all day. */
  date: string
  summary: string
  description: string
  url: string
}

/**
 * A saved item without a date to put in a calendar, and what is known instead: "no date published
 * (usually early October 2026)", or "closed for 2027 entry (...)" once its closing has passed.
 */
export type UndatedDeadline = { id: string; name: string; href: string; note: string }

const pad = (n: number) => String(n).padStart(2, '0')

/** The closing date as YYYY-MM-DD where the data has a day, and whether it is only the usual one. */
export function closingDate(closes: CycleDate): { date: string; usual: boolean } | null {
  if (!closes) return null
  if ('date' in closes) return { date: closes.date, usual: false }
  if (closes.day)
    return { date: `${closes.year}-${pad(closes.month)}-${pad(closes.day)}`, usual: true }
  return null
}

/** What is known of a closing without a day: "usually early October 2026". */
export function closingText(closes: CycleDate): string | null {
  if (!closes || 'date' in closes) return null
  return `usually ${closes.part ? `${closes.part} ` : ''}${MONTHS[closes.month - 1]} ${closes.year}`
}

const dayText = (date: string) => {
  const [y, m, d] = date.split('-').map(Number)
  return `${d} ${MONTHS[(m ?? 1) - 1]} ${y}`
}

/** "deadline about 30 April 2026 passed": the closing of a round that is over. */
function passedText(closes: CycleDate) {
  const closing = closingDate(closes)
  const when = closing
    ? `${closing.usual ? 'about ' : ''}${dayText(closing.date)}`
    : (closingText(closes) ?? 'not reported')
  return `deadline ${when} passed`
}

/** Closing dates still ahead on `today` become events; past ones are listed as closed. */
export function scholarshipDeadlines(
  items: readonly Scholarship[],
  host: string,
  today: Date,
): { events: DeadlineEvent[]; undated: UndatedDeadline[] } {
  const events: DeadlineEvent[] = []
  const undated: UndatedDeadline[] = []
  for (const s of items) {
    const entry = s.cycle.entryYear
    const closing = closingDate(s.cycle.closes)
    const item = { id: s.id, name: s.name, href: `/scholarships/${s.slug}` }
    if (cycleStatus(s.cycle, today).kind === 'closed') {
      undated.push({ ...item, note: `closed for ${entry} entry (${passedText(s.cycle.closes)})` })
      continue
    }
    if (!closing) {
      const known = s.cycle.rolling ? 'rolling admissions' : closingText(s.cycle.closes)
      undated.push({ ...item, note: `no date published${known ? ` (${known})` : ''}` })
      continue
    }
    const usual = closing.usual
      ? 'This is the usual closing date of the round; the official page gives this year’s.'
      : 'Closing date of the round.'
    events.push({
      uid: `scholarship-${s.id}-closes-${entry}@${host}`,
      date: closing.date,
      summary: `Deadline: ${s.name} (${entry} entry)`,
      description: [usual, s.cycle.note, `Official page: ${s.link}`].filter(Boolean).join('\n'),
      url: s.link,
    })
  }
  events.sort((a, b) => a.date.localeCompare(b.date) || a.uid.localeCompare(b.uid))
  return { events, undated }
}

/** TEXT value escaping (RFC 5545 §3.3.11). */
export function escapeText(value: string) {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n')
}

const encoder = new TextEncoder()

/** Content lines longer than 75 octets continue on lines starting with a space (§3.1). */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let size = 0
  for (const char of line) {
    const octets = encoder.encode(char).length
    const limit = parts.length ? 74 : 75
    if (size + octets > limit) {
      parts.push(current)
      current = ''
      size = 0
    }
    current += char
    size += octets
  }
  parts.push(current)
  return parts.join('\r\n ')
}

const basicDate = (date: string) => date.replace(/-/g, '')

function nextDay(date: string) {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 1)
  return d.toISOString().slice(0, 10)
}

/**
 * The calendar. `stamp` (DTSTAMP, UTC) is the date the data was compiled, so that the file does
 * not change between downloads and calendar apps do not see edits that did not happen.
 */
export function buildCalendar(events: readonly DeadlineEvent[], stamp: string, name: string) {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Study Abroad Compass//Shortlist deadlines//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
  ]
  for (const e of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTAMP:${basicDate(stamp)}T000000Z`,
      `DTSTART;VALUE=DATE:${basicDate(e.date)}`,
      `DTEND;VALUE=DATE:${basicDate(nextDay(e.date))}`,
      `SUMMARY:${escapeText(e.summary)}`,
      `DESCRIPTION:${escapeText(e.description)}`,
      `URL:${e.url}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    )
  }
  lines.push('END:VCALENDAR')
  return lines.map(foldLine).join('\r\n') + '\r\n'
}
