// `npm run db:migrate`: applies pending migrations and exits. The app also migrates at start-up;
// this is for deploy pipelines that migrate PostgreSQL before new instances start.
import { closeDatabase, openDatabase } from '../lib/db/client'

async function main() {
  try {
    await openDatabase()
    console.log('Database is up to date.')
    await closeDatabase()
  } catch (error) {
    console.error((error as Error).message)
    process.exitCode = 1
  }
}

void main()
