import { admissionCalendar } from '@/lib/shortlist/ics'
import { deadlineBook, deadlineRecordsFromSeed } from '@/lib/universities/deadline-seed'
import {
  admissionDeadlines,
  chosenLevel,
  deadlineFor,
  deadlineLevels,
  deadlineWhen,
} from '@/lib/universities/deadlines'
import { universities } from '@/data/universities'
import { universityDeadlinesSeed as seed } from '@/data/university-deadlines'

// The seed's records, as a new database holds them.
const book = deadlineBook(deadlineRecordsFromSeed(seed))
const { postgraduate: postgraduateDeadlines, ucas: ucasDeadlines } = seed

const uni = (slug: string) => universities.find((u) => u.slug === slug)!
const day = (iso: string) => new Date(`${iso}T12:00:00Z`)

describe('deadlines for the level the student chose', () => {
  const imperial = uni('imperial-college-london')
  const manchester = uni('university-of-manchester')

  it('gives a UK university UCAS dates for undergraduate study only', () => {
    expect(admissionDeadlines(book, imperial, 'undergraduate')).toBe(ucasDeadlines)
    expect(admissionDeadlines(book, imperial, 'postgraduate')).toBeUndefined()
    expect(admissionDeadlines(book, manchester, 'postgraduate')).toBeUndefined()
  })

  it('never lists a UCAS or undergraduate date among the postgraduate deadlines', () => {
    for (const record of Object.values(postgraduateDeadlines)) {
      for (const d of record.deadlines) {
        expect(d.level).toBe('postgraduate')
        expect(`${d.label} ${d.source.title} ${d.source.url}`).not.toMatch(/ucas/i)
      }
    }
  })

  it("says a master's deadline varies by programme where the university sets none", () => {
    expect(deadlineFor(book, imperial, 'postgraduate')).toEqual({
      text: 'Varies by programme: check the course page',
    })
    expect(deadlineFor(book, imperial, 'undergraduate').text).toBe(
      'UCAS: 13 January 2027 (equal-consideration deadline)',
    )
  })

  it("gives a university that sets one master's deadline that date, with its source", () => {
    const eth = deadlineFor(book, uni('eth-zurich'), 'postgraduate')
    expect(eth.text).toBe(
      "Master's application deadline (most programmes, autumn start): usually 15 December 2026",
    )
    expect(eth.source?.url).toMatch(/^https:\/\/ethz\.ch\//)
  })

  it('makes the UCAS equal-consideration deadline for 2027 entry an exact day, not an expected 1 January', () => {
    const ucas = ucasDeadlines.deadlines.find((d) => /equal-consideration/.test(d.label))!
    expect(ucas.date).toMatchObject({ date: '2027-01-13' })
    expect(deadlineWhen(ucas.date)).toBe('13 January 2027')
    const calendar = admissionCalendar(
      { kind: 'university', id: 'x', name: 'X', href: '/x' },
      ucasDeadlines,
      'example.org',
      day('2026-11-28'),
    )
    for (const e of calendar.events) expect(e.expected).toBe(false)
    expect(calendar.events.map((e) => e.date)).toContain('2027-01-13')
  })

  it('reads a usual timing with its day or part of the month', () => {
    expect(deadlineWhen({ usual: true, month: 1, part: 'mid', year: 2027 })).toBe(
      'usually mid-January 2027',
    )
  })
})

describe('which levels a page shows deadlines for', () => {
  it('shows both levels when the URL names none, and only the named one otherwise', () => {
    expect(deadlineLevels(chosenLevel(undefined))).toEqual(['undergraduate', 'postgraduate'])
    expect(deadlineLevels(chosenLevel('postgraduate'))).toEqual(['postgraduate'])
    expect(deadlineLevels(chosenLevel(['undergraduate', 'postgraduate']))).toEqual([
      'undergraduate',
    ])
  })

  it('reads a level it does not know as none chosen', () => {
    expect(chosenLevel('phd')).toBeUndefined()
    expect(chosenLevel('')).toBeUndefined()
  })

  it("gives a master's applicant at a UK university no UCAS date, as the calendar does", () => {
    const imperial = uni('imperial-college-london')
    const rows = deadlineLevels(chosenLevel('postgraduate')).map((l) =>
      deadlineFor(book, imperial, l),
    )
    expect(rows.map((r) => r.text).join(' ')).not.toMatch(/UCAS/)
    expect(admissionDeadlines(book, imperial, 'postgraduate')).toBeUndefined()
  })
})
