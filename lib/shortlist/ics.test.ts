import ICAL from 'ical.js'

import { buildCalendar, foldLine, scholarshipDeadlines } from '@/lib/shortlist/ics'
import { scholarships } from '@/data/scholarships'

const pick = (...ids: string[]) => scholarships.filter((s) => ids.includes(s.id))
/** Before every closing date in the data. */
const early = new Date('2026-01-01T12:00:00Z')

describe('deadlines calendar', () => {
  const dated = scholarships.filter(
    (s) => s.cycle.closes && ('date' in s.cycle.closes || s.cycle.closes.day),
  )
  const undatedOne = scholarships.find(
    (s) => !s.cycle.closes || (!('date' in s.cycle.closes) && !s.cycle.closes.day),
  )!

  it('parses back with one all-day event per known closing date, with the official link', () => {
    const chosen = [...dated.slice(0, 3), undatedOne]
    const { events, undated } = scholarshipDeadlines(chosen, 'example.org', early)
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
    expect(undated[0]!.note).toMatch(/^no date published/)
  })

  it('adds no event for a closing date already past: that round is listed as closed', () => {
    const today = new Date('2026-11-26T12:00:00Z')
    const chosen = pick('australia-awards-scholarships', 'yale-need-based-financial-aid')
    const { events, undated } = scholarshipDeadlines(chosen, 'example.org', today)
    const text = buildCalendar(events, '2026-11-22', 'My deadlines')

    const vevents = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent')
    expect(vevents.map((v) => new ICAL.Event(v).summary)).toEqual([
      'Deadline: Yale College Need-Based Financial Aid (2027 entry)',
    ])
    expect(text).not.toContain('Australia Awards')
    expect(undated).toEqual([
      {
        id: 'australia-awards-scholarships',
        name: 'Australia Awards Scholarships',
        href: '/scholarships/australia-awards-scholarships',
        note: 'closed for 2027 entry (deadline about 30 April 2026 passed)',
      },
    ])
    // On the closing day itself the round is still open, and the event is written.
    const lastDay = scholarshipDeadlines(chosen, 'example.org', new Date('2026-04-30T12:00:00Z'))
    expect(lastDay.events.map((e) => e.date)).toEqual(['2026-04-30', '2027-01-02'])
  })

  it('lists a closed round known only by its usual month as closed too', () => {
    const today = new Date('2026-11-26T12:00:00Z')
    const { events, undated } = scholarshipDeadlines(
      pick('chevening-scholarships'),
      'example.org',
      today,
    )
    expect(events).toEqual([])
    expect(undated[0]!.note).toBe(
      'closed for 2027 entry (deadline usually early October 2026 passed)',
    )
  })

  it('uses CRLF line endings and folds lines at 75 octets', () => {
    const { events } = scholarshipDeadlines(dated, 'example.org', early)
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
    const first = scholarshipDeadlines(pick(dated[0]!.id), 'example.org', early)
    const again = scholarshipDeadlines(pick(dated[0]!.id), 'example.org', early)
    expect(buildCalendar(first.events, '2026-11-22', 'x')).toBe(
      buildCalendar(again.events, '2026-11-22', 'x'),
    )
  })
})
