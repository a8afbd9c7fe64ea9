// `node --import tsx scripts/e2e-fixture-data.ts DIR`: writes the importer's fixture tables to DIR,
// with the two files only a refresh brings (Discover Uni's KISCOURSE, College Scorecard's field of
// study) read from their publisher-layout fixtures, for the end-to-end server that loads them
// (OPEN_DATA_DIR). Small: the server loads it in a second.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { buildOutputs } from './data-import/build'
import { rawInputs } from './data-import/fixtures'
import { csvRows } from './data-import/io'

const out = process.argv[2]
if (!out) {
  console.error('usage: node --import tsx scripts/e2e-fixture-data.ts DIR')
  process.exit(2)
}
const fixture = (name: string) =>
  csvRows(readFileSync(path.join(import.meta.dirname, 'data-import', 'fixtures', name), 'utf8'))

const raw = rawInputs()
raw.discoverUni.kisCourse = fixture('KISCOURSE.csv')
raw.scorecardFos = fixture('Most-Recent-Cohorts-Field-of-Study.csv')
// tsx runs this file as CommonJS, which has no top-level await.
void buildOutputs(raw).then(({ files }) => {
  mkdirSync(out, { recursive: true })
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(out, name), text)
  console.log(`e2e fixture tables: ${Object.keys(files).length} files in ${out}`)
})
