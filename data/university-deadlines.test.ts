import { admissionDeadlinesSchema, dataSourceSchema } from './schema'
import { universities } from './universities'
import {
  ucasDeadlines,
  universityDeadlines,
  universityDeadlinesSource,
} from './university-deadlines'

describe('admission deadlines dataset', () => {
  it('states its source and parses with its schema', () => {
    expect(() => dataSourceSchema.parse(universityDeadlinesSource)).not.toThrow()
    for (const record of [ucasDeadlines, ...Object.values(universityDeadlines)]) {
      expect(() => admissionDeadlinesSchema.parse(record)).not.toThrow()
      expect(record.entryYear).toBe(2027)
    }
  })

  it('keys every record by the slug of a curated university', () => {
    const slugs = new Set(universities.map((u) => u.slug))
    for (const slug of Object.keys(universityDeadlines)) expect(slugs).toContain(slug)
  })

  it('gives a fixed day only with its yearly rule, and an official https source for each date', () => {
    for (const record of [ucasDeadlines, ...Object.values(universityDeadlines)]) {
      for (const d of record.deadlines) {
        if ('date' in d.date) expect(d.date.rule).toBeTruthy()
        expect(new URL(d.source.url).protocol).toBe('https:')
      }
    }
  })
})
