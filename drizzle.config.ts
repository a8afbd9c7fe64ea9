import { defineConfig } from 'drizzle-kit'

// Migrations are generated with `npm run db:generate` and applied by the app itself at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/db/schema.ts',
  out: './lib/db/migrations',
})
