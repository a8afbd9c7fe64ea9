// The committed open data (data/generated/*.tsv) read back as records, the way the database holds
// them: for tests of the data itself, without a database.
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { parseCopyTable } from '@/scripts/data-import/tables'

import {
  institutionFromRow,
  programmeFromRow,
  type InstitutionRow,
  type ProgrammeRow,
} from '@/lib/open-data/rows'

const JSON_COLUMNS = new Set([
  'alt_names',
  'domains',
  'coords',
  'keys',
  'sources',
  'facts',
  'names_key',
  'subjects',
  'fields',
  'duration',
  'locations',
  'ucas_codes',
  'fees',
  'outcomes',
  'missing',
  'salary',
  'data',
])

/** A committed table's rows as the database gives them: JSON columns parsed. */
function readTable<T>(file: string): T[] {
  const text = readFileSync(path.join(process.cwd(), 'data/generated', file), 'utf8')
  return parseCopyTable(text).map(
    (row) =>
      Object.fromEntries(
        Object.entries(row).map(([k, v]) => [
          k,
          v !== null && JSON_COLUMNS.has(k) ? JSON.parse(v) : v,
        ]),
      ) as T,
  )
}

/** The committed directory alone (the programmes are most of the data). */
export const committedInstitutions = () =>
  readTable<InstitutionRow>('institutions.tsv').map(institutionFromRow)

/** The committed records, read back as the database would hold them. */
export function committedRecords() {
  const rows = new Map(
    readTable<{ id: string; data: unknown }>('outcome-rows.tsv').map((r) => [r.id, r.data]),
  )
  return {
    institutions: committedInstitutions(),
    programmes: [
      ...readTable<ProgrammeRow>('programmes-uk.tsv'),
      ...readTable<ProgrammeRow>('programmes-au.tsv'),
    ].map((row) => programmeFromRow(row, rows)),
  }
}
