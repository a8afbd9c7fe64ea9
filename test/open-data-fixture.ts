// The importer's fixtures (scripts/data-import/fixtures.ts) as committed tables in a folder of
// their own, loaded into the database a test names: the open-data queries then run on a few
// known records, on PGlite or PostgreSQL.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { buildOutputs } from '@/scripts/data-import/build'
import { rawInputs } from '@/scripts/data-import/fixtures'

import type { AppEnv } from '@/test/load-app'

const ORIGINAL_ENV = { ...process.env }

/** Writes the fixture tables to a new folder and answers its path. */
export async function writeFixtureTables(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'open-data-'))
  mkdirSync(dir, { recursive: true })
  const { files } = await buildOutputs(rawInputs())
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text)
  return dir
}

/** The open-data modules loaded afresh under `vars`, with the fixture tables loaded into the database. */
export async function loadOpenDataApp(vars: AppEnv) {
  for (const key of ['DATABASE_URL', 'DATA_DIR']) delete process.env[key]
  Object.assign(process.env, vars)
  jest.resetModules()
  const tables = await writeFixtureTables()
  const [programmes, institutions, search, openData, client] = await Promise.all([
    import('@/lib/programmes'),
    import('@/lib/institutions'),
    import('@/lib/search'),
    import('@/lib/db/open-data'),
    import('@/lib/db/client'),
  ])
  const first = await openData.ensureOpenData(tables)
  return { programmes, institutions, search, openData, client, tables, first }
}

export async function unloadOpenDataApp(
  app: Awaited<ReturnType<typeof loadOpenDataApp>> | undefined,
) {
  await app?.client.closeDatabase()
  process.env = { ...ORIGINAL_ENV }
}
