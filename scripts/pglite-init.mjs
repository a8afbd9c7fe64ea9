// Creates an embedded PGlite database folder (Postgres' initdb) in a process of its own, for
// lib/db/client.ts. initdb needs about half a gigabyte that the server process would otherwise keep
// for as long as it runs; here the memory goes back to the system when this process exits.
import { PGlite } from '@electric-sql/pglite'

const dir = process.argv[2]
if (!dir) {
  console.error('usage: node scripts/pglite-init.mjs <data folder>')
  process.exit(2)
}
const db = new PGlite(dir)
await db.waitReady
await db.close()
