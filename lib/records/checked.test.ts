import { checkedText, publicCheck } from '@/lib/records/checked'
import { recordCheckSchema } from '@/data/schema'
import { scholarships } from '@/data/scholarships'

describe('checkedText: a checked date only with the page it was compared with', () => {
  it('says a carried-over record is from the 2025-26 round and not yet checked for 2027', () => {
    const text = checkedText({ carriedFrom: '2025-26', note: 'Written from past rounds.' })
    expect(text).toEqual({
      text: 'From the 2025-26 round, not yet checked for 2027.',
      after: ' Written from past rounds.',
    })
  })

  it('gives a checked record its day, the page and who checked it', () => {
    const against = { title: 'Chevening: apply', url: 'https://www.chevening.org/apply' }
    expect(checkedText({ on: '2026-12-02', against, by: 'the editors' })).toEqual({
      text: 'Last checked on 2 December 2026 against',
      against,
      after: ' by the editors.',
    })
  })

  it('refuses a checked date without the source it was compared with', () => {
    expect(recordCheckSchema.safeParse({ on: '2026-12-02' }).success).toBe(false)
    expect(
      recordCheckSchema.safeParse({ basis: 'official-page', note: 'x'.repeat(30) }).success,
    ).toBe(false)
  })

  it('shows no award as "Last checked" today: none was compared with a live page for 2027', () => {
    for (const s of scholarships) {
      expect(checkedText(s.checked).text).toBe('From the 2025-26 round, not yet checked for 2027.')
    }
  })
})

describe('publicCheck: who checked stays in the back office', () => {
  it('keeps the day, the page and a note, and drops the name', () => {
    const against = { title: 'Heidelberg: fees', url: 'https://www.uni-heidelberg.de/fees' }
    expect(publicCheck({ on: '2026-12-02', against, by: 'Ed Itor', note: 'Both levels.' })).toEqual(
      { on: '2026-12-02', against, note: 'Both levels.' },
    )
    expect(checkedText(publicCheck({ on: '2026-12-02', against, by: 'Ed Itor' })).after).toBe('.')
    const carried = { carriedFrom: '2025-26', note: 'From last round.' } as const
    expect(publicCheck(carried)).toBe(carried)
  })
})
