import 'server-only'

import { readFileSync } from 'node:fs'
import path from 'node:path'

import { once } from '@/lib/once'
import { decodeProgrammeText } from '@/lib/open-data/codec'
import { valuePool } from '@/lib/open-data/pool'
import {
  curatedLinksSchema,
  fxRatesSchema,
  manifestSchema,
  type CuratedLinks,
  type FxRates,
  type Institution,
  type Manifest,
  type Programme,
} from '@/data/open-schema'

// The generated files are read from disk at run time, never imported: an import would make
// TypeScript type a multi-megabyte literal and the bundler inline it into the server bundle.
// next.config.ts traces data/generated/** so a deployment ships them.
function readText(file: string): string {
  return readFileSync(path.join(process.cwd(), 'data/generated', file), 'utf8')
}

function readGenerated(file: string): unknown {
  return JSON.parse(readText(file))
}

// The two big files are our own import output, parsed record by record against data/open-schema.ts
// before they were written and again by lib/open-data/index.test.ts; re-parsing 68,000 records on
// every cold start would only cost time. The small files are parsed here.

/** The directory: about 13,000 institutions, sorted by id. Read-only. */
export const loadInstitutions = once(
  (): Institution[] =>
    (valuePool().shareIn(readGenerated('institutions.json')) as { records: Institution[] }).records,
)

/** UK (Discover Uni) then Australian (CRICOS) programmes, each sorted by id. Read-only: shared parts are frozen. */
export const loadProgrammes = once((): Programme[] => [
  ...decodeProgrammeText(readText('programmes-uk.json')),
  ...decodeProgrammeText(readText('programmes-au.json')),
])

/** ECB reference rates of the latest day in the import (units per 1 EUR). */
export const loadFxRates = once((): FxRates => fxRatesSchema.parse(readGenerated('fx-rates.json')))

/** Per source: licence, attribution, as-of date, input hashes and row counts. */
export const loadManifest = once((): Manifest =>
  manifestSchema.parse(readGenerated('manifest.json')),
)

/** Curated university slug (data/universities) -> directory institution id. */
export const loadCuratedLinks = once((): CuratedLinks =>
  curatedLinksSchema.parse(readGenerated('curated-links.json')),
)
