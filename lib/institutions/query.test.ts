import { PgDialect } from 'drizzle-orm/pg-core'

import {
  directoryPageSql,
  directoryWords,
  prefixQuery,
  typeCondition,
} from '@/lib/institutions/query'

const dialect = new PgDialect()

describe('directoryWords', () => {
  it('folds accents and case and drops words such as "of" when others remain', () => {
    expect(directoryWords('Technical University of Berlin')).toEqual({
      phrase: 'technical university of berlin',
      words: ['technical', 'university', 'berlin'],
    })
    expect(directoryWords('Université de Montréal').words).toEqual(['universite', 'de', 'montreal'])
    expect(directoryWords('The').words).toEqual(['the'])
  })

  it('makes a prefix query: each word begins a word of the record', () => {
    expect(prefixQuery(['tu', 'berlin'])).toBe("'tu':* & 'berlin':*")
  })
})

describe('directoryPageSql', () => {
  it('passes the search as parameters and ranks an exact name or short name first', () => {
    const { sql, params } = dialect.sqlToQuery(
      directoryPageSql({ search: "MIT'); DROP", country: '', type: '', page: 1 }, 0),
    )
    expect(sql).not.toContain('DROP')
    expect(sql).toMatch(/WHEN name_key = \$\d+ OR names_key \? \$\d+ THEN 0/)
    expect(params).toContain("'mit':* & 'drop':*")
  })

  it('shows universities and colleges by default, any kind with "all"', () => {
    expect(dialect.sqlToQuery(typeCondition('')).sql).toBe("kind IN ('university', 'college')")
    expect(dialect.sqlToQuery(typeCondition('all')).sql).toBe('true')
    expect(dialect.sqlToQuery(typeCondition('vocational')).params).toEqual(['vocational'])
  })
})
