// The state of a scholarship's 2027-entry round on a given day. Pure: the caller passes the date.
import { monthName } from '@/lib/format'
import type { CycleDate, ScholarshipCycle } from '@/data/schema'

export type CycleStatusKind =
  | 'open'
  | 'closing-soon'
  | 'closed'
  | 'not-yet-open'
  | 'rolling'
  /** A known closing date but no published opening: not known to be taking applications. */
  | 'deadline-soon'
  | 'deadline-ahead'
  | 'unknown'

export type CycleStatus = {
  kind: CycleStatusKind
  /** Short label for a badge: "Open", "Closes soon", "Closed for 2027 entry", "Opens on ...". */
  label: string
  /** One sentence with the dates behind the label. */
  detail: string
}

/** A round closing within this many days is "Closes soon". */
export const CLOSING_SOON_DAYS = 30

const DAY_MS = 86_400_000
const utc = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d)
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate()

type Bound = { start: number; end: number; text: string; usual: boolean; month: number }

/** A cycle date as the span of days it may fall on (one day for a fixed date). */
function bound(date: NonNullable<CycleDate>): Bound {
  if ('date' in date) {
    const [y = 0, m = 1, d = 1] = date.date.split('-').map(Number)
    const t = utc(y, m, d)
    return { start: t, end: t, text: `${d} ${monthName(m)} ${y}`, usual: false, month: m }
  }
  const { year: y, month: m } = date
  const name = `${monthName(m)} ${y}`
  if (date.day) {
    const t = utc(y, m, date.day)
    return { start: t, end: t, text: `about ${date.day} ${name}`, usual: true, month: m }
  }
  const [from, to] =
    date.part === 'early' ? [1, 10] : date.part === 'mid' ? [11, 20] : date.part === 'late' ? [21, daysIn(y, m)] : [1, daysIn(y, m)] // prettier-ignore
  return {
    start: utc(y, m, from),
    end: utc(y, m, to),
    text: date.part ? `${date.part} ${name}` : name,
    usual: true,
    month: m,
  }
}

const dayOf = (today: Date) =>
  utc(today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate())
const usually = (b: Bound) => (b.usual ? 'usually ' : '')

export function cycleStatus(cycle: ScholarshipCycle, today: Date): CycleStatus {
  const entry = cycle.entryYear
  if (cycle.rolling) {
    return { kind: 'rolling', label: 'Rolling', detail: 'Applications are taken all year.' }
  }
  const now = dayOf(today)
  const opens = cycle.opens ? bound(cycle.opens) : undefined
  const closes = cycle.closes ? bound(cycle.closes) : undefined
  const seen = cycle.acceptingOn ? bound({ date: cycle.acceptingOn }) : undefined
  // The official page said the round was taking applications on a day up to today.
  const seenOpen = seen !== undefined && seen.start <= now

  if (closes && now > closes.end) {
    const next = opens ?? closes
    return {
      kind: 'closed',
      label: `Closed for ${entry} entry`,
      detail: `The ${entry} round closed (${usually(closes)}${closes.text}); the next round usually ${opens ? 'opens' : 'closes'} in ${monthName(next.month)}.`,
    }
  }
  if (opens && now < opens.start && !seenOpen) {
    return {
      kind: 'not-yet-open',
      label: opens.usual ? `Opens ${opens.text}` : `Opens on ${opens.text}`,
      detail: `The ${entry} round ${usually(opens)}opens ${opens.usual ? 'in' : 'on'} ${opens.text}${closes ? ` and ${usually(closes)}closes ${closes.usual ? 'in' : 'on'} ${closes.text}` : ''}.`,
    }
  }
  if (!closes) {
    return {
      kind: 'unknown',
      label: 'Dates not reported',
      detail: opens
        ? `The ${entry} round ${usually(opens)}opened ${opens.usual ? 'in' : 'on'} ${opens.text}; its closing date is not reported.`
        : `We do not know the dates of the ${entry} round; check the official page.`,
    }
  }
  const closeText = `Closes ${closes.usual ? `${closes.text} (usual timing)` : `on ${closes.text}`}.`
  if (opens && now < opens.end && !seenOpen) {
    // Inside the span a usual opening may fall on: not known to be open yet.
    return {
      kind: 'not-yet-open',
      label: `Opens ${opens.text}`,
      detail: `The ${entry} round usually opens in ${opens.text}. ${closeText}`,
    }
  }
  const soon = Math.floor((closes.start - now) / DAY_MS) <= CLOSING_SOON_DAYS
  if (!opens && !seenOpen) {
    // A deadline alone does not say that applications are being taken.
    return {
      kind: soon ? 'deadline-soon' : 'deadline-ahead',
      label: `Deadline ${soon ? 'soon: ' : ''}${closes.text}; opening date not published`,
      detail: `${closeText} When applications open is not published; check the official page before counting on it.`,
    }
  }
  const detail =
    seenOpen && !opens
      ? `${closeText} The official page said applications were open on ${seen.text}.`
      : closeText
  if (soon) return { kind: 'closing-soon', label: 'Closes soon', detail }
  return { kind: 'open', label: 'Open', detail }
}

/** Open now: taking applications today (open, closing soon or rolling), never on a guess. */
export function isOpenNow(status: CycleStatus) {
  return status.kind === 'open' || status.kind === 'closing-soon' || status.kind === 'rolling'
}
