import { DrizzleQueryError } from 'drizzle-orm/errors'

import { PageUnavailableError, readForPage } from '@/lib/db/page-read'
import { PAGE_UNAVAILABLE_DIGEST } from '@/lib/errors'

describe('readForPage', () => {
  it('turns a failed query into PageUnavailableError and logs codes only, not the parameters', async () => {
    const lines: string[] = []
    const error = jest.spyOn(console, 'error').mockImplementation((...args) => {
      lines.push(args.map(String).join(' '))
    })
    const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    })
    try {
      await expect(
        readForPage(() =>
          Promise.reject(
            new DrizzleQueryError(
              'select * from applications where email = $1',
              ['ana@example.org'],
              cause,
            ),
          ),
        ),
      ).rejects.toBeInstanceOf(PageUnavailableError)
    } finally {
      error.mockRestore()
    }
    expect(lines.join('\n')).toContain('"code":"ECONNREFUSED"')
    expect(lines.join('\n')).not.toContain('ana@example.org')
    expect(lines.join('\n')).not.toContain('select')
  })

  it('passes other errors and results through', async () => {
    await expect(readForPage(async () => 42)).resolves.toBe(42)
    const bug = new TypeError('x is undefined')
    await expect(readForPage(() => Promise.reject(bug))).rejects.toBe(bug)
  })

  it('gives the error view its digest for an outage, and not for a bug', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })
    try {
      const outage = await readForPage(() => Promise.reject(refused)).catch((e: unknown) => e)
      expect(outage).toMatchObject({ digest: PAGE_UNAVAILABLE_DIGEST })
      const bug = await readForPage(() => Promise.reject(new TypeError('x'))).catch(
        (e: unknown) => e,
      )
      expect(bug).not.toHaveProperty('digest')
    } finally {
      error.mockRestore()
    }
  })
})
