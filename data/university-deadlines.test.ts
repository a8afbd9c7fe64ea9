import { dataSourceSchema } from './schema'
import { universities } from './universities'
import { universityDeadlinesSeed } from './university-deadlines'

const { ucas, undergraduate, postgraduate, source } = universityDeadlinesSeed
const records = [ucas, ...Object.values(undergraduate), ...Object.values(postgraduate)]

describe('admission deadlines dataset', () => {
  it('states its source and holds 2027 entry dates', () => {
    expect(() => dataSourceSchema.parse(source)).not.toThrow()
    for (const record of records) expect(record.entryYear).toBe(2027)
  })

  it('keys every record by the slug of a curated university', () => {
    const slugs = new Set(universities.map((u) => u.slug))
    for (const slug of [...Object.keys(undergraduate), ...Object.keys(postgraduate)])
      expect(slugs).toContain(slug)
  })

  it('gives a fixed day only with its yearly rule, and an official https source for each date', () => {
    for (const record of records) {
      for (const d of record.deadlines) {
        if ('date' in d.date) expect(d.date.rule).toBeTruthy()
        expect(new URL(d.source.url).protocol).toBe('https:')
      }
    }
  })
})
