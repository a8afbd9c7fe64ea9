import { isStoreFailure, summariseError } from '@/lib/db/errors'

/** The shape of drizzle's query error: the SQL and its parameters, with the driver's error as cause. */
function queryError(cause: Error) {
  return Object.assign(new Error(`Failed query: insert ... params: ada@example.com`, { cause }), {
    query: 'insert into applications ...',
    params: ['ada@example.com'],
  })
}

describe('summariseError', () => {
  it.each([
    ['timeout exceeded when trying to connect', 'pool_wait_timeout'],
    ['Connection terminated due to connection timeout', 'connect_timeout'],
    ['Query read timeout', 'query_timeout'],
    ['Connection terminated unexpectedly', 'connection_terminated'],
    ['PGlite is closed', 'pglite_closed'],
  ])('names the driver failure "%s" as %s, and it is an outage', (message, reason) => {
    const error = queryError(new Error(message))
    expect(summariseError(error)).toEqual({
      name: 'DrizzleQueryError',
      cause: { name: 'Error', reason },
    })
    expect(isStoreFailure(error)).toBe(true)
  })

  it('never gives a message: an error that quotes a value gets its class name only', () => {
    const summary = summariseError(queryError(new Error('value "ada@example.com" is too long')))
    expect(summary).toEqual({ name: 'DrizzleQueryError', cause: { name: 'Error' } })
    expect(JSON.stringify(summary)).not.toContain('ada@')
  })

  it('keeps PostgreSQL codes and constraint names', () => {
    const pgError = Object.assign(new Error('duplicate key value violates unique constraint'), {
      name: 'error',
      code: '23505',
      constraint: 'applications_reference_unique',
      detail: 'Key (reference)=(SA-2026-AAAAAA) already exists.',
    })
    expect(summariseError(pgError)).toEqual({
      name: 'error',
      code: '23505',
      constraint: 'applications_reference_unique',
    })
  })
})
