// The shortlist's calendar: every date we have for the saved items, as all-day events. A fixed
// date of the coming intake is an exact event; a date known only by its usual timing (and the next
// round of a closed award) is a tentative event titled "Expected: ...", on the first day the usual
// timing may fall on. Pure: the same shortlist on the same day always gives the same events.
import ical, { ICalCalendarMethod, ICalEventStatus, ICalEventTransparency } from 'ical-generator'

import { MONTH_NAMES as MONTHS } from '@/lib/format'
import { roundStatus } from '@/lib/scholarships/round'
import type { AdmissionDeadlines, CycleDate, Scholarship } from '@/data/schema'

export type CalendarEvent = {
  uid: string
  /** YYYY-MM-DD, all day. */
  date: string
  summary: string
  description: string
  url: string
  /** Only the usual timing is known: the event is tentative and its title starts "Expected:". */
  expected: boolean
}

/** A saved item with no date for the calendar, and why. */
export type UndatedItem = { id: string; name: string; href: string; note: string }

export type Calendar = { events: CalendarEvent[]; undated: UndatedItem[] }

const pad = (n: number) => String(n).padStart(2, '0')
const FIRST_DAY = { early: 1, mid: 11, late: 21 } as const

/** The day an event goes on, whether it is exact, and how the timing reads ("early August 2027"). */
export function eventDay(d: NonNullable<CycleDate>, shift = 0) {
  if ('date' in d) {
    const [y = 0, m = 1, day = 1] = d.date.split('-').map(Number)
    const date = `${y + shift}-${pad(m)}-${pad(day)}`
    return { date, exact: shift === 0, when: `${day} ${MONTHS[m - 1]} ${y + shift}` }
  }
  const year = d.year + shift
  const day = d.day ?? (d.part ? FIRST_DAY[d.part] : 1)
  const when = `${d.day ? `${d.day} ` : d.part ? `${d.part} ` : ''}${MONTHS[d.month - 1]} ${year}`
  return { date: `${year}-${pad(d.month)}-${pad(day)}`, exact: false, when }
}

const dayOf = (today: Date) => today.toISOString().slice(0, 10)

type Dated = { what: 'opens' | 'closes'; date: NonNullable<CycleDate> }

/** Each award's dates still ahead; a closed round gives its next round's usual dates instead. */
export function scholarshipCalendar(items: readonly Scholarship[], host: string, today: Date) {
  const events: CalendarEvent[] = []
  const undated: UndatedItem[] = []
  const now = dayOf(today)
  for (const s of items) {
    const item = { id: s.id, name: s.name, href: `/scholarships/${s.slug}` }
    if (s.cycle.rolling) {
      undated.push({ ...item, note: 'rolling admissions: no deadline to keep' })
      continue
    }
    const rounds = [
      { who: '', nationality: '', degree: '', opens: s.cycle.opens, closes: s.cycle.closes },
      ...(s.cycle.exceptions ?? []).map((e) => ({
        who: e.who,
        nationality: e.nationalities?.[0] ?? '',
        degree: e.degrees?.[0] ?? '',
        opens: e.opens,
        closes: e.closes,
      })),
    ]
    const before = events.length
    for (const round of rounds) {
      const closed = roundStatus(s, today, round.nationality, round.degree).closed
      const roundId = [round.nationality, round.degree]
        .filter(Boolean)
        .map((x) => `${x.toLowerCase().replace(/[^a-z0-9]+/g, '')}-`)
        .join('')
      const shift = closed ? 1 : 0
      const entry = s.cycle.entryYear + shift
      const dated: Dated[] = [
        ...(round.opens ? [{ what: 'opens' as const, date: round.opens }] : []),
        ...(round.closes ? [{ what: 'closes' as const, date: round.closes }] : []),
      ]
      for (const { what, date } of dated) {
        const day = eventDay(date, shift)
        if (day.date < now) continue
        const forWho = round.who ? ` for ${round.who}` : ''
        const title =
          what === 'opens' ? `${s.name} applications open${forWho}` : `${s.name} deadline${forWho}`
        events.push({
          uid: `scholarship-${s.id}-${roundId}${what}-${entry}@${host}`,
          date: day.date,
          summary: day.exact
            ? `${what === 'opens' ? 'Applications open' : 'Deadline'}: ${s.name}${forWho} (${entry} entry)`
            : `Expected: ${title} (usually ${day.when.replace(/ \d{4}$/, '')})`,
          description: [
            day.exact
              ? `${what === 'opens' ? 'Opening' : 'Closing'} date of the ${entry} round.`
              : `Expected, not announced: the ${entry} round usually ${what === 'opens' ? 'opens' : 'closes'} in ${day.when}. Confirm the date on the official page.`,
            s.nomination
              ? `You cannot apply yourself: you are nominated by ${s.nomination.by}.`
              : '',
            s.cycle.note ?? '',
            `Official page: ${s.link}`,
          ]
            .filter(Boolean)
            .join('\n'),
          url: s.link,
          expected: !day.exact,
        })
      }
    }
    if (events.length === before) {
      undated.push({
        ...item,
        note: s.cycle.note
          ? `no date in our data (${s.cycle.note.replace(/\.$/, '')})`
          : 'no date in our data: see the official page',
      })
    }
  }
  return sortCalendar({ events, undated })
}

