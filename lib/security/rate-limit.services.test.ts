// Runs only from `npm run test:services` (see .ci/run), against a real PostgreSQL server.
import { Client } from 'pg'

import { freshDatabases } from '@/test/fresh-database'
import { loadApp, unloadApp } from '@/test/load-app'

const DATABASE_URL = process.env.TEST_DATABASE_URL
if (!DATABASE_URL) throw new Error('Service tests need TEST_DATABASE_URL (a PostgreSQL server).')

const databases = freshDatabases(DATABASE_URL, 'limits_test')
afterAll(() => databases.dropAll())

describe('rate limits counted in PostgreSQL', () => {
  it('count from the first request on a fresh database, even when several limits start at once', async () => {
    // Starting five limits at once used to race on creating their table (one fresh database in
    // about seven failed): repeat on several fresh databases.
    for (let run = 0; run < 6; run++) {
      const url = await databases.create()
      const app = await loadApp({ DATABASE_URL: url })
      try {
        const { limits } = app
        const specs = [
          limits.STAFF_LOGIN_CLIENT_LIMIT,
          limits.STAFF_LOGIN_ACCOUNT_LIMIT,
          limits.STAFF_LOGIN_ACCOUNT_CEILING,
          limits.APPLY_LIMIT,
          limits.CONTACT_LIMIT,
        ]
        await Promise.all(specs.map((spec) => limits.enforceRateLimit(spec, '203.0.113.9')))
        const client = new Client({ connectionString: url })
        await client.connect()
        const { rows } = await client.query<{ key: string; points: number }>(
          'SELECT key, points FROM rate_limits ORDER BY key',
        )
        await client.end()
        expect(rows).toEqual(
          specs
            .map((spec) => ({ key: `rl_${spec.name}:203.0.113.9`, points: 1 }))
            .sort((a, b) => a.key.localeCompare(b.key)),
        )
      } finally {
        await unloadApp(app)
      }
    }
  }, 60_000)
})
