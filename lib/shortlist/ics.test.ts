import ICAL from 'ical.js'

import { scholarships } from '@/data/scholarships'

import { buildCalendar, foldLine, scholarshipDeadlines } from './ics'

const pick = (...ids: string[]) => scholarships.filter((s) => ids.includes(s.id))

describe('deadlines calendar', () => {
  const dated = scholarships.filter(
    (s) => s.cycle.closes && ('date' in s.cycle.closes || s.cycle.closes.day),
  )
  const undatedOne = scholarships.find(
    (s) => !s.cycle.closes || (!('date' in s.cycle.closes) && !s.cycle.closes.day),
  )!

  it('parses back with one all-day event per known closing date, with the official link', () => {
    const chosen = [...dated.slice(0, 3), undatedOne]
    const { events, undated } = scholarshipDeadlines(chosen, 'example.org')
    const text = buildCalendar(events, '2026-11-22', 'My deadlines')

    const calendar = new ICAL.Component(ICAL.parse(text))
    const vevents = calendar.getAllSubcomponents('vevent')
    expect(vevents).toHaveLength(3)
    for (const [n, vevent] of vevents.entries()) {
      const event = new ICAL.Event(vevent)
      const source = events[n]!
      expect(event.uid).toBe(source.uid)
      expect(event.startDate.isDate).toBe(true)
      expect(event.startDate.toString()).toBe(source.date)
      expect(event.summary).toContain('Deadline: ')
      expect(vevent.getFirstPropertyValue('url')).toBe(source.url)
      expect(event.description).toContain(source.url)
    }
    expect(undated.map((u) => u.id)).toEqual([undatedOne.id])
  })

  it('uses CRLF line endings and folds lines at 75 octets', () => {
    const { events } = scholarshipDeadlines(dated, 'example.org')
    const text = buildCalendar(events, '2026-11-22', 'My deadlines')
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    for (const line of text.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    }
    const folded = foldLine(`DESCRIPTION:${'é'.repeat(60)}`)
    expect(folded.split('\r\n ').join('')).toBe(`DESCRIPTION:${'é'.repeat(60)}`)
  })

  it('keeps the same UID and bytes for the same shortlist', () => {
    const first = scholarshipDeadlines(pick(dated[0]!.id), 'example.org')
    const again = scholarshipDeadlines(pick(dated[0]!.id), 'example.org')
    expect(buildCalendar(first.events, '2026-11-22', 'x')).toBe(
      buildCalendar(again.events, '2026-11-22', 'x'),
    )
  })
})