/** Admission deadlines (a university's own, or UCAS's) still ahead, for one saved item. */
export function admissionCalendar(
  item: { kind: 'university' | 'programme'; id: string; name: string; href: string },
  record: AdmissionDeadlines,
  host: string,
  today: Date,
): Calendar {
  const now = dayOf(today)
  const events: CalendarEvent[] = []
  for (const [n, d] of record.deadlines.entries()) {
    const day = eventDay(d.date)
    if (day.date < now) continue
    events.push({
      uid: `${item.kind}-${item.id}-${n}-${record.entryYear}@${host}`,
      date: day.date,
      summary: day.exact
        ? `${d.label}: ${item.name} (${record.entryYear} entry)`
        : `Expected: ${d.label}, ${item.name} (usually ${day.when.replace(/ \d{4}$/, '')})`,
      description: [
        day.exact
          ? `${'rule' in d.date && d.date.rule ? `${d.date.rule}.` : ''}`
          : `Expected, not announced: usually ${day.when}. Confirm the date on the official page.`,
        `Source: ${d.source.title}, ${d.source.url}`,
      ]
        .filter(Boolean)
        .join('\n'),
      url: d.source.url,
      expected: !day.exact,
    })
  }
  const undated = events.length
    ? []
    : [
        {
          id: item.id,
          name: item.name,
          href: item.href,
          note: 'every deadline we know of for 2027 entry has passed',
        },
      ]
  return { events, undated }
}

export function sortCalendar(calendar: Calendar): Calendar {
  const events = [...calendar.events].sort(
    (a, b) => a.date.localeCompare(b.date) || a.uid.localeCompare(b.uid),
  )
  return { events, undated: calendar.undated }
}

export function mergeCalendars(...calendars: Calendar[]): Calendar {
  return sortCalendar({
    events: calendars.flatMap((c) => c.events),
    undated: calendars.flatMap((c) => c.undated),
  })
}

const utcDay = (date: string) => new Date(`${date}T00:00:00Z`)

/**
 * The iCalendar text. `stamp` (DTSTAMP) is the date the data was compiled, so that the file does
 * not change between downloads and calendar apps do not see edits that did not happen.
 */
export function buildCalendar(events: readonly CalendarEvent[], stamp: string, name: string) {
  const calendar = ical({
    name,
    prodId: { company: 'Study Abroad Compass', product: 'Shortlist deadlines', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  })
  for (const e of events) {
    const start = utcDay(e.date)
    calendar.createEvent({
      id: e.uid,
      start,
      end: new Date(start.getTime() + 86_400_000),
      allDay: true,
      stamp: utcDay(stamp),
      summary: e.summary,
      description: e.description,
      url: e.url,
      status: e.expected ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
      transparency: ICalEventTransparency.TRANSPARENT,
    })
  }
  return calendar.toString()
}

/** How many exact and expected dates a calendar holds, for the sentence before the download. */
export function calendarCounts(events: readonly CalendarEvent[]) {
  const expected = events.filter((e) => e.expected).length
  return { exact: events.length - expected, expected }
}
