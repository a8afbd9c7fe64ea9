import { isRoundOpenNow, roundFor, roundStatus } from '@/lib/scholarships/round'
import { scholarships } from '@/data/scholarships'
import { makeScholarship } from '@/test/fixtures'

const day = (iso: string) => new Date(`${iso}T12:00:00Z`)
const byId = (id: string) => scholarships.find((s) => s.id === id)!

const split = makeScholarship({
  id: 'split',
  cycle: {
    entryYear: 2027,
    rolling: false,
    opens: { date: '2026-09-01' },
    closes: { date: '2027-01-07' },
    exceptions: [
      {
        nationalities: ['US'],
        who: 'US citizens',
        opens: { date: '2026-09-01' },
        closes: { date: '2026-10-14' },
      },
    ],
  },
})

describe('roundStatus', () => {
  it("uses the round of the student's own citizens where there is one", () => {
    expect(roundFor(split, 'US').who).toBe('US citizens')
    expect(roundFor(split, 'IN').who).toBeUndefined()
    const us = roundStatus(split, day('2026-11-28'), 'US')
    expect(us).toMatchObject({ kind: 'closed', label: 'Closed for 2027 entry', closed: true })
    expect(us.detail).toMatch(/^For US citizens: The 2027 round closed/)
    expect(roundStatus(split, day('2026-11-28'), 'IN')).toMatchObject({
      kind: 'open',
      closed: false,
    })
  })

  it('names a round that differs from the main one when the nationality is not known', () => {
    const status = roundStatus(split, day('2026-11-28'))
    expect(status.label).toBe('Open; closed for US citizens')
    expect(status.detail).toContain('For US citizens: The 2027 round closed (14 October 2026)')
    // Both open: nothing to add.
    expect(roundStatus(split, day('2026-09-05')).label).toBe('Open')
  })

  it('never calls a nominated award open, and says who nominates', () => {
    const nominated = makeScholarship({ ...split, id: 'n', nomination: { by: 'your school' } })
    const status = roundStatus(nominated, day('2026-11-28'), 'IN')
    expect(status).toMatchObject({ kind: 'nominated', label: 'By nomination', closed: false })
    expect(status.detail).toMatch(/^You cannot apply yourself: you are nominated by your school\./)
    expect(isRoundOpenNow(status)).toBe(false)
    // Once its round has closed it is closed like any other.
    expect(roundStatus(nominated, day('2027-02-01'), 'IN').kind).toBe('closed')
  })

  it('shows the audited cases: Gates Cambridge for US citizens, Eiffel by nomination', () => {
    const gates = byId('gates-cambridge-scholarship')
    expect(roundStatus(gates, day('2026-11-28'), 'US').closed).toBe(true)
    expect(roundStatus(gates, day('2026-11-28'), 'IN').kind).toBe('open')
    expect(roundStatus(gates, day('2026-11-28')).label).toBe('Open; closed for US citizens')
    const eiffel = roundStatus(byId('eiffel-excellence-scholarship'), day('2026-11-28'))
    expect(eiffel.label).toBe('By nomination')
    expect(eiffel.detail).toContain('the French institution that admits you')
  })
})
