// Runs only from `npm run test:services`, against a real PostgreSQL server.
import { freshDatabases } from '@/test/fresh-database'
import { describeOpenData } from '@/test/open-data-suite'

const DATABASE_URL = process.env.TEST_DATABASE_URL
if (!DATABASE_URL) throw new Error('Service tests need TEST_DATABASE_URL (a PostgreSQL server).')

const databases = freshDatabases(DATABASE_URL, 'open_data_test')
afterAll(() => databases.dropAll())

describeOpenData('PostgreSQL', async () => ({ DATABASE_URL: await databases.create() }))
