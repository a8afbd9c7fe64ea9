import { programmeIndex } from '@/lib/programmes'
import { programmesMetadata } from '@/lib/programmes/view'

const figures = (text: string) =>
  (text.match(/\d[\d,]*/g) ?? []).map((n) => Number(n.replace(/,/g, '')))

describe('/programmes metadata', () => {
  it('names the number of programmes the data holds, and no larger or rounder one', () => {
    const total = programmeIndex().index.length
    const { description } = programmesMetadata()
    expect(figures(description)).toEqual([total])
    expect(description).not.toMatch(/\b(over|more than|almost|nearly)\b|\+/i)
  })

  it('counts what it is given', () => {
    expect(programmesMetadata(1234).description).toMatch(/^Search 1,234 real programmes /)
  })
})
