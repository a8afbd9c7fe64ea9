// Runs only from `npm run test:services`, against a real PostgreSQL server.
import { freshDatabases } from '@/test/fresh-database'
import { describeFuzz } from '@/test/fuzz-suite'

const DATABASE_URL = process.env.TEST_DATABASE_URL
if (!DATABASE_URL) throw new Error('Service tests need TEST_DATABASE_URL (a PostgreSQL server).')

const databases = freshDatabases(DATABASE_URL, 'fuzz_test')
afterAll(() => databases.dropAll())

describeFuzz('PostgreSQL', async () => ({ DATABASE_URL: await databases.create() }))
