import ICAL from 'ical.js'

import {
  admissionCalendar,
  buildCalendar,
  calendarCounts,
  eventDay,
  scholarshipCalendar,
} from '@/lib/shortlist/ics'
import { scholarships } from '@/data/scholarships'
import { universityDeadlinesSeed } from '@/data/university-deadlines'
import { makeScholarship } from '@/test/fixtures'

const { ucas: ucasDeadlines, undergraduate: universityDeadlines } = universityDeadlinesSeed

const pick = (...ids: string[]) => scholarships.filter((s) => ids.includes(s.id))
const day = (iso: string) => new Date(`${iso}T12:00:00Z`)

/** The file parsed back by another library: summary, date, status and URL of each event. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  return calendar.getAllSubcomponents('vevent').map((v) => {
    const event = new ICAL.Event(v)
    return {
      uid: event.uid,
      summary: event.summary,
      date: event.startDate.toString(),
      allDay: event.startDate.isDate,
      end: event.endDate.toString(),
      status: v.getFirstPropertyValue('status'),
      url: v.getFirstPropertyValue('url'),
      description: event.description,
    }
  })
}

const fixed = makeScholarship({
  id: 'fixed',
  name: 'Fixed Award',
  cycle: {
    entryYear: 2027,
    rolling: false,
    opens: { date: '2026-12-01', rule: '1 December every year' },
    closes: { date: '2027-02-15', rule: '15 February every year' },
  },
})

describe('the shortlist calendar', () => {
  it('writes exact dates as confirmed all-day events with the official link', () => {
    const { events } = scholarshipCalendar([fixed], 'example.org', day('2026-11-28'))
    const parsed = parse(buildCalendar(events, '2026-11-28', 'My deadlines'))
    expect(parsed).toEqual([
      expect.objectContaining({
        summary: 'Applications open: Fixed Award (2027 entry)',
        date: '2026-12-01',
        end: '2026-12-02',
        allDay: true,
        status: 'CONFIRMED',
        url: fixed.link,
      }),
      expect.objectContaining({
        summary: 'Deadline: Fixed Award (2027 entry)',
        date: '2027-02-15',
        status: 'CONFIRMED',
      }),
    ])
    expect(parsed[1]!.description).toContain(`Official page: ${fixed.link}`)
    expect(calendarCounts(events)).toEqual({ exact: 2, expected: 0 })
  })

  it('writes a usual month as a tentative "Expected" event on the first day it may fall on', () => {
    // Chevening's 2027 round has closed: its next round's usual opening and closing are expected.
    const { events, undated } = scholarshipCalendar(
      pick('chevening-scholarships'),
      'example.org',
      day('2026-11-28'),
    )
    const parsed = parse(buildCalendar(events, '2026-11-28', 'My deadlines'))
    expect(parsed.map((e) => [e.summary, e.date, e.status])).toEqual([
      [
        'Expected: Chevening Scholarships applications open (usually early August)',
        '2027-08-01',
        'TENTATIVE',
      ],
      [
        'Expected: Chevening Scholarships deadline (usually early October)',
        '2027-10-01',
        'TENTATIVE',
      ],
    ])
    expect(parsed[0]!.description).toMatch(
      /^Expected, not announced: the 2028 round usually opens in early August 2027/,
    )
    expect(undated).toEqual([])
    expect(calendarCounts(events)).toEqual({ exact: 0, expected: 2 })
  })

  it('leaves out dates already past and keeps a day the programme fixes as exact', () => {
    const { events } = scholarshipCalendar([fixed], 'example.org', day('2026-12-02'))
    expect(events.map((e) => [e.summary, e.expected])).toEqual([
      ['Deadline: Fixed Award (2027 entry)', false],
    ])
    // After the closing, the next round is only expected, a year on.
    const after = scholarshipCalendar([fixed], 'example.org', day('2027-02-16')).events
    expect(after.map((e) => [e.date, e.expected])).toEqual([
      ['2027-12-01', true],
      ['2028-02-15', true],
    ])
  })

  it("adds the round of some citizens apart (Gates Cambridge's US round)", () => {
    const { events } = scholarshipCalendar(
      pick('gates-cambridge-scholarship'),
      'example.org',
      day('2026-11-28'),
    )
    expect(events.map((e) => e.summary)).toEqual([
      'Expected: Gates Cambridge Scholarship deadline (usually early January)',
      'Expected: Gates Cambridge Scholarship applications open for US citizens (usually early September)',
      'Expected: Gates Cambridge Scholarship deadline for US citizens (usually mid October)',
    ])
  })

  it('says why an award has no date', () => {
    const { events, undated } = scholarshipCalendar(
      pick('kaust-fellowship', 'marie-sklodowska-curie-doctoral-networks'),
      'example.org',
      day('2026-11-28'),
    )
    expect(events).toEqual([])
    expect(undated.map((u) => u.note)).toEqual([
      expect.stringMatching(/^no date in our data \(Admission/),
      'rolling admissions: no deadline to keep',
    ])
  })

  it("puts a university's and UCAS's deadlines in, exact or expected", () => {
    const harvard = admissionCalendar(
      { kind: 'university', id: 'harvard-university', name: 'Harvard University', href: '/x' },
      universityDeadlines['harvard-university']!,
      'example.org',
      day('2026-11-28'),
    )
    expect(harvard.events.map((e) => [e.summary, e.date, e.expected])).toEqual([
      ['Regular Decision deadline: Harvard University (2027 entry)', '2027-01-01', false],
    ])
    const ucas = admissionCalendar(
      { kind: 'programme', id: 'p', name: 'Computer science (full-time)', href: '/p' },
      ucasDeadlines,
      'example.org',
      day('2026-11-28'),
    )
    expect(ucas.events.map((e) => [e.summary, e.date, e.expected])).toEqual([
      [
        'UCAS equal-consideration deadline for most courses: Computer science (full-time) (2027 entry)',
        '2027-01-13',
        false,
      ],
      [
        'UCAS last date to apply before Clearing: Computer science (full-time) (2027 entry)',
        '2027-06-30',
        false,
      ],
    ])
    const late = admissionCalendar(
      { kind: 'programme', id: 'p', name: 'X', href: '/p' },
      ucasDeadlines,
      'example.org',
      day('2027-07-01'),
    )
    expect(late.undated[0]!.note).toBe('every deadline we know of for 2027 entry has passed')
  })

  it('gives the same UIDs and bytes for the same shortlist on the same day', () => {
    const make = () =>
      buildCalendar(
        scholarshipCalendar(pick('chevening-scholarships'), 'example.org', day('2026-11-28'))
          .events,
        '2026-11-28',
        'x',
      )
    expect(make()).toBe(make())
    expect(make()).toContain('\r\n')
  })

  it('reads a usual timing as its first possible day', () => {
    expect(eventDay({ usual: true, month: 8, part: 'early', year: 2026 })).toEqual({
      date: '2026-08-01',
      exact: false,
      when: 'early August 2026',
    })
    expect(eventDay({ usual: true, month: 4, day: 30, year: 2026 }).date).toBe('2026-04-30')
    expect(eventDay({ usual: true, month: 10, part: 'mid', year: 2026 }).date).toBe('2026-10-11')
    expect(eventDay({ date: '2026-10-15' }, 1)).toMatchObject({ date: '2027-10-15', exact: false })
  })
})
