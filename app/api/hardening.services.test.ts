// Runs only from `npm run test:services` (see .ci/run), against real PostgreSQL and Redis servers.
import { freshDatabases } from '@/test/fresh-database'
import { describeHardening } from '@/test/hardening-suite'

const DATABASE_URL = process.env.TEST_DATABASE_URL
const REDIS_URL = process.env.TEST_REDIS_URL
if (!DATABASE_URL || !REDIS_URL) {
  throw new Error(
    'Service tests need TEST_DATABASE_URL and TEST_REDIS_URL (a PostgreSQL and a Redis server).',
  )
}

const databases = freshDatabases(DATABASE_URL, 'hardening_test')
afterAll(() => databases.dropAll())

describeHardening('PostgreSQL and Redis', async () => ({
  DATABASE_URL: await databases.create(),
  REDIS_URL,
}))
describeHardening('PostgreSQL for data and rate limits', async () => ({
  DATABASE_URL: await databases.create(),
}))
