import {
  applyAwardForm,
  awardFormSchema,
  awardFormValues,
  PLAIN_TEXT_MESSAGE,
} from '@/lib/scholarships/edit'
import { scholarships } from '@/data/scholarships'

const chevening = scholarships.find((s) => s.slug === 'chevening-scholarships')!

describe('applyAwardForm', () => {
  it('leaves an unchanged form as the stored award', () => {
    const result = applyAwardForm(chevening, awardFormValues(chevening), '2026-12-02')
    expect(result.success && result.data).toEqual(chevening)
  })

  it('keeps a usual timing left alone, sets a new closing day, and records a check with its page', () => {
    const source = chevening.sources[0]!
    const result = applyAwardForm(
      chevening,
      { ...awardFormValues(chevening), closes: '2027-01-15', checkAgainst: source.url },
      '2026-12-02',
    )
    expect(result.success).toBe(true)
    const award = result.data!
    expect(award.cycle.opens).toEqual(chevening.cycle.opens)
    expect(award.cycle.closes).toEqual({ date: '2027-01-15' })
    expect(award.checked).toEqual({ on: '2026-12-02', against: source })
    expect(award.asOf).toBe('2026-12-02')
  })

  it('an emptied deadline text leaves the award without one, never an empty string', () => {
    const result = applyAwardForm(
      chevening,
      { ...awardFormValues(chevening), deadline: '  ' },
      '2026-12-02',
    )
    expect(result.success && 'deadline' in result.data).toBe(false)
  })
})

describe('awardFormSchema', () => {
  const base = awardFormValues(chevening)
  const messages = (changes: object) => {
    const parsed = awardFormSchema.safeParse({ ...base, ...changes })
    return parsed.success ? [] : parsed.error.issues.map((i) => i.message)
  }

  it('refuses markup, a non-https link and a check against a page that is not a source', () => {
    expect(messages({ description: 'Nice <img src=x onerror=alert(1)>' })).toEqual([
      PLAIN_TEXT_MESSAGE,
    ])
    expect(messages({ name: 'javascript:alert(1)' })).toEqual([PLAIN_TEXT_MESSAGE])
    expect(messages({ link: 'http://www.chevening.org/' })).toEqual([
      'Please give a full https:// address',
    ])
    expect(messages({ checkAgainst: 'https://elsewhere.example/' })).toEqual([
      'Choose one of the award’s sources',
    ])
    expect(messages({ closes: '2027-02-30' })).toEqual(['Please give a valid date'])
    expect(messages({ sources: [] })).toEqual(['Please keep at least one source'])
  })
})
