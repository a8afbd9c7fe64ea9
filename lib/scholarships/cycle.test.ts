import { cycleStatus, isOpenNow } from '@/lib/scholarships/cycle'
import type { ScholarshipCycle } from '@/data/schema'

const day = (iso: string) => new Date(`${iso}T12:00:00Z`)

// A round with fixed dates: opens 1 August 2026, closes 1 December 2026.
const fixed: ScholarshipCycle = {
  entryYear: 2027,
  rolling: false,
  opens: { date: '2026-08-01' },
  closes: { date: '2026-12-01' },
}
// A round known only by its usual timing: opens early August, closes early October 2026.
const usual: ScholarshipCycle = {
  entryYear: 2027,
  rolling: false,
  opens: { usual: true, month: 8, part: 'early', year: 2026 },
  closes: { usual: true, month: 10, part: 'early', year: 2026 },
}

describe('cycleStatus on fixed dates', () => {
  it('before opening: "Opens on <date>"', () => {
    const status = cycleStatus(fixed, day('2026-07-15'))
    expect(status).toMatchObject({ kind: 'not-yet-open', label: 'Opens on 1 August 2026' })
    expect(isOpenNow(status)).toBe(false)
  })

  it('open with more than 30 days left', () => {
    const status = cycleStatus(fixed, day('2026-09-01'))
    expect(status).toMatchObject({ kind: 'open', label: 'Open' })
    expect(isOpenNow(status)).toBe(true)
  })

  it('closing soon within 30 days, still open', () => {
    const status = cycleStatus(fixed, day('2026-11-05'))
    expect(status).toMatchObject({ kind: 'closing-soon', label: 'Closes soon' })
    expect(isOpenNow(status)).toBe(true)
  })

  it("closed for 2027 entry after the deadline, with the next round's usual month", () => {
    const status = cycleStatus(fixed, day('2026-12-02'))
    expect(status.kind).toBe('closed')
    expect(status.label).toBe('Closed for 2027 entry')
    expect(status.detail).toContain('next round usually opens in August')
    expect(isOpenNow(status)).toBe(false)
  })

  it('open on the closing day itself', () => {
    expect(cycleStatus(fixed, day('2026-12-01')).kind).toBe('closing-soon')
  })
})

describe('cycleStatus on usual timing', () => {
  it('is not open before the usual opening span ends, then closes after it', () => {
    expect(cycleStatus(usual, day('2026-07-20')).label).toBe('Opens early August 2026')
    expect(cycleStatus(usual, day('2026-08-20')).kind).toBe('open')
    expect(cycleStatus(usual, day('2026-09-20')).kind).toBe('closing-soon')
    expect(cycleStatus(usual, day('2026-10-11')).label).toBe('Closed for 2027 entry')
  })

  it('rolling rounds are open; unknown dates stay unknown', () => {
    expect(cycleStatus({ ...usual, rolling: true }, day('2026-10-11')).kind).toBe('rolling')
    const unknown = cycleStatus({ ...usual, opens: null, closes: null }, day('2026-10-11'))
    expect(unknown.kind).toBe('unknown')
    expect(isOpenNow(unknown)).toBe(false)
  })
})

describe('cycleStatus without a published opening date', () => {
  // Only the closing is known: about 1 May 2027, as for the NL Scholarship.
  const deadlineOnly: ScholarshipCycle = {
    entryYear: 2027,
    rolling: false,
    opens: null,
    closes: { usual: true, month: 5, day: 1, year: 2027 },
  }

  it('beyond 30 days: the deadline, not "Open", and not open now', () => {
    const status = cycleStatus(deadlineOnly, day('2026-11-26'))
    expect(status).toMatchObject({
      kind: 'deadline-ahead',
      label: 'Deadline about 1 May 2027; opening date not published',
    })
    expect(status.detail).toContain('When applications open is not published')
    expect(isOpenNow(status)).toBe(false)
  })

  it('within 30 days: the deadline is soon, still not called open', () => {
    const status = cycleStatus(deadlineOnly, day('2027-04-10'))
    expect(status).toMatchObject({
      kind: 'deadline-soon',
      label: 'Deadline soon: about 1 May 2027; opening date not published',
    })
    expect(isOpenNow(status)).toBe(false)
    expect(cycleStatus(deadlineOnly, day('2027-05-02')).kind).toBe('closed')
  })

  it('open when the official page said applications were being taken, from that day on', () => {
    const accepting = { ...deadlineOnly, acceptingOn: '2026-11-20' }
    expect(cycleStatus(accepting, day('2026-11-19')).kind).toBe('deadline-ahead')
    const open = cycleStatus(accepting, day('2026-11-26'))
    expect(open).toMatchObject({ kind: 'open', label: 'Open' })
    expect(open.detail).toContain('said applications were open on 20 November 2026')
    expect(isOpenNow(open)).toBe(true)
    const soon = cycleStatus(accepting, day('2027-04-10'))
    expect(soon).toMatchObject({ kind: 'closing-soon', label: 'Closes soon' })
    expect(isOpenNow(soon)).toBe(true)
  })
})
