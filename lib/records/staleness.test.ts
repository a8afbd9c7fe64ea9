import {
  checkedThisCycle,
  cycleOpening,
  feeOlderThanTwoAcademicYears,
} from '@/lib/records/staleness'

const day = (iso: string) => new Date(`${iso}T12:00:00Z`)
const checkedOn = (on: string) => ({
  on,
  against: { title: 'Official page', url: 'https://www.example.org/' },
})

describe('cycleOpening', () => {
  it('is the latest 1 August on or before the day', () => {
    expect(cycleOpening(day('2026-12-02'))).toBe('2026-08-01')
    expect(cycleOpening(day('2026-08-01'))).toBe('2026-08-01')
    expect(cycleOpening(day('2026-07-31'))).toBe('2025-08-01')
    expect(cycleOpening(day('2027-01-01'))).toBe('2026-08-01')
  })
})

describe('checkedThisCycle', () => {
  const today = day('2026-12-02')

  it('counts a check made on or after the cycle opened', () => {
    expect(checkedThisCycle(checkedOn('2026-08-01'), today)).toBe(true)
    expect(checkedThisCycle(checkedOn('2026-12-02'), today)).toBe(true)
  })

  it('does not count a check from before the cycle opened, nor a carried-over record', () => {
    expect(checkedThisCycle(checkedOn('2026-07-31'), today)).toBe(false)
    expect(checkedThisCycle({ carriedFrom: '2025-26', note: 'From last year.' }, today)).toBe(false)
  })

  it('lets last cycle’s checks lapse when the next cycle opens', () => {
    const check = checkedOn('2026-09-15')
    expect(checkedThisCycle(check, day('2027-07-31'))).toBe(true)
    expect(checkedThisCycle(check, day('2027-08-01'))).toBe(false)
  })
})

describe('feeOlderThanTwoAcademicYears', () => {
  it('flags a split academic year more than two years before the current one', () => {
    const today = day('2026-12-02') // in 2026-27
    expect(feeOlderThanTwoAcademicYears('2026-27', today)).toBe(false)
    expect(feeOlderThanTwoAcademicYears('2024-25', today)).toBe(false)
    expect(feeOlderThanTwoAcademicYears('2023-24', today)).toBe(true)
  })

  it('moves on with the academic year on 1 August', () => {
    expect(feeOlderThanTwoAcademicYears('2023-24', day('2026-07-31'))).toBe(false)
    expect(feeOlderThanTwoAcademicYears('2023-24', day('2026-08-01'))).toBe(true)
  })

  it('reads a calendar academic year against the calendar year', () => {
    expect(feeOlderThanTwoAcademicYears('2024', day('2026-12-31'))).toBe(false)
    expect(feeOlderThanTwoAcademicYears('2024', day('2027-01-01'))).toBe(true)
    expect(feeOlderThanTwoAcademicYears('2023', day('2026-02-01'))).toBe(true)
  })
})
